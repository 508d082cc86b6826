import Box from '@mui/material/Box';
import type { Control } from 'react-hook-form';
import { FormSelectField, FormTextField } from '@powernest/shared-ui/forms';
import { useLanguage } from '@powernest/shared-ui/i18n';
import type { LeadFormValues } from '@powernest/domain';
import { usePartnershipText } from '../../i18n';
import { labelOfField, optionsOf, placeholderOf, type FieldSpec } from './steps';

/** The fields of one wizard step, two columns on wide screens, in the page's language. */
export function StepFields({ fields, control }: { fields: readonly FieldSpec[]; control: Control<LeadFormValues> }) {
  const t = usePartnershipText();
  const language = useLanguage();
  return (
    <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' } }}>
      {fields.map((f) => {
        const options = optionsOf(f, language);
        return (
          <Box key={f.name} sx={{ gridColumn: f.half ? 'span 1' : '1 / -1' }}>
            {options ? (
              <FormSelectField
                control={control}
                name={f.name}
                label={labelOfField(f.name, t)}
                required={f.required}
                options={options}
                placeholder={t(f.required ? 'wizard.selectOne' : 'wizard.notSpecified')}
              />
            ) : (
              <FormTextField
                control={control}
                name={f.name}
                label={labelOfField(f.name, t)}
                required={f.required}
                type={f.type ?? 'text'}
                placeholder={placeholderOf(f, t)}
                autoComplete={f.autoComplete}
                multiline={f.multiline}
                rows={f.multiline ? 3 : undefined}
              />
            )}
          </Box>
        );
      })}
    </Box>
  );
}
