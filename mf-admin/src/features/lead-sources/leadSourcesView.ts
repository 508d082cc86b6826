import { LEAD_SOURCE_GROUPINGS, conversionOf, type LeadSourceGrouping, type LeadSourceRow } from '@powernest/domain';
import { TEXT } from './text';

/** What the page shows, held in its URL: the period (days, UTC, both included) and the grouping. */
export interface LeadSourcesView {
  from: string;
  to: string;
  by: LeadSourceGrouping;
}

const DAY_MS = 24 * 3600 * 1000;
const day = (at: number) => new Date(at).toISOString().slice(0, 10);
const isDay = (value: string | null): value is string => value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value);

/** The last 30 days up to today (UTC, as the API counts days). */
export function defaultView(now = Date.now()): LeadSourcesView {
  return { from: day(now - 29 * DAY_MS), to: day(now), by: 'campaign' };
}

export function readView(params: URLSearchParams, now = Date.now()): LeadSourcesView {
  const fallback = defaultView(now);
  const by = params.get('by');
  const from = params.get('from');
  const to = params.get('to');
  return {
    from: isDay(from) ? from : fallback.from,
    to: isDay(to) ? to : fallback.to,
    by: (LEAD_SOURCE_GROUPINGS as readonly string[]).includes(by ?? '') ? (by as LeadSourceGrouping) : fallback.by,
  };
}

export const viewParams = (view: LeadSourcesView) => new URLSearchParams({ from: view.from, to: view.to, by: view.by });

/** A row's group as one line: "newsletter / email / spring", "/about", "Spanish". */
export function groupLabel(row: LeadSourceRow, by: LeadSourceGrouping): string {
  if (by === 'landing') return row.landingPage ?? '';
  if (by === 'language') return TEXT.sources.languages[row.language ?? ''] ?? row.language ?? '';
  return [row.source, row.medium, row.campaign].join(' / ');
}

/** Leads per 100 views, two decimals ("12.50%"), or a dash when no view was counted. */
export function conversionText(row: { leads: number; views: number }): string {
  const conversion = conversionOf(row);
  return conversion === null ? TEXT.sources.noViews : `${(conversion * 100).toFixed(2)}%`;
}
