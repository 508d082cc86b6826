// Ids that sort in the order they were made (issue #27), for records listed by time whose ties
// must keep their order: the audit log, where one request's changes (a status and an assignee in
// one PATCH) share a millisecond and a lead's timeline shows them as they happened. Both adapters
// use it, so the memory and MongoDB stores order such ties alike.
import { randomBytes } from 'node:crypto';

let lastMs = 0;
let sequence = 0;

/**
 * `<ms, 12 hex>-<sequence, 8 hex>-<random, 12 hex>`: its text order is its order of creation in
 * this process (the milliseconds never go back, even when the clock does; the sequence counts
 * within one), and the random tail keeps two processes' ids apart. Like an ObjectId (time and a
 * counter), but a string, so it sorts beside the UUIDs stored before it.
 */
export function ascendingId(now = Date.now()): string {
  if (now > lastMs) {
    lastMs = now;
    sequence = 0;
  } else {
    sequence++;
  }
  return `${lastMs.toString(16).padStart(12, '0')}-${sequence.toString(16).padStart(8, '0')}-${randomBytes(6).toString('hex')}`;
}
