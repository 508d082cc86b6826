import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from '@powernest/shared-ui/router';
import { COVERAGE_ANSWERS, firstPartnerPath, type CoverageResult } from '@powernest/domain';
import { checkCoverage, problemOf } from './coverageData';
import { COVERAGE_TEXT as T } from './coverageText';
import { WaitingListForm } from './WaitingListForm';

/** The answer for a place: covered with the nearest distance, or the two ways forward. */
function Answer({ result, typed }: { result: CoverageResult; typed: string }) {
  const { place, covered, nearestMiles } = result;
  if (covered && nearestMiles !== undefined) return <Alert severity="success">{COVERAGE_ANSWERS.covered(place.area, nearestMiles)}</Alert>;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Alert severity="info">
        {COVERAGE_ANSWERS.notCovered(place.area)}
        {nearestMiles !== undefined ? ` ${COVERAGE_ANSWERS.nearest(nearestMiles)}` : null}
      </Alert>
      {/* The text checked (a ZIP code stays on the entry); the API files it under the same area. */}
      <WaitingListForm key={place.area} place={typed} />
      <Link component={RouterLink} to={firstPartnerPath(place.area)} sx={{ fontWeight: 600 }}>
        {COVERAGE_ANSWERS.firstPartner(place.area)}
      </Link>
    </Box>
  );
}

/**
 * "Is there a charging kiosk near you?" (issue #14 item 7): a ZIP code or city; when no active
 * partner is within the domain's radius, the visitor can join the area's waiting list or apply
 * as its first partner. Self-contained: the page places it.
 */
export function CoverageCheck() {
  const [place, setPlace] = useState('');
  const [checking, setChecking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [result, setResult] = useState<{ answer: CoverageResult; typed: string } | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setChecking(true);
    setProblem(null);
    try {
      setResult({ answer: await checkCoverage(place), typed: place.trim() });
    } catch (error) {
      setResult(null);
      setProblem(problemOf(error, T.failed));
    } finally {
      setChecking(false);
    }
  }

  return (
    <Card component="section" variant="outlined" aria-labelledby="coverage-heading" sx={{ borderRadius: 3 }}>
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Typography id="coverage-heading" variant="h3" sx={{ fontSize: '1.1rem' }}>
          {T.heading}
        </Typography>
        <Box component="form" noValidate onSubmit={submit} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}>
          <TextField
            label={T.placeLabel}
            helperText={problem ?? T.placeHint}
            error={problem !== null}
            value={place}
            onChange={(e) => setPlace(e.target.value)}
            size="small"
            autoComplete="postal-code"
            sx={{ flex: '1 1 220px' }}
          />
          <Button type="submit" variant="contained" disabled={checking}>
            {checking ? T.checking : T.check}
          </Button>
        </Box>
        <Box aria-live="polite">{result ? <Answer result={result.answer} typed={result.typed} /> : null}</Box>
      </CardContent>
    </Card>
  );
}
