import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { EyeIcon, EyeOffIcon } from '@powernest/shared-ui/icons';

/** The show/hide toggle at the end of a password field. */
export function PasswordVisibilityAdornment({ visible, onToggle }: { visible: boolean; onToggle: () => void }) {
  return (
    <InputAdornment position="end">
      <IconButton
        onClick={onToggle}
        onMouseDown={(e) => e.preventDefault()}
        edge="end"
        aria-label={visible ? 'Hide password' : 'Show password'}
      >
        {visible ? <EyeOffIcon /> : <EyeIcon />}
      </IconButton>
    </InputAdornment>
  );
}
