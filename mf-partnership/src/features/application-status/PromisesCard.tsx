import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { ApplicationView } from '@powernest/domain';
import { useLanguage } from '@powernest/shared-ui/i18n';
import { usePartnershipText } from '../../i18n';
import { visitTimeIn } from './statusText';

type StatusPromise = NonNullable<ApplicationView['promises']>[number];

/** A state as the applicant reads it: at risk is still "in progress" to them (the team's mark, not theirs). */
const STATE_KEY = { kept: 'kept', late: 'late', broken: 'broken', open: 'open', 'at-risk': 'open', closed: 'open' } as const;
const STATE_COLOR = { kept: 'success', late: 'warning', broken: 'error', open: 'default' } as const;

/**
 * What the offer promised the applicant and how each promise went (issue #45), in their language
 * and their business's time zone: "We promised to call you by …. We called on …" (or "We wrote
 * to you on …" when a message of the team kept it), and plainly
 * when one was missed. Server rendered like the rest of the page.
 */
export function PromisesCard({ promises, timeZone }: { promises: readonly StatusPromise[]; timeZone: string }) {
  const t = usePartnershipText();
  const language = useLanguage();
  const when = (date: Date) => visitTimeIn(date, timeZone, language, t);
  if (promises.length === 0) return null;
  return (
    <Card variant="outlined" component="section" aria-labelledby="promises-heading">
      <CardContent>
        <Typography id="promises-heading" variant="h5" component="h2" gutterBottom>
          {t('status.promises.heading')}
        </Typography>
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
          {promises.map((promise) => {
            const state = STATE_KEY[promise.state];
            const sentences = [
              t(state === 'open' ? `status.promise.${promise.kind}.will` : `status.promise.${promise.kind}.promised`, { when: when(promise.dueAt) }),
              // Kept by a message the team sent: "We wrote to you on …", not "We called".
              promise.keptAt ? t(promise.keptWith === 'message' ? 'status.promise.contact.keptByMessage' : `status.promise.${promise.kind}.kept`, { when: when(promise.keptAt) }) : null,
              state === 'late' ? t('status.promise.late') : state === 'broken' ? t('status.promise.broken') : null,
            ].filter((s): s is string => s !== null);
            return (
              <Box component="li" key={promise.kind} sx={{ display: 'grid', gap: 0.5, justifyItems: 'start' }}>
                <Chip
                  size="small"
                  variant={state === 'open' ? 'outlined' : 'filled'}
                  color={STATE_COLOR[state]}
                  label={t(`status.promise.state.${state}`)}
                  // MUI's warning orange under white text is 3:1; its light orange under black passes AA.
                  sx={state === 'late' ? { bgcolor: 'warning.light', color: 'common.black' } : undefined}
                />
                <Typography>{sentences.join(' ')}</Typography>
              </Box>
            );
          })}
        </Box>
      </CardContent>
    </Card>
  );
}
