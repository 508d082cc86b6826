import type { ReactNode } from 'react';
import { alpha } from '@mui/material/styles';
import { IconBadge } from '@powernest/shared-ui/components';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { COMPETITIVE_ADVANTAGE_STYLES, type RoiInputs, type RoiResult } from '@powernest/domain';
import { useLanguage } from '@powernest/shared-ui/i18n';
import { ArrowRightIcon, BoltIcon, CheckIcon, GiftIcon, StarIcon, TrendIcon } from '@powernest/shared-ui/icons';
import { CtaCard, onCtaCardSx } from '../../components/CtaCard';
import { LinkButton } from '../../components/LinkButton';
import { usePartnershipText } from '../../i18n';
import { numberIn, percentIn, usdIn, usePartnershipFigures } from '../../i18n/figures';
import { APPLICATION_PAGE, PROCESS_PAGE } from '../../pages';

/** One of the result cards: its icon and title, then what it shows; the revenue card stands out with a coloured border. */
function ResultCard({ icon, title, highlighted = false, children }: { icon: ReactNode; title: string; highlighted?: boolean; children: ReactNode }) {
  return (
    <Card variant="outlined" sx={highlighted ? { borderColor: 'primary.main', borderWidth: 2 } : undefined}>
      <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 2 }}>
          <IconBadge icon={icon} />
          <Typography variant="h3" component="h3" sx={{ fontSize: '1.2rem' }}>
            {title}
          </Typography>
        </Stack>
        {children}
      </CardContent>
    </Card>
  );
}

function Stat({ id, value, label }: { id: string; value: string; label: string }) {
  return (
    <Box sx={{ p: 2, borderRadius: 2, bgcolor: ({ palette }) => alpha(palette.primary.main, 0.05), minWidth: 0 }}>
      <Typography data-testid={`roi-${id}`} sx={{ fontWeight: 800, fontSize: '1.6rem', color: 'primary.main', lineHeight: 1.2 }}>
        {value}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 500 }}>
        {label}
      </Typography>
    </Box>
  );
}

/** The five result cards of product.md §2, from the shared §9 calculation. */
export function RoiResults({ result, inputs }: { result: RoiResult; inputs: RoiInputs }) {
  const advantage = COMPETITIVE_ADVANTAGE_STYLES[result.competitiveAdvantage];
  const t = usePartnershipText();
  const figures = usePartnershipFigures();
  const language = useLanguage();
  const usd = usdIn(language);
  const number = numberIn(language);
  const gain = percentIn(language, { signed: true });
  const included = t('offer.included');
  return (
    <Stack spacing={3}>
      <ResultCard icon={<TrendIcon />} title={t('roi.benefits.title')}>
        <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: '1fr 1fr' }}>
          <Stat id="dwellTimeIncrease" value={gain(result.dwellTimeIncrease)} label={t('roi.benefits.dwellTime')} />
          <Stat id="customerSatisfactionIncrease" value={gain(result.customerSatisfactionIncrease)} label={t('roi.benefits.satisfaction')} />
          <Stat id="repeatVisitIncrease" value={gain(result.repeatVisitIncrease)} label={t('roi.benefits.repeatVisits')} />
          <Stat id="customerRetention" value={gain(result.customerRetention)} label={t('roi.benefits.retention')} />
        </Box>
      </ResultCard>

      <ResultCard icon={<BoltIcon />} title={t('roi.revenue.title')} highlighted>
        <Box>
          <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <Stat id="monthlyBenefit" value={usd(result.monthlyBenefit)} label={t('roi.revenue.monthly')} />
            <Stat id="yearlyBenefit" value={usd(result.yearlyBenefit)} label={t('roi.revenue.yearly')} />
          </Box>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mt: 2, gap: 2 }}>
            <Typography color="text.secondary">{t('roi.revenue.increase')}</Typography>
            <Typography data-testid="roi-revenueIncrease" sx={{ fontWeight: 800 }}>
              {gain(result.revenueIncrease)}
            </Typography>
          </Stack>
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }} data-testid="roi-basis">
          {t('roi.revenue.basis', { customers: number(inputs.dailyCustomers), spending: usd(inputs.averageSpending) })}
        </Typography>
      </ResultCard>

      <ResultCard icon={<StarIcon />} title={t('roi.more.title')}>
        <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 2 }}>
          <Typography color="text.secondary">{t('roi.more.advantage')}</Typography>
          <Chip
            data-testid="roi-competitiveAdvantage"
            label={t(`roi.advantage.${result.competitiveAdvantage}`)}
            sx={{ fontWeight: 700, bgcolor: advantage.hex, color: advantage.text }}
          />
        </Stack>
        <Stack component="ul" spacing={1.25} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {[
            t('roi.more.longerVisits', { minutes: number(inputs.averageDwellTime) }),
            t('roi.more.happier', { satisfaction: percentIn(language)(inputs.currentSatisfaction) }),
            t('roi.more.choice'),
            t('roi.more.reviews'),
          ].map((text) => (
            <Stack component="li" key={text} direction="row" spacing={1.25} sx={{ alignItems: 'flex-start' }}>
              <Box sx={{ color: 'primary.main', mt: '2px', flexShrink: 0 }}>
                <CheckIcon size={18} />
              </Box>
              <Typography>{text}</Typography>
            </Stack>
          ))}
        </Stack>
      </ResultCard>

      <ResultCard icon={<GiftIcon />} title={t('roi.value.title')}>
        <Stack spacing={1} divider={<Divider flexItem />}>
          {[
            [t('roi.value.equipment'), figures.equipment],
            [t('roi.value.installation'), figures.installation],
            [t('roi.value.maintenance'), included],
            [t('roi.value.liability'), included],
            [t('roi.value.support'), included],
          ].map(([what, worth]) => (
            <Stack key={what} direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
              <Typography color="text.secondary">{what}</Typography>
              <Typography sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>{worth}</Typography>
            </Stack>
          ))}
        </Stack>
        <Box
          sx={{
            mt: 2,
            p: 2,
            borderRadius: 2,
            bgcolor: 'secondary.main',
            color: 'secondary.contrastText',
            display: 'flex',
            justifyContent: 'space-between',
            alignItems: 'center',
            flexWrap: 'wrap',
            gap: 1,
          }}
        >
          <Typography sx={{ fontWeight: 700 }}>{t('roi.value.total')}</Typography>
          <Typography data-testid="roi-partnershipValue" sx={{ fontWeight: 900, fontSize: '1.5rem' }}>
            {t('offer.totalFree', figures)}
          </Typography>
        </Box>
      </ResultCard>

      <CtaCard size="aside" title={t('roi.cta.title')} text={t('roi.cta.text', figures)}>
        <LinkButton to={APPLICATION_PAGE.path} variant="contained" color="secondary" endIcon={<ArrowRightIcon size={18} />}>
          {t('cta.startApplication')}
        </LinkButton>
        <LinkButton to={PROCESS_PAGE.path} variant="outlined" sx={onCtaCardSx}>
          {t('roi.cta.process')}
        </LinkButton>
      </CtaCard>
    </Stack>
  );
}
