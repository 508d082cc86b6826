import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LOCATOR_BUSINESS_TYPE_FILTER_OPTIONS, LOCATOR_STATE_OPTIONS } from '@powernest/domain';
import { useDebounced } from '../data/usePartners';
import type { LocatorView, ViewMode } from '../state/locatorView';
import type { HistoryMode } from '../state/useLocatorView';

interface Props {
  view: LocatorView;
  onChange: (next: Partial<LocatorView>, mode: HistoryMode) => void;
  /** Inert until React owns the page: the server's HTML has no handlers, so input would be lost. */
  disabled: boolean;
}

/**
 * The search box keeps its own text while the visitor types; the URL follows after a pause (a
 * URL change per key would re-render the page per key and fill the history).
 */
function SearchField({ value, onChange, disabled }: { value: string; onChange: (text: string) => void; disabled: boolean }) {
  const [text, setText] = useState(value);
  const typed = useDebounced(text);
  const sent = useRef(value);
  const latestOnChange = useRef(onChange);
  latestOnChange.current = onChange;
  // The URL changed from elsewhere (back, Clear Filters): show what it says.
  useEffect(() => {
    if (value !== sent.current) setText((sent.current = value));
  }, [value]);
  // Only a new pause in typing is sent (not a re-render with an older pause's text).
  useEffect(() => {
    if (typed !== sent.current) latestOnChange.current((sent.current = typed));
  }, [typed]);
  return (
    <TextField
      label="Search"
      placeholder="Search by business name, city..."
      value={text}
      onChange={(e) => setText(e.target.value)}
      type="search"
      disabled={disabled}
      fullWidth
      sx={{ gridColumn: { sm: '1 / -1', md: 'auto' } }}
    />
  );
}

/** Search, State, Business Type and the Map/List toggle (SPEC §2), all read from and written to the URL. */
export function FilterCard({ view, onChange, disabled }: Props) {
  return (
    <Card variant="outlined" component="section" aria-label="Filter locations">
      <CardContent sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1.6fr 1fr 1.4fr auto' }, alignItems: 'center' }}>
        <SearchField value={view.searchText} onChange={(searchText) => onChange({ searchText }, 'replace')} disabled={disabled} />
        <TextField select label="State" value={view.state} onChange={(e) => onChange({ state: e.target.value }, 'push')} disabled={disabled} fullWidth>
          {LOCATOR_STATE_OPTIONS.map((o) => (
            <MenuItem key={o.value} value={o.value}>
              {o.label}
            </MenuItem>
          ))}
        </TextField>
        <TextField select label="Business Type" value={view.businessType} onChange={(e) => onChange({ businessType: e.target.value }, 'push')} disabled={disabled} fullWidth>
          {LOCATOR_BUSINESS_TYPE_FILTER_OPTIONS.map((o) => (
            <MenuItem key={o.value} value={o.value}>
              {o.label}
            </MenuItem>
          ))}
        </TextField>
        <Box sx={{ display: 'flex', justifyContent: { xs: 'flex-start', md: 'flex-end' }, gridColumn: { sm: '1 / -1', md: 'auto' } }}>
          <ToggleButtonGroup
            exclusive
            value={view.viewMode}
            onChange={(_, viewMode: ViewMode | null) => viewMode && onChange({ viewMode }, 'push')}
            aria-label="View"
            size="small"
            disabled={disabled}
          >
            <ToggleButton value="map">Map</ToggleButton>
            <ToggleButton value="list">List</ToggleButton>
          </ToggleButtonGroup>
        </Box>
      </CardContent>
    </Card>
  );
}
