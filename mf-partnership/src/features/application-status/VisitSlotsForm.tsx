import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import { FORM_ID_FIELD } from '@powernest/shared-ui';
import { fieldId } from '@powernest/shared-ui/forms';
import { PAGE_FORM_IDS, type VisitSlotView } from '@powernest/domain';
import { useLanguage } from '@powernest/shared-ui/i18n';
import type { SiteLanguage } from '@powernest/domain';
import { usePartnershipText } from '../../i18n';
import { usePartnershipFigures } from '../../i18n/figures';
import { useVisitSlots } from './statusData';

/** Days shown open; the later ones wait behind a native disclosure (works without JavaScript). */
const OPEN_DAYS = 5;

/** Slots by their local day, in order: [["Tuesday, March 16", slots], …]. */
function byDay(slots: readonly VisitSlotView[], timeZone: string, language: SiteLanguage): [string, VisitSlotView[]][] {
  const day = new Intl.DateTimeFormat(language, { timeZone, weekday: 'long', month: 'long', day: 'numeric' });
  const days = new Map<string, VisitSlotView[]>();
  for (const slot of slots) {
    const key = day.format(slot.start);
    days.set(key, [...(days.get(key) ?? []), slot]);
  }
  return [...days];
}

/**
 * The slots' look, written once on the form: each time is a plain label (a month of hourly
 * slots is some 150 of them; a styled component each would compute its style while the page
 * hydrates on a phone).
 */
const slotStyles = (theme: Theme) => ({
  '& fieldset': { border: 0, padding: 0, margin: theme.spacing(0, 0, 2) },
  '& legend': { fontWeight: 700, marginBottom: theme.spacing(1), padding: 0 },
  '& .slots': { display: 'flex', flexWrap: 'wrap', gap: theme.spacing(1) },
  // WCAG 2.5.5: a finger needs 44 CSS px.
  '& .slot': {
    display: 'inline-flex',
    alignItems: 'center',
    gap: theme.spacing(1),
    minHeight: 44,
    padding: theme.spacing(0, 1.5),
    border: `1px solid ${theme.palette.divider}`,
    borderRadius: `${theme.shape.borderRadius}px`,
    cursor: 'pointer',
  },
  '& .slot:has(input:checked)': { borderColor: theme.palette.primary.main, backgroundColor: theme.palette.action.selected, fontWeight: 700 },
});

function Day({ label, slots, timeZone, chosen }: { label: string; slots: VisitSlotView[]; timeZone: string; chosen?: string }) {
  const time = new Intl.DateTimeFormat(useLanguage(), { timeZone, hour: 'numeric', minute: '2-digit' });
  return (
    <fieldset>
      <legend>{label}</legend>
      <div className="slots">
        {slots.map((slot) => {
          const value = slot.start.toISOString();
          return (
            <label className="slot" key={value}>
              <input type="radio" name="start" value={value} defaultChecked={chosen === value} required />
              {time.format(slot.start)}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

/** The times the applicant can book (or move their visit to): one radio per slot, a plain POST form. */
export function VisitSlotsForm({ token, moving, chosen, error }: { token: string; moving: boolean; chosen?: string; error?: string }) {
  const offered = useVisitSlots(token, true);
  const t = usePartnershipText();
  const figures = usePartnershipFigures();
  const language = useLanguage();
  const zone = offered?.timeZone ?? '';
  const days = offered ? byDay(offered.slots, zone, language) : [];
  const zoneName = zone ? (new Intl.DateTimeFormat(language, { timeZone: zone, timeZoneName: 'long' }).formatToParts(new Date()).find((p) => p.type === 'timeZoneName')?.value ?? zone) : '';
  return (
    <Card variant="outlined" component="section" aria-labelledby="book-heading">
      <CardContent>
        <Typography id="book-heading" variant="h5" component="h2" gutterBottom>
          {t(moving ? 'status.moveHeading' : 'status.bookHeading')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('status.bookIntro', { zone: zoneName })}
        </Typography>
        {offered && days.length === 0 ? (
          <Typography>{t('status.noSlots', figures)}</Typography>
        ) : (
          <Box component="form" method="post" action="" id={fieldId('start')} tabIndex={-1} sx={slotStyles}>
            <input type="hidden" name={FORM_ID_FIELD} value={PAGE_FORM_IDS.visit} />
            {error ? (
              <Typography color="error" sx={{ mb: 1, fontWeight: 700 }}>
                {error}
              </Typography>
            ) : null}
            {days.slice(0, OPEN_DAYS).map(([label, slots]) => (
              <Day key={label} label={label} slots={slots} timeZone={zone} chosen={chosen} />
            ))}
            {days.length > OPEN_DAYS ? (
              <Box component="details" sx={{ mb: 2 }}>
                <Box component="summary" sx={{ cursor: 'pointer', minHeight: 44, display: 'flex', alignItems: 'center', fontWeight: 600, color: 'primary.main' }}>
                  {t('status.moreDays', { count: days.length - OPEN_DAYS })}
                </Box>
                {days.slice(OPEN_DAYS).map(([label, slots]) => (
                  <Day key={label} label={label} slots={slots} timeZone={zone} chosen={chosen} />
                ))}
              </Box>
            ) : null}
            <Button type="submit" name="action" value={moving ? 'move' : 'book'} variant="contained" sx={{ minHeight: 44 }}>
              {t(moving ? 'status.move' : 'status.book')}
            </Button>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
