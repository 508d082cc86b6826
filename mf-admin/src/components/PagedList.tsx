import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { Link as RouterLink } from '@powernest/shared-ui/router';
import { firstPage, type CursorView } from '../lib/listView';
import { serverFieldErrors } from '../lib/admin';
import { ListCard } from './AdminSection';

/** What a paged list that could not load says: its title for a refused filter, else for a failed load. */
interface ListErrorTitles {
  badFilter: string;
  loadFailed: string;
}

/**
 * A paged list that could not load: the filter the API refused (its 400 names it: a hand-edited
 * link) by name, so the page stays usable; else why it failed.
 */
function ListError({ error, titles, message, action }: { error: unknown; titles: ListErrorTitles; message: ReactNode; action?: ReactNode }) {
  const refused = Object.values(serverFieldErrors(error));
  return (
    <Box sx={{ p: 3 }}>
      <Alert severity="error" action={action}>
        <AlertTitle>{refused.length ? titles.badFilter : titles.loadFailed}</AlertTitle>
        {refused.length ? refused.join('. ') : message}
      </Alert>
    </Box>
  );
}

/** The words of a keyset pager (the audit log: "Newest", "Newer", "Older"; the leads and partners: "First", "Previous", "Next"). */
export interface CursorPagerText {
  /** The nav landmark's name. */
  pages: string;
  first: string;
  prev: string;
  next: string;
  rowsPerPage: string;
}

/**
 * The pager under a keyset-paged table (issue #27): the first page, the page before and the page
 * after as links to their URLs (the answer's `prev` and `next` cursors), so each opens in a new
 * tab, survives a reload and can be shared; one that does not exist is a disabled button. The
 * page size keeps the cursor: the same place, more or fewer rows.
 */
export function CursorPagination<V extends CursorView<string>>({ view, page, sizes, text, href, onShow }: {
  view: V;
  /** The answer's cursors (`next`, `prev`); none while loading, or where there is no such page. */
  page: { next?: string; prev?: string } | undefined;
  sizes: readonly number[];
  text: CursorPagerText;
  /** The URL search ("?…") that shows a view. */
  href: (view: V) => string;
  onShow: (next: V) => void;
}) {
  const start = firstPage(view);
  const links: [string, V | undefined][] = [
    [text.first, view.cursor ? start : undefined],
    [text.prev, page?.prev ? { ...view, cursor: page.prev } : undefined],
    [text.next, page?.next ? { ...view, cursor: page.next } : undefined],
  ];
  return (
    <Box component="nav" aria-label={text.pages} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'flex-end', gap: 1, px: 2, py: 1 }}>
      <TextField
        select
        size="small"
        label={text.rowsPerPage}
        value={view.pageSize}
        onChange={(e) => onShow({ ...view, pageSize: Number(e.target.value) })}
        sx={{ minWidth: 150, mr: 'auto' }}
      >
        {sizes.map((size) => (
          <MenuItem key={size} value={size}>
            {size}
          </MenuItem>
        ))}
      </TextField>
      {links.map(([label, target]) =>
        target ? (
          <Button key={label} component={RouterLink} to={{ search: href(target) }} size="small">
            {label}
          </Button>
        ) : (
          <Button key={label} size="small" disabled>
            {label}
          </Button>
        ),
      )}
    </Box>
  );
}

/** A list's filters in a search landmark, with "Clear filters" (disabled while none is set). */
export function FilterBar({ label, columns, fluid = false, filters, clearLabel, onClear, children }: {
  label: string;
  /** The grid's columns from md up (the last, auto, is the clear button). */
  columns: string;
  /** `columns` at every width (a grid that fits itself to the window, e.g. `repeat(auto-fill, minmax(…))`). */
  fluid?: boolean;
  filters: object;
  clearLabel: string;
  onClear: () => void;
  children: ReactNode;
}) {
  return (
    <Box role="search" aria-label={label} sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: fluid ? columns : { xs: '1fr', sm: '1fr 1fr', md: columns }, alignItems: 'center', mb: 2 }}>
      {children}
      <Button onClick={onClear} disabled={Object.keys(filters).length === 0} sx={{ whiteSpace: 'nowrap' }}>
        {clearLabel}
      </Button>
    </Box>
  );
}

// The empty value ("all") shows as its label, with the field's label above it.
const ALL_SHOWN = { select: { displayEmpty: true }, inputLabel: { shrink: true } } as const;

/** One filter's select: "all" first (the empty value), then the options. */
export function FilterSelect({ label, value, allLabel, options, onChange }: {
  label: string;
  value: string | undefined;
  allLabel: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  return (
    <TextField select size="small" label={label} value={value ?? ''} onChange={(e) => onChange(e.target.value)} slotProps={ALL_SHOWN}>
      <MenuItem value="">{allLabel}</MenuItem>
      {options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/**
 * A server-paged list in its card: why it could not load, or what to say when the filters match
 * nothing, else the table with its pager under it (the leads workspace and the audit log alike).
 */
export function PagedListCard({ error, titles, message, errorAction, emptyNotice, pager, children }: {
  /** Why the list could not load (the fetch's error), if it could not. */
  error: unknown;
  titles: ListErrorTitles;
  /** Said when the load failed for another reason than a refused filter. */
  message: ReactNode;
  /** A way out offered with the error (the audit log: back to the newest entries from a refused cursor). */
  errorAction?: ReactNode;
  /** Shown instead of the table when the loaded page has no rows. */
  emptyNotice: ReactNode;
  /** Under the table: CursorPagination. */
  pager: ReactNode;
  /** The table (it draws its own skeleton rows while loading). */
  children: ReactNode;
}) {
  return (
    <ListCard>
      {error ? (
        <ListError error={error} titles={titles} message={message} action={errorAction} />
      ) : (
        emptyNotice ?? (
          <>
            {children}
            {pager}
          </>
        )
      )}
    </ListCard>
  );
}
