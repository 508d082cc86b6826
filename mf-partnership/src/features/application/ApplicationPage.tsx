import { ApplicationWizard } from './ApplicationWizard';

export function ApplicationPage() {
  return <ApplicationWizard />;
}
