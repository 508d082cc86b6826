import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { LOCATOR_BUSINESS_TYPE_OPTIONS, directionsUrl, labelOf, markerStyle, type PartnerLocation } from '@powernest/domain';

/** SPEC §9: three loading skeleton cards. */
export const LIST_SKELETONS = 3;
/** Cards per page; "Show more" loads the next (a network can have 100,000 partners). */
export const LIST_PAGE = 60;
/** The API's page size limit. */
export const LIST_MAX = 1000;

export function PartnerListSkeleton() {
  return (
    <Box sx={{ display: 'grid', gap: 2 }} aria-busy="true" aria-label="Loading locations">
      {Array.from({ length: LIST_SKELETONS }, (_, i) => (
        <Skeleton key={i} variant="rounded" height={150} data-testid="partner-skeleton" />
      ))}
    </Box>
  );
}

function PartnerCard({ partner, onShowOnMap }: { partner: PartnerLocation; onShowOnMap: () => void }) {
  const type = labelOf(LOCATOR_BUSINESS_TYPE_OPTIONS, partner.businessType) ?? partner.businessType;
  const style = markerStyle(partner.businessType);
  return (
    <Card component="article" variant="outlined" aria-label={partner.businessName}>
      <CardContent sx={{ display: 'grid', gap: 0.5 }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          <Typography variant="h3" sx={{ fontSize: '1.1rem' }}>
            {partner.businessName}
          </Typography>
          <Chip size="small" label={type} sx={{ bgcolor: style.hex, color: style.text, fontWeight: 600 }} />
        </Box>
        <Typography variant="body2">{partner.address}</Typography>
        <Typography variant="body2">
          {partner.city}, {partner.state}
        </Typography>
        <Typography variant="body2">
          <a href={`tel:${partner.phone}`}>{partner.phone}</a> · <a href={`mailto:${partner.email}`}>{partner.email}</a>
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, mt: 1, flexWrap: 'wrap' }}>
          <Button size="small" variant="contained" href={directionsUrl(partner)} target="_blank" rel="noopener noreferrer">
            Directions
          </Button>
          <Button size="small" variant="outlined" onClick={onShowOnMap}>
            Show on map
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}

export function PartnerList({
  partners,
  total,
  onShowMore,
  onShowOnMap,
}: {
  /** The loaded page(s); `total` is how many match in all. */
  partners: PartnerLocation[];
  total: number;
  onShowMore: () => void;
  onShowOnMap: (id: string) => void;
}) {
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {partners.map((p) => (
        <PartnerCard key={p.id} partner={p} onShowOnMap={() => onShowOnMap(p.id)} />
      ))}
      {total > partners.length ? (
        <Button variant="outlined" onClick={onShowMore}>
          Show more ({total - partners.length} more)
        </Button>
      ) : null}
    </Box>
  );
}
