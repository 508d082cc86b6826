import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { FORM_ID_FIELD, useFormSubmission, type FormSubmission } from '@powernest/shared-ui';
import { ErrorSummary, FormSuccess, fieldId } from '@powernest/shared-ui/forms';
import { COVERAGE_ANSWERS, LEAD_HONEYPOT_FIELD } from '@powernest/domain';
import { LocatorPageForm } from './LocatorPageForm';
import { joinWaitingList, refusalOf } from './coverageData';
import { COVERAGE_TEXT as T, WAITING_LIST_FORM } from './coverageText';

/** Where a sign-up stands: the site server's answer to the plain form, or the enhanced form's own. */
type Answer = Pick<FormSubmission, 'outcome' | 'fieldErrors' | 'notice'> & { values: Record<string, string> };

const LABELS: Record<string, string> = { place: T.placeLabel, email: T.email, businessName: T.businessName };
const text = (data: FormData, name: string) => String(data.get(name) ?? '').trim();

/**
 * The waiting-list sign-up for an area without a partner: e-mail, optional business, spam trap.
 * A plain POST form the site server takes without JavaScript (it renders the page again with
 * its answer: useFormSubmission); with JavaScript it is sent without reloading the page. Either
 * way the answer shows here: the success in the form's place, or the form with an error summary,
 * its messages and what was typed.
 */
export function WaitingListForm({ place }: { place: string }) {
  const [answer, setAnswer] = useState<Answer | null>(useFormSubmission(WAITING_LIST_FORM));
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const values = { email: text(data, 'email'), businessName: text(data, 'businessName') };
    setSending(true);
    try {
      const joined = await joinWaitingList({
        place,
        email: values.email,
        businessName: values.businessName || undefined,
        [LEAD_HONEYPOT_FIELD]: text(data, LEAD_HONEYPOT_FIELD) || undefined,
      });
      setAnswer({ outcome: 'sent', values, fieldErrors: {}, notice: { title: COVERAGE_ANSWERS.joinedTitle, description: COVERAGE_ANSWERS.joined(joined.area) } });
    } catch (error) {
      const { fieldErrors, problem } = refusalOf(error);
      setAnswer(
        problem === undefined
          ? { outcome: 'invalid', values, fieldErrors }
          : { outcome: 'refused', values, fieldErrors: {}, notice: { title: COVERAGE_ANSWERS.refusedTitle, description: problem } },
      );
    } finally {
      setSending(false);
    }
  }

  if (answer?.outcome === 'sent' && answer.notice) return <FormSuccess title={answer.notice.title} description={answer.notice.description} />;

  const fieldErrors = answer?.fieldErrors ?? {};
  const field = (name: string) => ({
    id: fieldId(name),
    name,
    label: LABELS[name],
    defaultValue: answer?.values[name] ?? '',
    error: name in fieldErrors,
    helperText: fieldErrors[name],
  });
  return (
    <LocatorPageForm method="post" labelledBy="coverage-join-heading" onSubmit={submit} sx={{ display: 'grid', gap: 1.5 }}>
      <Typography id="coverage-join-heading" variant="h3" sx={{ fontSize: '1.05rem', fontWeight: 700 }}>
        {T.joinHeading}
      </Typography>
      {answer?.outcome === 'invalid' ? <ErrorSummary fieldErrors={fieldErrors} /> : null}
      {answer?.outcome === 'refused' && answer.notice ? <ErrorSummary title={answer.notice.title} description={answer.notice.description} /> : null}
      <input type="hidden" name={FORM_ID_FIELD} value={WAITING_LIST_FORM} />
      <input type="hidden" name="place" value={place} />
      <TextField {...field('email')} type="email" required autoComplete="email" />
      <TextField {...field('businessName')} autoComplete="organization" />
      {/* The spam trap (see the API README): hidden from people, tempting for bots. */}
      <div aria-hidden="true" style={{ position: 'absolute', left: '-10000px', width: 1, height: 1, overflow: 'hidden' }}>
        <label htmlFor={`coverage-${LEAD_HONEYPOT_FIELD}`}>Leave this field empty</label>
        <input id={`coverage-${LEAD_HONEYPOT_FIELD}`} name={LEAD_HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <Button type="submit" variant="contained" disabled={sending} sx={{ justifySelf: 'start', minHeight: 44 }}>
        {sending ? T.joining : T.join}
      </Button>
    </LocatorPageForm>
  );
}
