import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { AUDIT_ACTION_LABELS, auditActionLabel, type TeamMember } from '@powernest/domain';
import { TEXT } from './text';
import type { AuditFilterKey, AuditView } from './auditView';
import { DateRangeFields } from '../../components/DateRangeFields';

const T = TEXT.audit;
/** A select without a filter shows its "All …" entry rather than an empty box. */
const ALL_SHOWN = { select: { displayEmpty: true }, inputLabel: { shrink: true } } as const;

interface Props {
  filters: AuditView['filters'];
  /** The team, for "who" (undefined while it loads). */
  members: TeamMember[] | undefined;
  /** A new value for one filter ('' clears it). */
  onChange: (key: AuditFilterKey, value: string) => void;
  onClear: () => void;
}

/** Who (a team member), what (an action) and when (from/to days, UTC like the API). */
export function AuditFilters({ filters, members, onChange, onClear }: Props) {
  // A value from the URL the lists do not hold (a former account, an action this version does
  // not name) is still offered, so the select shows what is filtered.
  const people = (members ?? []).map((m) => ({ value: m.id, label: m.username ?? m.email }));
  if (filters.userId && !people.some((p) => p.value === filters.userId)) people.push({ value: filters.userId, label: filters.userId });
  const actions = Object.keys(AUDIT_ACTION_LABELS);
  if (filters.action && !actions.includes(filters.action)) actions.push(filters.action);

  return (
    <Box
      role="search"
      aria-label={T.filters}
      sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr 1fr auto' }, alignItems: 'center', mb: 2 }}
    >
      <TextField select size="small" label={T.who} value={filters.userId ?? ''} onChange={(e) => onChange('userId', e.target.value)} slotProps={ALL_SHOWN}>
        <MenuItem value="">{T.everyone}</MenuItem>
        {people.map((p) => (
          <MenuItem key={p.value} value={p.value}>
            {p.label}
          </MenuItem>
        ))}
      </TextField>
      <TextField select size="small" label={T.what} value={filters.action ?? ''} onChange={(e) => onChange('action', e.target.value)} slotProps={ALL_SHOWN}>
        <MenuItem value="">{T.allActions}</MenuItem>
        {actions.map((action) => (
          <MenuItem key={action} value={action}>
            {auditActionLabel(action)}
          </MenuItem>
        ))}
      </TextField>
      <DateRangeFields from={filters.from} to={filters.to} labels={T} onChange={onChange} />
      <Button onClick={onClear} disabled={Object.keys(filters).length === 0} sx={{ whiteSpace: 'nowrap' }}>
        {T.clearFilters}
      </Button>
    </Box>
  );
}
