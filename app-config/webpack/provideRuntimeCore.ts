// The global a remote entry built with `experiments.externalRuntime` reads the federation
// runtime from; in the site the host's main.js sets it (provideExternalRuntime).
import * as runtimeCore from '@module-federation/runtime-core';

(globalThis as Record<string, unknown>)._FEDERATION_RUNTIME_CORE = runtimeCore;
