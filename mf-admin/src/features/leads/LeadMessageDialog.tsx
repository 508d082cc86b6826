import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { NativeSelectField } from '@powernest/shared-ui/components';
import { FormTextField } from '@powernest/shared-ui/forms';
import {
  LEAD_LANGUAGE_OPTIONS,
  LEAD_MESSAGE_SUBJECT_MAX,
  LEAD_MESSAGE_TEXT_MAX,
  labelOf,
  leadMessageSchema,
  type LeadEmailView,
  type LeadMessage,
  type LeadMessageTemplateId,
  type LeadMessageTemplateView,
  type LeadMessageValues,
  type SiteLanguage,
} from '@powernest/domain';
import { serverMessage, showServerFieldErrors } from '../../lib/admin';
import { emailDeliveryText } from './deliveryLabel';
import { sendLeadMessage, useLeadMessageTemplates } from './leadData';
import { TEXT } from './text';
import { FormDialogActions } from '../../components/FormDialogActions';

const T = TEXT.lead.message;
const FIELDS = ['template', 'subject', 'text'] as const;

/** What happened to the message, from the answer: never "sent" when it was only queued, recorded or refused. */
function outcomeOf(email: LeadEmailView): { text: string; severity: 'success' | 'info' | 'warning' | 'error' } {
  const delivery = emailDeliveryText(email);
  switch (email.delivery) {
    case 'queued':
      return { text: T.queued(email.to), severity: 'success' };
    case 'delivered':
      return { text: T.delivered(email.to), severity: 'success' };
    case 'recorded':
      return { text: T.recorded(delivery, email.to), severity: 'info' };
    case 'retrying':
      return { text: T.notYet(delivery, email.to), severity: 'warning' };
    case 'failed':
      return { text: T.failedTo(delivery, email.to, email.lastError), severity: 'error' };
  }
}

/** The form, once the templates are in: the first one filled in to start from. */
function MessageForm({ leadId, to, language, templates, onClose, onSent }: {
  leadId: number;
  to: string;
  /** The lead's, which the templates are written in (issue #40). */
  language: SiteLanguage;
  templates: LeadMessageTemplateView[];
  onClose: () => void;
  onSent: () => Promise<unknown>;
}) {
  const first = templates[0]!;
  const { control, handleSubmit, setError, setValue, getValues, formState } = useForm<LeadMessageValues, unknown, LeadMessage>({
    resolver: zodResolver(leadMessageSchema),
    defaultValues: { template: first.id, subject: first.subject, text: first.text },
  });
  const [chosen, setChosen] = useState<LeadMessageTemplateId>(first.id);
  /** The template whose text is in the fields as it filled them: switching from it replaces nothing typed. */
  const applied = useRef<LeadMessageTemplateView>(first);
  /** A template chosen after editing: it replaces the text only once the admin says so. */
  const [asking, setAsking] = useState<LeadMessageTemplateView | null>(null);
  const [sent, setSent] = useState<LeadEmailView | null>(null);

  function apply(template: LeadMessageTemplateView) {
    const options = { shouldDirty: true, shouldValidate: false } as const;
    setValue('template', template.id, options);
    setValue('subject', template.subject, options);
    setValue('text', template.text, options);
    applied.current = template;
    setAsking(null);
  }

  function choose(id: LeadMessageTemplateId) {
    const template = templates.find((t) => t.id === id);
    if (!template) return;
    setChosen(id);
    const { subject, text } = getValues();
    const edited = subject !== applied.current.subject || text !== applied.current.text;
    if (edited) {
      // The admin's words stay until they say otherwise; the message still names the template chosen.
      setValue('template', id);
      setAsking(template);
    } else apply(template);
  }

  const submit = handleSubmit(async (values) => {
    try {
      const { email } = await sendLeadMessage(leadId, values);
      setSent(email);
    } catch (error) {
      // Refused: everything typed stays; the server's reasons under their fields, or above them.
      const message = serverMessage(error);
      const shown = showServerFieldErrors(error, FIELDS, setError);
      if (shown.length === 0) setError('root', { type: 'server', message: message ?? T.tryAgain });
      return;
    }
    await onSent();
  });

  if (sent) {
    const outcome = outcomeOf(sent);
    return (
      <>
        <DialogContent>
          <Alert severity={outcome.severity} role="status">
            {outcome.text}
          </Alert>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} variant="contained" autoFocus>
            {T.close}
          </Button>
        </DialogActions>
      </>
    );
  }

  return (
    <form noValidate onSubmit={submit}>
      <DialogContent>
        <DialogContentText sx={{ mb: 2, overflowWrap: 'anywhere' }}>{T.to(to, labelOf(LEAD_LANGUAGE_OPTIONS, language) ?? language)}</DialogContentText>
        {formState.errors.root ? (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            <strong>{T.failed}: </strong>
            {formState.errors.root.message}
          </Alert>
        ) : null}
        <Box sx={{ display: 'grid', gap: 2, pt: 1 }}>
          <NativeSelectField
            label={T.template}
            value={chosen}
            onChange={(e) => choose(e.target.value as LeadMessageTemplateId)}
            disabled={formState.isSubmitting}
            fullWidth
            options={templates.map((t) => ({ value: t.id, label: t.label }))}
          />
          {asking ? (
            <Alert
              severity="warning"
              action={
                <Box sx={{ display: 'flex', gap: 1 }}>
                  <Button color="inherit" size="small" onClick={() => apply(asking)}>
                    {T.replace}
                  </Button>
                  <Button color="inherit" size="small" onClick={() => setAsking(null)}>
                    {T.keep}
                  </Button>
                </Box>
              }
            >
              {T.replaceAsk(asking.label)}
            </Alert>
          ) : null}
          <FormTextField control={control} name="subject" label={T.subject} required slotProps={{ htmlInput: { maxLength: LEAD_MESSAGE_SUBJECT_MAX } }} />
          <FormTextField control={control} name="text" label={T.text} required multiline rows={12} slotProps={{ htmlInput: { maxLength: LEAD_MESSAGE_TEXT_MAX } }} />
        </Box>
      </DialogContent>
      <FormDialogActions cancel={T.cancel} submit={T.send} onCancel={onClose} submitting={formState.isSubmitting} />
    </form>
  );
}

/**
 * "Write to the applicant" (issue #29 part 7): a template filled for the lead (GET
 * /api/leads/:id/message), edited freely, sent through the outbox. Choosing another template after
 * editing asks before replacing the text. The dialog says what the answer says happened, in the
 * domain's delivery wording ("Queued for …", "Recorded only: the log transport sends nothing"); a
 * refusal keeps everything typed and shows the server's reason. Rendered only while open.
 */
export function LeadMessageDialog({ leadId, onClose, onSent }: { leadId: number; onClose: () => void; onSent: () => Promise<unknown> }) {
  const { data, error } = useLeadMessageTemplates(leadId);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="lead-message-title">
      <DialogTitle id="lead-message-title">{T.title}</DialogTitle>
      {data ? (
        <MessageForm leadId={leadId} to={data.to} language={data.language} templates={data.templates} onClose={onClose} onSent={onSent} />
      ) : (
        <>
          <DialogContent>
            {error || data === null ? (
              <Alert severity="error">{T.loadFailed}</Alert>
            ) : (
              <Box aria-busy="true" sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
                <CircularProgress size={20} />
                {T.loading}
              </Box>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{T.cancel}</Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
