import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from '@powernest/shared-ui/router';
import { auditActionLabel, type AuditEntryView } from '@powernest/domain';
import { adminLeadPath } from '../../pages';
import { TEXT } from './text';
import { changeSummary } from './auditSummary';
import { SkeletonRows } from '../../components/SkeletonRows';
import { TableHeadRow } from '../../components/TableHeadRow';

const T = TEXT.audit;
const COLUMNS = Object.values(T.columns);
const LOADING_ROWS = 5;

const when = (date: Date) => date.toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'medium' });

function who(entry: AuditEntryView): string {
  if (entry.username) return entry.username;
  if (entry.userId === 'system') return T.system;
  return entry.userId === 'unknown' ? T.unknownUser : entry.userId;
}

/** What the entry is about: a lead links to its page, a member reads as their username. */
function Resource({ entry, usernames }: { entry: AuditEntryView; usernames: Map<string, string> }) {
  const { resourceType, resourceId } = entry;
  if (resourceType === 'lead' && resourceId && /^\d+$/.test(resourceId)) {
    return (
      <Link component={RouterLink} to={adminLeadPath(Number(resourceId))} underline="hover">
        {T.lead(resourceId)}
      </Link>
    );
  }
  if (resourceType === 'user' && resourceId) return <>{T.user(usernames.get(resourceId) ?? resourceId)}</>;
  // A session's id is of no use to a reader.
  if (resourceType === 'session' || !resourceId) return <>{resourceType}</>;
  return (
    <>
      {resourceType} {resourceId}
    </>
  );
}

interface Props {
  /** undefined while the first page loads. */
  entries: AuditEntryView[] | undefined;
  /** Team members' usernames by id (for entries about a member). */
  usernames: Map<string, string>;
}

export function AuditTable({ entries, usernames }: Props) {
  return (
    <TableContainer>
      <Table aria-label={T.table} size="small" sx={{ '& td, & th': { px: 2, py: 1.25, verticalAlign: 'top' } }}>
        <TableHeadRow labels={COLUMNS} />
        <TableBody>
          {entries
            ? entries.map((entry) => (
                <TableRow key={entry.id} hover>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    <time dateTime={entry.timestamp.toISOString()}>{when(entry.timestamp)}</time>
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
                    <Resource entry={entry} usernames={usernames} />
                  </TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere', minWidth: 200 }}>{changeSummary(entry.oldValues, entry.newValues)}</TableCell>
                </TableRow>
              ))
            : <SkeletonRows rows={LOADING_ROWS} columns={COLUMNS.length} />}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
