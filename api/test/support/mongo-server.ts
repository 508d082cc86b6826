import type { StoreCapability } from '../../src/store/contract';
import { MONGODB_FEATURES, type ServerFeatures } from '../../src/store/mongo/server-features';

/** The server MONGODB_URI points at, as mongo-server.globalSetup.ts found it (MongoDB when unknown). */
export const mongoServer: ServerFeatures = JSON.parse(process.env.MONGODB_SERVER_FEATURES ?? 'null') ?? MONGODB_FEATURES;

/** What the store contract skips on that server. */
export const mongoLacks: ReadonlySet<StoreCapability> = new Set(mongoServer.geo ? [] : ['geo']);
