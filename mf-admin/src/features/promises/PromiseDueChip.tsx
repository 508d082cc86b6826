import Chip from '@mui/material/Chip';
import type { SxProps, Theme } from '@mui/material/styles';
import { promiseDueOf } from './promiseDue';
import { TEXT } from './text';

const T = TEXT.mark;

/**
 * The mark of a lead within PROMISE_AT_RISK_HOURS of breaking a promise, or past it (issue #45): on
 * the desk's rows, the board's cards and the dashboard. Nothing for a lead with time to spare.
 */
export function PromiseDueChip({ promiseDueAt, now = new Date(), sx }: { promiseDueAt: unknown; now?: Date; sx?: SxProps<Theme> }) {
  const due = promiseDueOf(promiseDueAt, now);
  if (due.kind !== 'at-risk' && due.kind !== 'broken') return null;
  const atRisk = due.kind === 'at-risk';
  return (
    <Chip
      size="small"
      color={atRisk ? 'warning' : 'error'}
      label={atRisk ? T.atRisk : T.broken}
      title={atRisk ? T.atRiskLong(due.left) : T.brokenLong(-due.left)}
      aria-label={atRisk ? T.atRiskLong(due.left) : T.brokenLong(-due.left)}
      // MUI's warning orange under white text is 3:1; its light orange under black passes AA.
      sx={{ height: 20, ...(atRisk ? { bgcolor: 'warning.light', color: 'common.black' } : {}), ...sx }}
    />
  );
}

/** The desk's "Time left" cell text: "3 h 20 min left", "2 h late", or none owed. */
export function timeLeftText(promiseDueAt: unknown, now = new Date()): string {
  const due = promiseDueOf(promiseDueAt, now);
  if (due.kind === 'none') return TEXT.timeLeft.none;
  return due.left < 0 ? TEXT.timeLeft.late(-due.left) : TEXT.timeLeft.left(due.left);
}
