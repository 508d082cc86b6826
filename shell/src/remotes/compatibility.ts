import { satisfy } from '@module-federation/enhanced/runtime';
import type { SiteRemote } from '@powernest/domain';

/**
 * Whether the host's platform version satisfies the range a remote was built against (its
 * package.json's range for @powernest/shared-ui). npm's range rules, read by the federation
 * runtime's own semver (the one that matches shared modules' `requiredVersion`), which the
 * host ships anyway.
 */
export function isCompatible(remote: Pick<SiteRemote, 'contract'>, hostContract: string): boolean {
  return satisfy(hostContract, remote.contract);
}
