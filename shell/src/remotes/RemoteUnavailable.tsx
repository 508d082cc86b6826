import { useEffect } from 'react';
import { PLATFORM_VERSION } from '@powernest/shared-ui';
import { SectionBeingUpdated, SectionNotice } from '@powernest/shared-ui/remote';
import type { SiteRemote } from '@powernest/domain';

/** What a visitor sees when one section of the site cannot be loaded. */
export function RemoteUnavailable({ onRetry }: { onRetry: () => void }) {
  return (
    <SectionNotice title="This section is unavailable right now" onRetry={onRetry}>
      We could not load this part of the site. The rest of PowerNest works as usual; please try again in a moment.
    </SectionNotice>
  );
}

/**
 * What a visitor sees on the pages of a remote built against a platform (contract) version this
 * shell does not provide: the remote is never loaded.
 */
export function RemoteRefused({ remote }: { remote: SiteRemote }) {
  useEffect(() => {
    console.warn(
      `[powernest] ${remote.name} ${remote.version} was built against platform ${remote.contract}; this site provides ${PLATFORM_VERSION}. Its pages say "This section is being updated" until a compatible build is deployed.`,
    );
  }, [remote]);
  return <SectionBeingUpdated />;
}
