import { formatUsd } from './money';

/** product.md §9 base monthly revenue by business type; every other type gets the default. */
export const REVENUE_BASE_DEFAULT = 150;
export const REVENUE_BASE_BY_TYPE: Readonly<Record<string, number>> = {
  restaurant: 300,
  hotel: 300,
  retail: 250,
  office: 250,
  healthcare: 200,
  automotive: 200,
};

/** product.md §9 foot-traffic multipliers; low or anything else is 1. */
export const FOOT_TRAFFIC_MULTIPLIER: Readonly<Record<string, number>> = {
  'very-high': 2.5,
  high: 2,
  moderate: 1.5,
  low: 1,
};

export interface RevenueEstimate {
  monthly: number;
  annual: number;
  /** "$450" */
  monthlyFormatted: string;
  /** "$5,400" */
  annualFormatted: string;
}

/** A table's own entry only: `constructor` or `__proto__` must not find Object's. */
const own = (table: Readonly<Record<string, number>>, key: string | undefined): number | undefined =>
  key !== undefined && Object.hasOwn(table, key) ? table[key] : undefined;

export function revenueBase(businessType: string | undefined): number {
  return own(REVENUE_BASE_BY_TYPE, businessType) ?? REVENUE_BASE_DEFAULT;
}

export function footTrafficMultiplier(footTraffic: string | undefined): number {
  return own(FOOT_TRAFFIC_MULTIPLIER, footTraffic) ?? 1;
}

/** The applicant e-mail's revenue projection (product.md §9). */
export function estimateRevenue(businessType: string | undefined, footTraffic: string | undefined): RevenueEstimate {
  const monthly = Math.round(revenueBase(businessType) * footTrafficMultiplier(footTraffic));
  const annual = monthly * 12;
  return {
    monthly,
    annual,
    monthlyFormatted: formatUsd(monthly),
    annualFormatted: formatUsd(annual),
  };
}
