import {
  BUSINESS_SIZE_OPTIONS,
  BUSINESS_TYPE_OPTIONS,
  EXISTING_CHARGING_OPTIONS,
  FOOT_TRAFFIC_OPTIONS,
  INSTALL_TIMELINE_OPTIONS,
  LEAD_LANGUAGE_OPTIONS,
  type LEAD_FIELD_LABELS,
  type Option,
} from '@powernest/domain';

/** The lead's fields that are choices: the lead page shows their label, the edit form offers the list. */
export const LEAD_FIELD_OPTIONS: Partial<Record<keyof typeof LEAD_FIELD_LABELS, readonly Option[]>> = {
  businessType: BUSINESS_TYPE_OPTIONS,
  businessSize: BUSINESS_SIZE_OPTIONS,
  footTrafficEstimate: FOOT_TRAFFIC_OPTIONS,
  hasExistingCharging: EXISTING_CHARGING_OPTIONS,
  preferredInstallTimeline: INSTALL_TIMELINE_OPTIONS,
  language: LEAD_LANGUAGE_OPTIONS,
};
