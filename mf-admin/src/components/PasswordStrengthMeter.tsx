import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { STRENGTH_LABELS, accountWords, isPasswordStrengthLoaded, loadPasswordStrength, normalizePassword, passwordStrength, MIN_STRENGTH_SCORE } from '@powernest/domain/password';
import { SHARED_TEXT as TEXT } from '../text';

const T = TEXT.changePassword;
const COLOURS = ['error', 'error', 'warning', 'success', 'success'] as const;

/** True once zxcvbn's dictionaries are here (they load on first use, a chunk of their own). */
function useStrengthLoaded(): boolean {
  const [loaded, setLoaded] = useState(isPasswordStrengthLoaded);
  useEffect(() => {
    let live = true;
    if (!loaded) void loadPasswordStrength().then(() => live && setLoaded(true));
    return () => {
      live = false;
    };
  }, [loaded]);
  return loaded;
}

/**
 * How guessable the typed password is, as the policy rates it, as you type: a bar and, because a
 * colour is not enough, its label in words and zxcvbn's first hint. Nothing for an empty field.
 */
export function PasswordStrengthMeter({ password, username }: { password: string; username: string | undefined }) {
  const loaded = useStrengthLoaded();
  if (!password) return null;
  if (!loaded) {
    return (
      <Typography variant="caption" color="text.secondary" role="status">
        {T.strengthLoading}
      </Typography>
    );
  }
  const { score, hints } = passwordStrength(normalizePassword(password), accountWords(username));
  const label = STRENGTH_LABELS[score];
  const hint = score < MIN_STRENGTH_SCORE ? hints[0] : undefined;
  return (
    <Box>
      <LinearProgress
        variant="determinate"
        value={(score + 1) * 20}
        color={COLOURS[score]}
        aria-label={T.strength}
        aria-valuetext={label}
        sx={{ height: 6, borderRadius: 3 }}
      />
      <Typography variant="caption" color="text.secondary" role="status" aria-live="polite">
        {`${T.strength}: ${label}${hint ? `. ${hint}` : ''}`}
      </Typography>
    </Box>
  );
}
