import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { ServiceAreaView } from '@powernest/domain';
import { AdminTable } from '../../components/AdminTable';
import { formatLeadDate } from '../../lib/leadRow';
import { TEXT, launchDay } from './text';

const T = TEXT.serviceAreas;

/** What a row's buttons ask for: the page opens the form or a confirmation. */
export type AreaAction = 'edit' | 'open' | 'coming-soon' | 'retire';

function StatusChip({ area }: { area: ServiceAreaView }) {
  const label = area.status === 'coming-soon' && area.launchDate ? T.comingSoonOn(launchDay(area.launchDate)) : T.status[area.status];
  return <Chip size="small" label={label} color={area.status === 'active' ? 'success' : area.status === 'coming-soon' ? 'info' : 'default'} variant={area.status === 'retired' ? 'outlined' : 'filled'} />;
}

/** The buttons of one row: Edit, and the quick moves its status allows. */
function RowActions({ area, onAction }: { area: ServiceAreaView; onAction: (action: AreaAction, area: ServiceAreaView) => void }) {
  const name = area.areaName;
  return (
    // One line: on a phone the table scrolls sideways rather than each row growing tall.
    <Box sx={{ display: 'flex', flexWrap: 'nowrap', gap: 0.5, whiteSpace: 'nowrap' }}>
      <Button size="small" aria-label={T.editLabel(name)} onClick={() => onAction('edit', area)}>
        {T.edit}
      </Button>
      {area.status !== 'active' ? (
        <Button size="small" variant="outlined" color="success" aria-label={T.openNowLabel(name)} onClick={() => onAction('open', area)}>
          {T.openNow}
        </Button>
      ) : null}
      {area.status !== 'coming-soon' ? (
        <Button size="small" aria-label={T.comingSoonLabel(name)} onClick={() => onAction('coming-soon', area)}>
          {T.comingSoon}
        </Button>
      ) : null}
      {area.status !== 'retired' ? (
        <Button size="small" color="warning" aria-label={T.retireLabel(name)} onClick={() => onAction('retire', area)}>
          {T.retire}
        </Button>
      ) : null}
    </Box>
  );
}

/** Every area, as the API lists them; `onAction` undefined (a role that only reads): no buttons. */
export function ServiceAreasTable({ areas, onAction }: { areas: ServiceAreaView[] | undefined; onAction?: (action: AreaAction, area: ServiceAreaView) => void }) {
  const { actions, ...readColumns } = T.columns;
  const labels = onAction ? [...Object.values(readColumns), actions] : Object.values(readColumns);
  return (
    <AdminTable
      label={T.table}
      columns={labels}
      items={areas}
      none={T.none}
      row={(area) => (
        <TableRow key={area.id} hover>
          <TableCell sx={{ fontWeight: 600 }}>{area.areaName}</TableCell>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>{T.kind(area.kind, area)}</TableCell>
          <TableCell>{area.state}</TableCell>
          <TableCell>
            <StatusChip area={area} />
          </TableCell>
          <TableCell>{area.waiting}</TableCell>
          <TableCell>{area.told}</TableCell>
          <TableCell>{area.activatedAt ? formatLeadDate(area.activatedAt).date : '—'}</TableCell>
          {onAction ? (
            <TableCell>
              <RowActions area={area} onAction={onAction} />
            </TableCell>
          ) : null}
        </TableRow>
      )}
    />
  );
}
