import { FirstViewData } from '@powernest/shared-ui/data';
import { ApplicationWizard } from './ApplicationWizard';
import { serviceAreasFirstView } from './ServiceAreasCard';

/** The application, with where PowerNest serves beside it (its answer in the page's HTML). */
export function ApplicationPage() {
  return (
    <FirstViewData requests={[serviceAreasFirstView]}>
      <ApplicationWizard />
    </FirstViewData>
  );
}
