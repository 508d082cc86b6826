import { registerGlobalPlugins, registerPlugins } from '@module-federation/enhanced/runtime';
import { yieldingRuntimePlugin } from './remotes/yieldingRuntimePlugin';
import { yieldToBrowser } from './yieldToBrowser';

// The host's runtime and every remote's (created later, from the global list) yield between
// the steps of loading shared modules and remotes.
const yieldingPlugin = yieldingRuntimePlugin();
registerPlugins([yieldingPlugin]);
registerGlobalPlugins([yieldingPlugin]);

// Async boundary: shared modules (React, MUI, …) are negotiated before any of them is imported.
// In the next task: evaluating this entry (the federation runtime) is a long enough task already.
void yieldToBrowser().then(() => import('./bootstrap'));
