import type { Store } from '../ports';

/** Each contract suite gets a getter: the adapter under test, empty at the start of each test. */
export type GetStore = () => Store;

/**
 * Resolves as soon as Date.now() has moved past its value at the call: a record stored afterwards
 * then gets a later timestamp than one stored before (the stores stamp with millisecond Dates),
 * with no fixed sleep. Yields to the event loop meanwhile (about a millisecond); throws if the clock
 * does not move within a second (a faked Date).
 */
export async function nextMillisecond(): Promise<void> {
  const start = Date.now();
  const deadline = performance.now() + 1000;
  while (Date.now() <= start) {
    if (performance.now() > deadline) throw new Error('nextMillisecond: Date.now() does not advance (is Date faked?)');
    await new Promise((resolve) => setImmediate(resolve));
  }
}
