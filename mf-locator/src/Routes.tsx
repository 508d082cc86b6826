import { Route, Routes } from '@powernest/shared-ui/router';
import { FindLocationsPage } from './pages/FindLocationsPage';

/** Exposed as './Routes': the shell mounts this for every path this remote owns. */
export default function RemoteRoutes() {
  return (
    <Routes>
      <Route path="/find-locations" element={<FindLocationsPage />} />
    </Routes>
  );
}
