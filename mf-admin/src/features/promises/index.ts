// What other features use of this one: the dashboard's card parts, the desk's and the board's marks and time left, the desk's filter.
export { PromiseDueChip, timeLeftText } from './PromiseDueChip';
export { PromiseTallyTable } from './PromiseTallyTable';
export { AT_RISK_QUERY, useLeadsAtRisk, usePromiseCard } from './promisesData';
export { TEXT as PROMISE_TEXT } from './text';
export { LeadPromisesCard } from './LeadPromisesCard';
