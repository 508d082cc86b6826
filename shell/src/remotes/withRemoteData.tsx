import type { ComponentType } from 'react';
import { DataProvider } from '@powernest/shared-ui/data';

/**
 * A remote's Routes inside SWR's configuration, as every remote section of the site is shown:
 * the server renders it so, and the browser loads this module (with SWR) beside the remote's
 * code, so a page whose section is not loaded yet carries no SWR.
 */
export function withRemoteData(Routes: ComponentType): ComponentType {
  return function RemoteSection() {
    return (
      <DataProvider>
        <Routes />
      </DataProvider>
    );
  };
}
