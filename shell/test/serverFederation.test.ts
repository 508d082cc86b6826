/** @jest-environment node */
// The site server's remote loads (shell/server/ssr/serverFederation.ts), the federation runtime's
// own loading replaced: a load the runtime never settles (what a fetch cut short by the render
// bound can leave) must not hold the remote's server rendering for as long as the server runs.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

const runtime = { loadRemote: jest.fn(), registerRemotes: jest.fn() };
jest.mock('@module-federation/enhanced/runtime', () => ({ init: () => runtime, registerGlobalPlugins: () => undefined }));

import { LOAD_BOUND_FACTOR, createServerFederation } from '../server/ssr/serverFederation';

const BOUND_MS = 1000;
const Routes = () => null;

/** A remote's server entry: the federation hashes its text for the remote's version. */
let entryServer: http.Server;
let serverEntry: string;
beforeAll(async () => {
  entryServer = http.createServer((_req, res) => res.end('/* the remote entry */'));
  await new Promise<void>((resolve) => entryServer.listen(0, '127.0.0.1', resolve));
  serverEntry = `http://127.0.0.1:${(entryServer.address() as AddressInfo).port}/server/remoteEntry.js`;
});
afterAll(() => new Promise((resolve) => entryServer.close(resolve)));

// Only the clock is moved (the stuck load's age); timers, sockets and promises run for real.
beforeEach(() => jest.useFakeTimers({ doNotFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'setImmediate', 'clearImmediate', 'nextTick', 'queueMicrotask', 'hrtime', 'performance'] }));
afterEach(() => {
  jest.useRealTimers();
  runtime.loadRemote.mockReset();
  runtime.registerRemotes.mockReset();
});

/** Resolves once `condition` holds; fails after 5 s (the real clock: Date is the test's). */
async function until(condition: () => boolean) {
  const deadline = performance.now() + 5000;
  while (!condition()) {
    if (performance.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** Whether a promise has settled once the event loop has turned a few times. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(
    () => (done = true),
    () => (done = true),
  );
  for (let turn = 0; turn < 10; turn++) await new Promise((resolve) => setImmediate(resolve));
  return done;
}

describe('a remote load the runtime never settles', () => {
  it(`is begun again once it has been pending for ${LOAD_BOUND_FACTOR} render bounds, and the new load renders`, async () => {
    runtime.loadRemote.mockReturnValueOnce(new Promise(() => undefined)).mockResolvedValue({ default: Routes });
    const federation = createServerFederation({ timeoutMs: BOUND_MS, revalidateMs: 60 * 60_000 });
    const remote = { name: 'mf_marketing', serverEntry };

    const first = federation.load(remote);
    await until(() => runtime.loadRemote.mock.calls.length === 1);
    expect(await settled(first)).toBe(false);

    // Within its bound the load is waited for, not begun twice.
    jest.setSystemTime(Date.now() + (LOAD_BOUND_FACTOR - 1) * BOUND_MS);
    expect(await settled(federation.load(remote))).toBe(false);
    expect(runtime.loadRemote).toHaveBeenCalledTimes(1);

    // Past it, the remote is registered again (the runtime drops what it was loading) and loaded anew.
    jest.setSystemTime(Date.now() + 2 * BOUND_MS);
    const again = await federation.load(remote);
    expect(runtime.loadRemote).toHaveBeenCalledTimes(2);
    expect(runtime.registerRemotes).toHaveBeenLastCalledWith([{ name: 'mf_marketing', entry: serverEntry }], { force: true });
    expect(typeof again.Routes).toBe('function');

    // A load that settled is kept, however old.
    jest.setSystemTime(Date.now() + 100 * BOUND_MS);
    await federation.load(remote);
    expect(runtime.loadRemote).toHaveBeenCalledTimes(2);
  });
});
