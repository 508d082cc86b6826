import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from '@powernest/shared-ui/router';
import { auditActionLabel, type AuditEntryView } from '@powernest/domain';
import { ADMIN_PARTNERS_PAGE, adminLeadPath } from '../../pages';
import { TEXT } from './text';
import { changeSummary, formatAuditTime } from './auditSummary';
import { SkeletonRows } from '../../components/SkeletonRows';
import { TableHeadRow } from '../../components/TableHeadRow';

const T = TEXT.audit;
const COLUMNS = Object.values(T.columns);
const LOADING_ROWS = 5;

function who(entry: AuditEntryView): string {
  if (entry.username) return entry.username;
  if (entry.userId === 'applicant') return T.applicant;
  if (entry.userId === 'system') return T.system;
  return entry.userId === 'unknown' ? T.unknownUser : entry.userId;
}

/** The kinds of resource the API names (resourceName), each with how its id reads. */
const NAMED: Record<string, (id: string) => string> = { lead: T.lead, partner: T.partner, user: T.user };

/** Where a named resource is shown: a lead's page, the partners list found by the name; members have none. */
function pathOf(type: string, id: string, name: string): string | undefined {
  if (type === 'lead' && /^\d+$/.test(id)) return adminLeadPath(Number(id));
  if (type === 'partner') return `${ADMIN_PARTNERS_PAGE.path}?${new URLSearchParams({ q: name })}`;
  return undefined;
}

/**
 * What the entry is about: a lead, partner or member by its name (a link where it has a page),
 * with its id below; one no longer stored by its id, marked deleted. Other kinds by kind and id.
 */
function Resource({ entry }: { entry: AuditEntryView }) {
  const { resourceType, resourceId, resourceName } = entry;
  // A session's id is of no use to a reader.
  if (resourceType === 'session' || !resourceId) return <>{resourceType}</>;
  const idLabel = NAMED[resourceType]?.(resourceId);
  if (!idLabel) {
    return (
      <>
        {resourceType} {resourceId}
      </>
    );
  }
  if (!resourceName) {
    return (
      <Typography variant="body2">
        {idLabel}{' '}
        <Typography component="span" variant="body2" color="text.secondary">
          {T.deleted}
        </Typography>
      </Typography>
    );
  }
  const path = pathOf(resourceType, resourceId, resourceName);
  return (
    <>
      <Typography variant="body2">
        {path ? (
          <Link component={RouterLink} to={path} underline="hover">
            {resourceName}
          </Link>
        ) : (
          resourceName
        )}
      </Typography>
      <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {idLabel}
      </Typography>
    </>
  );
}

interface Props {
  /** undefined while the first page loads. */
  entries: AuditEntryView[] | undefined;
  /** The team's time zone (the API's answer names it): every time is shown in it. */
  timeZone: string;
}

export function AuditTable({ entries, timeZone }: Props) {
  return (
    <TableContainer>
      <Table aria-label={T.table} size="small" sx={{ '& td, & th': { px: 2, py: 1.25, verticalAlign: 'top' } }}>
        <TableHeadRow labels={COLUMNS} />
        <TableBody>
          {entries
            ? entries.map((entry) => (
                <TableRow key={entry.id} hover>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    <time dateTime={entry.timestamp.toISOString()}>{formatAuditTime(entry.timestamp, timeZone)}</time>
                  </TableCell>
                  <TableCell>
                    <Typography variant="body2" sx={{ fontWeight: 600 }}>
                      {who(entry)}
                    </Typography>
                    {entry.ipAddress ? (
                      <Typography variant="caption" color="text.secondary">
                        {entry.ipAddress}
                      </Typography>
                    ) : null}
                  </TableCell>
                  <TableCell>
                    <Typography variant="body2">{auditActionLabel(entry.action)}</Typography>
                    <Typography variant="caption" color="text.secondary" sx={{ fontFamily: 'monospace' }}>
                      {entry.action}
                    </Typography>
                  </TableCell>
                  <TableCell>
                    <Resource entry={entry} />
                  </TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere', minWidth: 200 }}>{changeSummary(entry.oldValues, entry.newValues, timeZone)}</TableCell>
                </TableRow>
              ))
            : <SkeletonRows rows={LOADING_ROWS} columns={COLUMNS.length} />}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
