import { useEffect, useRef, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from '@powernest/shared-ui/router';
import { useFormSubmission } from '@powernest/shared-ui';
import { fieldId } from '@powernest/shared-ui/forms';
import { firstPartnerPath, type CoverageOutcome, type CoverageResult } from '@powernest/domain';
import { KeptParams } from '../../components/KeptParams';
import { useLocatorView } from '../../state/useLocatorView';
import { LocatorPageForm } from './LocatorPageForm';
import { useCoverage } from './coverageData';
import { WAITING_LIST_FORM, useCoverageAnswers } from './coverageText';
import { useLocatorText } from '../../i18n';
import { WaitingListForm } from './WaitingListForm';

/** The answer's outcome: the API's, or from `covered` for an API older than this page. */
const outcomeOf = (result: CoverageResult): CoverageOutcome => result.outcome ?? (result.covered ? 'partner-near' : 'not-yet');

/**
 * The answer for a place, one of four (issue #44): a partner near, with the distance; an area
 * PowerNest serves (apply now); one coming, on its date (join the list); not yet (join the list).
 */
function Answer({ result }: { result: CoverageResult }) {
  const answers = useCoverageAnswers();
  const { place, nearestMiles, radiusMiles, serviceArea } = result;
  const outcome = outcomeOf(result);
  // A status, not an alert: an answer to the visitor's question, announced when it comes.
  if (outcome === 'partner-near' && nearestMiles !== undefined)
    return (
      <Alert severity="success" role="status">
        {answers.covered(place.area, nearestMiles)}
      </Alert>
    );
  if (outcome === 'served' && serviceArea)
    return (
      <Alert severity="success" role="status">
        {answers.served(serviceArea.areaName, place.area, radiusMiles)}
      </Alert>
    );
  if (outcome === 'coming-soon' && serviceArea)
    return (
      <Alert severity="info" role="status">
        {answers.comingSoon(serviceArea.areaName, serviceArea.launchDate)}
      </Alert>
    );
  return (
    <Alert severity="info" role="status">
      {answers.notCovered(place.area, radiusMiles)}
      {nearestMiles !== undefined ? ` ${answers.nearest(nearestMiles)}` : null}
    </Alert>
  );
}

/** The place the page answers: the URL's `place` (the GET form), or the one a waiting-list post was for. */
export function useCheckedPlace(): string {
  const { view } = useLocatorView();
  const joined = useFormSubmission(WAITING_LIST_FORM);
  return view.place || (joined?.values.place ?? '').trim();
}

/**
 * "Is there a charging kiosk near you?" (issue #14 item 7): a ZIP code or city; when no active
 * partner is within the domain's radius, the visitor can join the area's waiting list or apply
 * as its first partner. A GET form (`?place=`): the server renders its answer, so it works
 * without JavaScript; with it, the answer comes without reloading the page.
 */
export function CoverageCheck() {
  const t = useLocatorText();
  const answers = useCoverageAnswers();
  const { view, change } = useLocatorView();
  const place = useCheckedPlace();
  const joining = useFormSubmission(WAITING_LIST_FORM) !== null;
  const { outcome, checking, failed } = useCoverage(place);
  const input = useRef<HTMLInputElement>(null);
  // The field is the browser's: text typed before the page hydrated (it hydrates on the first
  // touch, the Check button's click) stays. A place that changes afterwards (back, forward, the
  // check itself) is shown in it; not at hydration, which put the page's place back over what the
  // visitor had just typed, and the check then asked for the old place.
  const shownPlace = useRef(place);
  useEffect(() => {
    if (shownPlace.current === place) return;
    shownPlace.current = place;
    if (input.current && input.current.value.trim() !== place) input.current.value = place;
  }, [place]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const typed = String(new FormData(event.currentTarget).get('place') ?? '').trim();
    change({ place: typed }, 'push');
  }

  const problem = outcome && 'problem' in outcome ? answers.problem(outcome.problem) : failed ? answers.problem(null) : null;
  const result = outcome && 'result' in outcome ? outcome.result : null;
  const answered = result ? outcomeOf(result) : null;
  // Served: apply now. Coming soon or not yet: join the list, or be the first partner.
  const waiting = answered === 'coming-soon' || answered === 'not-yet';
  return (
    <Card component="section" variant="outlined" aria-labelledby="coverage-heading" sx={{ borderRadius: 3 }}>
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Typography id="coverage-heading" variant="h3" sx={{ fontSize: '1.1rem' }}>
          {t('coverage.heading')}
        </Typography>
        <LocatorPageForm method="get" labelledBy="coverage-heading" onSubmit={submit} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}>
          <KeptParams view={view} except={['place']} />
          <TextField
            id={fieldId('place')}
            name="place"
            label={t('coverage.placeLabel')}
            helperText={problem ?? t('coverage.placeHint')}
            error={problem !== null}
            defaultValue={place}
            inputRef={input}
            autoComplete="postal-code"
            // Above the field from the start, as the search box's (text typed without the code).
            slotProps={{ inputLabel: { shrink: true } }}
            sx={{ flex: '1 1 200px' }}
          />
          <Button type="submit" variant="contained" disabled={checking} sx={{ minHeight: 56 }}>
            {checking ? t('coverage.checking') : t('coverage.check')}
          </Button>
        </LocatorPageForm>
        <Box sx={{ display: 'grid', gap: 2, '&:empty': { display: 'none' } }}>
          {result ? <Answer result={result} /> : null}
          {/* The text checked (a ZIP code stays on the entry); the API files it under the same area. */}
          {waiting || joining ? <WaitingListForm key={place} place={place} area={result?.place.area} /> : null}
          {result && answered !== 'partner-near' ? (
            <Link component={RouterLink} to={firstPartnerPath(result.place.area)} sx={{ fontWeight: 600, display: 'inline-flex', alignItems: 'center', minHeight: 44 }}>
              {answered === 'served' ? answers.applyNow : answers.firstPartner(result.place.area)}
            </Link>
          ) : null}
        </Box>
      </CardContent>
    </Card>
  );
}
