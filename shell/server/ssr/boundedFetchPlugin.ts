import vm from 'node:vm';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** fetch with a time bound and a status check: a 404 page is an error, not code to run. */
export async function fetchOk(url: string, timeoutMs: number, init: RequestInit = {}): Promise<Response> {
  const res = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  if (!res.ok) throw new Error(`GET ${url} -> HTTP ${res.status}`);
  return res;
}

/**
 * A Module Federation runtime plugin for the site server. Without it a remote that accepts the
 * connection and never answers holds every render for undici's 300 s default, and a missing
 * chunk's 404 body is evaluated as JavaScript. Registered globally, so each remote's own bundled
 * runtime (whose node plugin loads chunks through the `fetch` hook) uses it too.
 */
export function boundedFetchPlugin(timeoutMs: number): ModuleFederationRuntimePlugin {
  return {
    name: 'powernest-bounded-fetch',
    fetch(url: string, init: RequestInit) {
      return fetchOk(url, timeoutMs, init);
    },
    // runtime-core loads a Node entry without the fetch hook, so this takes over that load and
    // evaluates the entry the way the SDK does (a CommonJS wrapper run in this context).
    async loadEntry({ remoteInfo }) {
      const { entry, entryGlobalName, type } = remoteInfo;
      if (type && !['global', 'script', 'commonjs-module', 'commonjs'].includes(type)) return undefined;
      const code = await (await fetchOk(entry, timeoutMs)).text();
      const module = { exports: {} as Record<string, unknown> };
      const dir = new URL(entry).pathname.split('/').slice(0, -1).join('/');
      const run = new vm.Script(`(function(exports, module, require, __dirname, __filename) {${code}\n})`, { filename: entry }).runInThisContext();
      run(module.exports, module, require, dir, 'remoteEntry.js');
      const container = module.exports[entryGlobalName] ?? module.exports;
      // Where runtime-core looks for the container, and what a forced re-register deletes.
      (globalThis as Record<string, unknown>)[entryGlobalName] = container;
      return container as never;
    },
  };
}
