// Runtime plugin of every remote build (browser and server): the host owns the shared singletons.
//
// When a remote asks for a shared module nobody has loaded yet, the runtime picks the highest
// version registered, and the remote registered its own copies when its entry started. A shell
// that mounts a remote before loading a shared module itself (an older shell hydrating a server
// page does) would then run the remote's newer copy too: two platforms on one page, and the
// shell reading exports its version never had. So a remote takes what another app provides
// whenever one does (with the runtime's warning if its range is not met; platformGuard then
// refuses cleanly) and falls back to its own copy only when it runs alone.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

type Shared = ReturnType<NonNullable<Parameters<NonNullable<ModuleFederationRuntimePlugin['resolveShare']>>[0]['resolver']>> extends infer R
  ? R extends { shared: infer S }
    ? S
    : never
  : never;

const isInUse = (s: Shared) => Boolean(s.loaded || s.loading || typeof s.lib === 'function');
const parts = (version: string) => version.split(/[.+-]/).slice(0, 3).map((n) => Number.parseInt(n, 10) || 0);
const newer = (a: string, b: string) => {
  const [x, y] = [parts(a), parts(b)];
  for (let i = 0; i < 3; i++) if (x[i] !== y[i]) return x[i] > y[i];
  return false;
};
/** `version` meets a caret range (the form every app declares); other forms are not judged. */
const meets = (version: string, range: string) => {
  if (!range.startsWith('^')) return true;
  const [v, r] = [parts(version), parts(range.slice(1))];
  const fixed = r[0] > 0 ? 1 : r[1] > 0 ? 2 : 3; // ^1.2.3 fixes the major, ^0.2.3 the minor
  return v.slice(0, fixed).join('.') === r.slice(0, fixed).join('.') && !newer(range.slice(1), version);
};

export default function hostSharesFirst(): ModuleFederationRuntimePlugin {
  return {
    name: 'powernest-host-shares-first',
    resolveShare(args) {
      const versions = args.shareScopeMap[args.scope]?.[args.pkgName];
      if (!versions || !args.shareInfo.shareConfig?.singleton) return args;
      const all = Object.keys(versions);
      // Something is already on the page: the runtime's loaded-first choice is right.
      if (all.some((v) => isInUse(versions[v]))) return args;
      const provided = all.filter((v) => versions[v].from !== args.shareInfo.from);
      if (provided.length === 0) return args; // running alone: its own copy
      const version = provided.reduce((best, v) => (newer(v, best) ? v : best));
      const required = args.shareInfo.shareConfig.requiredVersion;
      if (typeof required === 'string' && !meets(version, required)) {
        // What the runtime's own resolver would have said of this choice.
        console.warn(`[powernest] ${args.shareInfo.from} uses ${args.pkgName} ${version} from ${versions[version].from}; it was built for ${required}`);
      }
      return { ...args, resolver: () => ({ shared: versions[version], useTreesShaking: false }) };
    },
  };
}
