// @powernest/domain/password — the password policy and the Change Password schema.
//
// A separate entry, never exported from the domain's index (which the shell and public pages
// import): the policy carries the common-password list (~12 kB gzipped). Only the admin remote's
// Change Password dialog (a lazily loaded chunk) and the API import it.
export * from './policy';
export * from './change-password-schema';
