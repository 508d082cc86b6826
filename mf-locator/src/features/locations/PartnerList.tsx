import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Pagination from '@mui/material/Pagination';
import PaginationItem from '@mui/material/PaginationItem';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from '@powernest/shared-ui/router';
import { LOCATOR_BUSINESS_TYPE_OPTIONS, directionsUrl, labelOf, markerStyle, type PartnerLocation } from '@powernest/domain';
import { LIST_PAGE_SIZE } from '../../data/usePartners';

/** SPEC §9: three loading skeleton cards. */
const LIST_SKELETONS = 3;
/** WCAG 2.5.5: a finger needs 44 CSS px. */
const TOUCH = { minHeight: 44 };
const BADGE = { fontWeight: 600 };

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
          {/* Colours inline: one style rule for every type's badge (an `sx` colour would write a
              whole Chip rule per type into the page's critical CSS). */}
          <Chip size="small" label={type} sx={BADGE} style={{ backgroundColor: style.hex, color: style.text }} />
        </Box>
        <Typography variant="body2">{partner.address}</Typography>
        <Typography variant="body2">
          {partner.city}, {partner.state}
        </Typography>
        <Typography variant="body2">
          <a href={`tel:${partner.phone}`}>{partner.phone}</a> · <a href={`mailto:${partner.email}`}>{partner.email}</a>
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, mt: 1, flexWrap: 'wrap' }}>
          <Button variant="contained" href={directionsUrl(partner)} target="_blank" rel="noopener noreferrer" sx={TOUCH}>
            Directions
          </Button>
          <Button variant="outlined" onClick={onShowOnMap} sx={TOUCH}>
            Show on map
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}

/**
 * One page of the partners the filters match, and links to the others (`?page=2`): plain
 * links, so paging works before and without JavaScript (with it, the router follows them).
 */
export function PartnerList({
  partners,
  total,
  page,
  pageHref,
  onShowOnMap,
}: {
  /** This page's partners; `total` is how many match in all. */
  partners: PartnerLocation[];
  total: number;
  page: number;
  pageHref: (page: number) => string;
  onShowOnMap: (id: string) => void;
}) {
  const pages = Math.ceil(total / LIST_PAGE_SIZE);
  const first = (page - 1) * LIST_PAGE_SIZE + 1;
  return (
    <Box component="section" aria-label="Partner locations" sx={{ display: 'grid', gap: 2 }}>
      {partners.map((p) => (
        <PartnerCard key={p.id} partner={p} onShowOnMap={() => onShowOnMap(p.id)} />
      ))}
      {pages > 1 ? (
        <Box sx={{ display: 'grid', justifyItems: 'center', gap: 1 }}>
          <Typography variant="body2" color="text.secondary">
            {partners.length ? `Showing ${first}–${first + partners.length - 1} of ${total}` : `Page ${page} is past the last page (${pages}).`}
          </Typography>
          <Pagination
            page={Math.min(page, pages)}
            count={pages}
            siblingCount={0}
            renderItem={(item) => (
              <PaginationItem component={RouterLink} to={pageHref(item.page ?? 1)} {...item} sx={{ minWidth: 44, height: 44, borderRadius: 22 }} />
            )}
          />
        </Box>
      ) : null}
    </Box>
  );
}
