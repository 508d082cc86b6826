import { EMPTY_LEAD_FORM, LEAD_HONEYPOT_FIELD, type LeadFormValues } from '@powernest/domain';
import { STEP_COUNT } from './steps';

/**
 * The unsent application, kept in sessionStorage so a reload loses nothing. It lives only in
 * this tab, and is removed once the application is sent. The spam-trap field is never kept.
 */
export const DRAFT_KEY = 'powernest.partnership-application.draft.v1';

export interface Draft {
  step: number;
  values: LeadFormValues;
}

type FieldName = keyof typeof EMPTY_LEAD_FORM;
/** The answers kept: not the spam trap, nor the language (the page's address decides it). */
const FIELDS = (Object.keys(EMPTY_LEAD_FORM) as FieldName[]).filter((k) => k !== LEAD_HONEYPOT_FIELD && k !== 'language');

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null; // storage disabled (privacy settings): the wizard still works, without drafts
  }
}

/** The saved draft, or null when there is none or it is not one of ours. */
export function loadDraft(): Draft | null {
  const raw = storage()?.getItem(DRAFT_KEY);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as { step?: unknown; values?: Record<string, unknown> };
    const values: LeadFormValues = { ...EMPTY_LEAD_FORM, [LEAD_HONEYPOT_FIELD]: '' };
    for (const k of FIELDS) {
      const v = parsed.values?.[k];
      if (typeof v === 'string') (values as Record<string, string>)[k] = v;
    }
    const step = typeof parsed.step === 'number' && Number.isInteger(parsed.step) ? Math.min(Math.max(parsed.step, 1), STEP_COUNT) : 1;
    return { step, values };
  } catch {
    return null;
  }
}

/** Saves the draft; an untouched form at step 1 is no draft at all. */
export function saveDraft(step: number, values: Partial<LeadFormValues>): void {
  const kept: Record<string, string> = {};
  for (const k of FIELDS) {
    const v = values[k];
    if (typeof v === 'string' && v !== '') kept[k] = v;
  }
  try {
    if (step === 1 && Object.keys(kept).length === 0) storage()?.removeItem(DRAFT_KEY);
    else storage()?.setItem(DRAFT_KEY, JSON.stringify({ step, values: kept }));
  } catch {
    /* quota or disabled storage: drafts are a convenience */
  }
}

export function clearDraft(): void {
  try {
    storage()?.removeItem(DRAFT_KEY);
  } catch {
    /* nothing to clear */
  }
}
