// @powernest/shared-ui/standalone — a remote on its own page, for its team and QA.
export { renderStandalone } from './renderStandalone';
