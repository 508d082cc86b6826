import { useState } from 'react';
import { useHref } from '@powernest/shared-ui/router';
import { useLanguage } from '@powernest/shared-ui/i18n';
import { useForm, type FieldErrors } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { FORM_ID_FIELD, useFormSubmission, usePageTitle } from '@powernest/shared-ui';
import { EMPTY_LEAD_FORM, ERROR_TITLE_PREFIX, PAGE_FORM_IDS, leadNextStepOf, pageIn, type LeadFormValues, type LeadSubmission } from '@powernest/domain';
import { ErrorSummary, FormSuccess, HoneypotField, ServerFieldErrorsProvider, fieldId, typedInto, useLeadResolver, useSubmitLead } from '@powernest/shared-ui/forms';
import { visuallyHidden } from '../../components/visuallyHidden';
import { BenefitsSummary } from './BenefitsSummary';
import { clearDraft } from './draft';
import { StepFields } from './StepFields';
import { STEP_COUNT, WIZARD_STEPS, labelOfField, stepOfField, stepTitle } from './steps';
import { useStepNavigation } from './useStepNavigation';
import { useWizardDraft } from './useWizardDraft';
import { WizardAside } from './WizardAside';
import { WizardButtons } from './WizardButtons';
import { answersOf, orderedErrorFields, stepOfAnswer } from './wizardAnswers';
import { usePartnershipText } from '../../i18n';
import { usePartnershipFigures } from '../../i18n/figures';
import { APPLICATION_PAGE } from '../../pages';
import { SplitLayout } from '../../components/SplitLayout';

/** The name the site server knows this form by (shell/server/forms/pageForms.ts). */
const APPLICATION_FORM_ID = PAGE_FORM_IDS.application;

/**
 * product.md §2/§4 application wizard: four steps, moving between them never validates; only a click
 * on Submit (step 4) sends; on invalid input every step's errors are shown and the wizard goes
 * to the first step that has one. Answers are kept in sessionStorage until sent.
 */
