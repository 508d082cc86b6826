import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useLanguage } from '@powernest/shared-ui/i18n';
import { BRAND_NAME, pageIn } from '@powernest/domain';
import partnershipUrl from '../../assets/partnership.svg';
import { CheckList } from '../../components/CheckList';
import { PageButton } from '../../components/PageButton';
import { useMarketingText } from '../../i18n';
import { ABOUT_PAGE, CONTACT_PAGE } from '../../pages';
import { PageContainer } from '@powernest/shared-ui/components';

const COMMITMENTS = ['about.commitment.riskFree', 'about.commitment.personal', 'about.commitment.coverage'] as const;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title} sx={{ mb: 4 }}>
      <Typography variant="h2" gutterBottom>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

export function AboutPage() {
  const t = useMarketingText();
  const page = pageIn(ABOUT_PAGE, useLanguage());
  return (
    <PageContainer component="div" roomy heading={page.heading}>
      <Box sx={{ display: 'grid', gap: 6, gridTemplateColumns: { xs: '1fr', md: '1.2fr 1fr' }, alignItems: 'start', mt: 3 }}>
        <Box>
          <Section title={t('about.whoWeAre.title')}>
            <Typography sx={{ mb: 2 }}>{t('about.whoWeAre.text', { brand: BRAND_NAME })}</Typography>
            <Typography sx={{ mb: 2 }}>{t('about.whoWeAre.independence')}</Typography>
          </Section>
          <Section title={t('about.mission.title')}>
            <Typography sx={{ mb: 2 }}>{t('about.mission.text')}</Typography>
          </Section>
          <Section title={t('about.commitment.title')}>
            <CheckList items={COMMITMENTS.map((id) => t(id))} />
          </Section>
          <PageButton page={CONTACT_PAGE} variant="contained" size="large">
            {t('cta.getKiosks')}
          </PageButton>
        </Box>
        <Box
          component="figure"
          aria-labelledby="trusted-partnership"
          sx={{ m: 0, p: 3, borderRadius: 4, bgcolor: 'background.paper', border: 1, borderColor: 'divider' }}
        >
          <Box
            component="img"
            src={partnershipUrl}
            alt={t('about.image', { brand: BRAND_NAME })}
            width={520}
            height={380}
            sx={{ width: '100%', height: 'auto', display: 'block' }}
          />
          <Box component="figcaption">
            <Typography id="trusted-partnership" component="h2" variant="h3" sx={{ mt: 2 }}>
              {t('about.trusted.title')}
            </Typography>
            <Typography color="text.secondary">
              {t('about.trusted.text')}
            </Typography>
          </Box>
        </Box>
      </Box>
    </PageContainer>
  );
}
