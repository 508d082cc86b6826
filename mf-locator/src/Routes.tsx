import { Route, Routes } from '@powernest/shared-ui/router';
import { FindLocationsPage } from './pages/FindLocationsPage';
import { platformGuard } from '@powernest/shared-ui/remote';
import pkg from '../package.json';

/** Exposed as './Routes': the shell mounts this for every path this remote owns. */
function RemoteRoutes() {
  return (
    <Routes>
      <Route path="/find-locations" element={<FindLocationsPage />} />
    </Routes>
  );
}

// A host whose platform this build was not made for gets a clean refusal (see platformGuard).
export default platformGuard(pkg.name, pkg.dependencies['@powernest/shared-ui'], RemoteRoutes);
