// Public entry of @powernest/api: the shell's site server and the tests use these.
export { buildApp, type BuildAppOptions } from './app';
export { loadConfig, describeStore, ConfigError, type AppConfig } from './config';
export type { Store } from './store';
