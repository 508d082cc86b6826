import { useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import {
  ErrorSummary,
  FormSelectField,
  FormSuccess,
  FormTextField,
  HoneypotField,
  ServerFieldErrorsProvider,
  typedInto,
  useKeepTyped,
  useLeadResolver,
  useSubmitLead,
} from '@powernest/shared-ui/forms';
import { FORM_ID_FIELD, useFormSubmission } from '@powernest/shared-ui';
import { Link as RouterLink, useHref, useLocation } from '@powernest/shared-ui/router';
import { useLanguage } from '@powernest/shared-ui/i18n';
import { EMPTY_LEAD_FORM, PAGE_FORM_IDS, SHORT_LEAD_FIELDS, leadNextStepOf, optionsIn, type LeadFormValues } from '@powernest/domain';
import { useMarketingText } from '../../i18n';
import { PRIVACY_PAGE } from '../../pages';

type ContactValues = Pick<Required<LeadFormValues>, (typeof SHORT_LEAD_FIELDS)[number]> & { referralCode?: string };

const EMPTY_CONTACT: ContactValues = Object.fromEntries(SHORT_LEAD_FIELDS.map((f) => [f, EMPTY_LEAD_FORM[f]])) as ContactValues;

/** The name the site server knows this form by (shell/server/forms/pageForms.ts). */
const CONTACT_FORM_ID = PAGE_FORM_IDS.contact;

/** What the visitor typed, from the server's answer to the plain HTML form (values it knows only). */
const typedValues = (values: Record<string, string>): ContactValues =>
  Object.fromEntries(SHORT_LEAD_FIELDS.map((f) => [f, values[f] ?? EMPTY_CONTACT[f]])) as ContactValues;

/**
 * The short lead form (product.md §2 Contact): validated by the one shared lead schema, its messages,
 * notices and business types in the page's language (the domain's). It is a real form: before
 * its script runs, or without it, it posts to this page (in its language: /es/contact) and the
 * site server answers (useFormSubmission); with it, it is sent with fetch. Either way the answer
 * shows where the form was.
 */
export function ContactForm() {
  const t = useMarketingText();
  const language = useLanguage();
  // The page's own address, its language prefix included (the router's pathname has none).
  const action = useHref(useLocation().pathname);
  const resolver = useLeadResolver();
  const answered = useFormSubmission(CONTACT_FORM_ID);
  const { submitLead, submitting } = useSubmitLead('contact', { success: 'inline' });
  // The notice, and the next step when the confirmation (with the status link) went out (browser audit #16).
  const [sent, setSent] = useState(() =>
    answered?.outcome === 'sent' && answered.notice ? { ...answered.notice, next: leadNextStepOf('contact', answered.data, language) } : undefined,
  );
  const formRef = useRef<HTMLFormElement>(null);
  const { control, register, handleSubmit, setError, getValues, setValue, formState } = useForm<ContactValues>({
    defaultValues: typedInto(CONTACT_FORM_ID, answered && answered.outcome !== 'sent' ? typedValues(answered.values) : EMPTY_CONTACT),
    resolver: resolver as never,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    // The error summary takes focus (GOV.UK), as without JavaScript; its links lead to the fields.
    shouldFocusError: false,
  });

  useKeepTyped(formRef, getValues, setValue);

  const onSubmit = handleSubmit(async (values) => {
    const result = await submitLead(values);
    if (result.ok) {
      setSent({ ...result.notice, next: result.next });
      return;
    }
    // Nothing typed is lost; the server's own messages appear under their fields.
    for (const [field, message] of Object.entries(result.fieldErrors)) {
      if (field in EMPTY_CONTACT) setError(field as keyof ContactValues, { message });
    }
  });

  if (sent) {
    return (
      <FormSuccess title={sent.title} description={sent.description}>
        {sent.next ? <Typography sx={{ mt: 1.5, fontWeight: 600 }}>{sent.next}</Typography> : null}
      </FormSuccess>
    );
  }

  const problem = answered && answered.outcome !== 'sent' ? answered : null;
  // With JavaScript, the same summary as the server's answer has (browser audit #16), in the form's order.
  const clientErrors = Object.fromEntries(
    SHORT_LEAD_FIELDS.flatMap((f) => {
      const message = formState.errors[f as keyof ContactValues]?.message;
      return message ? [[f, message]] : [];
    }),
  );
  const checkedHere = formState.submitCount > 0;
  return (
    <Box component="form" id={CONTACT_FORM_ID} ref={formRef} method="post" action={action} noValidate onSubmit={onSubmit} aria-label={t('contact.formTitle')} sx={{ position: 'relative' }}>
      {checkedHere && Object.keys(clientErrors).length > 0 ? (
        // A new summary per send: it takes focus again each time.
        <ErrorSummary key={formState.submitCount} fieldErrors={clientErrors} />
      ) : null}
      {problem && !checkedHere ? (
        <ErrorSummary
          title={problem.notice?.title}
          description={problem.notice?.description}
          fieldErrors={problem.fieldErrors}
        />
      ) : null}
      <input type="hidden" name={FORM_ID_FIELD} value={CONTACT_FORM_ID} />
      {/* The page's language: the site server answers, and the API e-mails the visitor, in it. */}
      <input type="hidden" name="language" value={language} />
      <ServerFieldErrorsProvider errors={problem?.fieldErrors}>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <FormTextField control={control} name="businessName" label={t('contact.field.businessName')} required autoComplete="organization" />
          <FormTextField control={control} name="contactPerson" label={t('contact.field.contactPerson')} required autoComplete="name" />
          <FormTextField control={control} name="email" label={t('contact.field.email')} type="email" required autoComplete="email" />
          <FormTextField control={control} name="phone" label={t('contact.field.phone')} type="tel" required autoComplete="tel" />
          <FormTextField
            control={control}
            name="location"
            label={t('contact.field.location')}
            required
            autoComplete="address-level2"
            placeholder={t('contact.field.locationPlaceholder')}
          />
          <FormSelectField
            control={control}
            name="businessType"
            label={t('contact.field.businessType')}
            required
            options={optionsIn(language, 'shortBusinessType')}
            placeholder={t('contact.field.businessTypePlaceholder')}
          />
          <Box sx={{ gridColumn: '1 / -1' }}>
            <FormTextField
              control={control}
              name="message"
              label={t('contact.field.message')}
              multiline
              rows={4}
              placeholder={t('contact.field.messagePlaceholder')}
            />
          </Box>
        </Box>
      </ServerFieldErrorsProvider>
      <HoneypotField register={register} />
      <Button type="submit" variant="contained" size="large" disabled={submitting} sx={{ mt: 3, minHeight: 48 }} fullWidth>
        {submitting ? t('contact.sending') : t('contact.submit')}
      </Button>
      {/* What is kept with a request, and why (issue #45): the privacy page. */}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5, textAlign: 'center' }}>
        {t('contact.privacy')}{' '}
        <Link component={RouterLink} to={PRIVACY_PAGE.path}>
          {t('contact.privacyLink')}
        </Link>
      </Typography>
    </Box>
  );
}
