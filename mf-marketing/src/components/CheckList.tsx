import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { CheckIcon } from './CheckIcon';

/** A list of benefits, each with a check mark in a theme colour ('primary.main' on light, 'secondary.main' on the dark panels). */
export function CheckList({ items, color = 'primary.main', gap = 1.5, dense = false, label }: {
  items: readonly string[];
  color?: string;
  gap?: number;
  /** Smaller marks and body2 text (the stories' results). */
  dense?: boolean;
  label?: string;
}) {
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap }}>
      {items.map((item) => (
        <Box component="li" key={item} sx={{ display: 'flex', gap: dense ? 1 : 1.5 }}>
          <CheckIcon color={color} size={dense ? 18 : undefined} />
          <Typography variant={dense ? 'body2' : undefined}>{item}</Typography>
        </Box>
      ))}
    </Box>
  );
}
