import { DEFAULT_ROI_INPUTS, ROI_BUSINESS_TYPES, ROI_SLIDERS, type RoiInputs } from '@powernest/domain';

// The calculator is a GET form: its fields are named as the ROI inputs (product.md §3) and its state
// is the query (`/roi-calculator?businessType=retail&dailyCustomers=60&...`). The server renders
// results from it, so the page works without JavaScript; a link or a reload keeps them.

export type RoiSliderKey = keyof typeof ROI_SLIDERS;
const ROI_SLIDER_KEYS = Object.keys(ROI_SLIDERS) as RoiSliderKey[];

/** What the form holds: each field as text, as typed or as it arrived in the query. */
export type RoiFormValues = Record<keyof RoiInputs, string>;

/** Anything that answers `get(name)`: URLSearchParams, FormData. */
interface FieldSource {
  get(name: string): FormDataEntryValue | null;
}

/** A slider's value from text: a number in range, clamped to it; anything else is the default. */
export function sliderValue(key: RoiSliderKey, text: string | null | undefined): number {
  const range = ROI_SLIDERS[key];
  const n = text != null && text.trim() !== '' ? Number(text) : Number.NaN;
  if (!Number.isFinite(n)) return range.default;
  return Math.min(range.max, Math.max(range.min, n));
}

/** The ROI inputs the values stand for; an unknown business type is none (the prompt shows). */
export function roiInputsFrom(values: Partial<RoiFormValues>): RoiInputs {
  const type = values.businessType ?? '';
  const inputs: RoiInputs = { ...DEFAULT_ROI_INPUTS, businessType: (ROI_BUSINESS_TYPES as readonly string[]).includes(type) ? type : '' };
  for (const key of ROI_SLIDER_KEYS) inputs[key] = sliderValue(key, values[key]);
  return inputs;
}

/** The form's fields as text, for the inputs. */
export function roiFormValues(inputs: RoiInputs): RoiFormValues {
  const values = { businessType: inputs.businessType } as RoiFormValues;
  for (const key of ROI_SLIDER_KEYS) values[key] = String(inputs[key]);
  return values;
}

/** The fields as text from a query or a form (FormData), as they are; missing ones are absent. */
export function roiFieldsIn(source: FieldSource): Partial<RoiFormValues> {
  const values: Partial<RoiFormValues> = {};
  for (const name of ['businessType', ...ROI_SLIDER_KEYS] as const) {
    const value = source.get(name);
    if (typeof value === 'string') values[name] = value;
  }
  return values;
}

/** The query a submitted form would give (for the address bar, so a reload keeps the results). */
export function roiQuery(inputs: RoiInputs): string {
  return new URLSearchParams(roiFormValues(inputs)).toString();
}
