import { PageContainer } from '@powernest/shared-ui/components';
import { EmailSetupGuide } from './EmailSetupGuide';
import { EMAIL_SETUP_PAGE } from '../../pages';

/** product.md §2 "E-mail setup guide" at /email-setup (also a tab of the dashboard). */
export function EmailSetupPage() {
  return (
    <PageContainer heading={EMAIL_SETUP_PAGE.heading} intro="Connect an e-mail-sending provider so every new lead reaches your team and the applicant.">
      <EmailSetupGuide />
    </PageContainer>
  );
}