export function ApplicationWizard() {
  const t = usePartnershipText();
  const figures = usePartnershipFigures();
  const language = useLanguage();
  const meta = pageIn(APPLICATION_PAGE, language);
  /** "Step 2 of 4" — shown under the h1, in the document title and announced on change. */
  const stepText = (n: number) => t('wizard.stepOf', { step: n, count: STEP_COUNT });
  /** A field's error where its step is not the one shown: "Phone Number (step 2): …". */
  const onStep = (field: string, message: string | undefined) => t('wizard.errorOnStep', { label: labelOfField(field, t), step: stepOfField(field) ?? '', message: message ?? '' });
  // The plain form posts to this page in its language (/es/partnership-application in Spanish).
  const action = useHref(APPLICATION_PAGE.path);
  // Without JavaScript each step is a round trip through the site server: its answer says
  // where the visitor is and holds every answer so far.
  const answered = useFormSubmission(APPLICATION_FORM_ID);
  const problem = answered && (answered.outcome === 'invalid' || answered.outcome === 'refused') ? answered : null;
  const { step, setStep, goTo, showFirstError, headingRef } = useStepNavigation(stepOfAnswer(answered));
  /** The step the server's answer opened on (the first with a refused field). */
  const [answeredStep] = useState(step);
  const [triedToSubmit, setTriedToSubmit] = useState(false);
  const { submitLead, submitting } = useSubmitLead('application');

  // Validates in the page's language (the domain's messages, LEAD_TEXTS).
  const resolver = useLeadResolver();
  const form = useForm<LeadFormValues, unknown, LeadSubmission>({
    resolver,
    defaultValues: typedInto(APPLICATION_FORM_ID, answered && answered.outcome !== 'sent' ? answersOf(answered.values) : EMPTY_LEAD_FORM),
    shouldFocusError: false, // the field may sit on another step: focus is moved after the jump
  });
  const { control, formState, handleSubmit, register, reset, setError, watch } = form;
  useWizardDraft({ answered, form, step, setStep });

  // The server's refused fields (a plain post), in the wizard's order, until the script checks the form itself.
  const serverErrorFields = problem && !triedToSubmit ? orderedErrorFields(problem.fieldErrors as FieldErrors<LeadFormValues>) : [];
  const clientErrorFields = orderedErrorFields(formState.errors);
  const showsErrors = (problem !== null && !triedToSubmit) || (triedToSubmit && clientErrorFields.length > 0);
  // GOV.UK: a page showing errors says so first in its title (the server's <title> does too).
  usePageTitle(`${showsErrors ? ERROR_TITLE_PREFIX : ''}${meta.title} – ${stepText(step)}`);

  async function onValid(values: LeadSubmission) {
    const outcome = await submitLead(values as LeadFormValues);
    if (outcome.ok) {
      reset(EMPTY_LEAD_FORM);
      setTriedToSubmit(false);
      clearDraft();
      goTo(1);
      return;
    }
    // Nothing typed is lost; the server's field messages go under their fields.
    const fields = Object.keys(outcome.fieldErrors).filter((f) => stepOfField(f));
    for (const f of fields) setError(f as keyof LeadFormValues, { type: 'server', message: outcome.fieldErrors[f] });
    showFirstError(orderedErrorFields(Object.fromEntries(fields.map((f) => [f, {}]))));
  }

  function onInvalid(errors: FieldErrors<LeadFormValues>) {
    showFirstError(orderedErrorFields(errors));
  }

  const sendClicked = () => {
    setTriedToSubmit(true);
    void handleSubmit(onValid, onInvalid)();
  };

  // Without JavaScript, a sent application shows its notice above the wizard, back at step 1 and
  // empty, as the enhanced wizard does after its toast (product.md §4: the wizard resets to step 1).
  const nextStep = answered?.outcome === 'sent' ? leadNextStepOf('application', answered.data, language) : undefined;
  const sentNotice =
    answered?.outcome === 'sent' && answered.notice ? (
      <Box sx={{ mb: 3 }}>
        <FormSuccess title={answered.notice.title} description={answered.notice.description}>
          {/* The next step, when the confirmation (with the status link) went out (browser audit #16). */}
          {nextStep ? <Typography sx={{ mt: 1.5, fontWeight: 600 }}>{nextStep}</Typography> : null}
        </FormSuccess>
      </Box>
    ) : null;

  const errorFields = clientErrorFields;
  const stepsWithErrors = new Set([...errorFields, ...serverErrorFields].map((f) => stepOfField(f)));
  const current = WIZARD_STEPS[step - 1];
  const currentTitle = stepTitle(current, t);
  /**
   * Without JavaScript (browser audit #3) the server's answer opens on the first step with an
   * error and also shows, below that step's fields, each later step's refused fields: every
   * entry of the error summary links to a field on this page, and one post fixes them all.
   */
  const laterStepErrors =
    step === answeredStep
      ? WIZARD_STEPS.map((s, i) => ({ number: i + 1, step: s, fields: s.fields.filter((f) => i + 1 !== step && serverErrorFields.includes(f.name)) })).filter((s) => s.fields.length > 0)
      : [];
  const shownElsewhere = new Set(laterStepErrors.flatMap((s) => s.fields.map((f) => f.name as string)));

  return (
    <Container maxWidth="lg" component="section" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="h1" component="h1">
        {meta.heading}
      </Typography>
      <Typography
        variant="h6"
        component="p"
        color="primary"
        data-testid="wizard-step"
        aria-live="polite"
        sx={{ fontWeight: 700, mt: 1, mb: 1 }}
      >
        {stepText(step)}
        <Box component="span" sx={visuallyHidden}>
          {`: ${currentTitle}`}
        </Box>
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 720, mb: 3 }}>
        {t('wizard.intro', figures)}
      </Typography>

      <SplitLayout>
        <Box>
          {triedToSubmit ? null : sentNotice}
          <LinearProgress
            variant="determinate"
            value={(step / STEP_COUNT) * 100}
            aria-label={t('wizard.progress')}
            aria-valuetext={`${stepText(step)}: ${currentTitle}`}
            sx={{ height: 8, borderRadius: 4, mb: 2 }}
          />
          <Stepper activeStep={step - 1} alternativeLabel aria-hidden="true" sx={{ mb: 3 }}>
            {WIZARD_STEPS.map((s, i) => (
              <Step key={s.id} completed={i < step - 1}>
                <StepLabel
                  error={stepsWithErrors.has(i + 1)}
                  sx={{ '& .MuiStepLabel-label': { display: { xs: 'none', sm: 'block' }, fontSize: '0.8rem' } }}
                >
                  {stepTitle(s, t)}
                </StepLabel>
              </Step>
            ))}
          </Stepper>

          {triedToSubmit && errorFields.length > 0 ? (
            <Alert severity="error" sx={{ mb: 3 }} data-testid="wizard-errors">
              <AlertTitle>
                {t('wizard.checkFields', { count: errorFields.length })}
              </AlertTitle>
              <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                {errorFields.map((f) => (
                  <li key={f}>
                    {/* A link, inline in its line: a wrapped entry flows under its first line, beside the
                        bullet (a <button> is an inline-block, whose baseline is its last line: audit #13). */}
                    <Link
                      href={`#${fieldId(f)}`}
                      onClick={(e) => {
                        e.preventDefault();
                        goTo(stepOfField(f)!, f);
                      }}
                      sx={{ color: 'inherit' }}
                    >
                      {onStep(f, formState.errors[f as keyof LeadFormValues]?.message)}
                    </Link>
                  </li>
                ))}
              </Box>
            </Alert>
          ) : null}

          {problem && !triedToSubmit ? (
            <ErrorSummary
              title={problem.notice?.title}
              description={problem.notice?.description}
              // In the page's order, "Label: message", each linking to its field (on this page: see laterStepErrors).
              fieldErrors={Object.fromEntries(
                serverErrorFields.map((f) => [f, stepOfField(f) === step || shownElsewhere.has(f) ? `${labelOfField(f, t)}: ${problem.fieldErrors[f]}` : onStep(f, problem.fieldErrors[f])]),
              )}
            />
          ) : null}

          <Card variant="outlined" sx={{ boxShadow: '0 8px 24px rgba(16,35,28,0.06)' }}>
            <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
              {/* A plain HTML form (each step a post to this page) until the script runs; then the
                  buttons move between steps here, and Enter never submits. */}
              <form
                id={APPLICATION_FORM_ID}
                method="post"
                action={action}
                noValidate
                aria-labelledby="wizard-step-heading"
                onSubmit={(e) => e.preventDefault()}
              >
                <input type="hidden" name={FORM_ID_FIELD} value={APPLICATION_FORM_ID} />
                <input type="hidden" name="step" value={step} />
                {/* The site server answers (and sends the e-mails) in the page's language. */}
                <input type="hidden" name="language" value={language} />
                {/* Enter in a field moves on, as the default (first) button, never back. */}
                <Box component="button" type="submit" name="go" value={step < STEP_COUNT ? 'next' : 'submit'} tabIndex={-1} aria-hidden="true" sx={visuallyHidden} />
                {/* The other steps' answers travel with the form. */}
                {Object.keys(EMPTY_LEAD_FORM)
                  .filter((f) => stepOfField(f) !== step && stepOfField(f) !== undefined && !shownElsewhere.has(f))
                  .map((f) => (
                    <input key={f} type="hidden" name={f} value={String(watch(f as keyof LeadFormValues) ?? '')} />
                  ))}
                <HoneypotField register={register} />
                <Typography
                  id="wizard-step-heading"
                  ref={headingRef}
                  tabIndex={-1}
                  variant="h2"
                  component="h2"
                  sx={{ fontSize: { xs: '1.45rem', md: '1.75rem' }, outline: 'none' }}
                >
                  {currentTitle}
                </Typography>
                <Typography color="text.secondary" sx={{ mb: 3 }}>
                  {t(`wizard.step.${current.id}.text`)}
                </Typography>

                <ServerFieldErrorsProvider errors={problem?.fieldErrors}>
                  <StepFields key={step} fields={current.fields} control={control} />
                  {laterStepErrors.map((later) => (
                    <Box key={later.step.id} component="section" aria-labelledby={`wizard-errors-${later.step.id}`} sx={{ mt: 4 }}>
                      <Typography id={`wizard-errors-${later.step.id}`} variant="h3" component="h3" sx={{ fontSize: '1.15rem', mb: 2 }}>
                        {`${stepText(later.number)}: ${stepTitle(later.step, t)}`}
                      </Typography>
                      <StepFields fields={later.fields} control={control} />
                    </Box>
                  ))}
                </ServerFieldErrorsProvider>
                {step === STEP_COUNT ? <BenefitsSummary /> : null}

                <WizardButtons step={step} submitting={submitting} onPrevious={() => goTo(step - 1)} onNext={() => goTo(step + 1)} onSubmit={sendClicked} />
              </form>
            </CardContent>
          </Card>
        </Box>

        <WizardAside />
      </SplitLayout>
    </Container>
  );
}
