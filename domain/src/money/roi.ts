/** product.md §9 ROI table: dwell multiplier and satisfaction boost per business type. */
export const ROI_FACTORS = {
  restaurant: { multiplier: 1.3, boost: 15 },
  retail: { multiplier: 1.4, boost: 12 },
  office: { multiplier: 1.1, boost: 20 },
  hotel: { multiplier: 1.2, boost: 18 },
  healthcare: { multiplier: 1.1, boost: 25 },
  automotive: { multiplier: 1.5, boost: 22 },
  beauty: { multiplier: 1.2, boost: 16 },
  fitness: { multiplier: 1.1, boost: 14 },
} as const;
export type RoiBusinessType = keyof typeof ROI_FACTORS;
export const ROI_BUSINESS_TYPES = Object.keys(ROI_FACTORS) as RoiBusinessType[];

export interface SliderRange {
  min: number;
  max: number;
  step: number;
  default: number;
}

/** product.md §3 defaults and §5 ranges of the four sliders. */
export const ROI_SLIDERS = {
  dailyCustomers: { min: 10, max: 500, step: 10, default: 50 },
  averageDwellTime: { min: 5, max: 180, step: 5, default: 30 },
  averageSpending: { min: 5, max: 200, step: 5, default: 25 },
  currentSatisfaction: { min: 30, max: 100, step: 5, default: 70 },
} as const satisfies Record<string, SliderRange>;

export interface RoiInputs {
  /** Empty until the visitor picks one; the calculation needs it. */
  businessType: RoiBusinessType | '' | string;
  dailyCustomers: number;
  /** minutes */
  averageDwellTime: number;
  /** dollars */
  averageSpending: number;
  /** percent */
  currentSatisfaction: number;
}

export const DEFAULT_ROI_INPUTS: RoiInputs = {
  businessType: '',
  dailyCustomers: ROI_SLIDERS.dailyCustomers.default,
  averageDwellTime: ROI_SLIDERS.averageDwellTime.default,
  averageSpending: ROI_SLIDERS.averageSpending.default,
  currentSatisfaction: ROI_SLIDERS.currentSatisfaction.default,
};

export type CompetitiveAdvantage = 'High' | 'Strong' | 'Moderate';

export interface RoiResult {
  /** percent */
  dwellTimeIncrease: number;
  /** percent */
  customerSatisfactionIncrease: number;
  /** percent */
  repeatVisitIncrease: number;
  /** percent */
  revenueIncrease: number;
  /** dollars per month */
  monthlyBenefit: number;
  /** dollars per year */
  yearlyBenefit: number;
  competitiveAdvantage: CompetitiveAdvantage;
  /** percent */
  customerRetention: number;
}

/** High at a boost of 20 or more, Strong at 15-19, otherwise Moderate (product.md §4, §9). */
export function competitiveAdvantage(boost: number): CompetitiveAdvantage {
  if (boost >= 20) return 'High';
  if (boost >= 15) return 'Strong';
  return 'Moderate';
}

/**
 * The competitive-advantage chip's fill and text per level (success, info and warning hues, in
 * shades that reach WCAG AA with white text; a domain test computes the ratios).
 */
export const COMPETITIVE_ADVANTAGE_STYLES: Record<CompetitiveAdvantage, { hex: string; text: string }> = {
  High: { hex: '#2E7D32', text: '#FFFFFF' },
  Strong: { hex: '#0277BD', text: '#FFFFFF' },
  Moderate: { hex: '#B45309', text: '#FFFFFF' },
};

/** product.md §9 ROI formulas. Returns null until a known business type is chosen. */
export function calculateRoi(inputs: RoiInputs): RoiResult | null {
  const factors = (ROI_FACTORS as Record<string, { multiplier: number; boost: number }>)[inputs.businessType];
  if (!factors) return null;
  // (multiplier - 1) * 100 in floating point is 30.000000000000004 for 1.3; every table value
  // gives a whole percentage, so round away the binary noise.
  const dwellTimeIncrease = Math.round((factors.multiplier - 1) * 100);
  const customerSatisfactionIncrease = factors.boost;
  const repeatVisitIncrease = Math.round(factors.boost * 0.8);
  const customerRetention = Math.round(repeatVisitIncrease * 0.7);
  const revenueIncrease = Math.round(dwellTimeIncrease * 0.6);
  const monthlyBase = inputs.dailyCustomers * inputs.averageSpending * 30;
  const monthlyBenefit = Math.round((monthlyBase * revenueIncrease) / 100);
  return {
    dwellTimeIncrease,
    customerSatisfactionIncrease,
    repeatVisitIncrease,
    revenueIncrease,
    monthlyBenefit,
    yearlyBenefit: monthlyBenefit * 12,
    competitiveAdvantage: competitiveAdvantage(factors.boost),
    customerRetention,
  };
}
