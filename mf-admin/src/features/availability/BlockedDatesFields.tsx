import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { TEXT } from './text';

const T = TEXT.availability;

/** A real date written YYYY-MM-DD (what a date input gives; the API's rule for a blocked date). */
function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * The dates no visit is offered: listed, removed, and added from a date input, checked before
 * it is listed (a real date, not listed yet); the API's field errors beside the date they name.
 */
export function BlockedDatesFields({ blockedDates, canChange, error, onChange }: { blockedDates: string[]; canChange: boolean; error: (path: string) => string | undefined; onChange: (blockedDates: string[]) => void }) {
  const [newDate, setNewDate] = useState('');
  const [newDateError, setNewDateError] = useState<string | null>(null);

  function addDate() {
    const date = newDate.trim();
    const problem = !isCalendarDate(date) ? T.blockDateInvalid : blockedDates.includes(date) ? T.blockDateTaken(date) : null;
    setNewDateError(problem);
    if (problem) return;
    onChange([...blockedDates, date].sort());
    setNewDate('');
  }

  return (
    <>
      <Typography color="text.secondary" variant="body2" sx={{ mb: 1.5 }}>
        {T.blockedIntro}
      </Typography>
      {blockedDates.length === 0 ? <Typography sx={{ mb: 1.5 }}>{T.noBlockedDates}</Typography> : null}
      <Box component="ul" aria-label={T.blockedDates} sx={{ listStyle: 'none', p: 0, m: 0, mb: 1.5, display: 'grid', gap: 0.5 }}>
        {blockedDates.map((date, i) => (
          <Box component="li" key={date} sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Typography component="span">{date}</Typography>
            {canChange ? (
              <Button size="small" color="inherit" aria-label={T.unblock(date)} onClick={() => onChange(blockedDates.filter((d) => d !== date))}>
                Remove
              </Button>
            ) : null}
            {error(`blockedDates.${i}`) ? (
              <Typography component="span" color="error" variant="body2" role="alert">
                {error(`blockedDates.${i}`)}
              </Typography>
            ) : null}
          </Box>
        ))}
      </Box>
      {error('blockedDates') ? (
        <Typography color="error" variant="body2" role="alert" sx={{ mb: 1 }}>
          {error('blockedDates')}
        </Typography>
      ) : null}
      {canChange ? (
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
          <TextField
            size="small"
            type="date"
            label={T.blockDate}
            value={newDate}
            onChange={(e) => {
              setNewDate(e.target.value);
              setNewDateError(null);
            }}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                addDate();
              }
            }}
            error={!!newDateError}
            helperText={newDateError ?? undefined}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <Button variant="outlined" onClick={addDate}>
            {T.block}
          </Button>
        </Box>
      ) : null}
    </>
  );
}
