import { CURSOR_MESSAGE } from './keyset';
import { AUDIT_QUERY_MESSAGES, auditCursor, auditQuerySchema, auditSearchOf } from '../admin/audit-query-schema';
import { schemaErrors as errors } from './schema-errors.test-support';

const ID = '0b6f1c52-4a43-4d7e-9a39-3f0e0c2f4e11';
const AT = Date.UTC(2026, 2, 3, 12, 0, 0, 7);

describe('keyset cursors (issue #27)', () => {
  it('read back what they wrote: direction and key', () => {
    for (const direction of ['next', 'prev'] as const) {
      const text = auditCursor.encode({ direction, key: [AT, ID] });
      expect(text).toMatch(/^[A-Za-z0-9_-]+\.[0-9a-z]+$/);
      expect(auditCursor.decode(text)).toEqual({ direction, key: [AT, ID] });
    }
  });

  it('refuse a cursor that was edited, cut short, padded, or written by another list', () => {
    const text = auditCursor.encode({ direction: 'next', key: [AT, ID] });
    const [payload, check] = text.split('.') as [string, string];
    const flip = (s: string, i: number) => s.slice(0, i) + (s[i] === 'A' ? 'B' : 'A') + s.slice(i + 1);
    for (let i = 0; i < payload.length; i++) expect(auditCursor.decode(`${flip(payload, i)}.${check}`)).toBeNull();
    expect(auditCursor.decode(payload)).toBeNull();
    expect(auditCursor.decode(text.slice(0, -1))).toBeNull();
    expect(auditCursor.decode(`${payload}=.${check}`)).toBeNull();
    expect(auditCursor.decode(` ${text}`)).toBeNull();
    expect(auditCursor.decode('')).toBeNull();
    expect(auditCursor.decode('x'.repeat(600))).toBeNull();
    // Well-formed and checked, but not the audit log's key: another list, an operator object, no id.
    const forge = (parts: unknown[], list = 'audit') => {
      const body = Buffer.from(JSON.stringify(parts)).toString('base64url');
      let hash = 0x811c9dc5;
      for (const c of list + body) hash = Math.imul(hash ^ c.charCodeAt(0), 0x01000193) >>> 0;
      return `${body}.${hash.toString(36)}`;
    };
    expect(auditCursor.decode(forge(['audit', 'n', AT, ID]))).toEqual({ direction: 'next', key: [AT, ID] });
    expect(auditCursor.decode(forge(['leads', 'n', AT, ID], 'leads'))).toBeNull();
    expect(auditCursor.decode(forge(['audit', 'n', AT, { $gt: '' }]))).toBeNull();
    expect(auditCursor.decode(forge(['audit', 'n', String(AT), ID]))).toBeNull();
    expect(auditCursor.decode(forge(['audit', 'x', AT, ID]))).toBeNull();
    expect(auditCursor.decode(forge(['audit', 'n', AT]))).toBeNull();
    expect(auditCursor.decode(forge(['audit', 'n', AT, ID, 'extra']))).toBeNull();
  });

  it('are a query parameter: the position, or the message on `cursor`', () => {
    const text = auditCursor.encode({ direction: 'prev', key: [AT, ID] });
    expect(auditSearchOf(auditQuerySchema.parse({ cursor: text, action: 'lead.note' }))).toEqual({
      action: 'lead.note',
      position: { direction: 'prev', key: [AT, ID] },
      limit: 50,
      userId: undefined,
      resourceType: undefined,
      from: undefined,
      before: undefined,
    });
    expect(errors(auditQuerySchema, { cursor: `${text}x` })).toEqual({ cursor: CURSOR_MESSAGE });
    expect(errors(auditQuerySchema, { cursor: ['a', 'b'] })).toEqual({ cursor: CURSOR_MESSAGE });
    expect(AUDIT_QUERY_MESSAGES.cursor).toBe(CURSOR_MESSAGE);
  });
});
