import Chip from '@mui/material/Chip';
import { leadStatusLabel } from '@powernest/domain';

// Open leads in the brand's colours, closed ones grey; a status this version does not know
// shows as it is.
const STATUS_COLOR: Record<string, 'info' | 'success' | 'warning' | 'default'> = {
  new: 'info',
  contacted: 'warning',
  qualified: 'warning',
  site_visit_scheduled: 'warning',
  installed: 'success',
};

export function LeadStatusChip({ status }: { status: string }) {
  return <Chip size="small" label={leadStatusLabel(status)} color={STATUS_COLOR[status] ?? 'default'} variant={status === 'new' ? 'outlined' : 'filled'} />;
}
