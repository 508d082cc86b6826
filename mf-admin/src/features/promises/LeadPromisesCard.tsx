import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { PROMISE_KINDS, promiseState, type AdminLeadDetail, type PromiseState } from '@powernest/domain';
import { SectionCard } from '../../components/SectionCard';
import { TEXT } from './text';

const T = TEXT.lead;
const COLOR: Record<PromiseState, 'success' | 'warning' | 'error' | 'default'> = { kept: 'success', late: 'warning', broken: 'error', 'at-risk': 'warning', open: 'default', closed: 'default' };

/** "Nov 28, 2026, 10:00 AM" in the reader's zone (the team's), or in `timeZone` with its name ("9:00 AM CST"). */
const at = (date: Date, timeZone?: string) =>
  date.toLocaleString('en-US', timeZone ? { timeZone, dateStyle: 'medium', timeStyle: 'short' } : { dateStyle: 'medium', timeStyle: 'short' }) +
  (timeZone ? ` ${new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' }).formatToParts(date).find((p) => p.type === 'timeZoneName')?.value ?? ''}` : '');

/** A lead's promises (issue #45): each one's state, when it is due (the team's time and the business's), when it was kept and by whom, or closed. */
export function LeadPromisesCard({ lead, timeZone, now = new Date() }: { lead: Pick<AdminLeadDetail, 'promises'>; timeZone?: string; now?: Date }) {
  const promises = lead.promises;
  return (
    <SectionCard title={T.heading} idPrefix="lead">
      {!promises ? (
        <Typography variant="body2" color="text.secondary">
          {T.none}
        </Typography>
      ) : (
        <Box component="ul" aria-label={T.heading} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
          {PROMISE_KINDS.flatMap((kind) => {
            const promise = promises[kind];
            if (!promise) return [];
            const state = promiseState(promise, now);
            return (
              <Box component="li" key={kind} sx={{ display: 'grid', gap: 0.25, justifyItems: 'start' }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {TEXT.labels[kind]} <Chip size="small" color={COLOR[state]} label={T.states[state]} sx={{ ml: 1, height: 20, ...(COLOR[state] === 'warning' ? { bgcolor: 'warning.light', color: 'common.black' } : {}) }} />
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {T.due(at(promise.dueAt), timeZone ? at(promise.dueAt, timeZone) : undefined)}
                </Typography>
                {promise.keptAt ? <Typography variant="body2">{T.kept(at(promise.keptAt), promise.keptBy, promise.keptWith === 'message')}</Typography> : null}
                {promise.closedAt && !promise.keptAt ? <Typography variant="body2">{T.closed(at(promise.closedAt))}</Typography> : null}
              </Box>
            );
          })}
        </Box>
      )}
    </SectionCard>
  );
}
