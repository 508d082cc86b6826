import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { OFFER_PROMISES } from '@powernest/domain';
import { PARTNERSHIP_VALUE } from '../../lib/offer';

const FACTS = [
  { value: '$0', label: 'Upfront cost and monthly fees' },
  { value: PARTNERSHIP_VALUE.total, label: `Equipment (${PARTNERSHIP_VALUE.equipment}) and installation (${PARTNERSHIP_VALUE.installation})` },
  { value: OFFER_PROMISES.installation, label: 'Professional installation' },
  { value: '24/7', label: 'Technical support' },
  { value: OFFER_PROMISES.terminationNotice, label: 'Notice to end, with no penalty' },
] as const;

/** The offer's key numbers (SPEC §1, §9) in one card. */
export function AtAGlance() {
  return (
    <Card variant="outlined">
      <CardContent sx={{ p: 3 }}>
        <Typography variant="h3" component="h2" gutterBottom sx={{ fontSize: '1.15rem' }}>
          Your partnership at a glance
        </Typography>
        <Stack divider={<Divider flexItem />} spacing={1.5} sx={{ mt: 2 }}>
          {FACTS.map((f) => (
            <Box key={f.label}>
              <Typography sx={{ fontWeight: 800, fontSize: '1.25rem', color: 'primary.main', lineHeight: 1.3 }}>{f.value}</Typography>
              <Typography variant="body2" color="text.secondary">
                {f.label}
              </Typography>
            </Box>
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}
