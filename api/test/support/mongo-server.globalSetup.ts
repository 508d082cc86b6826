// Before the API's tests: when MONGODB_URI is set, asks the server what it can do (MongoDB, or
// FerretDB in CI) and hands it to the tests in MONGODB_SERVER_FEATURES (the server's name in the
// MongoDB leg's titles, what its adapter does another way). (Test files are
// defined synchronously; the workers inherit this environment.)
import { MongoClient } from 'mongodb';
import { serverFeatures } from '../../src/store/mongo/server-features';

export default async function detectMongoServer(): Promise<void> {
  const uri = process.env.MONGODB_URI;
  if (!uri) return;
  const client = await MongoClient.connect(uri, { serverSelectionTimeoutMS: 10_000 });
  try {
    process.env.MONGODB_SERVER_FEATURES = JSON.stringify(await serverFeatures(client.db()));
  } finally {
    await client.close();
  }
}
