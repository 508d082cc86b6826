// One lead's page: its answer, and the changes the team makes to it (PATCH with the version
// read: someone else's newer change answers 409 with the lead as it now is).
import useSWR from 'swr';
import { ApiError, answerFetcher, decodeAnswer, requestAnswer } from '@powernest/shared-ui/data';
import {
  adminLeadResponse,
  leadConflictResponse,
  leadEmailResentResponse,
  leadNoteAddedResponse,
  leadUpdatedResponse,
  type AdminLeadDetail,
  type LeadChange,
} from '@powernest/domain';
import { leadPath } from '../../lib/admin';

const fetchLead = answerFetcher(adminLeadResponse);

export function useLead(id: string) {
  return useSWR(leadPath(id), fetchLead);
}

export function changeLead(id: number, change: LeadChange) {
  return requestAnswer(leadUpdatedResponse, 'PATCH', leadPath(id), change);
}

/** One of the lead's e-mails sent again (a new message; the answer is its first attempt). */
export function resendLeadEmail(id: number, emailId: string) {
  return requestAnswer(leadEmailResentResponse, 'POST', `${leadPath(id)}/emails/${encodeURIComponent(emailId)}/resend`);
}

export function addLeadNote(id: number, text: string) {
  return requestAnswer(leadNoteAddedResponse, 'POST', `${leadPath(id)}/notes`, { text });
}

/** The lead a 409 answer carries (the move was refused, or someone changed it first), if any. */
export function conflictingLead(error: unknown): AdminLeadDetail | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  try {
    return decodeAnswer(leadConflictResponse, 'PATCH lead', JSON.parse(error.body)).lead;
  } catch {
    return null;
  }
}
