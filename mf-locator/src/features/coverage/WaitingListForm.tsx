import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { FORM_ID_FIELD, useFormSubmission, type FormSubmission } from '@powernest/shared-ui';
import { ErrorSummary, FormSuccess, fieldId } from '@powernest/shared-ui/forms';
import { useLanguage } from '@powernest/shared-ui/i18n';
import { LEAD_HONEYPOT_FIELD } from '@powernest/domain';
import { LocatorPageForm } from './LocatorPageForm';
import { joinWaitingList, refusalOf } from './coverageData';
import { WAITING_LIST_FORM, useCoverageAnswers } from './coverageText';
import { useLocatorText, type LocatorTextId } from '../../i18n';

/**
 * Where a sign-up stands, in the answer's own terms (worded where it shows, in the page's
 * language): the site server's answer to the plain form, or the enhanced form's own.
 */
type Answer = { values: Record<string, string> } & (
  | { outcome: 'sent'; area: string | null }
  | { outcome: 'invalid'; fieldErrors: Record<string, string> }
  | { outcome: 'refused'; problem: string | null }
);

const LABELS: Record<string, LocatorTextId> = { email: 'coverage.email', businessName: 'coverage.businessName' };
const text = (data: FormData, name: string) => String(data.get(name) ?? '').trim();

/** The site server's answer to the plain form: its outcome, and the area the API filed the sign-up under. */
function answerOf(submission: FormSubmission | null): Answer | null {
  if (!submission || submission.outcome === 'continued') return null;
  const { values, outcome, notice, fieldErrors, data } = submission;
  if (outcome === 'sent') return { values, outcome, area: typeof data?.area === 'string' ? data.area : null };
  if (outcome === 'invalid') return { values, outcome, fieldErrors };
  return { values, outcome, problem: notice?.description ?? null };
}

/**
 * The waiting-list sign-up for an area without a partner: e-mail, optional business, spam trap.
 * A plain POST form the site server takes without JavaScript (it renders the page again with
 * its answer: useFormSubmission); with JavaScript it is sent without reloading the page. Either
 * way the answer shows here: the success in the form's place, or the form with an error summary,
 * its messages and what was typed. `area` is the coverage check's area for `place`, which a
 * Spanish page's notice names.
 */
export function WaitingListForm({ place, area }: { place: string; area?: string }) {
  const t = useLocatorText();
  const language = useLanguage();
  const answers = useCoverageAnswers();
  const [answer, setAnswer] = useState<Answer | null>(answerOf(useFormSubmission(WAITING_LIST_FORM)));
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
        // Their e-mail, when the area opens, is written in the language of this page.
        language,
        [LEAD_HONEYPOT_FIELD]: text(data, LEAD_HONEYPOT_FIELD) || undefined,
      });
      setAnswer({ outcome: 'sent', values, area: joined.area });
    } catch (error) {
      const refusal = refusalOf(error, language);
      setAnswer('fieldErrors' in refusal ? { outcome: 'invalid', values, fieldErrors: refusal.fieldErrors } : { outcome: 'refused', values, problem: refusal.problem });
    } finally {
      setSending(false);
    }
  }

  if (answer?.outcome === 'sent') {
    // Worded here, in the page's language, from the area the API filed it under (or the coverage
    // check's for the same place): the site server only says it was taken.
    return <FormSuccess title={answers.joinedTitle} description={answers.joined(answer.area ?? area ?? place)} />;
  }

  const fieldErrors = answer?.outcome === 'invalid' ? Object.fromEntries(Object.entries(answer.fieldErrors).map(([name, message]) => [name, answers.problem(message)])) : {};
  const field = (name: string) => ({
    id: fieldId(name),
    name,
    label: t(LABELS[name]!),
    defaultValue: answer?.values[name] ?? '',
    error: name in fieldErrors,
    helperText: fieldErrors[name],
  });
  return (
    <LocatorPageForm method="post" labelledBy="coverage-join-heading" onSubmit={submit} sx={{ display: 'grid', gap: 1.5 }}>
      <Typography id="coverage-join-heading" variant="h3" sx={{ fontSize: '1.05rem', fontWeight: 700 }}>
        {t('coverage.joinHeading')}
      </Typography>
      {answer?.outcome === 'invalid' ? <ErrorSummary fieldErrors={fieldErrors} /> : null}
      {answer?.outcome === 'refused' ? <ErrorSummary title={answers.refusedTitle} description={answers.problem(answer.problem)} /> : null}
      <input type="hidden" name={FORM_ID_FIELD} value={WAITING_LIST_FORM} />
      {/* The page's language, for the site server's answer (the plain form's path says it too). */}
      <input type="hidden" name="language" value={language} />
      <input type="hidden" name="place" value={place} />
      <TextField {...field('email')} type="email" required autoComplete="email" />
      <TextField {...field('businessName')} autoComplete="organization" />
      {/* The spam trap (see the API README): hidden from people, tempting for bots. */}
      <div aria-hidden="true" style={{ position: 'absolute', left: '-10000px', width: 1, height: 1, overflow: 'hidden' }}>
        <label htmlFor={`coverage-${LEAD_HONEYPOT_FIELD}`}>{t('coverage.honeypot')}</label>
        <input id={`coverage-${LEAD_HONEYPOT_FIELD}`} name={LEAD_HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <Button type="submit" variant="contained" disabled={sending} sx={{ justifySelf: 'start', minHeight: 44 }}>
        {sending ? t('coverage.joining') : t('coverage.join')}
      </Button>
    </LocatorPageForm>
  );
}
