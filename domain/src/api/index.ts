// The API's answers, one zod schema each (zod/mini: a page pays for the checks it uses). The
// routes declare them as their response schemas; clients decode answers with them at the
// boundary (shared-ui's apiRequest), so a drift is a clear error, not `undefined` on screen.
export * from './wire';
export * from './leads';
export * from './admin';
export * from './partners';
export * from './health';
export * from './user';
export * from './team';
export * from './audit-log';
export * from './waiting-list';
export * from './tiles';
export * from './endpoint';
export * from './paths';
export * from './application';
export * from './visits';
export * from './live-events';
export * from './possible-duplicates';
export * from './lead-message';
export * from './lead-bulk';
export * from './service-areas';
export * from './promises';
export * from './lead-sources';
