import { formatUsd } from './money';

/** SPEC §9 base monthly revenue by business type; every other type gets the default. */
export const REVENUE_BASE_DEFAULT = 150;
export const REVENUE_BASE_BY_TYPE: Readonly<Record<string, number>> = {
  restaurant: 300,
  hotel: 300,
  retail: 250,
  office: 250,
  healthcare: 200,
  automotive: 200,
};

/** SPEC §9 foot-traffic multipliers; low or anything else is 1. */
export const FOOT_TRAFFIC_MULTIPLIER: Readonly<Record<string, number>> = {
  'very-high': 2.5,
  high: 2,
  moderate: 1.5,
  low: 1,
};

/** The four steps every applicant is promised (SPEC §9). */
export const APPLICANT_NEXT_STEPS = [
  'Site survey within 48 hours',
  'Custom equipment proposal for your business',
  'Free professional installation',
  '24/7 ongoing support',
] as const;
export const FAST_TRACK_STEP = 'Fast-track installation for restaurants and hotels';
export const PRIORITY_PROCESSING_STEP = 'Priority processing for retail partners';

export interface RevenueEstimate {
  monthly: number;
  annual: number;
  /** "$450" */
  monthlyFormatted: string;
  /** "$5,400" */
  annualFormatted: string;
  nextSteps: string[];
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

export function applicantNextSteps(businessType: string | undefined): string[] {
  const steps: string[] = [...APPLICANT_NEXT_STEPS];
  if (businessType === 'restaurant' || businessType === 'hotel') steps.push(FAST_TRACK_STEP);
  if (businessType === 'retail') steps.push(PRIORITY_PROCESSING_STEP);
  return steps;
}

/** The applicant e-mail's revenue projection (SPEC §9). */
export function estimateRevenue(businessType: string | undefined, footTraffic: string | undefined): RevenueEstimate {
  const monthly = Math.round(revenueBase(businessType) * footTrafficMultiplier(footTraffic));
  const annual = monthly * 12;
  return {
    monthly,
    annual,
    monthlyFormatted: formatUsd(monthly),
    annualFormatted: formatUsd(annual),
    nextSteps: applicantNextSteps(businessType),
  };
}
