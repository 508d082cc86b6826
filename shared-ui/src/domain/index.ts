// @powernest/shared-ui/domain — pure domain code, no React: used by the front end and the API.
export * from './brand';
export * from './remotes';
export * from './routes';
export * from './seo';
export * from './enums';
export * from './lead';
