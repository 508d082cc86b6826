import { EMPTY_LEAD_FORM } from '@powernest/domain';
import { DRAFT_KEY, clearDraft, loadDraft, saveDraft } from './draft';

beforeEach(() => sessionStorage.clear());

describe('application draft (sessionStorage)', () => {
  it('round-trips the step and the typed values, never the spam trap', () => {
    saveDraft(3, { ...EMPTY_LEAD_FORM, businessName: 'Blue Bean', email: 'a@b.example', referralCode: 'bot' });
    expect(JSON.parse(sessionStorage.getItem(DRAFT_KEY)!)).toEqual({ step: 3, values: { businessName: 'Blue Bean', email: 'a@b.example' } });
    expect(loadDraft()).toEqual({ step: 3, values: { ...EMPTY_LEAD_FORM, businessName: 'Blue Bean', email: 'a@b.example' } });
  });

  it('keeps nothing for an untouched form at step 1', () => {
    saveDraft(2, { businessName: 'x' });
    saveDraft(1, EMPTY_LEAD_FORM);
    expect(sessionStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it('ignores foreign or broken data and clamps the step', () => {
    sessionStorage.setItem(DRAFT_KEY, '{not json');
    expect(loadDraft()).toBeNull();
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ step: 9, values: { businessName: 42, location: 'Austin, TX', status: 'active' } }));
    expect(loadDraft()).toEqual({ step: 4, values: { ...EMPTY_LEAD_FORM, location: 'Austin, TX' } });
  });

  it('is forgotten after sending', () => {
    saveDraft(4, { businessName: 'x' });
    clearDraft();
    expect(loadDraft()).toBeNull();
  });
});
