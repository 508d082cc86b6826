import type { SiteLanguage } from '@powernest/domain';
import type { PartnershipTranslate } from '../../i18n';
import { numberIn, percentIn, usdIn } from '../../i18n/figures';
import type { RoiSliderKey } from './roiQuery';

// The calculator's sliders (product.md §2: a required business-type select and four sliders): their
// words from the catalogues, their numbers written by Intl for the page's language.

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

/** The four sliders in the page's language. */
export function roiSliderFields(t: PartnershipTranslate, language: SiteLanguage): readonly RoiSliderField[] {
  const number = numberIn(language);
  const usd = usdIn(language);
  const percent = percentIn(language);
  return [
    { key: 'dailyCustomers', label: t('roi.slider.dailyCustomers'), format: number, valueText: (v) => t('roi.slider.dailyCustomers.valueText', { value: number(v) }) },
    {
      key: 'averageDwellTime',
      label: t('roi.slider.averageDwellTime'),
      suffix: t('roi.slider.averageDwellTime.unit'),
      format: (v) => t('roi.slider.averageDwellTime.value', { value: number(v) }),
      valueText: (v) => t('roi.slider.averageDwellTime.valueText', { value: number(v) }),
    },
    { key: 'averageSpending', label: t('roi.slider.averageSpending'), prefix: '$', format: usd, valueText: (v) => t('roi.slider.averageSpending.valueText', { value: number(v) }) },
    { key: 'currentSatisfaction', label: t('roi.slider.currentSatisfaction'), suffix: '%', format: percent, valueText: (v) => t('roi.slider.currentSatisfaction.valueText', { value: number(v) }) },
  ];
}
