import type { ReactNode } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** An outlined button on a CtaCard: white on its gradient. */
export const onCtaCardSx = { color: 'common.white', borderColor: 'rgba(255,255,255,0.7)' } as const;

const SIZES = {
  /** A page's own call to action. */
  page: { heading: 'h2', headingSx: { fontSize: { xs: '1.5rem', md: '1.9rem' } }, padding: { xs: 3, md: 4 }, textMb: 3, spacing: 2 },
  /** One below other content (the ROI results). */
  aside: { heading: 'h3', headingSx: { fontSize: '1.3rem' }, padding: { xs: 2.5, sm: 3 }, textMb: 2.5, spacing: 1.5 },
} as const;

/** A call to action on the brand's gradient: a title, a line of text and its buttons (`children`). */
export function CtaCard({ size, title, text, gridArea, children }: { size: keyof typeof SIZES; title: ReactNode; text: ReactNode; gridArea?: string; children: ReactNode }) {
  const { heading, headingSx, padding, textMb, spacing } = SIZES[size];
  return (
    <Card sx={{ gridArea, color: 'primary.contrastText', backgroundImage: ({ palette }) => `linear-gradient(135deg, ${palette.primary.main} 0%, ${palette.primary.dark} 100%)` }}>
      <CardContent sx={{ p: padding }}>
        <Typography variant={heading} component={heading} gutterBottom sx={headingSx}>
          {title}
        </Typography>
        <Typography sx={{ mb: textMb, opacity: 0.9 }}>{text}</Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={spacing}>
          {children}
        </Stack>
      </CardContent>
    </Card>
  );
}
