import {
  BUSINESS_SIZE_OPTIONS,
  BUSINESS_TYPE_OPTIONS,
  EXISTING_CHARGING_OPTIONS,
  FOOT_TRAFFIC_OPTIONS,
  INSTALL_TIMELINE_OPTIONS,
  type LEAD_HONEYPOT_FIELD,
  type LeadFormValues,
  type Option,
} from '@powernest/domain';

/** A lead field the wizard asks for (the honeypot is rendered separately). */
type WizardField = Exclude<keyof LeadFormValues, typeof LEAD_HONEYPOT_FIELD>;

export interface FieldSpec {
  name: WizardField;
  label: string;
  /** SPEC §5: the required mark goes into the label. */
  required?: boolean;
  type?: 'email' | 'tel' | 'url';
  options?: readonly Option[];
  /** Long text areas have 3 rows (SPEC §5). */
  multiline?: boolean;
  placeholder?: string;
  hint?: string;
  autoComplete?: string;
  /** Half width beside its neighbour on wide screens. */
  half?: boolean;
}

export interface WizardStep {
  title: string;
  description: string;
  fields: readonly FieldSpec[];
}

/** SPEC §2 wizard: four steps, holding every field of the full form (SPEC §3, §7). */
export const WIZARD_STEPS: readonly WizardStep[] = [
  {
    title: 'Business Information',
    description: 'Tell us about your business and where it is.',
    fields: [
      { name: 'businessName', label: 'Business Name', required: true, autoComplete: 'organization' },
      { name: 'businessType', label: 'Business Type', required: true, options: BUSINESS_TYPE_OPTIONS, half: true },
      { name: 'businessSize', label: 'Business Size', options: BUSINESS_SIZE_OPTIONS, half: true },
      { name: 'location', label: 'Location (City, State)', required: true, placeholder: 'e.g. Austin, TX', autoComplete: 'address-level2' },
      { name: 'businessAddress', label: 'Business Address', placeholder: 'Street address', autoComplete: 'street-address' },
      { name: 'website', label: 'Website', type: 'url', placeholder: 'e.g. www.yourbusiness.com', autoComplete: 'url' },
    ],
  },
  {
    title: 'Contact Details',
    description: 'Who should we talk to about your free kiosk?',
    fields: [
      { name: 'contactPerson', label: 'Contact Person', required: true, autoComplete: 'name', half: true },
      { name: 'decisionMakerTitle', label: 'Your Title', placeholder: 'e.g. Owner, General Manager', autoComplete: 'organization-title', half: true },
      { name: 'email', label: 'Email Address', required: true, type: 'email', autoComplete: 'email', half: true },
      { name: 'phone', label: 'Phone Number', required: true, type: 'tel', autoComplete: 'tel', half: true },
    ],
  },
  {
    title: 'Business Operations',
    description: 'How your business runs day to day, so we can plan the right equipment.',
    fields: [
      { name: 'operatingHours', label: 'Operating Hours', placeholder: 'e.g. Mon-Fri 7am-9pm, Sat-Sun 8am-6pm' },
      { name: 'footTrafficEstimate', label: 'Daily Foot Traffic', options: FOOT_TRAFFIC_OPTIONS, half: true },
      { name: 'hasExistingCharging', label: 'Existing Charging for Customers', options: EXISTING_CHARGING_OPTIONS, half: true },
      { name: 'customerBase', label: 'Your Customers', multiline: true, placeholder: 'Who visits, and how long do they usually stay?' },
      { name: 'currentPainPoints', label: 'Current Challenges', multiline: true, placeholder: 'e.g. customers ask to charge their phones, or leave when the battery runs low' },
    ],
  },
  {
    title: 'Partnership Preferences',
    description: 'When you would like your kiosk, and anything else we should know.',
    fields: [
      { name: 'preferredInstallTimeline', label: 'Preferred Installation Timeline', options: INSTALL_TIMELINE_OPTIONS },
      { name: 'message', label: 'Additional Message', multiline: true, placeholder: 'Questions, access details, the best time to call…' },
    ],
  },
];

export const STEP_COUNT = WIZARD_STEPS.length;

/** The step (1-based) that asks for a field, or undefined for a field no step shows. */
export function stepOfField(name: string): number | undefined {
  const index = WIZARD_STEPS.findIndex((s) => s.fields.some((f) => f.name === name));
  return index === -1 ? undefined : index + 1;
}

export function labelOfField(name: string): string {
  for (const s of WIZARD_STEPS) {
    const f = s.fields.find((x) => x.name === name);
    if (f) return f.label;
  }
  return name;
}
