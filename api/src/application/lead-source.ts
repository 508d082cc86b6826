import type { FastifyRequest } from 'fastify';
import { LEAD_SOURCE_COOKIE, decodeLeadSource, deviceClassOf, type LeadSource } from '@powernest/domain';

/**
 * The source of the visit that sent a lead (issue #45): the cookie the site server set on the
 * visit's landing page, sent by the browser with the enhanced form's fetch and handed on by the
 * site server with a plain form's post. Checked whole (domain lead-source-schema.ts): a cookie
 * the site server did not write is ignored, and the lead is stored without a source. The device
 * class, when the landing did not note it, is read from this request's User-Agent.
 */
export function leadSourceOf(request: FastifyRequest): LeadSource | undefined {
  const source = decodeLeadSource(request.cookies[LEAD_SOURCE_COOKIE]);
  if (!source) return undefined;
  return source.device ? source : { ...source, device: deviceClassOf(request.headers['user-agent']) };
}
