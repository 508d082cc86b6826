import { OFFER_PROMISES, PROMISE_AT_RISK_HOURS, PROMISE_CARD_DAYS, PROMISE_FILTERS, optionsOf, type PromiseKind } from '@powernest/domain';

// The promises' words in the admin area (issue #45; docs/promises.md). The figures come from the
// offer (OFFER_PROMISES), so a changed promise changes these with the site.

const PROMISE_LABELS: Record<PromiseKind, string> = {
  contact: `Call within ${OFFER_PROMISES.contactWithin}`,
  review: `Review within ${OFFER_PROMISES.reviewWithin}`,
  siteVisit: `Site visit within ${OFFER_PROMISES.siteEvaluation}`,
};

/** "3 h 20 min", "45 min": a span of time, to the minute. */
function span(ms: number): string {
  const minutes = Math.max(1, Math.round(Math.abs(ms) / 60_000));
  const hours = Math.floor(minutes / 60);
  if (hours >= 48) return `${Math.round(hours / 24)} days`;
  return hours > 0 ? `${hours} h${minutes % 60 ? ` ${minutes % 60} min` : ''}` : `${minutes} min`;
}

export const TEXT = {
  labels: PROMISE_LABELS,
  mark: {
    atRisk: 'At risk',
    broken: 'Promise broken',
    /** The chip's full sentence for a screen reader and the tooltip. */
    atRiskLong: (left: number) => `A promise breaks in ${span(left)}`,
    brokenLong: (late: number) => `A promise broke ${span(late)} ago`,
  },
  timeLeft: {
    left: (ms: number) => `${span(ms)} left`,
    late: (ms: number) => `${span(ms)} late`,
    none: 'None owed',
  },
  card: {
    heading: `Promises kept, last ${PROMISE_CARD_DAYS} days`,
    caption: `What the site promised the leads that arrived in the last ${PROMISE_CARD_DAYS} days. Kept late counts as broken; % kept is of those kept or broken.`,
    failed: 'Could not load the promises.',
    columns: { promise: 'Promise', kept: 'Kept', broken: 'Broken', open: 'Open', percent: '% kept' },
    noneSettled: '—',
    atRisk: (n: number) => (n === 1 ? `1 lead within ${PROMISE_AT_RISK_HOURS} hours of breaking a promise` : `${n} leads within ${PROMISE_AT_RISK_HOURS} hours of breaking a promise`),
    atRiskNone: `No lead is within ${PROMISE_AT_RISK_HOURS} hours of breaking a promise.`,
    showAtRisk: 'Show them on the desk',
    report: 'Weekly report',
  },
  report: {
    intro: 'Of the leads that arrived each week (from Monday, in the team’s time zone), how many promises the team kept, broke or still has open. A kept promise counts for who kept it; one not kept for whom the lead is assigned to now.',
    weeks: 'Per week',
    members: 'Per team member',
    week: 'Week of',
    member: 'Team member',
    unassigned: 'Unassigned',
    noMembers: 'No promises in these weeks yet.',
    timeZone: (zone: string) => `Weeks in ${zone}.`,
    failed: 'Could not load the report.',
    scroll: (table: string) => `${table} (scrolls sideways)`,
    /** One promise in one row: "8 kept, 2 broken, 1 open · 80% kept"; "none" when it made none. */
    cell: (t: { kept: number; broken: number; open: number }, percent: number | null) =>
      t.kept + t.broken + t.open === 0 ? 'none' : `${t.kept} kept, ${t.broken} broken, ${t.open} open${percent === null ? '' : ` · ${percent}% kept`}`,
  },
  lead: {
    heading: 'Promises',
    states: { kept: 'Kept', late: 'Kept late', broken: 'Broken', 'at-risk': 'At risk', open: 'Open', closed: 'Closed' },
    due: (here: string, there?: string) => `Due ${here}${there ? ` (${there} at the business)` : ''}`,
    kept: (at: string, by?: string, withMessage?: boolean) => `Kept ${at}${by ? ` by ${by}` : ''}${withMessage ? ', with a message sent to the applicant' : ''}`,
    closed: (at: string) => `Owed no longer: the lead closed ${at}`,
    none: 'This lead arrived before promises were clocked.',
  },
  filter: {
    label: 'Promises',
    all: 'All',
    options: optionsOf(PROMISE_FILTERS, { 'at-risk': `At risk (under ${PROMISE_AT_RISK_HOURS} h)`, broken: 'Broken' }),
  },
} as const;
