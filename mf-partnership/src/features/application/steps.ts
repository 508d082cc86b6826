import { LEAD_HONEYPOT_FIELD, optionsIn, type LeadFormValues, type Option, type SiteLanguage } from '@powernest/domain';
import type { PartnershipTextId, PartnershipTranslate } from '../../i18n';

/** A lead field the wizard asks for (the honeypot and the page's language are not asked). */
type WizardField = Exclude<keyof LeadFormValues, typeof LEAD_HONEYPOT_FIELD | 'language'>;

/** The domain's option lists the wizard offers (their labels per language: optionsIn). */
type OptionKind = Exclude<Parameters<typeof optionsIn>[1], 'shortBusinessType'>;

export interface FieldSpec {
  name: WizardField;
  /** product.md §5: the required mark goes into the label. */
  required?: boolean;
  type?: 'email' | 'tel' | 'url';
  options?: OptionKind;
  /** Long text areas have 3 rows (product.md §5). */
  multiline?: boolean;
  /** Whether the field shows an example (`wizard.field.<name>.placeholder`). */
  placeholder?: boolean;
  autoComplete?: string;
  /** Half width beside its neighbour on wide screens. */
  half?: boolean;
}

export interface WizardStep {
  /** Its title and description are `wizard.step.<id>.title` and `.text` (src/i18n). */
  id: 'business' | 'contact' | 'operations' | 'preferences';
  fields: readonly FieldSpec[];
}

/** product.md §2 wizard: four steps, holding every field of the full form (product.md §3, §7); their words are the catalogues'. */
export const WIZARD_STEPS: readonly WizardStep[] = [
  {
    id: 'business',
    fields: [
      { name: 'businessName', required: true, autoComplete: 'organization' },
      { name: 'businessType', required: true, options: 'businessType', half: true },
      { name: 'businessSize', options: 'businessSize', half: true },
      { name: 'location', required: true, placeholder: true, autoComplete: 'address-level2' },
      { name: 'businessAddress', placeholder: true, autoComplete: 'street-address' },
      { name: 'website', type: 'url', placeholder: true, autoComplete: 'url' },
    ],
  },
  {
    id: 'contact',
    fields: [
      { name: 'contactPerson', required: true, autoComplete: 'name', half: true },
      { name: 'decisionMakerTitle', placeholder: true, autoComplete: 'organization-title', half: true },
      { name: 'email', required: true, type: 'email', autoComplete: 'email', half: true },
      { name: 'phone', required: true, type: 'tel', autoComplete: 'tel', half: true },
    ],
  },
  {
    id: 'operations',
    fields: [
      { name: 'operatingHours', placeholder: true },
      { name: 'footTrafficEstimate', options: 'footTraffic', half: true },
      { name: 'hasExistingCharging', options: 'existingCharging', half: true },
      { name: 'customerBase', multiline: true, placeholder: true },
      { name: 'currentPainPoints', multiline: true, placeholder: true },
    ],
  },
  {
    id: 'preferences',
    fields: [
      { name: 'preferredInstallTimeline', options: 'installTimeline' },
      { name: 'message', multiline: true, placeholder: true },
    ],
  },
];

export const STEP_COUNT = WIZARD_STEPS.length;

/** A step's title in the page's language. */
export const stepTitle = (step: WizardStep, t: PartnershipTranslate) => t(`wizard.step.${step.id}.title`);

/** The step (1-based) that asks for a field, or undefined for a field no step shows. */
export function stepOfField(name: string): number | undefined {
  const index = WIZARD_STEPS.findIndex((s) => s.fields.some((f) => f.name === name));
  return index === -1 ? undefined : index + 1;
}

/** A field's label in the page's language; a field no step shows is its name. */
export function labelOfField(name: string, t: PartnershipTranslate): string {
  return stepOfField(name) === undefined ? name : t(`wizard.field.${name as WizardField}`);
}

/** A field's example in the page's language. */
export function placeholderOf(field: FieldSpec, t: PartnershipTranslate): string | undefined {
  return field.placeholder ? t(`wizard.field.${field.name}.placeholder` as PartnershipTextId) : undefined;
}

/** A select's options, labelled in the language (the domain's lists and labels). */
export const optionsOf = (field: FieldSpec, language: SiteLanguage): readonly Option[] | undefined =>
  field.options ? optionsIn(language, field.options) : undefined;
