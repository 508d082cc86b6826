import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import PaginationItem from '@mui/material/PaginationItem';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import { Link as RouterLink } from '@powernest/shared-ui/router';
import { directionsUrl, markerStyle, type PartnerLocation } from '@powernest/domain';
import { LIST_PAGE_SIZE } from '../../data/usePartners';
import { useLocatorText, type LocatorText } from '../../i18n';
import { useBusinessTypeLabel } from '../../i18n/businessTypes';
import { NEEDS_JAVASCRIPT } from './withoutJavaScript';

/** product.md §9: three loading skeleton cards. */
const LIST_SKELETONS = 3;

export function PartnerListSkeleton() {
  const t = useLocatorText();
  return (
    <Box sx={{ display: 'grid', gap: 2 }} aria-busy="true" aria-label={t('list.loading')}>
      {Array.from({ length: LIST_SKELETONS }, (_, i) => (
        <Skeleton key={i} variant="rounded" height={150} data-testid="partner-skeleton" />
      ))}
    </Box>
  );
}

/**
 * The cards' look, written once on the list: each card is plain HTML with class names. Twenty
 * cards of MUI Card, Chip, Typography and Buttons computed some two hundred style objects while
 * the page hydrated (the locator's blocking time on a phone); plain elements cost none, and the
 * page's critical CSS holds these rules once.
 */
const cardStyles = (theme: Theme) => ({
  '& .partner': {
    display: 'grid',
    gap: theme.spacing(0.5),
    padding: theme.spacing(2),
    border: `1px solid ${theme.palette.divider}`,
    borderRadius: `${theme.shape.borderRadius}px`,
    backgroundColor: theme.palette.background.paper,
    ...theme.typography.body2,
    // The cards below the screen are laid out when they come near it, not while the page loads
    // (they stay in the accessibility tree and find-in-page); the size stands in until then.
    contentVisibility: 'auto' as const,
    containIntrinsicSize: 'auto 230px',
  },
  '& .partner p': { margin: 0 },
  // The phone and e-mail links in the site's link colour, as MUI's Link draws them elsewhere, each
  // a finger's height (WCAG 2.5.5, 44 CSS px: a line of text was 16 px, browser audit 23).
  '& .partner-contact a': {
    color: theme.palette.primary.main,
    textDecorationColor: 'currentColor',
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: 44,
    maxWidth: '100%',
    overflowWrap: 'anywhere' as const,
  },
  '& .partner-head': { display: 'flex', justifyContent: 'space-between', gap: theme.spacing(1), flexWrap: 'wrap', alignItems: 'center' },
  '& .partner h3': { margin: 0, ...theme.typography.h3, fontSize: '1.1rem' },
  // The business-type badge: its colours inline (markerStyle), one rule for every type.
  '& .partner-badge': { borderRadius: 12, padding: '2px 10px', fontSize: '0.8125rem', fontWeight: 600, lineHeight: '20px' },
  '& .partner-actions': { display: 'flex', gap: theme.spacing(1), marginTop: theme.spacing(1), flexWrap: 'wrap' },
  // Directions (a link) and Show on map (a button) as the theme's contained and outlined buttons;
  // WCAG 2.5.5: a finger needs 44 CSS px.
  '& .partner-action': {
    ...theme.typography.button,
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: 44,
    padding: theme.spacing(0, 2),
    borderRadius: `${theme.shape.borderRadius}px`,
    border: `1px solid ${theme.palette.primary.main}`,
    color: theme.palette.primary.main,
    backgroundColor: 'transparent',
    textDecoration: 'none',
    cursor: 'pointer',
    '&:hover': { backgroundColor: theme.palette.action.hover },
    '&:focus-visible': { outline: `3px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
  },
  '& .partner-action-main': {
    color: theme.palette.primary.contrastText,
    backgroundColor: theme.palette.primary.main,
    '&:hover': { backgroundColor: theme.palette.primary.dark },
  },
});

function PartnerCard({ partner, type, t, onShowOnMap }: { partner: PartnerLocation; type: string; t: LocatorText; onShowOnMap: () => void }) {
  const style = markerStyle(partner.businessType);
  return (
    <article className="partner" aria-label={partner.businessName}>
      <div className="partner-head">
        <h3>{partner.businessName}</h3>
        <span className="partner-badge" style={{ backgroundColor: style.hex, color: style.text }}>
          {type}
        </span>
      </div>
      <p>{partner.address}</p>
      <p>
        {partner.city}, {partner.state}
      </p>
      <p className="partner-contact">
        <a href={`tel:${partner.phone}`}>{partner.phone}</a> · <a href={`mailto:${partner.email}`}>{partner.email}</a>
      </p>
      <div className="partner-actions">
        <a className="partner-action partner-action-main" href={directionsUrl(partner)} target="_blank" rel="noopener noreferrer">
          {t('card.directions')}
        </a>
        <button type="button" className={`partner-action ${NEEDS_JAVASCRIPT}`} onClick={onShowOnMap}>
          {t('card.showOnMap')}
        </button>
      </div>
    </article>
  );
}

/** A page link's name (MUI's words, in the page's language). */
function pageLinkLabel(t: LocatorText, type: 'page' | 'first' | 'last' | 'next' | 'previous' | 'start-ellipsis' | 'end-ellipsis', page: number | null, selected: boolean): string {
  switch (type) {
    case 'page':
      return t(selected ? 'pagination.current' : 'pagination.page', { page: page ?? 1 });
    case 'first':
    case 'last':
    case 'next':
    case 'previous':
      return t(`pagination.${type}`);
    default:
      return '';
  }
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
  const t = useLocatorText();
  const typeLabel = useBusinessTypeLabel();
  const pages = Math.ceil(total / LIST_PAGE_SIZE);
  const first = (page - 1) * LIST_PAGE_SIZE + 1;
  return (
    <Box component="section" aria-label={t('list.label')} sx={[{ display: 'grid', gap: 2 }, cardStyles]}>
      {partners.map((p) => (
        <PartnerCard key={p.id} partner={p} type={typeLabel(p.businessType)} t={t} onShowOnMap={() => onShowOnMap(p.id)} />
      ))}
      {pages > 1 ? (
        <Box sx={{ display: 'grid', justifyItems: 'center', gap: 1 }}>
          <Typography variant="body2" color="text.secondary">
            {partners.length ? t('list.showing', { first, last: first + partners.length - 1, total }) : t('list.pastLastPage', { page, pages })}
          </Typography>
          <Pagination
            page={Math.min(page, pages)}
            count={pages}
            siblingCount={0}
            aria-label={t('pagination.label')}
            getItemAriaLabel={(type, n, selected) => pageLinkLabel(t, type, n, selected)}
            renderItem={(item) => (
              <PaginationItem component={RouterLink} to={pageHref(item.page ?? 1)} {...item} sx={{ minWidth: 44, height: 44, borderRadius: 22 }} />
            )}
          />
        </Box>
      ) : null}
    </Box>
  );
}
