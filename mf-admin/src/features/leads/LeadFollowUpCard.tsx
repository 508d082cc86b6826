import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { FOLLOW_UP_NOTE_MAX_LENGTH, type AdminLeadDetail } from '@powernest/domain';
import { serverFieldErrors, serverMessage } from '../../lib/admin';
import { formatFollowUpDate } from '../../lib/followUpDate';
import { LeadCard } from './LeadCard';
import { changeLead, conflictingLead } from './leadData';
import { TEXT } from './text';

const T = TEXT.lead.followUp;

type Outcome = { kind: 'saved' } | { kind: 'refused'; message: string; fields: Record<string, string> } | null;

interface Props {
  lead: AdminLeadDetail;
  /** Roles that may change leads set it; the others read it. */
  mayChange: boolean;
  /** The page reads the lead again (its version, the timeline) after a change or a refusal (a 401 then ends the session). */
  onChanged: () => Promise<unknown>;
}

/**
 * The lead's next follow-up (issue #29): a date (the team's calendar date) and a note. Save and
 * Clear send them with the version read (PATCH /api/leads/:id); "Saved" is said only once the
 * API has answered, and a refusal is shown with the server's reason (on its field when it names
 * one). Read-only for roles that do not change leads.
 */
export function LeadFollowUpCard({ lead, mayChange, onChanged }: Props) {
  const [date, setDate] = useState(lead.followUpAt ?? '');
  const [note, setNote] = useState(lead.followUpNote ?? '');
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  // The lead as stored changed (a save, someone else's change read again): show what it says.
  useEffect(() => {
    setDate(lead.followUpAt ?? '');
    setNote(lead.followUpNote ?? '');
  }, [lead.followUpAt, lead.followUpNote]);

  async function send(followUpAt: string | null, followUpNote: string | null) {
    setSaving(true);
    setOutcome(null);
    try {
      await changeLead(lead.id, { version: lead.version, followUpAt, followUpNote });
      setOutcome({ kind: 'saved' });
    } catch (error) {
      const fields = conflictingLead(error) ? {} : serverFieldErrors(error);
      setOutcome({ kind: 'refused', message: serverMessage(error) ?? T.tryAgain, fields });
    }
    setSaving(false);
    await onChanged();
  }

  const fieldError = (field: 'followUpAt' | 'followUpNote') => (outcome?.kind === 'refused' ? outcome.fields[field] : undefined);
  const unchanged = date === (lead.followUpAt ?? '') && note.trim() === (lead.followUpNote ?? '');
  const isSet = lead.followUpAt !== undefined || lead.followUpNote !== undefined;

  if (!mayChange) {
    return (
      <LeadCard title={T.title}>
        {isSet ? (
          <>
            <Typography sx={{ fontWeight: 600 }}>{lead.followUpAt ? formatFollowUpDate(lead.followUpAt) : T.noDate}</Typography>
            {lead.followUpNote ? (
              <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {lead.followUpNote}
              </Typography>
            ) : null}
          </>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {T.none}
          </Typography>
        )}
      </LeadCard>
    );
  }

  return (
    <LeadCard title={T.title}>
      <Box
        component="form"
        noValidate
        aria-label={T.title}
        onSubmit={(e) => {
          e.preventDefault();
          void send(date || null, note.trim() || null);
        }}
        sx={{ display: 'grid', gap: 2 }}
      >
        <TextField
          type="date"
          label={T.date}
          value={date}
          onChange={(e) => {
            setDate(e.target.value);
            setOutcome(null);
          }}
          error={!!fieldError('followUpAt')}
          helperText={fieldError('followUpAt') ?? T.dateHint}
          slotProps={{ inputLabel: { shrink: true } }}
          size="small"
        />
        <TextField
          label={T.note}
          value={note}
          onChange={(e) => {
            setNote(e.target.value);
            setOutcome(null);
          }}
          multiline
          minRows={2}
          error={!!fieldError('followUpNote')}
          helperText={fieldError('followUpNote')}
          slotProps={{ htmlInput: { maxLength: FOLLOW_UP_NOTE_MAX_LENGTH } }}
        />
        <Box role="status" aria-live="polite">
          {outcome?.kind === 'saved' ? (
            <Typography variant="body2" color="success.main" sx={{ fontWeight: 600 }}>
              {T.saved}
            </Typography>
          ) : null}
        </Box>
        {outcome?.kind === 'refused' ? (
          <Alert severity="error" role="alert">
            {`${T.notSaved}: ${outcome.message}`}
          </Alert>
        ) : null}
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button type="submit" variant="contained" disabled={saving || unchanged}>
            {T.save}
          </Button>
          <Button variant="outlined" disabled={saving || !isSet} onClick={() => void send(null, null)}>
            {T.clear}
          </Button>
        </Box>
      </Box>
    </LeadCard>
  );
}
