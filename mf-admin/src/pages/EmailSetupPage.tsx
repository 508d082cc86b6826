import { PageContainer } from '@powernest/shared-ui';
import { EmailSetupGuide } from '../components/EmailSetupGuide';

/** SPEC §2 "E-mail setup guide" at /email-setup (also a tab of the dashboard). */
export function EmailSetupPage() {
  return (
    <PageContainer path="/email-setup" intro="Connect an e-mail-sending provider so every new lead reaches your team and the applicant.">
      <EmailSetupGuide />
    </PageContainer>
  );
}
