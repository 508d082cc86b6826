import type { Store } from '../ports';

export async function openMongoStore(_uri: string): Promise<Store> {
  throw new Error('MongoDB store: not implemented yet');
}
