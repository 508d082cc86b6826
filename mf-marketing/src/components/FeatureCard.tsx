import type { ReactNode } from 'react';
import { IconBadge } from '@powernest/shared-ui/components';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';

/** A card with an icon badge, a title and a short text (home, services: the first level under the page's h1). */
export function FeatureCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent sx={{ p: 3 }}>
        <Box sx={{ mb: 2 }}>
          <IconBadge icon={icon} size={52} />
        </Box>
        <Typography variant="h3" component="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
          {title}
        </Typography>
        <Typography color="text.secondary">{children}</Typography>
      </CardContent>
    </Card>
  );
}
