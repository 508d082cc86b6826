// @powernest/shared-ui/domain — pure domain code, no React: used by the front end and the API.
export * from './brand';
export * from './remotes';
export * from './routes';
export * from './seo';
export * from './remotesManifest';
export * from './enums';
export * from './lead';
export * from './money';
export * from './revenue';
export * from './roi';
export * from './email-templates';
export * from './partner';
export * from './service-area';
export * from './waiting-list';
export * from './roles';
export * from './admin-auth';
export * from './lead-notices';
