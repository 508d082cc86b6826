// A follow-up's date (issue #29) is a calendar date in the team's zone, `YYYY-MM-DD`: shown as
// written, never moved by the reader's own zone ("Fri, Mar 12, 2027").
const FORMAT = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' });
const SHORT = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'short', day: 'numeric' });

const noonOf = (day: string) => new Date(`${day}T12:00:00Z`);

export function formatFollowUpDate(day: string): string {
  const at = noonOf(day);
  return Number.isNaN(at.getTime()) ? day : FORMAT.format(at);
}

/** In a table row: "Mar 12". */
export function formatFollowUpShort(day: string): string {
  const at = noonOf(day);
  return Number.isNaN(at.getTime()) ? day : SHORT.format(at);
}
