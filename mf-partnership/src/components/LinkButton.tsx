import Button, { type ButtonProps } from '@mui/material/Button';
import { Link as RouterLink } from '@powernest/shared-ui/router';

/** An MUI button that navigates with the host's router (absolute paths across remotes). */
export function LinkButton({ to, ...rest }: Omit<ButtonProps<typeof RouterLink>, 'component'> & { to: string }) {
  return <Button component={RouterLink} to={to} {...rest} />;
}
