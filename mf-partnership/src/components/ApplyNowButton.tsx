import { usePartnershipText } from '../i18n';
import { APPLICATION_PAGE } from '../pages';
import { LinkButton } from './LinkButton';

/** The pages' main call to action: "Apply Now", to the application. */
export function ApplyNowButton() {
  const t = usePartnershipText();
  return (
    <LinkButton to={APPLICATION_PAGE.path} variant="contained" size="large">
      {t('cta.applyNow')}
    </LinkButton>
  );
}
