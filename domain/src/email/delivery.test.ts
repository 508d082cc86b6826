import { deliveryCountText, deliveryCountsOf, deliveryStateOf, deliveryText } from './delivery';

describe('delivery states: what an admin is told about an e-mail', () => {
  it.each([
    [{ status: 'pending', attempts: 0 }, undefined, 'queued'],
    [{ status: 'sending', attempts: 1 }, undefined, 'queued'],
    [{ status: 'pending', attempts: 2 }, undefined, 'retrying'],
    [{ status: 'sending', attempts: 3 }, undefined, 'retrying'],
    [{ status: 'failed', attempts: 12 }, undefined, 'failed'],
    [{ status: 'sent', attempts: 1, sentVia: 'smtp' }, 'log', 'delivered'],
    [{ status: 'sent', attempts: 1, sentVia: 'log' }, 'smtp', 'recorded'],
    [{ status: 'sent', attempts: 1 }, 'log', 'recorded'],
    [{ status: 'sent', attempts: 1 }, 'emailjs', 'delivered'],
  ] as const)('%j with %s -> %s', (message, transport, state) => {
    expect(deliveryStateOf(message, transport)).toBe(state);
  });

  it('says each state in one wording', () => {
    expect(deliveryText('delivered')).toBe('Delivered');
    expect(deliveryText('recorded')).toBe('Recorded only: the log transport sends nothing');
    expect(deliveryText('retrying', { nextAttemptAt: new Date('2026-11-21T09:30:00Z'), formatTime: (d) => d.toISOString().slice(11, 16) })).toBe('Retrying (next try at 09:30)');
    expect(deliveryCountText('recorded', 1800)).toBe('Recorded only (the log transport sends nothing): 1,800');
  });

  it('reads an older answer’s plain counts without calling the log transport’s work delivered', () => {
    expect(deliveryCountsOf({ transport: 'log', outbox: { sent: 18, pending: 2, failed: 1 } })).toEqual({ delivered: 0, recorded: 18, queued: 2, retrying: 0, failed: 1 });
    expect(deliveryCountsOf({ transport: 'smtp', outbox: { sent: 18, pending: 2, failed: 1 } })).toMatchObject({ delivered: 18, recorded: 0 });
  });
});
