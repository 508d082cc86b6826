import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { AvailabilityView } from '@powernest/domain';
import { TEXT } from './text';

const T = TEXT.availability;
type Weekly = AvailabilityView['weeklyHours'];
type Day = keyof Weekly;
/** Monday first (the domain's WEEKDAYS, without loading its luxon-based entry). */
const DAYS = Object.keys(T.days) as Day[];

/** "17:00" + one hour, at most "24:00": where a range added after another ends. */
function hourAfter(time: string): string {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  if (!match) return '';
  const minutes = Math.min(24 * 60, Number(match[1]) * 60 + Number(match[2]) + 60);
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/**
 * The team's hours, day by day: each day's ranges (from, to), added and removed; the API's field
 * errors under the range or the day they name (`weeklyHours.<day>.<n>.<field>`).
 */
export function WeeklyHoursFields({ weeklyHours, canChange, error, onChange }: { weeklyHours: Weekly; canChange: boolean; error: (path: string) => string | undefined; onChange: (weeklyHours: Weekly) => void }) {
  const setDay = (day: Day, ranges: Weekly[Day]) => onChange({ ...weeklyHours, [day]: ranges });
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {DAYS.map((day) => {
        const name = T.days[day];
        const ranges = weeklyHours[day];
        const dayError = error(`weeklyHours.${day}`);
        return (
          <Box key={day} role="group" aria-label={name} sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '8rem 1fr' }, gap: 1, alignItems: 'start' }}>
            <Typography sx={{ fontWeight: 600, pt: { sm: 1 } }}>{name}</Typography>
            <Box sx={{ display: 'grid', gap: 1 }}>
              {ranges.length === 0 ? (
                <Typography color="text.secondary" sx={{ pt: { sm: 1 } }}>
                  {T.closed}
                </Typography>
              ) : null}
              {ranges.map((range, i) => {
                const change = (field: 'start' | 'end', text: string) => setDay(day, ranges.map((r, j) => (j === i ? { ...r, [field]: text } : r)));
                const rangeError = error(`weeklyHours.${day}.${i}`);
                return (
                  <Box key={i} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}>
                    {(['start', 'end'] as const).map((field) => (
                      <TextField
                        key={field}
                        size="small"
                        label={field === 'start' ? T.fromLabel : T.toLabel}
                        value={range[field]}
                        disabled={!canChange}
                        placeholder={T.timeHint}
                        onChange={(e) => change(field, e.target.value)}
                        error={!!(error(`weeklyHours.${day}.${i}.${field}`) || rangeError)}
                        helperText={error(`weeklyHours.${day}.${i}.${field}`) ?? (field === 'end' ? rangeError : undefined)}
                        slotProps={{ htmlInput: { 'aria-label': (field === 'start' ? T.from : T.to)(name, i + 1), inputMode: 'numeric', maxLength: 5 } }}
                        sx={{ width: '9rem' }}
                      />
                    ))}
                    {canChange ? (
                      <Button size="small" color="inherit" aria-label={T.removeHours(name, i + 1)} onClick={() => setDay(day, ranges.filter((_r, j) => j !== i))} sx={{ mt: 0.5 }}>
                        Remove
                      </Button>
                    ) : null}
                  </Box>
                );
              })}
              {dayError ? (
                <Typography color="error" variant="body2" role="alert">
                  {dayError}
                </Typography>
              ) : null}
              {canChange ? (
                <Button
                  size="small"
                  aria-label={T.addHours(name)}
                  onClick={() => {
                    const last = ranges[ranges.length - 1];
                    setDay(day, [...ranges, last ? { start: last.end, end: hourAfter(last.end) } : { start: '09:00', end: '17:00' }]);
                  }}
                  sx={{ justifySelf: 'start' }}
                >
                  {T.addHoursShort}
                </Button>
              ) : null}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
