import { DAY_MS } from '@powernest/domain';
import { loadConfig } from '../src/config';
import { INBOX_CAPS_DEFAULT, countInboxEmail } from '../src/mail/inbox-caps';
import { MemoryLimitStore } from '../src/store/memory/limits';

describe('inbox caps: one table, one rule', () => {
  it('the config holds every cap; only the confirmations are a setting', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).mail.inboxCaps).toEqual(INBOX_CAPS_DEFAULT);
    expect(loadConfig({ NODE_ENV: 'test', CONFIRMATION_EMAILS_PER_DAY: '5' }).mail.inboxCaps).toEqual({ ...INBOX_CAPS_DEFAULT, confirmations: 5 });
  });

  it('counts one inbox whatever its spelling, each kind apart, for a day', async () => {
    const limits = new MemoryLimitStore();
    const caps = { ...INBOX_CAPS_DEFAULT, 'status-links': 2 };
    const now = new Date('2026-06-01T12:00:00Z');
    const spellings = ['Victim@mail.example', 'victim+a@mail.example', 'v.ictim@mail.example'];
    const allowed = [];
    for (const email of spellings) allowed.push((await countInboxEmail(limits, caps, 'status-links', email, now)).allowed);
    expect(allowed).toEqual([true, true, false]);
    // Another kind has its own count.
    expect((await countInboxEmail(limits, caps, 'confirmations', 'victim@mail.example', now)).allowed).toBe(true);
    // The window ends a day after the inbox's first.
    const later = await countInboxEmail(limits, caps, 'status-links', 'victim@mail.example', new Date(now.getTime() + DAY_MS + 1));
    expect(later.allowed).toBe(true);
  });
});
