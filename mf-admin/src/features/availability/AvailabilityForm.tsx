import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { AvailabilityView } from '@powernest/domain';
import { ApiError } from '@powernest/shared-ui/data';
import { SectionCard } from '../../components/SectionCard';
import { serverFieldErrors, serverMessage } from '../../lib/admin';
import { saveAvailability } from './availabilityData';
import { BlockedDatesFields } from './BlockedDatesFields';
import { TEXT } from './text';
import { WeeklyHoursFields } from './WeeklyHoursFields';

const T = TEXT.availability;

/** A titled group of the form's fields. */
function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <SectionCard title={title} idPrefix="availability">
      {children}
    </SectionCard>
  );
}

/** The availability as the team edits it: weekly hours, blocked dates and visits per slot, saved together. */
export function AvailabilityForm({ initial, canChange, onSaved, onSignedOut }: {
  initial: AvailabilityView;
  canChange: boolean;
  onSaved: (saved: AvailabilityView) => void;
  onSignedOut: () => void;
}) {
  const [value, setValue] = useState<AvailabilityView>(initial);
  const [perSlot, setPerSlot] = useState(String(initial.visitsPerSlot));
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);

  /** Any edit: what was saved is no longer what is shown. */
  function edit(next: AvailabilityView) {
    setValue(next);
    setSaved(false);
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
        <WeeklyHoursFields weeklyHours={value.weeklyHours} canChange={canChange} error={error} onChange={(weeklyHours) => edit({ ...value, weeklyHours })} />
      </Section>

      <Section title={T.blockedDates}>
        <BlockedDatesFields blockedDates={value.blockedDates} canChange={canChange} error={error} onChange={(blockedDates) => edit({ ...value, blockedDates })} />
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
