import { yieldingRuntimePlugin } from '../src/remotes/yieldingRuntimePlugin';

// Each step of loading a remote must start in a new task (so the browser can handle input in
// between) and hand the federation runtime its arguments back unchanged.
describe('yieldingRuntimePlugin', () => {
  const plugin = yieldingRuntimePlugin();
  const steps = [
    ['beforeInitContainer', plugin.beforeInitContainer],
    ['beforeGetExpose', plugin.beforeGetExpose],
    ['beforeLoadShare', plugin.beforeLoadShare],
  ] as const;

  it.each(steps)('%s ends the task before the runtime goes on', async (name, hook) => {
    const order: string[] = [];
    setTimeout(() => order.push('task queued before the step'), 0);
    const args = { pkgName: 'react' } as never;
    const result = await (hook as (a: unknown) => Promise<unknown>)(args);
    order.push('step continues');
    expect(order).toEqual(['task queued before the step', 'step continues']);
    if (name !== 'beforeGetExpose') expect(result).toBe(args);
  });
});
