import { useEffect, useState } from 'react';
import TextField from '@mui/material/TextField';
import { BUSINESS_TYPE_OPTIONS, LEAD_LANGUAGE_OPTIONS, LEAD_SEARCH_MAX_LENGTH, US_STATE_CODES } from '@powernest/domain';
import { TEXT } from './text';
import type { LeadFilterKey, LeadsView } from './leadsView';
import { DateRangeFields } from '../../components/DateRangeFields';
import { FilterBar, FilterSelect } from '../../components/PagedList';
import { PROMISE_TEXT } from '../promises';

const T = TEXT.leads;
/** Typing pauses this long before the list is asked again. */
const SEARCH_DELAY_MS = 300;

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
      sx={{ gridColumn: { md: 'span 2' } }}
    />
  );
}

const LEADS_FILTER_COLUMNS = 'repeat(auto-fill, minmax(11rem, 1fr))';

const STATE_OPTIONS = US_STATE_CODES.map((code) => ({ value: code, label: code }));

export function LeadsFilters({ filters, onChange, onClear }: Props) {
  return (
    // Eight fields and the clear button: each at least as wide as its longest choice ("All
    // languages", "mm/dd/yyyy" with its calendar button), as many to a row as fit at any width,
    // wrapping rather than cutting a label short at 1366 px (browser audit #17). The search
    // takes two cells from md up.
    <FilterBar label="Filter leads" columns={LEADS_FILTER_COLUMNS} fluid filters={filters} clearLabel={T.clearFilters} onClear={onClear}>
      <SearchField value={filters.q ?? ''} onChange={(value) => onChange('q', value, true)} />
      <FilterSelect label={T.businessType} value={filters.businessType} allLabel={T.allTypes} options={BUSINESS_TYPE_OPTIONS} onChange={(value) => onChange('businessType', value)} />
      <FilterSelect label={T.state} value={filters.state} allLabel={T.allStates} options={STATE_OPTIONS} onChange={(value) => onChange('state', value)} />
      <FilterSelect label={T.area} value={filters.area} allLabel={T.allAreas} options={T.areaOptions} onChange={(value) => onChange('area', value)} />
      <FilterSelect label={T.language} value={filters.language} allLabel={T.allLanguages} options={LEAD_LANGUAGE_OPTIONS} onChange={(value) => onChange('language', value)} />
      <FilterSelect label={T.due} value={filters.due} allLabel={T.allDue} options={T.dueOptions} onChange={(value) => onChange('due', value)} />
      <FilterSelect label={PROMISE_TEXT.filter.label} value={filters.promise} allLabel={PROMISE_TEXT.filter.all} options={PROMISE_TEXT.filter.options} onChange={(value) => onChange('promise', value)} />
      <DateRangeFields from={filters.from} to={filters.to} labels={T} onChange={onChange} />
    </FilterBar>
  );
}
