import useSWR from 'swr';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useLanguage } from '@powernest/shared-ui/i18n';
import { BRAND_NAME, SERVICE_AREAS_PATH, formatLaunchDate } from '@powernest/domain';
import { usePartnershipText } from '../../i18n';


/** What the card shows of an area. */
interface ShownArea {
  areaName: string;
  state: string;
  status: string;
  launchDate?: string;
}

/**
 * The answer read by hand, not decoded with the endpoint's schema as elsewhere: the application
 * page loads no validator (zod) until its first check of the form (e2e server-rendering.spec.ts),
 * and this card, which only shows text, would bring zod's core with the page (so would the first
 * view's data, shared-ui/data: the card is drawn once the page runs, not in its HTML). An answer
 * that is not the list shows nothing.
 */
function readAreas({ status, body }: { status: number; body: unknown }): ShownArea[] | undefined {
  const areas = status === 200 ? (body as { areas?: unknown } | null)?.areas : undefined;
  if (!Array.isArray(areas)) return undefined;
  return areas.flatMap((a: Partial<Record<keyof ShownArea, unknown>>) =>
    typeof a.areaName === 'string' && typeof a.state === 'string' && typeof a.status === 'string'
      ? [{ areaName: a.areaName, state: a.state, status: a.status, ...(typeof a.launchDate === 'string' ? { launchDate: a.launchDate } : {}) }]
      : [],
  );
}

const fetchAreas = async (url: string) => {
  const res = await fetch(url, { headers: { Accept: 'application/json' } });
  const text = await res.text().catch(() => '');
  let body: unknown = null;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON (a proxy's error page): nothing to show.
  }
  return readAreas({ status: res.status, body }) ?? [];
};

/**
 * "Now serving …" beside the application (issue #44): the areas PowerNest serves and those it
 * opens next, with their dates. Nothing while there are none, or their answer failed, or without
 * JavaScript (the locator's sidebar lists them in its HTML).
 */
export function ServiceAreasCard() {
  const t = usePartnershipText();
  const language = useLanguage();
  const { data } = useSWR(SERVICE_AREAS_PATH, fetchAreas);
  const areas = data ?? [];
  if (areas.length === 0) return null;
  const names = (status: string) => areas.filter((a) => a.status === status).map((a) => `${a.areaName} (${a.state})`);
  const list = new Intl.ListFormat(language, { type: 'conjunction' });
  const serving = names('active');
  const coming = areas.filter((a) => a.status === 'coming-soon');
  return (
    <Card variant="outlined">
      <CardContent sx={{ p: 3 }}>
        <Typography variant="h3" component="h2" gutterBottom sx={{ fontSize: '1.15rem' }}>
          {t('wizard.areas.title', { brand: BRAND_NAME })}
        </Typography>
        {serving.length > 0 ? <Typography color="text.secondary">{t('wizard.areas.serving', { areas: list.format(serving) })}</Typography> : null}
        {coming.length > 0 ? (
          <Typography color="text.secondary" sx={{ mt: serving.length > 0 ? 1 : 0 }}>
            {t('wizard.areas.coming', { areas: list.format(coming.map((a) => `${a.areaName} (${a.state})${a.launchDate ? `, ${formatLaunchDate(a.launchDate, language)}` : ''}`)) })}
          </Typography>
        ) : null}
      </CardContent>
    </Card>
  );
}
