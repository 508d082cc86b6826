import Chip from '@mui/material/Chip';
import { ROLE_LABELS, type UserRole } from '@powernest/domain';

// Who may manage the team stands out; admins in the brand's colour; the other staff roles grey.
const ROLE_COLOR: Partial<Record<UserRole, 'secondary' | 'primary'>> = { super_admin: 'secondary', admin: 'primary' };

export function RoleChip({ role }: { role: UserRole }) {
  return <Chip size="small" label={ROLE_LABELS[role]} color={ROLE_COLOR[role] ?? 'default'} variant={role === 'super_admin' ? 'filled' : 'outlined'} />;
}
