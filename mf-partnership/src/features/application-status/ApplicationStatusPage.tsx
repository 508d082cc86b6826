import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { FORM_ID_FIELD, useFormSubmission } from '@powernest/shared-ui';
import { PageContainer } from '@powernest/shared-ui/components';
import { FirstViewData } from '@powernest/shared-ui/data';
import { ErrorSummary, FormSuccess, fieldId } from '@powernest/shared-ui/forms';
import { useLocation } from '@powernest/shared-ui/router';
import { PAGE_FORM_IDS, pageIn, type ApplicationView } from '@powernest/domain';
import { useLanguage } from '@powernest/shared-ui/i18n';
import { APPLICATION_STATUS_PAGE } from '../../pages';
import { StageSteps } from './StageSteps';
import { PromisesCard } from './PromisesCard';
import { VisitSlotsForm } from './VisitSlotsForm';
import { usePartnershipText } from '../../i18n';
import { usePartnershipFigures } from '../../i18n/figures';
import { dateOnly, nextStepText, stageName, visitTimeIn } from './statusText';
import { statusFirstView, useApplicationStatus } from './statusData';

/**
 * An applicant's own page (issue #28), opened from the link in their confirmation e-mail: where
 * the application stands, what happens next, and their site visit to book, move or cancel. The
 * forms post as plain forms (the site server answers with this page again), so all of it works
 * without JavaScript, and the page is the same with it.
 */
export function ApplicationStatusPage() {
  const token = decodeURIComponent(useLocation().pathname.split('/').filter(Boolean).pop() ?? '');
  return (
    <FirstViewData requests={statusFirstView(token)}>
      <StatusView token={token} />
    </FirstViewData>
  );
}

function StatusView({ token }: { token: string }) {
  const { outcome, failed } = useApplicationStatus(token);
  const t = usePartnershipText();
  const page = pageIn(APPLICATION_STATUS_PAGE, useLanguage());
  if (outcome && 'notFound' in outcome) return <LinkNotValid />;
  if (!outcome) {
    return (
      <PageContainer heading={page.heading}>
        {failed ? <Alert severity="error">{t('status.loadFailed')}</Alert> : <Typography role="status">{t('status.loading')}</Typography>}
      </PageContainer>
    );
  }
  return <Status token={token} application={outcome.application} />;
}

