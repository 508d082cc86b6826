import '../shared/zod';
import * as z from 'zod';
import { dayRangeInstants, dayRangeQuery } from '../shared/query-params';
import { withRequest } from '../api/endpoint';
import { LEAD_SOURCE_GROUPINGS, leadSourcesEndpoint, leadSourcesExportEndpoint, type LeadSourceGrouping } from '../api/lead-sources';

/** The sources report's query: the period (`from`, `to`: days, UTC, both included) and the grouping (`by`, campaign unless said). */
export const leadSourcesQuerySchema = dayRangeQuery({
  by: z.enum(LEAD_SOURCE_GROUPINGS, { error: `by must be one of ${LEAD_SOURCE_GROUPINGS.join(', ')}` }).default('campaign'),
});

/** What the stores are asked: leads created in [since, before), page views of the days from `fromDay` to `toDay` (both `YYYY-MM-DD`, included). */
export interface LeadSourcesSearch {
  by: LeadSourceGrouping;
  since?: Date;
  before?: Date;
  fromDay?: string;
  toDay?: string;
}

export function leadSourcesSearchOf(query: z.output<typeof leadSourcesQuerySchema>): LeadSourcesSearch {
  const { from, before } = dayRangeInstants(query);
  return {
    by: query.by,
    ...(from ? { since: from, fromDay: from.toISOString().slice(0, 10) } : {}),
    ...(before ? { before } : {}),
    ...(query.to ? { toDay: query.to.toISOString().slice(0, 10) } : {}),
  };
}

export const leadSourcesRoute = withRequest(leadSourcesEndpoint, { query: leadSourcesQuerySchema });
export const leadSourcesExportRoute = withRequest(leadSourcesExportEndpoint, { query: leadSourcesQuerySchema });
