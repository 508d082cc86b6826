// @powernest/domain/visits — site visits booked by applicants (issue #28): the business's time
// zone, the team's availability and its schema, the bookable slots and the 24-hour change rule.
// The rules are in ./slots.ts's header.
//
// A separate entry, never exported from the domain's index (which the shell and public pages
// import): it brings luxon, which pages that never show visits should not carry.
export * from './time-zones';
export * from './availability';
export * from './slots';
export * from './requests';
