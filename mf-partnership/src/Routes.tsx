import { Route, Routes } from 'react-router-dom';
import { ApplicationPage } from './pages/ApplicationPage';
import { FaqPage } from './pages/FaqPage';
import { ProcessPage } from './pages/ProcessPage';
import { RoiCalculatorPage } from './pages/RoiCalculatorPage';

/** Exposed as './Routes': the shell mounts this for every path this remote owns. */
export default function RemoteRoutes() {
  return (
    <Routes>
      <Route path="/partnership-process" element={<ProcessPage />} />
      <Route path="/partnership-application" element={<ApplicationPage />} />
      <Route path="/roi-calculator" element={<RoiCalculatorPage />} />
      <Route path="/faq" element={<FaqPage />} />
    </Routes>
  );
}
