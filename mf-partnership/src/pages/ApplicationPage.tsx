import { ApplicationWizard } from '../application/ApplicationWizard';

export function ApplicationPage() {
  return <ApplicationWizard />;
}
