import { useEffect, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ADMIN_ROUTE_ROLES, roleMay, type AvailabilityView } from '@powernest/domain';
import { ApiError } from '@powernest/shared-ui/data';
import { AdminGate, type AdminSession } from '../../components/AdminGate';
import { AdminPageFrame } from '../../components/AdminPageFrame';
import { LoadFailed } from '../../components/LoadFailed';
import { serverFieldErrors, serverMessage } from '../../lib/admin';
import { ADMIN_AVAILABILITY_PAGE } from '../../pages';
import { TEXT } from './text';
import { saveAvailability, useAvailability } from './availabilityData';
import { SectionCard } from '../../components/SectionCard';

const T = TEXT.availability;
type Day = keyof AvailabilityView['weeklyHours'];
/** Monday first (the domain's WEEKDAYS, without loading its luxon-based entry). */
const DAYS = Object.keys(T.days) as Day[];

/** "17:00" + one hour, at most "24:00": where a range added after another ends. */
function hourAfter(time: string): string {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  if (!match) return '';
  const minutes = Math.min(24 * 60, Number(match[1]) * 60 + Number(match[2]) + 60);
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** A real date written YYYY-MM-DD (what a date input gives; the API's rule for a blocked date). */
function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A titled group of the form's fields. */
function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <SectionCard title={title} idPrefix="availability">
      {children}
    </SectionCard>
  );
}

function AvailabilityForm({ initial, canChange, onSaved, onSignedOut }: {
  initial: AvailabilityView;
  canChange: boolean;
  onSaved: (saved: AvailabilityView) => void;
  onSignedOut: () => void;
}) {
  const [value, setValue] = useState<AvailabilityView>(initial);
  const [perSlot, setPerSlot] = useState(String(initial.visitsPerSlot));
  const [newDate, setNewDate] = useState('');
  const [newDateError, setNewDateError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);

  /** Any edit: what was saved is no longer what is shown. */
  function edit(next: AvailabilityView) {
    setValue(next);
    setSaved(false);
  }
  const setDay = (day: Day, ranges: AvailabilityView['weeklyHours'][Day]) => edit({ ...value, weeklyHours: { ...value.weeklyHours, [day]: ranges } });

  /** The date picked, checked before it is listed (and so before Save): a real date, not listed yet. */
  function addDate() {
    const date = newDate.trim();
    const problem = !isCalendarDate(date) ? T.blockDateInvalid : value.blockedDates.includes(date) ? T.blockDateTaken(date) : null;
    setNewDateError(problem);
    if (problem) return;
    edit({ ...value, blockedDates: [...value.blockedDates, date].sort() });
    setNewDate('');
  }

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setSaving(true);
    setSaved(false);
    setFailure(null);
    setErrors({});
    const body = { ...value, visitsPerSlot: perSlot.trim() === '' ? Number.NaN : Number(perSlot) };
    try {
      const answer = await saveAvailability(body);
      setValue(answer.availability);
      setPerSlot(String(answer.availability.visitsPerSlot));
      setSaved(true);
      onSaved(answer.availability);
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) onSignedOut();
      const fields = serverFieldErrors(err);
      setErrors(fields);
      setFailure(Object.keys(fields).length > 0 ? T.fixFields : (serverMessage(err) ?? 'Please try again.'));
    }
    setSaving(false);
  }

  const error = (path: string) => errors[path];
  return (
    <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'grid', gap: 3 }}>
      {failure ? (
        <Alert severity="error">
          <AlertTitle>{T.saveFailed}</AlertTitle>
          {failure}
        </Alert>
      ) : null}
      <Section title={T.weeklyHours}>
        <Box sx={{ display: 'grid', gap: 2 }}>
          {DAYS.map((day) => {
            const name = T.days[day];
            const ranges = value.weeklyHours[day];
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
      </Section>

      <Section title={T.blockedDates}>
        <Typography color="text.secondary" variant="body2" sx={{ mb: 1.5 }}>
          {T.blockedIntro}
        </Typography>
        {value.blockedDates.length === 0 ? <Typography sx={{ mb: 1.5 }}>{T.noBlockedDates}</Typography> : null}
        <Box component="ul" aria-label={T.blockedDates} sx={{ listStyle: 'none', p: 0, m: 0, mb: 1.5, display: 'grid', gap: 0.5 }}>
          {value.blockedDates.map((date, i) => (
            <Box component="li" key={date} sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
              <Typography component="span">{date}</Typography>
              {canChange ? (
                <Button size="small" color="inherit" aria-label={T.unblock(date)} onClick={() => edit({ ...value, blockedDates: value.blockedDates.filter((d) => d !== date) })}>
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
      </Section>

      <Section title={T.visitsPerSlot}>
        <TextField
          size="small"
          label={T.visitsPerSlot}
          value={perSlot}
          disabled={!canChange}
          onChange={(e) => {
            setPerSlot(e.target.value);
            setSaved(false);
          }}
          error={!!error('visitsPerSlot')}
          helperText={error('visitsPerSlot') ?? T.visitsPerSlotHint}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 3 } }}
        />
      </Section>

      {canChange ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <Button type="submit" variant="contained" disabled={saving}>
            {saving ? T.saving : T.save}
          </Button>
          <Typography role="status" color="success.main" sx={{ fontWeight: 600 }}>
            {saved ? T.saved : ''}
          </Typography>
        </Box>
      ) : null}
    </Box>
  );
}

function Availability({ account, refreshCheck }: AdminSession) {
  const { data, error, mutate } = useAvailability();
  // The same rule as the API's (the role table); the API decides in the end.
  const canChange = roleMay(account?.role, ADMIN_ROUTE_ROLES.availability, 'change');

  // The fetcher answers null on 401: the session ended (expired, revoked, deactivated).
  useEffect(() => {
    if (data === null) refreshCheck();
  }, [data, refreshCheck]);

  return (
    <AdminPageFrame heading={ADMIN_AVAILABILITY_PAGE.heading} subtitle={data ? T.subtitle(data.isDefault) : undefined}>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {T.intro}
      </Typography>
      {!canChange ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {T.readOnly}
        </Alert>
      ) : null}
      {error ? (
        <LoadFailed title={T.loadFailed} error={error} />
      ) : data ? (
        <AvailabilityForm
          initial={data.availability}
          canChange={canChange}
          onSaved={(availability) => void mutate({ success: true, availability, isDefault: false }, { revalidate: false })}
          onSignedOut={refreshCheck}
        />
      ) : (
        <Box aria-busy="true">
          <Skeleton variant="rounded" height={320} />
        </Box>
      )}
    </AdminPageFrame>
  );
}

/** /admin/availability (issue #28): the weekly hours, blocked dates and visits per slot applicants book site visits in. */
export function AvailabilityPage() {
  return <AdminGate>{(session) => <Availability {...session} />}</AdminGate>;
}
