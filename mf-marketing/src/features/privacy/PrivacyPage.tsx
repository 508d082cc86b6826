import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useLanguage } from '@powernest/shared-ui/i18n';
import { PageContainer } from '@powernest/shared-ui/components';
import { pageIn } from '@powernest/domain';
import { useMarketingText } from '../../i18n';
import { PRIVACY_PAGE } from '../../pages';

/** The page's sections, in the order a visitor meets them: what they send, where they came from, the counts, their choices. */
const SECTIONS = ['sent', 'source', 'views', 'choices'] as const;

/** /privacy (issue #45): what the site keeps about a visit and a lead, and why (docs/lead-sources.md). */
export function PrivacyPage() {
  const t = useMarketingText();
  const page = pageIn(PRIVACY_PAGE, useLanguage());
  return (
    <PageContainer component="div" roomy heading={page.heading}>
      <Box sx={{ maxWidth: 760, mt: 3 }}>
        <Typography sx={{ mb: 4 }}>{t('privacy.intro')}</Typography>
        {SECTIONS.map((section) => (
          <Box key={section} component="section" aria-labelledby={`privacy-${section}`} sx={{ mb: 4 }}>
            <Typography id={`privacy-${section}`} variant="h2" gutterBottom>
              {t(`privacy.${section}.title`)}
            </Typography>
            <Typography>{t(`privacy.${section}.text`)}</Typography>
          </Box>
        ))}
      </Box>
    </PageContainer>
  );
}
