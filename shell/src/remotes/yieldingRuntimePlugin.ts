import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { yieldToBrowser } from '../yieldToBrowser';

/**
 * Loading a remote is a chain of steps the federation runtime runs back to back: evaluate its
 * entry, initialise its container (register and negotiate its shared modules), resolve each
 * shared module, fetch the exposed module's chunks. On a phone that chain was one of the
 * page's longest tasks; this plugin ends the task before each step.
 */
export function yieldingRuntimePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'powernest-yield-between-steps',
    async beforeInitContainer(args) {
      await yieldToBrowser();
      return args;
    },
    // eslint-disable-next-line @typescript-eslint/no-misused-promises -- an AsyncHook: the runtime awaits it, though its type names the result void
    async beforeGetExpose() {
      await yieldToBrowser();
    },
    async beforeLoadShare(args) {
      await yieldToBrowser();
      return args;
    },
  };
}
