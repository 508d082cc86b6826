// Keyset (cursor) paging (issue #27): a page starts after the sort key of the row at the edge of
// the previous one, not after skipping N rows, so a deep page costs what the first one does and a
// row added meanwhile shifts nothing (no page repeats or skips a row). The key travels to the
// client as an opaque cursor; this module is the one place that writes and reads cursors, for
// every keyset list (the audit log, the leads workspace, the partners list; the CSV export reads
// in keyset batches without cursors).
import './zod';
import * as z from 'zod';

/** Which way a cursor reads: `next` = on in the list's order (older entries), `prev` = back towards its start. */
export type KeysetDirection = 'next' | 'prev';

/** Where a page starts: strictly after (`next`) or before (`prev`) the row with this sort key. */
export interface KeysetPosition<Key> {
  direction: KeysetDirection;
  key: Key;
}

/**
 * A keyset list counts its matches up to this many (`total`, with `totalCapped` when there are
 * more): the count reads index keys, and reads stay bounded however large the list grows.
 */
export const LIST_COUNT_MAX = 10_000;

/** The `400` message (on `cursor`) for a cursor this list did not write, or one that was edited or cut short. */
export const CURSOR_MESSAGE = 'cursor is not valid (edited, cut short or from another list): open the first page and page from there';

/**
 * Longer texts are refused unread. Room for the longest key a list writes: the partners list's
 * state, city (100 characters), business name (200) and id, each character up to 3 bytes.
 */
const CURSOR_MAX_LENGTH = 2048;

/** FNV-1a (32 bits) of a text, in base 36: catches an edited or truncated cursor. */
function checksum(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

function toBase64Url(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): string {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
}

export interface KeysetCursorCodec<Key> {
  /** The opaque text a client sends back as `cursor`. */
  encode(position: KeysetPosition<Key>): string;
  /** The position a cursor text stands for, or null for anything this list did not write. */
  decode(text: string): KeysetPosition<Key> | null;
  /** `cursor` as a query parameter: the position, or `CURSOR_MESSAGE`. */
  param: z.ZodType<KeysetPosition<Key>, string>;
}

/**
 * The cursors of one list: `<base64url of [list, n|p, ...key]>.<checksum>`. Decoding is strict:
 * the checksum must match, the list must be this one, the key must pass `key` (so a value in a
 * store query is always of the type the list sorts by, never an operator object) and encoding
 * the result again must give the same text. A cursor is a position, not a permission: it grants
 * nothing the filters and roles do not, so it is checked, not signed.
 */
export function keysetCursor<Key extends unknown[]>(list: string, key: z.ZodType<Key>): KeysetCursorCodec<Key> {
  const encode = ({ direction, key: value }: KeysetPosition<Key>): string => {
    const payload = toBase64Url(JSON.stringify([list, direction === 'next' ? 'n' : 'p', ...value]));
    return `${payload}.${checksum(list + payload)}`;
  };
  const decode = (text: string): KeysetPosition<Key> | null => {
    if (text.length > CURSOR_MAX_LENGTH) return null;
    const match = /^([A-Za-z0-9_-]+)\.([0-9a-z]{1,7})$/.exec(text);
    if (!match || checksum(list + match[1]) !== match[2]) return null;
    let parts: unknown;
    try {
      parts = JSON.parse(fromBase64Url(match[1]!));
    } catch {
      return null;
    }
    if (!Array.isArray(parts) || parts[0] !== list || (parts[1] !== 'n' && parts[1] !== 'p')) return null;
    const parsed = key.safeParse(parts.slice(2));
    if (!parsed.success) return null;
    const position: KeysetPosition<Key> = { direction: parts[1] === 'n' ? 'next' : 'prev', key: parsed.data };
    return encode(position) === text ? position : null;
  };
  const param = z.string({ error: CURSOR_MESSAGE }).transform((text, ctx) => {
    const position = decode(text);
    if (position) return position;
    ctx.addIssue({ code: 'custom', message: CURSOR_MESSAGE });
    return z.NEVER;
  });
  return { encode, decode, param };
}
