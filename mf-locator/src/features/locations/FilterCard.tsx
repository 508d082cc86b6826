import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LOCATOR_STATE_OPTIONS } from '@powernest/domain';
import { useHref } from '@powernest/shared-ui/router';
import { useOnChange, NativeSelectField } from '@powernest/shared-ui/components';
import { useDebounced } from '../../data/usePartners';
import { FIND_LOCATIONS_PAGE } from '../../pages';
import type { LocatorView, ViewMode } from '../../state/locatorView';
import type { HistoryMode } from '../../state/useLocatorView';
import { KeptParams } from '../../components/KeptParams';
import { NEEDS_JAVASCRIPT } from './withoutJavaScript';
import { useLocatorText } from '../../i18n';
import { useBusinessTypeOptions } from '../../i18n/businessTypes';

interface Props {
  view: LocatorView;
  onChange: (next: Partial<LocatorView>, mode: HistoryMode) => void;
}

/** The fields are the browser's (uncontrolled): what a visitor types or picks before hydration is kept. */
function useFieldValue(value: string) {
  const ref = useRef<HTMLInputElement>(null);
  // The URL changed (back, Clear Filters): show what it says. Not on mount: the field may hold
  // what the visitor typed before hydration.
  useOnChange(
    value,
    useCallback((next: string) => {
      if (ref.current) ref.current.value = next;
    }, []),
  );
  return ref;
}

/**
 * The search box keeps its own text while the visitor types; the URL follows after a pause (a
 * URL change per key would re-render the page per key and fill the history).
 */
function SearchField({ value, onChange }: { value: string; onChange: (text: string) => void }) {
  const ref = useFieldValue(value);
  const [text, setText] = useState(value);
  const typed = useDebounced(text);
  const sent = useRef(value);
  const latestOnChange = useRef(onChange);
  latestOnChange.current = onChange;
  // Text typed before hydration is in the field, not yet in the state.
  useEffect(() => {
    if (ref.current && ref.current.value !== sent.current) setText(ref.current.value);
  }, [ref]);
  useEffect(() => {
    if (value !== sent.current) setText((sent.current = value));
  }, [value]);
  // Only a new pause in typing is sent (not a re-render with an older pause's text).
  useEffect(() => {
    if (typed !== sent.current) latestOnChange.current((sent.current = typed));
  }, [typed]);
  const t = useLocatorText();
  return (
    <TextField
      name="q"
      label={t('filters.search')}
      placeholder={t('filters.searchPlaceholder')}
      defaultValue={value}
      inputRef={ref}
      onChange={(e) => setText(e.target.value)}
      type="search"
      // The label sits above the field from the start: text typed before (or without) the
      // page's code would otherwise run over a label that has not moved up.
      slotProps={{ inputLabel: { shrink: true } }}
      fullWidth
      sx={{ gridArea: 'search' }}
    />
  );
}

/** A native select (it answers a first tap before hydration, and works without JavaScript). */
function FilterSelect({ name, label, value, options, onChange }: { name: 'state' | 'type'; label: string; value: string; options: ReadonlyArray<{ value: string; label: string }>; onChange: (value: string) => void }) {
  const ref = useFieldValue(value);
  const latestOnChange = useRef(onChange);
  latestOnChange.current = onChange;
  // A choice made before hydration is in the field: apply it now.
  useEffect(() => {
    if (ref.current && ref.current.value !== value) latestOnChange.current(ref.current.value);
    // Once, when React takes over the field.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <NativeSelectField name={name} label={label} defaultValue={value} inputRef={ref} onChange={(e) => onChange(e.target.value)} fullWidth sx={{ gridArea: name }} options={options} />
  );
}

/**
 * Search, State, Business Type and the Map/List toggle (product.md §2), read from and written to the
 * URL. A GET form: without JavaScript "Search" loads the list for the fields; with it the
 * filters apply as they change, and the button sends the typed text at once.
 */
export function FilterCard({ view, onChange }: Props) {
  const t = useLocatorText();
  // The page's own address in its language (/es/find-locations): the list is sent back in it.
  const action = useHref(FIND_LOCATIONS_PAGE.path);
  const businessTypes = useBusinessTypeOptions();
  const states = LOCATOR_STATE_OPTIONS.map((o) => (o.value === 'all' ? { value: o.value, label: t('filters.allStates') } : o));
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const field = (name: string) => String(data.get(name) ?? '');
    onChange({ searchText: field('q'), state: field('state'), businessType: field('type') }, 'push');
  }
  return (
    <Card variant="outlined" component="section" aria-label={t('filters.label')}>
      <CardContent
        component="form"
        method="get"
        action={action}
        role="search"
        onSubmit={submit}
        // Two rows from a tablet up: each select as wide as its longest choice needs in every
        // language ("Todos los tipos de negocio"), the search beside its button.
        sx={{
          display: 'grid',
          gap: 2,
          alignItems: 'center',
          gridTemplateColumns: { xs: '1fr', sm: 'minmax(0, 1fr) minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 1fr) auto' },
          gridTemplateAreas: { xs: '"search" "state" "type" "submit" "view"', sm: '"search search" "state type" "submit view"', md: '"search search submit" "state type view"' },
        }}
      >
        {/* A new search starts at page 1, with no partner chosen from the old list. */}
        <KeptParams view={view} except={['q', 'state', 'type', 'page', 'partner']} />
        <SearchField value={view.searchText} onChange={(searchText) => onChange({ searchText }, 'replace')} />
        <FilterSelect name="state" label={t('filters.state')} value={view.state} options={states} onChange={(state) => onChange({ state }, 'push')} />
        <FilterSelect
          name="type"
          label={t('filters.businessType')}
          value={view.businessType}
          options={[{ value: 'all', label: t('filters.allBusinessTypes') }, ...businessTypes]}
          onChange={(businessType) => onChange({ businessType }, 'push')}
        />
        <Button type="submit" variant="contained" sx={{ minHeight: 56, gridArea: 'submit' }}>
          {t('filters.submit')}
        </Button>
        <Box className={NEEDS_JAVASCRIPT} sx={{ display: 'flex', justifyContent: { xs: 'flex-start', sm: 'flex-end' }, gridArea: 'view' }}>
          <ToggleButtonGroup
            exclusive
            value={view.viewMode}
            onChange={(_, viewMode: ViewMode | null) => viewMode && onChange({ viewMode }, 'push')}
            aria-label={t('filters.view')}
            sx={{ '& .MuiToggleButton-root': { minHeight: 44, minWidth: 64 } }}
          >
            <ToggleButton value="map">{t('filters.map')}</ToggleButton>
            <ToggleButton value="list">{t('filters.list')}</ToggleButton>
          </ToggleButtonGroup>
        </Box>
      </CardContent>
    </Card>
  );
}
