import type { Store } from '../ports';

/** Each contract suite gets a getter: the adapter under test, empty at the start of each test. */
export type GetStore = () => Store;

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
