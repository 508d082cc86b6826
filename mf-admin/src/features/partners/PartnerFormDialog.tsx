import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Box from '@mui/material/Box';
import { FormSelectField, FormTextField } from '@powernest/shared-ui/forms';
import { BUSINESS_TYPE_OPTIONS, US_STATE_CODES } from '@powernest/domain';
import { serverMessage, showServerFieldErrors } from '../../lib/admin';
import { TEXT } from './text';
import { FormDialogActions } from '../../components/FormDialogActions';

const T = TEXT.partners.form;
const STATE_OPTIONS = US_STATE_CODES.map((code) => ({ value: code, label: code }));

/** The form's values: text as typed. Coordinates become numbers on submit; empty ones are left out. */
export interface PartnerFormValues {
  businessName: string;
  contactPerson: string;
  phone: string;
  email: string;
  address: string;
  city: string;
  state: string;
  businessType: string;
  latitude: string;
  longitude: string;
}
export type PartnerFormField = keyof PartnerFormValues;

/**
 * What an emptied field means: `default` leaves it out (converting a lead: the API takes the
 * lead's value, or names what it still needs); `cleared` sends it empty (editing: the API refuses
 * a required field with its product.md §5 message instead of keeping the old value unsaid, issue #25).
 */
export type EmptyField = 'default' | 'cleared';

/** The values as the API takes them: only the fields shown, coordinates as numbers. */
function partnerBody(values: PartnerFormValues, fields: readonly PartnerFormField[], empty: EmptyField): Record<string, string | number> {
  const body: Record<string, string | number> = {};
  for (const field of fields) {
    const value = values[field].trim();
    if (value === '') {
      if (empty === 'cleared') body[field] = value;
    } else if (field === 'latitude' || field === 'longitude') {
      // A text the API refuses with the field's message, rather than a silent NaN.
      body[field] = Number.isFinite(Number(value)) ? Number(value) : value;
    } else body[field] = value;
  }
  return body;
}

/**
 * One form for a partner's place and contact: converting a lead (place only) and editing a
 * partner (everything). The API validates; its field messages appear under the fields.
 */
export function PartnerFormDialog({ open, title, intro, fields, empty, defaults, submitLabel, onSubmit, onClose }: {
  open: boolean;
  title: string;
  intro?: string;
  fields: readonly PartnerFormField[];
  empty: EmptyField;
  defaults: PartnerFormValues;
  submitLabel: string;
  /** Resolves when saved; throws the API's error otherwise. */
  onSubmit: (body: Record<string, string | number>) => Promise<void>;
  onClose: () => void;
}) {
  const { control, handleSubmit, reset, setError, formState } = useForm<PartnerFormValues>({ defaultValues: defaults });
  useEffect(() => {
    if (open) reset(defaults);
  }, [open, defaults, reset]);

  const submit = handleSubmit(async (values) => {
    try {
      await onSubmit(partnerBody(values, fields, empty));
    } catch (error) {
      const shown = showServerFieldErrors(error, fields, setError);
      if (shown.length === 0) setError('root', { type: 'server', message: serverMessage(error) ?? T.failed });
    }
  });

  const field = (name: PartnerFormField) => {
    if (!fields.includes(name)) return null;
    if (name === 'state') return <FormSelectField key={name} control={control} name={name} label={T.labels.state} options={STATE_OPTIONS} />;
    if (name === 'businessType') return <FormSelectField key={name} control={control} name={name} label={T.labels.businessType} options={BUSINESS_TYPE_OPTIONS} />;
    const coordinate = name === 'latitude' || name === 'longitude';
    return (
      <FormTextField
        key={name}
        control={control}
        name={name}
        label={T.labels[name]}
        hint={coordinate ? T.coordinateHint[name] : undefined}
        slotProps={coordinate ? { htmlInput: { inputMode: 'decimal' } } : undefined}
      />
    );
  };

  return (
    <Dialog open={open} onClose={formState.isSubmitting ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="partner-form-title">
      <form noValidate onSubmit={submit}>
        <DialogTitle id="partner-form-title">{title}</DialogTitle>
        <DialogContent>
          {intro ? <DialogContentText sx={{ mb: 2 }}>{intro}</DialogContentText> : null}
          {formState.errors.root ? (
            <DialogContentText role="alert" color="error" sx={{ mb: 2 }}>
              {formState.errors.root.message}
            </DialogContentText>
          ) : null}
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, pt: 1 }}>
            {(Object.keys(T.labels) as PartnerFormField[]).map(field)}
          </Box>
        </DialogContent>
        <FormDialogActions cancel={T.cancel} submit={submitLabel} onCancel={onClose} submitting={formState.isSubmitting} />
      </form>
    </Dialog>
  );
}
