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
import { COMPETITIVE_ADVANTAGE_STYLES, OFFER_TEXT, formatUsd, type RoiInputs, type RoiResult } from '@powernest/domain';
import { ArrowRightIcon, BoltIcon, CheckIcon, GiftIcon, StarIcon, TrendIcon } from '@powernest/shared-ui/icons';
import { LinkButton } from '../../components/LinkButton';
import { PARTNERSHIP_VALUE } from '../../lib/offer';
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

/** The five result cards of SPEC §2, from the shared §9 calculation. */
export function RoiResults({ result, inputs }: { result: RoiResult; inputs: RoiInputs }) {
  const advantage = COMPETITIVE_ADVANTAGE_STYLES[result.competitiveAdvantage];
  return (
    <Stack spacing={3}>
      <ResultCard icon={<TrendIcon />} title="Projected Benefits">
        <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: '1fr 1fr' }}>
          <Stat id="dwellTimeIncrease" value={`+${result.dwellTimeIncrease}%`} label="Longer customer visits" />
          <Stat id="customerSatisfactionIncrease" value={`+${result.customerSatisfactionIncrease}%`} label="Customer satisfaction" />
          <Stat id="repeatVisitIncrease" value={`+${result.repeatVisitIncrease}%`} label="Repeat visits" />
          <Stat id="customerRetention" value={`+${result.customerRetention}%`} label="Customer retention" />
        </Box>
      </ResultCard>

      <ResultCard icon={<BoltIcon />} title="Revenue Impact" highlighted>
        <Box>
          <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <Stat id="monthlyBenefit" value={formatUsd(result.monthlyBenefit)} label="Estimated extra revenue per month" />
            <Stat id="yearlyBenefit" value={formatUsd(result.yearlyBenefit)} label="Estimated extra revenue per year" />
          </Box>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mt: 2, gap: 2 }}>
            <Typography color="text.secondary">
              Revenue increase
            </Typography>
            <Typography data-testid="roi-revenueIncrease" sx={{ fontWeight: 800 }}>
              +{result.revenueIncrease}%
            </Typography>
          </Stack>
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }} data-testid="roi-basis">
          Based on {inputs.dailyCustomers} customers a day spending {formatUsd(inputs.averageSpending)} on average.
        </Typography>
      </ResultCard>

      <ResultCard icon={<StarIcon />} title="Additional Benefits">
        <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 2 }}>
          <Typography color="text.secondary">Competitive advantage</Typography>
          <Chip
            data-testid="roi-competitiveAdvantage"
            label={result.competitiveAdvantage}
            sx={{ fontWeight: 700, bgcolor: advantage.hex, color: advantage.text }}
          />
        </Stack>
        <Stack component="ul" spacing={1.25} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {[
            `Customers stay longer when their phone is charging (today's average visit: ${inputs.averageDwellTime} minutes).`,
            `Happier customers: a free amenity on top of today's ${inputs.currentSatisfaction}% satisfaction.`,
            'A reason to choose you over a competitor without free charging.',
            'Word of mouth and reviews that mention the free charging.',
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

      <ResultCard icon={<GiftIcon />} title="Partnership Value">
        <Stack spacing={1} divider={<Divider flexItem />}>
          {[
            ['Kiosk equipment', PARTNERSHIP_VALUE.equipment],
            ['Professional installation', PARTNERSHIP_VALUE.installation],
            ['Maintenance and repairs', 'Included'],
            ['Complete liability coverage', 'Included'],
            ['24/7 technical support', 'Included'],
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
          <Typography sx={{ fontWeight: 700 }}>Your total value</Typography>
          <Typography data-testid="roi-partnershipValue" sx={{ fontWeight: 900, fontSize: '1.5rem' }}>
            {PARTNERSHIP_VALUE.total}
          </Typography>
        </Box>
      </ResultCard>

      <Card sx={{ color: 'primary.contrastText', backgroundImage: ({ palette }) => `linear-gradient(135deg, ${palette.primary.main} 0%, ${palette.primary.dark} 100%)` }}>
        <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
          <Typography variant="h3" component="h3" gutterBottom sx={{ fontSize: '1.3rem' }}>
            Ready to offer free charging?
          </Typography>
          <Typography sx={{ opacity: 0.9, mb: 2.5 }}>
            {OFFER_TEXT.applyAndReview}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
            <LinkButton to={APPLICATION_PAGE.path} variant="contained" color="secondary" endIcon={<ArrowRightIcon size={18} />}>
              Start Your Application
            </LinkButton>
            <LinkButton to={PROCESS_PAGE.path} variant="outlined" sx={{ color: 'common.white', borderColor: 'rgba(255,255,255,0.7)' }}>
              See How It Works
            </LinkButton>
          </Stack>
        </CardContent>
      </Card>
    </Stack>
  );
}
