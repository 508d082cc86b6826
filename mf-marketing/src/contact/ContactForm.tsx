import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useForm } from 'react-hook-form';
import { FormSelectField, FormTextField, HoneypotField, leadResolver, useSubmitLead } from '@powernest/shared-ui/forms';
import { useHydrated } from '@powernest/shared-ui';
import { EMPTY_LEAD_FORM, SHORT_BUSINESS_TYPE_OPTIONS, SHORT_LEAD_FIELDS, type LeadFormValues } from '@powernest/domain';

type ContactValues = Pick<Required<LeadFormValues>, (typeof SHORT_LEAD_FIELDS)[number]> & { referralCode?: string };

const EMPTY_CONTACT: ContactValues = Object.fromEntries(SHORT_LEAD_FIELDS.map((f) => [f, EMPTY_LEAD_FORM[f]])) as ContactValues;

/** The short lead form (SPEC §2 Contact): validated by the one shared lead schema. */
export function ContactForm() {
  const { submitLead, submitting } = useSubmitLead('contact');
  const hydrated = useHydrated();
  const { control, register, handleSubmit, reset, setError } = useForm<ContactValues>({
    defaultValues: EMPTY_CONTACT,
    resolver: leadResolver as never,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  const onSubmit = handleSubmit(async (values) => {
    const result = await submitLead(values);
    if (result.ok) {
      reset(EMPTY_CONTACT);
      return;
    }
    // Nothing typed is lost; the server's own messages appear under their fields.
    for (const [field, message] of Object.entries(result.fieldErrors)) {
      if (field in EMPTY_CONTACT) setError(field as keyof ContactValues, { message });
    }
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label="Request FREE Equipment" sx={{ position: 'relative' }}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <FormTextField control={control} name="businessName" label="Business Name" required autoComplete="organization" />
        <FormTextField control={control} name="contactPerson" label="Contact Person" required autoComplete="name" />
        <FormTextField control={control} name="email" label="Email Address" type="email" required autoComplete="email" />
        <FormTextField control={control} name="phone" label="Phone Number" type="tel" required autoComplete="tel" />
        <FormTextField
          control={control}
          name="location"
          label="Location (City, State)"
          required
          autoComplete="address-level2"
          placeholder="Austin, TX"
        />
        <FormSelectField
          control={control}
          name="businessType"
          label="Business Type"
          required
          options={SHORT_BUSINESS_TYPE_OPTIONS}
          placeholder="Select your business type"
        />
        <Box sx={{ gridColumn: '1 / -1' }}>
          <FormTextField
            control={control}
            name="message"
            label="Message"
            multiline
            rows={4}
            placeholder="Tell us about your business and your customers"
          />
        </Box>
      </Box>
      <HoneypotField register={register} />
      <Button type="submit" variant="contained" size="large" disabled={submitting || !hydrated} sx={{ mt: 3 }} fullWidth>
        {submitting ? 'Sending Emails...' : 'Request FREE Equipment'}
      </Button>
    </Box>
  );
}
