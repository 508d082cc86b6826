import { useEffect, type ComponentType } from 'react';
import { PLATFORM_VERSION } from '@powernest/shared-ui';
import { satisfy } from '@module-federation/enhanced/runtime';
import { SectionBeingUpdated } from './SectionNotice';

/**
 * Wraps a module a remote exposes so that it refuses, cleanly, a host whose platform it was not
 * built for. Today's shell never loads such a remote (it checks the contract first); a shell
 * released before the contract existed loads it anyway and hands it its own platform singleton,
 * whose version this reads (a platform that predates PLATFORM_VERSION says nothing: refused).
 * The guard itself uses only React and MUI, which every platform version provides.
 */
export function platformGuard<Props extends object>(remote: string, requires: string, Exposed: ComponentType<Props>): ComponentType<Props> {
  const provided: unknown = PLATFORM_VERSION;
  // npm's range rules, by the federation runtime's own semver (which every build ships).
  if (typeof provided === 'string' && satisfy(provided, requires)) return Exposed;
  const message = `[powernest] ${remote} was built against platform ${requires}; this site provides ${typeof provided === 'string' ? provided : 'an older platform'}. It says "This section is being updated" until a compatible build is deployed.`;
  return function PlatformRefused() {
    useEffect(() => console.warn(message), []);
    return <SectionBeingUpdated />;
  };
}
