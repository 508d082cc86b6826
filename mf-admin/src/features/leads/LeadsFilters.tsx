import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { BUSINESS_TYPE_OPTIONS, LEAD_SEARCH_MAX_LENGTH, US_STATE_CODES } from '@powernest/domain';
import { TEXT } from './text';
import type { LeadFilterKey, LeadsView } from './leadsView';
import { DateRangeFields } from '../../components/DateRangeFields';

const T = TEXT.leads;
/** Typing pauses this long before the list is asked again. */
const SEARCH_DELAY_MS = 300;
/** A select without a filter shows its "All …" entry rather than an empty box. */
const ALL_SHOWN = { select: { displayEmpty: true }, inputLabel: { shrink: true } } as const;

interface Props {
  filters: LeadsView['filters'];
  /** A new value for one filter ('' clears it); `typing` marks a search keystroke. */
  onChange: (key: LeadFilterKey, value: string, typing?: boolean) => void;
  onClear: () => void;
}

/** The search box keeps its own text while the visitor types; the URL follows after a pause. */
function SearchField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const [text, setText] = useState(value);
  // The URL changed from elsewhere (back button, Clear filters): show what it says.
  useEffect(() => setText(value), [value]);
  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(() => onChange(text.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, value, onChange]);
  return (
    <TextField
      type="search"
      label={T.search}
      placeholder={T.searchHint}
      value={text}
      onChange={(e) => setText(e.target.value)}
      slotProps={{ htmlInput: { maxLength: LEAD_SEARCH_MAX_LENGTH } }}
      size="small"
    />
  );
}

export function LeadsFilters({ filters, onChange, onClear }: Props) {
  return (
    <Box
      role="search"
      aria-label="Filter leads"
      sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '2fr 1fr 1fr 1fr 1fr auto' }, alignItems: 'center', mb: 2 }}
    >
      <SearchField value={filters.q ?? ''} onChange={(value) => onChange('q', value, true)} />
      <TextField select size="small" label={T.businessType} value={filters.businessType ?? ''} onChange={(e) => onChange('businessType', e.target.value)} slotProps={ALL_SHOWN}>
        <MenuItem value="">{T.allTypes}</MenuItem>
        {BUSINESS_TYPE_OPTIONS.map((o) => (
          <MenuItem key={o.value} value={o.value}>
            {o.label}
          </MenuItem>
        ))}
      </TextField>
      <TextField select size="small" label={T.state} value={filters.state ?? ''} onChange={(e) => onChange('state', e.target.value)} slotProps={ALL_SHOWN}>
        <MenuItem value="">{T.allStates}</MenuItem>
        {US_STATE_CODES.map((code) => (
          <MenuItem key={code} value={code}>
            {code}
          </MenuItem>
        ))}
      </TextField>
      <DateRangeFields from={filters.from} to={filters.to} labels={T} onChange={onChange} />
      <Button onClick={onClear} disabled={Object.keys(filters).length === 0} sx={{ whiteSpace: 'nowrap' }}>
        {T.clearFilters}
      </Button>
    </Box>
  );
}
