import { Routes } from '@powernest/shared-ui/router';
import { FindLocationsPage } from './features/locations/FindLocationsPage';
import { pageRoutes, platformGuard } from '@powernest/shared-ui/remote';
import { FIND_LOCATIONS_PAGE, REMOTE_PAGES } from './pages';
import pkg from '../package.json';

/** Exposed as './Routes': the shell mounts this for every path this remote owns. */
function RemoteRoutes() {
  return (
    <Routes>
      {pageRoutes(REMOTE_PAGES.pages, [[FIND_LOCATIONS_PAGE, <FindLocationsPage />]])}
    </Routes>
  );
}

// A host whose platform this build was not made for gets a clean refusal (see platformGuard).
export default platformGuard(pkg.name, pkg.dependencies['@powernest/shared-ui'], RemoteRoutes);
