import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { COVERAGE_ANSWERS, LEAD_HONEYPOT_FIELD } from '@powernest/domain';
import { joinWaitingList, problemOf } from './coverageData';
import { COVERAGE_TEXT as T } from './coverageText';

const text = (data: FormData, name: string) => String(data.get(name) ?? '').trim();

/** The waiting-list sign-up for an area without a partner: e-mail, optional business, spam trap. */
export function WaitingListForm({ place }: { place: string }) {
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [joined, setJoined] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setSending(true);
    setProblem(null);
    try {
      const answer = await joinWaitingList({
        place,
        email: text(data, 'email'),
        businessName: text(data, 'businessName') || undefined,
        [LEAD_HONEYPOT_FIELD]: text(data, LEAD_HONEYPOT_FIELD) || undefined,
      });
      setJoined(answer.area);
    } catch (error) {
      setProblem(problemOf(error, T.failed));
    } finally {
      setSending(false);
    }
  }

  if (joined) return <Alert severity="success">{COVERAGE_ANSWERS.joined(joined)}</Alert>;

  return (
    <Box component="form" noValidate onSubmit={submit} aria-labelledby="coverage-join-heading" sx={{ display: 'grid', gap: 1.5 }}>
      <Typography id="coverage-join-heading" variant="h3" sx={{ fontSize: '1.05rem', fontWeight: 700 }}>
        {T.joinHeading}
      </Typography>
      <TextField name="email" type="email" label={T.email} required size="small" autoComplete="email" />
      <TextField name="businessName" label={T.businessName} size="small" autoComplete="organization" />
      {/* The spam trap (see the API README): hidden from people, tempting for bots. */}
      <div aria-hidden="true" style={{ position: 'absolute', left: '-10000px', width: 1, height: 1, overflow: 'hidden' }}>
        <label htmlFor={`coverage-${LEAD_HONEYPOT_FIELD}`}>Leave this field empty</label>
        <input id={`coverage-${LEAD_HONEYPOT_FIELD}`} name={LEAD_HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
      </div>
      {problem ? <Alert severity="error">{problem}</Alert> : null}
      <Button type="submit" variant="contained" disabled={sending} sx={{ justifySelf: 'start' }}>
        {sending ? T.joining : T.join}
      </Button>
    </Box>
  );
}
