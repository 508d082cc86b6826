import { formatUsd } from '@powernest/domain';
import type { RoiSliderKey } from './roiQuery';

// The calculator's words (SPEC §2: a required business-type select and four sliders), once.

export const BUSINESS_TYPE_LABEL = 'Business Type';
export const BUSINESS_TYPE_PLACEHOLDER = 'Choose your business type';
export const CALCULATE_LABEL = 'Calculate';
/** How results come: on Calculate (the server's page), or live once the page's code runs. */
export const RESULTS_HINT = { plain: 'Press Calculate to see your results.', live: 'Results update as you change any value.' };

export interface RoiSliderField {
  key: RoiSliderKey;
  label: string;
  /** The unit written before or after the number ("$", "min", "%"). */
  prefix?: string;
  suffix?: string;
  /** How the value is shown on the slider ("$25", "30 min"). */
  format: (value: number) => string;
  /** How a screen reader reads the value ("25 dollars"). */
  valueText: (value: number) => string;
}

export const ROI_SLIDER_FIELDS: readonly RoiSliderField[] = [
  { key: 'dailyCustomers', label: 'Daily Customers', format: String, valueText: (v) => `${v} customers per day` },
  { key: 'averageDwellTime', label: 'Average Visit Time', suffix: 'min', format: (v) => `${v} min`, valueText: (v) => `${v} minutes` },
  { key: 'averageSpending', label: 'Average Spending per Customer', prefix: '$', format: formatUsd, valueText: (v) => `${v} dollars` },
  { key: 'currentSatisfaction', label: 'Current Customer Satisfaction', suffix: '%', format: (v) => `${v}%`, valueText: (v) => `${v} percent` },
];
