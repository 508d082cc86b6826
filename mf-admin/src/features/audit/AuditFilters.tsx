import { AUDIT_ACTION_LABELS, auditActionLabel, type TeamMember } from '@powernest/domain';
import { TEXT } from './text';
import type { AuditFilterKey, AuditView } from './auditView';
import { DateRangeFields } from '../../components/DateRangeFields';
import { FilterBar, FilterSelect } from '../../components/PagedList';

const T = TEXT.audit;

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
    <FilterBar label={T.filters} columns="1fr 1fr 1fr 1fr auto" filters={filters} clearLabel={T.clearFilters} onClear={onClear}>
      <FilterSelect label={T.who} value={filters.userId} allLabel={T.everyone} options={people} onChange={(value) => onChange('userId', value)} />
      <FilterSelect
        label={T.what}
        value={filters.action}
        allLabel={T.allActions}
        options={actions.map((action) => ({ value: action, label: auditActionLabel(action) }))}
        onChange={(value) => onChange('action', value)}
      />
      <DateRangeFields from={filters.from} to={filters.to} labels={T} onChange={onChange} />
    </FilterBar>
  );
}
