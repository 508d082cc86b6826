import Typography from '@mui/material/Typography';
import type { AdminLeadDetail } from '@powernest/domain';
import { DetailList } from '../../components/DetailList';
import { SectionCard } from '../../components/SectionCard';
import { TEXT } from './text';

const T = TEXT.leadSource;

/** Where one lead came from (issue #45): the visit's landing page, referring site, campaign and device. */
export function LeadSourceCard({ source }: { source: AdminLeadDetail['source'] }) {
  const campaign = source && [source.utmSource, source.utmMedium, source.utmCampaign].some(Boolean) ? [source.utmSource ?? '—', source.utmMedium ?? '—', source.utmCampaign ?? '—'].join(' / ') : undefined;
  const all: [string, string | undefined][] = source
    ? [
        [T.landingPage, source.landingPage],
        [T.referrer, source.referrerHost],
        [T.campaign, campaign],
        [T.term, source.utmTerm],
        [T.content, source.utmContent],
        [T.device, source.device && T.devices[source.device]],
      ]
    : [];
  const rows = all.filter((row): row is [string, string] => Boolean(row[1]));
  return (
    <SectionCard title={T.title} idPrefix="lead">
      {source ? (
        <DetailList rows={rows} />
      ) : (
        <Typography variant="body2" color="text.secondary">
          {T.unknown}
        </Typography>
      )}
    </SectionCard>
  );
}
