import { Fragment, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card, { type CardProps } from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from '@powernest/shared-ui/router';
import { BRAND_NAME, formatLaunchDate, type PublicServiceArea, type networkStats } from '@powernest/domain';
import { useLanguage } from '@powernest/shared-ui/i18n';
import { CoverageCheck } from '../coverage';
import { markerSvg } from '../map';
import { useLocatorText, useNumberFormat } from '../../i18n';
import { useLegendOptions } from '../../i18n/businessTypes';

/** Coverage near a place (and the waiting list), Suggest a Location, Become a Partner, Network Stats (unfiltered) and the marker legend. */
/** One card of the sidebar, under its heading. */
function SidebarCard({ title, variant = 'outlined', sx, children }: { title: string; variant?: CardProps['variant']; sx?: CardProps['sx']; children: ReactNode }) {
  return (
    <Card variant={variant} sx={sx}>
      <CardContent>
        <Typography variant="h3" sx={{ fontSize: '1.1rem', mb: 1 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

/**
 * Where PowerNest serves and where it opens next (issue #44), in words: the map's rings say the
 * same. Nothing while there are no areas.
 */
function ServiceAreasCard({ areas }: { areas: readonly PublicServiceArea[] }) {
  const t = useLocatorText();
  const language = useLanguage();
  const serving = areas.filter((a) => a.status === 'active');
  const coming = areas.filter((a) => a.status === 'coming-soon');
  if (areas.length === 0) return null;
  const list = (items: readonly PublicServiceArea[], describe: (a: PublicServiceArea) => string) => (
    <Box component="ul" sx={{ m: 0, mb: 1.5, pl: 2.5 }}>
      {items.map((a) => (
        <Typography component="li" variant="body2" key={`${a.state}-${a.areaName}`}>
          {describe(a)}
        </Typography>
      ))}
    </Box>
  );
  const named = (a: PublicServiceArea) => `${a.areaName} (${a.state})`;
  return (
    <SidebarCard title={t('sidebar.areas.title', { brand: BRAND_NAME })}>
      {serving.length > 0 ? (
        <>
          <Typography component="h4" variant="subtitle2">
            {t('sidebar.areas.serving')}
          </Typography>
          {list(serving, named)}
        </>
      ) : null}
      {coming.length > 0 ? (
        <>
          <Typography component="h4" variant="subtitle2">
            {t('sidebar.areas.coming')}
          </Typography>
          {list(coming, (a) => (a.launchDate ? t('sidebar.areas.opens', { area: named(a), date: formatLaunchDate(a.launchDate, language) }) : named(a)))}
        </>
      ) : null}
    </SidebarCard>
  );
}

export function Sidebar({ stats, serviceAreas }: { stats: ReturnType<typeof networkStats>; serviceAreas: readonly PublicServiceArea[] }) {
  const t = useLocatorText();
  const number = useNumberFormat();
  const legend = useLegendOptions();
  return (
    <Box component="aside" aria-label={t('sidebar.label')} sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
      <CoverageCheck />
      <ServiceAreasCard areas={serviceAreas} />
      <SidebarCard title={t('sidebar.suggest.title')}>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {t('sidebar.suggest.text')}
        </Typography>
        <Button component={RouterLink} to="/contact" variant="outlined" size="small">
          {t('sidebar.suggest.action')}
        </Button>
      </SidebarCard>
      <SidebarCard title={t('sidebar.partner.title')} variant="elevation" sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}>
        <Typography variant="body2" sx={{ mb: 1.5 }}>
          {t('sidebar.partner.text')}
        </Typography>
        <Button component={RouterLink} to="/partnership-application" variant="contained" color="secondary" size="small">
          {t('sidebar.partner.action')}
        </Button>
      </SidebarCard>
      <SidebarCard title={t('sidebar.stats.title')}>
        <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: '1fr auto', rowGap: 0.5 }}>
          {[
            { label: t('sidebar.stats.partners'), testId: 'stat-partners', value: stats.totalPartners },
            { label: t('sidebar.stats.states'), testId: 'stat-states', value: stats.states },
            { label: t('sidebar.stats.businessTypes'), testId: 'stat-types', value: stats.businessTypes },
          ].map(({ label, testId, value }) => (
            <Fragment key={testId}>
              <Typography component="dt">{label}</Typography>
              <Typography component="dd" data-testid={testId} sx={{ m: 0, fontWeight: 700 }}>
                {number(value)}
              </Typography>
            </Fragment>
          ))}
        </Box>
      </SidebarCard>
      <SidebarCard title={t('sidebar.legend.title')}>
        <Box component="ul" aria-label={t('sidebar.legend.label')} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.75 }}>
          {legend.map((o) => (
            <Box component="li" key={o.value} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              {/* The marker itself, pictogram included: the legend works without colour too. */}
              {/* Markup made from the domain's colours and pictograms, never from data. */}
              <Box component="span" sx={{ display: 'block', width: 24, height: 24, '& svg': { display: 'block' } }} dangerouslySetInnerHTML={{ __html: markerSvg(o.value, 24) }} />
              <Typography variant="body2">{o.label}</Typography>
            </Box>
          ))}
        </Box>
      </SidebarCard>
    </Box>
  );
}
