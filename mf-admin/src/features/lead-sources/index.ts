// What other features use of this one: the lead page's "Source" card.
export { LeadSourceCard } from './LeadSourceCard';
