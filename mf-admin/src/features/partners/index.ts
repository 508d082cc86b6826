// The partners feature's public face: the lead page's "Make partner" uses its dialog and call.
export { PartnerFormDialog, type PartnerFormField } from './PartnerFormDialog';
export { convertLead } from './partnerData';
