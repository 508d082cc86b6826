import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';

/** A card with an icon badge, a title and a short text (home, services). */
export function FeatureCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent sx={{ p: 3 }}>
        <Box
          aria-hidden="true"
          sx={{ width: 52, height: 52, borderRadius: 3, bgcolor: 'rgba(11,110,79,0.1)', color: 'primary.main', display: 'grid', placeItems: 'center', mb: 2 }}
        >
          {icon}
        </Box>
        <Typography variant="h3" component="h3" sx={{ fontSize: '1.25rem', mb: 1 }}>
          {title}
        </Typography>
        <Typography color="text.secondary">{children}</Typography>
      </CardContent>
    </Card>
  );
}
