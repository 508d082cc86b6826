import type { PartnerFilterQuery } from '@powernest/domain';
import type { PartnerSearch } from '../../store';

/** The locator's filters as a store search of active partners ("all" or absent = no filter). */
export const activeMatching = ({ state, businessType, q }: PartnerFilterQuery): PartnerSearch => ({
  status: 'active',
  state: state === 'all' ? undefined : state,
  businessType: businessType === 'all' ? undefined : businessType,
  text: q?.trim() || undefined,
});
