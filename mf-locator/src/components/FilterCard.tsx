import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LOCATOR_BUSINESS_TYPE_FILTER_OPTIONS, LOCATOR_STATE_OPTIONS } from '@powernest/domain';
import { useHydrated } from '@powernest/shared-ui';
import { useLocatorStore, type ViewMode } from '../state/locatorStore';

/**
 * Search, State, Business Type and the Map/List toggle (SPEC §2). Inert until React owns the
 * page: the server's HTML has no handlers, so an earlier click or keystroke would be lost.
 */
export function FilterCard() {
  const s = useLocatorStore();
  const disabled = !useHydrated();
  return (
    <Card variant="outlined" component="section" aria-label="Filter locations">
      <CardContent sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1.6fr 1fr 1.4fr auto' }, alignItems: 'center' }}>
        <TextField
          label="Search"
          placeholder="Search by business name, city..."
          value={s.searchText}
          onChange={(e) => s.setSearchText(e.target.value)}
          type="search"
          disabled={disabled}
          fullWidth
          sx={{ gridColumn: { sm: '1 / -1', md: 'auto' } }}
        />
        <TextField select label="State" value={s.state} onChange={(e) => s.setState(e.target.value)} disabled={disabled} fullWidth>
          {LOCATOR_STATE_OPTIONS.map((o) => (
            <MenuItem key={o.value} value={o.value}>
              {o.label}
            </MenuItem>
          ))}
        </TextField>
        <TextField select label="Business Type" value={s.businessType} onChange={(e) => s.setBusinessType(e.target.value)} disabled={disabled} fullWidth>
          {LOCATOR_BUSINESS_TYPE_FILTER_OPTIONS.map((o) => (
            <MenuItem key={o.value} value={o.value}>
              {o.label}
            </MenuItem>
          ))}
        </TextField>
        <Box sx={{ display: 'flex', justifyContent: { xs: 'flex-start', md: 'flex-end' }, gridColumn: { sm: '1 / -1', md: 'auto' } }}>
          <ToggleButtonGroup
            exclusive
            value={s.viewMode}
            onChange={(_, mode: ViewMode | null) => mode && s.setViewMode(mode)}
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
