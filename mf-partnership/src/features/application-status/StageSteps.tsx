import Box from '@mui/material/Box';
import type { ApplicationStage } from '@powernest/domain';
import { usePartnershipText } from '../../i18n';
import { stageName } from './statusText';

/** The path an application takes; a closed one shows where it stopped as "Closed". */
const PATH: ApplicationStage[] = ['received', 'contacted', 'qualified', 'site_visit_scheduled', 'installed'];

/** The stages as an ordered list, the current one marked (aria-current="step"), the ones before it done. */
export function StageSteps({ stage }: { stage: ApplicationStage }) {
  const steps = stage === 'closed' ? [...PATH.slice(0, 1), 'closed' as const] : PATH;
  const current = steps.indexOf(stage);
  const t = usePartnershipText();
  return (
    <Box component="ol" aria-label={t('status.stepsLabel')} sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      {steps.map((step, i) => (
        <Box
          component="li"
          key={step}
          aria-current={i === current ? 'step' : undefined}
          sx={{
            px: 1.5,
            py: 0.5,
            borderRadius: 4,
            fontSize: '0.875rem',
            fontWeight: i === current ? 700 : 400,
            border: 1,
            borderColor: i <= current ? 'primary.main' : 'divider',
            bgcolor: i === current ? 'primary.main' : 'transparent',
            color: i === current ? 'primary.contrastText' : i < current ? 'primary.main' : 'text.secondary',
          }}
        >
          {i < current ? '✓ ' : ''}
          {stageName(step, t)}
        </Box>
      ))}
    </Box>
  );
}
