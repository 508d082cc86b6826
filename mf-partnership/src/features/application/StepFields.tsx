import Box from '@mui/material/Box';
import type { Control } from 'react-hook-form';
import { FormSelectField, FormTextField } from '@powernest/shared-ui/forms';
import type { LeadFormValues } from '@powernest/domain';
import type { FieldSpec } from './steps';

/** The fields of one wizard step, two columns on wide screens. */
export function StepFields({ fields, control }: { fields: readonly FieldSpec[]; control: Control<LeadFormValues> }) {
  return (
    <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' } }}>
      {fields.map((f) => (
        <Box key={f.name} sx={{ gridColumn: f.half ? 'span 1' : '1 / -1' }}>
          {f.options ? (
            <FormSelectField
              control={control}
              name={f.name}
              label={f.label}
              required={f.required}
              options={f.options}
              placeholder={f.required ? 'Select one' : 'Not specified'}
            />
          ) : (
            <FormTextField
              control={control}
              name={f.name}
              label={f.label}
              required={f.required}
              type={f.type ?? 'text'}
              placeholder={f.placeholder}
              hint={f.hint}
              autoComplete={f.autoComplete}
              multiline={f.multiline}
              rows={f.multiline ? 3 : undefined}
            />
          )}
        </Box>
      ))}
    </Box>
  );
}
