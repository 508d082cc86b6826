import { Readable } from 'node:stream';
import {
  ADMIN_ROUTE_ROLES,
  LEAD_SOURCE_REPORT_COLUMNS,
  conversionOf,
  leadSourcesExportRoute,
  leadSourcesReportOf,
  leadSourcesRoute,
  leadSourcesSearchOf,
  type LeadSourcesReport,
  type LeadSourcesSearch,
} from '@powernest/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { csvRow } from '../../http/csv';
import { endpointRoute } from '../../http/endpointRoute';
import { routePlugin } from '../../http/routePlugin';

/**
 * GET /api/admin/lead-sources (issue #45): leads, visits booked, qualified and installed per
 * source / medium / campaign (or landing page, or language) over a period, beside the page views
 * the site server counted for the same groups. GET /api/admin/lead-sources.csv: the same rows.
 */
const leadSourceRoutes: FastifyPluginAsyncZod = async (app) => {
  const report = async (search: LeadSourcesSearch): Promise<LeadSourcesReport> => {
    const [leads, views] = await Promise.all([app.store.leads.sourceTallies(search), app.store.pageViews.tallies(search)]);
    return leadSourcesReportOf(search.by, leads, views);
  };

  endpointRoute(app, leadSourcesRoute, { preValidation: app.adminAuth.require(ADMIN_ROUTE_ROLES.leadSources) }, async (request) =>
    report(leadSourcesSearchOf(request.query)),
  );

  endpointRoute(app, leadSourcesExportRoute, { preValidation: app.adminAuth.require(ADMIN_ROUTE_ROLES.leadSources) }, async (request, reply) => {
    const search = leadSourcesSearchOf(request.query);
    const { rows } = await report(search);
    const columns = LEAD_SOURCE_REPORT_COLUMNS[search.by];
    const lines = [
      // A byte order mark, so spreadsheet programs read the file as UTF-8.
      `\uFEFF${csvRow([...columns.map((c) => c.label), 'Page views', 'Leads', 'Conversion (leads per 100 views)', 'Visits booked', 'Qualified', 'Installed'])}`,
      ...rows.map((row) => {
        const conversion = conversionOf(row);
        return csvRow([...columns.map((c) => row[c.field]), row.views, row.leads, conversion === null ? '' : (conversion * 100).toFixed(2), row.visitsBooked, row.qualified, row.installed]);
      }),
    ];
    const period = [request.query.from?.toISOString().slice(0, 10), request.query.to?.toISOString().slice(0, 10)].filter(Boolean).join('-to-') || 'all';
    return reply
      .header('content-disposition', `attachment; filename="powernest-lead-sources-${search.by}-${period}.csv"`)
      .type('text/csv; charset=utf-8')
      .send(Readable.from(lines));
  });
};

export default routePlugin(leadSourceRoutes);
