import type { ReactNode } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';

/** An outlined card with a small heading (h3) and a grey text: a point of the program, a business type's results. */
export function TextCard({ title, text, titleGap }: { title: string; text: ReactNode; titleGap: number }) {
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h3" sx={{ fontSize: '1.2rem', mb: titleGap }}>
          {title}
        </Typography>
        <Typography color="text.secondary">{text}</Typography>
      </CardContent>
    </Card>
  );
}
