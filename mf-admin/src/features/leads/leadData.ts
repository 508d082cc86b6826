// One lead's page: its answer, and the changes the team makes to it (PATCH with the version
// read: someone else's newer change answers 409 with the lead as it now is).
import useSWR from 'swr';
import { callEndpoint, endpointFetcher, endpointUrl } from '@powernest/shared-ui/data';
import { conflictAnswer } from '../../lib/conflictAnswer';
import {
  leadChangeEndpoint,
  leadConflictResponse,
  leadEmailResendEndpoint,
  leadEndpoint,
  leadMessageEndpoint,
  leadMessageTemplatesEndpoint,
  leadNoteEndpoint,
  leadVisitBookEndpoint,
  leadVisitCancelEndpoint,
  leadVisitMoveEndpoint,
  statusLinkEndpoint,
  visitRefusedResponse,
  type AdminLeadDetail,
  type LeadChange,
  type LeadMessageValues,
} from '@powernest/domain';
const fetchLead = endpointFetcher(leadEndpoint);
const fetchMessageTemplates = endpointFetcher(leadMessageTemplatesEndpoint);

export function useLead(id: string) {
  return useSWR(endpointUrl(leadEndpoint, { params: { id } }), fetchLead);
}

export function changeLead(id: number, change: LeadChange) {
  return callEndpoint(leadChangeEndpoint, { params: { id }, body: change });
}

/** One of the lead's e-mails sent again (a new message; the answer is its first attempt). */
export function resendLeadEmail(id: number, emailId: string) {
  return callEndpoint(leadEmailResendEndpoint, { params: { id, emailId } });
}

/** A fresh status-page link to the applicant (the old one stops working). */
export function sendStatusLink(id: number) {
  return callEndpoint(statusLinkEndpoint, { params: { id } });
}

/** The team's message templates, filled for the lead (read when the dialog opens; not again on focus: the admin is typing). */
export function useLeadMessageTemplates(id: number) {
  return useSWR(endpointUrl(leadMessageTemplatesEndpoint, { params: { id } }), fetchMessageTemplates, { revalidateOnFocus: false });
}

/** A message from the team to the applicant (issue #29): the answer is the e-mail after its first attempt. */
export function sendLeadMessage(id: number, message: LeadMessageValues) {
  return callEndpoint(leadMessageEndpoint, { params: { id }, body: message });
}

export function addLeadNote(id: number, text: string) {
  return callEndpoint(leadNoteEndpoint, { params: { id }, body: { text } });
}

/** The lead a 409 answer carries (the move was refused, or someone changed it first), if any. */
export function conflictingLead(error: unknown): AdminLeadDetail | null {
  return conflictAnswer(error, leadConflictResponse, 'PATCH lead')?.lead ?? null;
}

/** The lead's site visit, booked, moved or cancelled for the applicant (issue #28). */
export function bookVisit(id: number, start: Date) {
  return callEndpoint(leadVisitBookEndpoint, { params: { id }, body: { start: start.toISOString() } });
}
export function moveVisit(id: number, start: Date) {
  return callEndpoint(leadVisitMoveEndpoint, { params: { id }, body: { start: start.toISOString() } });
}
export function cancelVisit(id: number) {
  return callEndpoint(leadVisitCancelEndpoint, { params: { id } });
}

/** The times still free that a 409 to a booking or a move carries (the chosen one was just taken), if any. */
export function freshSlots(error: unknown): { start: Date; end: Date }[] | null {
  return conflictAnswer(error, visitRefusedResponse, 'visit')?.slots ?? null;
}
