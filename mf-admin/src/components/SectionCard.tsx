import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** One section of an admin page, a region named by its heading (ids: `<idPrefix>-<title>`), with a line under it when given (read out as it changes). */
export function SectionCard({ title, idPrefix, caption, children }: { title: string; idPrefix: string; caption?: ReactNode; children: ReactNode }) {
  const id = `${idPrefix}-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ borderRadius: 3, p: { xs: 2, sm: 3 }, minWidth: 0 }}>
      <Typography id={id} variant="h3" component="h2" sx={{ fontSize: '1.15rem', mb: caption === undefined ? 1.5 : 0 }}>
        {title}
      </Typography>
      {caption === undefined ? null : (
        <Typography variant="body2" color="text.secondary" aria-live="polite" sx={{ mb: 2 }}>
          {caption}
        </Typography>
      )}
      {children}
    </Paper>
  );
}
