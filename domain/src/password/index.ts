// @powernest/domain/password — the password policy, its strength estimate and the Change Password schema.
//
// A separate entry, never exported from the domain's index (which the shell and public pages
// import). The estimator's dictionaries (zxcvbn-ts) load on demand (loadPasswordStrength), a
// chunk of their own in the browser.
export * from './policy';
export * from './strength';
export * from './change-password-schema';
