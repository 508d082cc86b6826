import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { toast } from '@powernest/shared-ui';
import { FormSelectField, FormTextField } from '@powernest/shared-ui/forms';
import {
  LEAD_EDIT_FIELDS,
  LEAD_FIELD_LABELS,
  LEAD_MESSAGES,
  leadDetailsSchema,
  type AdminLeadDetail,
  type LeadDetails,
  type LeadChange,
  type LeadDetailsValues,
  type LeadEdits,
} from '@powernest/domain';
import { serverMessage, showServerFieldErrors } from '../../lib/admin';
import { changeLead, conflictingLead } from './leadData';
import { LEAD_FIELD_OPTIONS } from './leadFieldOptions';
import { TEXT } from './text';
import { FormDialogActions } from '../../components/FormDialogActions';

const T = TEXT.lead.edit;
/** Long answers get room to read them whole. */
const LONG_FIELDS = new Set<string>(['currentPainPoints', 'customerBase']);

const valuesOf = (lead: AdminLeadDetail): LeadDetailsValues => Object.fromEntries(LEAD_EDIT_FIELDS.map((field) => [field, lead[field] ?? ''])) as LeadDetailsValues;

/** Only what differs from the lead as read: a new value, or null for an optional field emptied. */
function editsOf(lead: AdminLeadDetail, values: LeadDetails): LeadEdits {
  const edits: LeadEdits = {};
  for (const field of LEAD_EDIT_FIELDS) {
    const value = values[field] ?? null;
    if (value !== (lead[field] ?? null)) edits[field] = value;
  }
  return edits;
}

/**
 * "Edit details" (issue #29): the lead's fields under the public form's schema and messages,
 * sent as a PATCH at the version read. It says "Saved" only once the API answered; a refusal
 * stays in the dialog: the API's field messages under their fields, anything else (someone
 * else changed the lead first: the page then shows their change) above them. Rendered only
 * while open, so it starts from the lead as it is then and keeps what was typed through a reload.
 */
export function LeadDetailsDialog({ lead, onClose, onSaved, onConflict }: {
  lead: AdminLeadDetail;
  onClose: () => void;
  /** After a 200: the page reads the lead and its timeline again. */
  onSaved: () => Promise<unknown>;
  /** After a 409 (someone else changed the lead first): the page reads it again and shows their change. */
  onConflict: () => Promise<unknown>;
}) {
  const { control, handleSubmit, setError, formState } = useForm<LeadDetailsValues, unknown, LeadDetails>({
    resolver: zodResolver(leadDetailsSchema),
    defaultValues: valuesOf(lead),
  });

  const submit = handleSubmit(async (values) => {
    const edits = editsOf(lead, values);
    if (Object.keys(edits).length === 0) return onClose();
    try {
      // Only optional fields can be null here: the schema refused an emptied required one.
      await changeLead(lead.id, { version: lead.version, ...edits } as LeadChange);
    } catch (error) {
      const message = serverMessage(error);
      const conflict = conflictingLead(error) !== null;
      const shown = conflict ? [] : showServerFieldErrors(error, LEAD_EDIT_FIELDS, setError);
      if (shown.length === 0) setError('root', { type: 'server', message: message ?? T.tryAgain });
      toast({ title: T.failed, description: message ?? T.tryAgain, variant: 'destructive' });
      if (conflict) await onConflict();
      return;
    }
    toast({ title: T.saved, variant: 'success' });
    onClose();
    await onSaved();
  });

  const field = (name: (typeof LEAD_EDIT_FIELDS)[number]) => {
    const label = LEAD_FIELD_LABELS[name];
    const required = name in LEAD_MESSAGES;
    const options = LEAD_FIELD_OPTIONS[name];
    if (options) {
      return <FormSelectField key={name} control={control} name={name} label={label} options={options} placeholder={required ? undefined : T.notGiven} required={required} />;
    }
    const long = LONG_FIELDS.has(name);
    return <FormTextField key={name} control={control} name={name} label={label} required={required} multiline={long} rows={long ? 3 : undefined} sx={long ? { gridColumn: '1 / -1' } : undefined} />;
  };

  return (
    <Dialog open onClose={formState.isSubmitting ? undefined : onClose} fullWidth maxWidth="md" aria-labelledby="lead-details-title">
      <form noValidate onSubmit={submit}>
        <DialogTitle id="lead-details-title">{T.title}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{T.intro}</DialogContentText>
          {formState.errors.root ? (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {formState.errors.root.message}
            </Alert>
          ) : null}
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, pt: 1 }}>{LEAD_EDIT_FIELDS.map(field)}</Box>
        </DialogContent>
        <FormDialogActions cancel={T.cancel} submit={T.save} onCancel={onClose} submitting={formState.isSubmitting} />
      </form>
    </Dialog>
  );
}