function Status({ token, application }: { token: string; application: ApplicationView }) {
  const answer = useFormSubmission(PAGE_FORM_IDS.visit);
  const { visit } = application;
  const t = usePartnershipText();
  const figures = usePartnershipFigures();
  const language = useLanguage();
  const page = pageIn(APPLICATION_STATUS_PAGE, language);
  const when = (date: Date, timeZone: string) => visitTimeIn(date, timeZone, language, t);
  return (
    <PageContainer
      heading={page.heading}
      intro={t('status.intro', { business: application.businessName, received: dateOnly(application.receivedAt, application.timeZone, language) })}
    >
      <Stack spacing={3} sx={{ maxWidth: 760 }}>
        {/* The notice after booking, moving or cancelling: the change the server carried (never "booked" after a move) and the visit as it now is (the domain's visitNotice, in the page's language). */}
        {answer?.outcome === 'sent' && answer.notice ? (
          visit ? (
            <FormSuccess
              title={t(answer.data?.change === 'moved' ? 'status.visitMoved.title' : 'status.visitBooked.title')}
              description={t(answer.data?.change === 'moved' ? 'status.visitMoved.text' : 'status.visitBooked.text', { ...figures, when: when(visit.start, visit.timeZone) })}
            />
          ) : (
            <FormSuccess title={t('status.visitCancelled.title')} description={t('status.visitCancelled.text')} />
          )
        ) : null}
        {answer && answer.outcome !== 'sent' && answer.outcome !== 'continued' ? (
          <ErrorSummary title={answer.notice?.title} description={answer.notice?.description} fieldErrors={answer.fieldErrors} />
        ) : null}

        <Card variant="outlined" component="section" aria-labelledby="stage-heading">
          <CardContent>
            <Typography id="stage-heading" variant="h5" component="h2" gutterBottom>
              {t('status.stageHeading', { stage: stageName(application.stage, t, Boolean(visit)) })}
            </Typography>
            <StageSteps stage={application.stage} reached={application.reached} visitBooked={Boolean(visit)} />
            <Typography sx={{ mt: 2 }}>{nextStepText(application, t, figures)}</Typography>
            {application.nextStepBy ? (
              <Typography variant="body2" color="text.secondary">
                {t('status.by', { when: when(application.nextStepBy, application.timeZone) })}
              </Typography>
            ) : null}
          </CardContent>
        </Card>

        {application.promises ? <PromisesCard promises={application.promises} timeZone={application.timeZone} /> : null}

        {visit ? (
          <Card variant="outlined" component="section" aria-labelledby="visit-heading">
            <CardContent>
              <Typography id="visit-heading" variant="h5" component="h2" gutterBottom>
                {t('status.visitHeading')}
              </Typography>
              <Typography sx={{ fontWeight: 700 }}>{when(visit.start, visit.timeZone)}</Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                {visit.canChange ? t('status.changeUntil', { when: when(visit.changeUntil, visit.timeZone) }) : t('status.tooLateToChange', figures)}
              </Typography>
              {visit.canChange ? (
                <Box component="form" method="post" action="" sx={{ display: 'inline' }}>
                  <input type="hidden" name={FORM_ID_FIELD} value={PAGE_FORM_IDS.visit} />
                  <Button type="submit" name="action" value="cancel" variant="outlined" color="error" sx={{ minHeight: 44 }}>
                    {t('status.cancel')}
                  </Button>
                </Box>
              ) : null}
            </CardContent>
          </Card>
        ) : null}

        {application.canBook && (!visit || visit.canChange) ? (
          <VisitSlotsForm token={token} moving={Boolean(visit)} chosen={answer?.values.start} error={answer?.fieldErrors.start} />
        ) : null}

        <Card variant="outlined" component="section" aria-labelledby="contact-heading">
          <CardContent>
            <Typography id="contact-heading" variant="h6" component="h2" gutterBottom>
              {t('status.contactHeading')}
            </Typography>
            <Typography>
              {t('status.call')} <a href={`tel:${application.contact.phone}`}>{application.contact.phone}</a> {t('status.orWrite')}{' '}
              <a href={`mailto:${application.contact.email}`}>{application.contact.email}</a>.
            </Typography>
          </CardContent>
        </Card>
      </Stack>
    </PageContainer>
  );
}

/** A wrong or expired link: nothing of any application, and a way to a new link. */
function LinkNotValid() {
  const answer = useFormSubmission(PAGE_FORM_IDS.statusLink);
  const t = usePartnershipText();
  const figures = usePartnershipFigures();
  return (
    <PageContainer heading={t('status.notFoundHeading')} intro={t('status.notFoundIntro', figures)}>
      <Stack spacing={3} sx={{ maxWidth: 560 }}>
        {answer?.outcome === 'sent' && answer.notice ? (
          <FormSuccess title={answer.notice.title} description={answer.notice.description} />
        ) : (
          <>
            {answer ? <ErrorSummary title={answer.notice?.title} description={answer.notice?.description} fieldErrors={answer.fieldErrors} /> : null}
            <Stack component="form" method="post" action="" spacing={2} aria-label={t('status.newLinkForm')}>
              <input type="hidden" name={FORM_ID_FIELD} value={PAGE_FORM_IDS.statusLink} />
              <TextField
                id={fieldId('email')}
                name="email"
                type="email"
                autoComplete="email"
                label={t('status.emailLabel')}
                defaultValue={answer?.values.email ?? ''}
                error={Boolean(answer?.fieldErrors.email)}
                helperText={answer?.fieldErrors.email ?? t('status.emailHelp')}
                slotProps={{ inputLabel: { shrink: true } }}
                required
              />
              <Button type="submit" variant="contained" sx={{ alignSelf: 'flex-start', minHeight: 44 }}>
                {t('status.sendLink')}
              </Button>
            </Stack>
          </>
        )}
      </Stack>
    </PageContainer>
  );
}
