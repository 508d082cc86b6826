import Box from '@mui/material/Box';
import type { ApplicationStage } from '@powernest/domain';
import { usePartnershipText } from '../../i18n';
import { stageName } from './statusText';

/** The path an application takes; a closed one shows where it stopped as "Closed". */
const PATH: ApplicationStage[] = ['received', 'contacted', 'qualified', 'site_visit_scheduled', 'installed'];

/**
 * The stages as an ordered list, the current one marked (aria-current="step"); a stage before it
 * is ticked only when the application went through it (`reached`, issue #40): one booked
 * straight from "received" shows "Contacted" and "Qualified" unticked, never as done.
 */
export function StageSteps({ stage, reached, visitBooked }: { stage: ApplicationStage; reached: readonly ApplicationStage[]; visitBooked: boolean }) {
  const steps = stage === 'closed' ? [...PATH.slice(0, 1), 'closed' as const] : PATH;
  const current = steps.indexOf(stage);
  const done = (step: ApplicationStage, i: number) => i < current && reached.includes(step);
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
            borderColor: i === current || done(step, i) ? 'primary.main' : 'divider',
            bgcolor: i === current ? 'primary.main' : 'transparent',
            color: i === current ? 'primary.contrastText' : done(step, i) ? 'primary.main' : 'text.secondary',
          }}
        >
          {done(step, i) ? '✓ ' : ''}
          {stageName(step, t, visitBooked)}
        </Box>
      ))}
    </Box>
  );
}
