import type { StoreConfig } from '../config';
import { createMemoryStore } from './memory';
import type { Store } from './ports';

export type * from './ports';
export { StoreConflictError } from './errors';

/** Opens the configured store. MongoDB code is only loaded when it is used. */
export async function openStore(config: StoreConfig): Promise<Store> {
  if (config.kind === 'memory') return createMemoryStore();
  const { openMongoStore } = await import('./mongo');
  return openMongoStore(config.uri, { indexes: config.indexes });
}
