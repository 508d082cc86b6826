import { Readable } from 'node:stream';
import { ADMIN_ROUTE_ROLES, LEAD_FIELD_LABELS, dueClock, leadExportRoute, leadSearchOf, leadStatusLabel } from '@powernest/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { csvRow } from '../../http/csv';
import { endpointRoute } from '../../http/endpointRoute';
import type { Lead, LeadStore } from '../../store';
import { memberName } from '../../auth/member-name';
import { routePlugin } from '../../http/routePlugin';

const FIELDS = Object.keys(LEAD_FIELD_LABELS) as (keyof typeof LEAD_FIELD_LABELS)[];
const HEADER = ['ID', 'Received', 'Status', 'Assignee', ...FIELDS.map((f) => LEAD_FIELD_LABELS[f]), 'First contacted', 'Follow-up', 'Follow-up note'];

function rowOf(lead: Lead): string {
  return csvRow([
    lead.id,
    lead.createdAt.toISOString(),
    leadStatusLabel(lead.status),
    lead.assignedTo,
    ...FIELDS.map((f) => lead[f]),
    lead.firstContactedAt?.toISOString(),
    lead.followUpAt,
    lead.followUpNote,
  ]);
}

/** The rows, written as the store hands them over: memory stays flat however many leads match. */
async function* csvLines(leads: AsyncIterable<Lead>): AsyncGenerator<string> {
  // A byte order mark, so spreadsheet programs read the file as UTF-8 (Café, not CafÃ©).
  yield `\uFEFF${csvRow(HEADER)}`;
  let batch = '';
  let rows = 0;
  for await (const lead of leads) {
    batch += rowOf(lead);
    // Chunks of about 500 rows: one write per lead would cost more than the rows themselves.
    if (++rows % 500 === 0) {
      yield batch;
      batch = '';
    }
  }
  if (batch) yield batch;
}

/**
 * GET /api/leads/export.csv (issue #12): every lead the workspace's filters match (the same
 * parameters as GET /api/leads; cursor and pageSize are ignored), in its order, streamed.
 */
const leadExportRoutes: FastifyPluginAsyncZod<{ timeZone: string }> = async (app, { timeZone }) => {
  endpointRoute(app, leadExportRoute, { preValidation: app.adminAuth.require(ADMIN_ROUTE_ROLES.leadExport) }, async (request, reply) => {
    const { position: _position, limit: _limit, ...search } = leadSearchOf(request.query, memberName(request), dueClock(new Date(), timeZone));
    // HEAD (Fastify answers it with this handler) exports nothing, so it is not logged as an export.
    if (request.method !== 'HEAD') {
      await app.adminAuth.auditAction(request, {
        action: 'lead.export',
        resourceType: 'lead',
        newValues: { filters: request.query },
      });
    }
    const day = new Date().toISOString().slice(0, 10);
    const store: LeadStore = app.store.leads;
    return reply
      .header('content-disposition', `attachment; filename="powernest-leads-${day}.csv"`)
      .type('text/csv; charset=utf-8')
      .send(Readable.from(csvLines(store.each(search))));
  });
};

export default routePlugin(leadExportRoutes);
