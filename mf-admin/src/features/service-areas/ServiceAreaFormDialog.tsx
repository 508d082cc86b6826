import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { FormSelectField, FormTextField } from '@powernest/shared-ui/forms';
import { SERVICE_AREA_STATUSES, US_STATE_CODES, serviceAreaSchema, type ServiceAreaForm, type ServiceAreaSaved, type ServiceAreaValues, type ServiceAreaView } from '@powernest/domain';
import { FormDialogActions } from '../../components/FormDialogActions';
import { serverMessage, showServerFieldErrors } from '../../lib/admin';
import { changeServiceArea, conflictingArea, createServiceArea } from './serviceAreaData';
import { TEXT } from './text';

const T = TEXT.serviceAreas.form;
const STATE_OPTIONS = US_STATE_CODES.map((code) => ({ value: code, label: code }));
const STATUS_OPTIONS = SERVICE_AREA_STATUSES.map((status) => ({ value: status, label: TEXT.serviceAreas.status[status] }));
const FIELDS = ['areaName', 'state', 'city', 'zipCode', 'status', 'launchDate'] as const;
type Field = (typeof FIELDS)[number];

/** What the form holds: the schema's input, text as typed ('' for an empty field, which the schema reads as absent). */
type Values = ServiceAreaValues;

const EMPTY: Values = { areaName: '', state: '', city: '', zipCode: '', status: 'coming-soon', launchDate: '' };

const valuesOf = (area: ServiceAreaView, status?: ServiceAreaView['status']): Values => ({
  areaName: area.areaName,
  state: area.state,
  city: area.city ?? '',
  zipCode: area.zipCode ?? '',
  status: status ?? area.status,
  launchDate: area.launchDate ?? '',
});

/** Add an area, edit one, or mark one coming soon (its launch date only; the rest as read). */
export type ServiceAreaDialogMode = { kind: 'add' } | { kind: 'edit'; area: ServiceAreaView } | { kind: 'coming-soon'; area: ServiceAreaView };

/**
 * The service area's form (issue #44): react-hook-form under the API's own schema and messages
 * (serviceAreaSchema), so "Area name is required" shows before anything is sent; the API's field
 * errors appear under their fields too. An edit is sent whole with the version it was read at: on
 * a 409 the form shows the area as it now is, says so, and the page reads the list again. Rendered
 * only while open.
 */
export function ServiceAreaFormDialog({ mode, onClose, onSaved, onConflict }: {
  mode: ServiceAreaDialogMode;
  onClose: () => void;
  /** After a 200 or 201: the page says what happened (an opening's launch) and reads the list again. */
  onSaved: (saved: ServiceAreaSaved) => void;
  /** After a 409: the page reads the list again. */
  onConflict: () => void;
}) {
  const initial = mode.kind === 'add' ? null : mode.area;
  const [read, setRead] = useState<ServiceAreaView | null>(initial);
  const defaults = initial ? valuesOf(initial, mode.kind === 'coming-soon' ? 'coming-soon' : undefined) : EMPTY;
  const { control, handleSubmit, setError, setValue, reset, formState } = useForm<Values, unknown, ServiceAreaForm>({
    resolver: zodResolver(serviceAreaSchema),
    defaultValues: defaults,
  });
  const status = useWatch({ control, name: 'status' });
  // A launch date belongs to an area coming soon only (the schema refuses it otherwise): it goes with the status.
  useEffect(() => {
    if (status !== 'coming-soon') setValue('launchDate', '');
  }, [status, setValue]);

  const submit = handleSubmit(async (area) => {
    try {
      const saved = read ? await changeServiceArea(read.id, area, read.version) : await createServiceArea(area);
      onSaved(saved);
    } catch (error) {
      const now = conflictingArea(error);
      if (now) {
        // Someone else changed it first: the form shows it as it now is, at its new version.
        setRead(now);
        reset(valuesOf(now, mode.kind === 'coming-soon' ? 'coming-soon' : undefined));
        setError('root', { type: 'server', message: serverMessage(error) ?? T.failed });
        onConflict();
        return;
      }
      const shown = showServerFieldErrors<Field>(error, mode.kind === 'coming-soon' ? ['launchDate'] : FIELDS, setError);
      if (shown.length === 0) setError('root', { type: 'server', message: serverMessage(error) ?? T.failed });
    }
  });

  const title = mode.kind === 'add' ? T.addTitle : mode.kind === 'edit' ? T.editTitle(mode.area.areaName) : T.comingSoonTitle(mode.area.areaName);
  const submitLabel = mode.kind === 'add' ? T.add : mode.kind === 'edit' ? T.save : T.markComingSoon;
  const launchField = <FormTextField control={control} name="launchDate" label={T.labels.launchDate} type="date" hint={T.hints.launchDate} />;

  return (
    <Dialog open onClose={formState.isSubmitting ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="service-area-form-title">
      <form noValidate onSubmit={submit}>
        <DialogTitle id="service-area-form-title">{title}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{mode.kind === 'coming-soon' ? T.comingSoonIntro : T.intro}</DialogContentText>
          {formState.errors.root ? (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {formState.errors.root.message}
            </Alert>
          ) : null}
          {mode.kind === 'coming-soon' ? (
            <Box sx={{ pt: 1 }}>{launchField}</Box>
          ) : (
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, pt: 1 }}>
              <FormTextField control={control} name="areaName" label={T.labels.areaName} required sx={{ gridColumn: '1 / -1' }} slotProps={{ htmlInput: { maxLength: 200 } }} />
              <FormSelectField control={control} name="state" label={T.labels.state} options={STATE_OPTIONS} placeholder={T.chooseState} required />
              <FormSelectField control={control} name="status" label={T.labels.status} options={STATUS_OPTIONS} required />
              <FormTextField control={control} name="city" label={T.labels.city} hint={T.hints.city} slotProps={{ htmlInput: { maxLength: 100 } }} />
              <FormTextField control={control} name="zipCode" label={T.labels.zipCode} hint={T.hints.zipCode} slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 5 } }} />
              {status === 'coming-soon' ? launchField : null}
            </Box>
          )}
        </DialogContent>
        <FormDialogActions cancel={T.cancel} submit={submitLabel} onCancel={onClose} submitting={formState.isSubmitting} />
      </form>
    </Dialog>
  );
}
