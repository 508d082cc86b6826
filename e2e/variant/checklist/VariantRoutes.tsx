import { Route, Routes } from '@powernest/shared-ui/router';
import PartnershipRoutes from '../../../mf-partnership/src/Routes';
import { ChecklistPage } from './ChecklistPage';
import { CHECKLIST_PAGE } from './checklistPage';

/** The partnership remote's routes plus the new page: what its next build exposes as './Routes'. */
export default function VariantRoutes() {
  return (
    <Routes>
      <Route path={CHECKLIST_PAGE.path} element={<ChecklistPage />} />
      <Route path="*" element={<PartnershipRoutes />} />
    </Routes>
  );
}
