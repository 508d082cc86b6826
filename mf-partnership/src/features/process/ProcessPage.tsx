import Box from '@mui/material/Box';
import { pageIn } from '@powernest/domain';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PageContainer } from '@powernest/shared-ui/components';
import { RemoteModule } from '@powernest/shared-ui/remote';
import Skeleton from '@mui/material/Skeleton';
import { ArrowRightIcon, ClockIcon } from '@powernest/shared-ui/icons';
import { useLanguage } from '@powernest/shared-ui/i18n';
import { LinkButton } from '../../components/LinkButton';
import { PageLinkButton } from '../../components/PageLinkButton';
import { visuallyHidden } from '../../components/visuallyHidden';
import { AtAGlance } from './AtAGlance';
import { PROCESS_STEPS, type ProcessStep } from '../../lib/offer';
import { PROCESS_PAGE, APPLICATION_PAGE, ROI_CALCULATOR_PAGE } from '../../pages';
import { CONTACT_PAGE } from '../../components/otherPages';
import type { MarketingExposes } from '@powernest/mf-marketing/exposes';
import { SplitLayout } from '../../components/SplitLayout';
import { CtaCard, onCtaCardSx } from '../../components/CtaCard';
import { usePartnershipText } from '../../i18n';
import { usePartnershipFigures } from '../../i18n/figures';

const CIRCLE = 44;

function TimelineStep({ step, index, last }: { step: ProcessStep; index: number; last: boolean }) {
  const t = usePartnershipText();
  const figures = usePartnershipFigures();
  return (
    <Box component="li" sx={{ display: 'grid', gridTemplateColumns: `${CIRCLE}px minmax(0, 1fr)`, columnGap: { xs: 2, sm: 3 } }}>
      {/* The rail: a numbered circle and the line down to the next step. */}
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center' }} aria-hidden="true">
        <Box
          sx={{
            width: CIRCLE,
            height: CIRCLE,
            borderRadius: '50%',
            bgcolor: last ? 'secondary.main' : 'primary.main',
            color: last ? 'secondary.contrastText' : 'primary.contrastText',
            display: 'grid',
            placeItems: 'center',
            fontWeight: 800,
            fontSize: '1.1rem',
            boxShadow: 2,
          }}
        >
          {index + 1}
        </Box>
        {last ? null : <Box sx={{ flex: 1, width: 3, bgcolor: 'primary.light', opacity: 0.4, my: 0.5 }} />}
      </Box>
      <Card variant="outlined" sx={{ mb: last ? 0 : 3 }}>
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            sx={{ justifyContent: 'space-between', alignItems: { xs: 'flex-start', sm: 'center' }, mb: 1 }}
          >
            <Typography variant="h3" component="h2">
              <Box component="span" sx={visuallyHidden}>
                {t('process.stepNumber', { number: index + 1 })}
              </Box>
              {t(`process.step.${step.id}.title`)}
            </Typography>
            <Chip
              icon={<ClockIcon size={16} />}
              label={step.duration ? figures[step.duration] : t('process.step.active.duration')}
              color="primary"
              variant="outlined"
              data-testid="process-duration"
              sx={{ fontWeight: 600, '& .MuiChip-icon': { ml: 1 } }}
            />
          </Stack>
          <Typography color="text.secondary">{t(`process.step.${step.id}.text`, figures)}</Typography>
        </CardContent>
      </Card>
    </Box>
  );
}

export function ProcessPage() {
  const t = usePartnershipText();
  const figures = usePartnershipFigures();
  const page = pageIn(PROCESS_PAGE, useLanguage());
  return (
    <PageContainer heading={page.heading} intro={t('process.intro', figures)}>
      <SplitLayout sx={{ columnGap: 4, rowGap: { xs: 4, md: 6 }, gridTemplateAreas: { xs: '"timeline" "glance" "cta"', md: '"timeline glance" "cta glance"' } }}>
        <Box component="ol" aria-label={t('process.timelineLabel')} sx={{ listStyle: 'none', p: 0, m: 0, gridArea: 'timeline' }}>
          {PROCESS_STEPS.map((step, i) => (
            <TimelineStep key={step.id} step={step} index={i} last={i === PROCESS_STEPS.length - 1} />
          ))}
        </Box>

        <Box component="aside" aria-label={t('process.glanceLabel')} sx={{ gridArea: 'glance', position: { md: 'sticky' }, top: { md: 24 } }}>
          <AtAGlance />
        </Box>

        <CtaCard size="page" gridArea="cta" title={t('process.cta.title')} text={t('process.cta.text', figures)}>
          <LinkButton to={APPLICATION_PAGE.path} variant="contained" color="secondary" size="large" endIcon={<ArrowRightIcon size={18} />}>
            {t('cta.startApplication')}
          </LinkButton>
          <LinkButton to={ROI_CALCULATOR_PAGE.path} variant="outlined" size="large" sx={onCtaCardSx}>
            {t('process.cta.roi')}
          </LinkButton>
          <PageLinkButton page={CONTACT_PAGE} variant="outlined" size="large" sx={onCtaCardSx}>
            {t('cta.contactUs')}
          </PageLinkButton>
        </CtaCard>
      </SplitLayout>
      {/* The marketing remote's contact block, embedded through Module Federation; running
          alone (no other remotes) the page keeps its Contact Us link instead. */}
      <Box sx={{ mt: 6, mx: { xs: -2, sm: -3 } }}>
        <RemoteModule<MarketingExposes, 'ContactBlock'>
          scope="mf_marketing"
          module="ContactBlock"
          props={{ headingLevel: 'h2' }}
          loading={<Skeleton variant="rounded" height={520} sx={{ mx: { xs: 2, sm: 3 } }} />}
          fallback={null}
        />
      </Box>
    </PageContainer>
  );
}
