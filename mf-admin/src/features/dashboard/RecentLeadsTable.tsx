import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { RECENT_LEADS_SHOWN } from '@powernest/domain';
import { leadRowView } from '../../lib/leadRow';
import { LeadStatusChip } from '../../components/LeadStatusChip';
import { ContactCell, ReceivedCell, TwoLineCell } from '../../components/LeadCells';
import { LeadRows } from '../../components/LeadRowGuard';
import { TEXT } from './text';
import { ADMIN_LEADS_PAGE } from '../../pages';
import { Link as RouterLink } from '@powernest/shared-ui/router';
import { InboxIcon } from '@powernest/shared-ui/icons';
import { TableHeadRow } from '../../components/TableHeadRow';

const T = TEXT.dashboard;
const COLUMNS = ['Business', 'Contact', 'Type', 'Status', 'Date'] as const;

function LeadRow({ lead }: { lead: unknown }) {
  const row = leadRowView(lead);
  return (
    <TableRow hover>
      <TwoLineCell
        first={
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {row.businessName}
          </Typography>
        }
        second={row.location}
      />
      <ContactCell row={row} />
      <TableCell>
        <Typography variant="body2">{row.type}</Typography>
      </TableCell>
      <TableCell>
        <LeadStatusChip status={row.status} />
      </TableCell>
      <ReceivedCell row={row} />
    </TableRow>
  );
}

/** The "Recent Leads" card: the first 10 leads (newest first), or its empty/loading/error state. */
export function RecentLeadsTable({ leads, error }: { leads: unknown[] | undefined; error: boolean }) {
  const shown = leads?.slice(0, RECENT_LEADS_SHOWN);
  return (
    <Paper variant="outlined" component="section" aria-labelledby="recent-leads-title" sx={{ borderRadius: 3, minWidth: 0, overflow: 'hidden' }}>
      <Box sx={{ px: { xs: 2, sm: 3 }, pt: 2.5, pb: 1.5, display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 2 }}>
        <Box>
          <Typography id="recent-leads-title" variant="h3" component="h2" sx={{ fontSize: '1.2rem' }}>
            {T.recentLeads}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {T.recentLeadsCaption}
          </Typography>
        </Box>
        <Button component={RouterLink} to={ADMIN_LEADS_PAGE.path} variant="outlined" size="small" sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}>
          {T.allLeads}
        </Button>
      </Box>

      {error ? (
        <Box sx={{ px: { xs: 2, sm: 3 }, pb: 3 }}>
          <Alert severity="error">
            <AlertTitle>{T.leadsErrorTitle}</AlertTitle>
            {TEXT.common.leadsErrorDescription}
          </Alert>
        </Box>
      ) : shown && shown.length === 0 ? (
        <Box sx={{ px: 3, py: 6, textAlign: 'center', color: 'text.secondary' }}>
          <Box sx={{ display: 'inline-grid', placeItems: 'center', width: 56, height: 56, borderRadius: '50%', bgcolor: 'action.hover', mb: 1.5 }}>
            <InboxIcon size={26} />
          </Box>
          <Typography component="p" variant="h6" color="text.primary" sx={{ fontSize: '1.05rem', fontWeight: 700 }}>
            {TEXT.common.emptyTitle}
          </Typography>
          <Typography variant="body2">{TEXT.common.emptyDescription}</Typography>
        </Box>
      ) : (
        // Only the table scrolls sideways on a narrow screen, never the page.
        <TableContainer sx={{ overflowX: 'auto' }} tabIndex={0} aria-label={`${T.recentLeads} table`}>
          <Table size="small" sx={{ minWidth: 760, '& td, & th': { px: { xs: 1.5, sm: 2 }, py: 1.25 } }}>
            <TableHeadRow labels={COLUMNS} />
            <TableBody aria-busy={shown === undefined}>
              <LeadRows leads={shown} columns={COLUMNS.length} row={(lead) => <LeadRow lead={lead} />} />
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Paper>
  );
}
