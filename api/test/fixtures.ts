import { SAMPLE_SHORT_LEAD } from '@powernest/domain';

/** A valid short-form lead (product.md §2 contact form). */
export const shortLead = {
  ...SAMPLE_SHORT_LEAD,
  message: 'We have lots of students who stay for hours.',
};

/** A valid full application (product.md §2 wizard). */
export const fullLead = {
  ...shortLead,
  businessSize: 'small',
  operatingHours: '7am-9pm daily',
  footTrafficEstimate: 'very-high',
  decisionMakerTitle: 'Owner',
  currentPainPoints: 'Customers leave when their phones die',
  preferredInstallTimeline: '1-2weeks',
  hasExistingCharging: 'basic',
  customerBase: 'Students and remote workers',
  businessAddress: '1200 Congress Ave, Austin, TX 78701',
  website: 'https://bluedoor.example',
};

export const jsonHeaders = { 'content-type': 'application/json' };
