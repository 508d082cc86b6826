import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ROLE_LABELS, TEAM_ROLES, isTeamRole, type TeamMember, type TeamMemberChange } from '@powernest/domain';
import { TEXT } from './text';
import { RoleChip } from './RoleChip';
import { SkeletonRows } from '../../components/SkeletonRows';
import { TableHeadRow } from '../../components/TableHeadRow';

const T = TEXT.team;
const LOADING_ROWS = 3;

const when = (date: Date | undefined) => (date ? date.toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' }) : T.never);

interface Props {
  /** undefined while loading. */
  members: TeamMember[] | undefined;
  /** The signed-in super admin's username; undefined: everyone else reads the list only. */
  manager: string | undefined;
  onChange: (member: TeamMember, change: TeamMemberChange) => void;
}

/** The member's role select and (de)activate button; their own row only says "You". */
function Actions({ member, manager, onChange }: { member: TeamMember } & Omit<Props, 'members'>) {
  const who = member.username ?? member.email;
  if (member.username === manager) {
    return (
      <Typography variant="body2" color="text.secondary">
        {T.you}
      </Typography>
    );
  }
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <TextField
        select
        size="small"
        label={T.roleFor(who)}
        value={member.role}
        onChange={(e) => {
          const role = e.target.value;
          if (isTeamRole(role) && role !== member.role) onChange(member, { role });
        }}
        sx={{ minWidth: 170 }}
      >
        {TEAM_ROLES.map((role) => (
          <MenuItem key={role} value={role}>
            {ROLE_LABELS[role]}
          </MenuItem>
        ))}
      </TextField>
      <Button
        size="small"
        variant="outlined"
        color={member.active ? 'error' : 'primary'}
        aria-label={member.active ? T.deactivateLabel(who) : T.reactivateLabel(who)}
        onClick={() => onChange(member, { active: !member.active })}
        sx={{ whiteSpace: 'nowrap' }}
      >
        {member.active ? T.deactivate : T.reactivate}
      </Button>
    </Box>
  );
}

export function TeamTable({ members, manager, onChange }: Props) {
  const columns = manager ? Object.values(T.columns) : Object.values(T.columns).slice(0, -1);
  return (
    <TableContainer>
      <Table aria-label={T.table} size="small" sx={{ '& td, & th': { px: 2, py: 1.25 } }}>
        <TableHeadRow labels={columns} />
        <TableBody>
          {members
            ? members.map((member) => (
                <TableRow key={member.id} hover sx={member.active ? undefined : { '& td': { color: 'text.disabled' } }}>
                  <TableCell>
                    <Typography variant="body2" sx={{ fontWeight: 600, color: 'inherit' }}>
                      {member.name ?? member.username ?? member.email}
                    </Typography>
                    {member.username ? (
                      <Typography variant="caption" color="text.secondary">
                        {member.username}
                      </Typography>
                    ) : null}
                  </TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{member.email}</TableCell>
                  <TableCell>
                    <RoleChip role={member.role} />
                  </TableCell>
                  <TableCell>
                    <Chip size="small" label={member.active ? T.active : T.deactivated} color={member.active ? 'success' : 'default'} variant="outlined" />
                    {member.active && member.mustChangePassword ? (
                      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5 }}>
                        {T.passwordNotChanged}
                      </Typography>
                    ) : null}
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{when(member.lastLogin)}</TableCell>
                  {manager ? (
                    <TableCell>
                      <Actions member={member} manager={manager} onChange={onChange} />
                    </TableCell>
                  ) : null}
                </TableRow>
              ))
            : <SkeletonRows rows={LOADING_ROWS} columns={columns.length} />}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
