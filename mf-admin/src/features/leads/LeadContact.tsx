import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { LEAD_FIELD_LABELS, labelOf, telHref, type AdminLeadDetail } from '@powernest/domain';
import { CopyButton } from '../../components/CopyButton';
import { DetailList } from '../../components/DetailList';
import { LEAD_FIELD_OPTIONS } from './leadFieldOptions';
import { TEXT } from './text';

const T = TEXT.lead;

/** The applicant's phone as a `tel:` link (a US number dialled with +1), the e-mail as a `mailto:` link. */
function PhoneLink({ phone }: { phone: string }) {
  return (
    <Link href={telHref(phone)} aria-label={T.call(phone)}>
      {phone}
    </Link>
  );
}
function EmailLink({ email }: { email: string }) {
  return (
    <Link href={`mailto:${email}`} aria-label={T.writeTo(email)} sx={{ overflowWrap: 'anywhere' }}>
      {email}
    </Link>
  );
}

/** Under the business's name: call, write or copy either in one click (issue #29). */
export function Reach({ lead }: { lead: AdminLeadDetail }) {
  return (
    <Box component="ul" aria-label={T.reach} sx={{ listStyle: 'none', p: 0, m: 0, mt: 1, display: 'flex', flexWrap: 'wrap', gap: { xs: 1, sm: 3 } }}>
      <Box component="li" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <PhoneLink phone={lead.phone} />
        <CopyButton value={lead.phone} label={LEAD_FIELD_LABELS.phone} />
      </Box>
      <Box component="li" sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
        <EmailLink email={lead.email} />
        <CopyButton value={lead.email} label={LEAD_FIELD_LABELS.email} />
      </Box>
    </Box>
  );
}

export function Details({ lead }: { lead: AdminLeadDetail }) {
  const rows = (Object.keys(LEAD_FIELD_LABELS) as (keyof typeof LEAD_FIELD_LABELS)[]).flatMap((field) => {
    const value = lead[field];
    if (!value) return [];
    // Choices show their label, as the applicant saw it.
    const options = LEAD_FIELD_OPTIONS[field];
    const shown = field === 'phone' ? <PhoneLink phone={value} /> : field === 'email' ? <EmailLink email={value} /> : ((options && labelOf(options, value)) ?? value);
    return [[LEAD_FIELD_LABELS[field], shown] as const];
  });
  return <DetailList rows={rows} />;
}
