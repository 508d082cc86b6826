// The coverage check (is there a partner near this place; else the waiting list): its public face.
export { CoverageCheck, useCheckedPlace } from './CoverageCheck';
export { coverageFirstViewRequest } from './coverageData';
