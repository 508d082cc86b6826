import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from '@powernest/shared-ui/router';
import { MAP_LEGEND_OPTIONS, type networkStats } from '@powernest/domain';
import { CoverageCheck } from '../coverage';
import { markerDataUrl } from '../map';

/** Coverage near a place (and the waiting list), Suggest a Location, Become a Partner, Network Stats (unfiltered) and the marker legend. */
export function Sidebar({ stats }: { stats: ReturnType<typeof networkStats> }) {
  return (
    <Box component="aside" aria-label="About the network" sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
      <CoverageCheck />
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h3" sx={{ fontSize: '1.1rem', mb: 1 }}>
            Suggest a Location
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
            Know a business that should offer free charging? Tell us.
          </Typography>
          <Button component={RouterLink} to="/contact" variant="outlined" size="small">
            Suggest a Location
          </Button>
        </CardContent>
      </Card>
      <Card sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}>
        <CardContent>
          <Typography variant="h3" sx={{ fontSize: '1.1rem', mb: 1 }}>
            Become a Partner
          </Typography>
          <Typography variant="body2" sx={{ mb: 1.5 }}>
            Get FREE charging equipment for your business with zero liability.
          </Typography>
          <Button component={RouterLink} to="/partnership-application" variant="contained" color="secondary" size="small">
            Become a Partner
          </Button>
        </CardContent>
      </Card>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h3" sx={{ fontSize: '1.1rem', mb: 1 }}>
            Network Stats
          </Typography>
          <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: '1fr auto', rowGap: 0.5 }}>
            <Typography component="dt">Total partners</Typography>
            <Typography component="dd" data-testid="stat-partners" sx={{ m: 0, fontWeight: 700 }}>
              {stats.totalPartners}
            </Typography>
            <Typography component="dt">States</Typography>
            <Typography component="dd" data-testid="stat-states" sx={{ m: 0, fontWeight: 700 }}>
              {stats.states}
            </Typography>
            <Typography component="dt">Business types</Typography>
            <Typography component="dd" data-testid="stat-types" sx={{ m: 0, fontWeight: 700 }}>
              {stats.businessTypes}
            </Typography>
          </Box>
        </CardContent>
      </Card>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h3" sx={{ fontSize: '1.1rem', mb: 1 }}>
            Map legend
          </Typography>
          <Box component="ul" aria-label="Map legend" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.75 }}>
            {MAP_LEGEND_OPTIONS.map((o) => (
              <Box component="li" key={o.value} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                {/* The marker itself, pictogram included: the legend works without colour too. */}
                <Box component="img" src={markerDataUrl(o.value)} alt="" width={24} height={24} sx={{ display: 'block' }} />
                <Typography variant="body2">{o.label}</Typography>
              </Box>
            ))}
          </Box>
        </CardContent>
      </Card>
    </Box>
  );
}
