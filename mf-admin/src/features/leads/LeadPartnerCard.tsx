import { useMemo, useState } from 'react';
import { Link as RouterLink } from '@powernest/shared-ui/router';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { toast } from '@powernest/shared-ui';
import { PARTNER_STATUS_LABELS, cityOfLocation, type AdminLeadDetail, type AdminLeadResult, type PartnerStatus } from '@powernest/domain';
import { ADMIN_PARTNERS_PAGE } from '../../pages';
import { PartnerFormDialog, convertLead, type PartnerFormField } from '../partners';
import { TEXT } from './text';
import { LeadCard } from './LeadCard';

const T = TEXT.lead;
const PLACE_FIELDS: readonly PartnerFormField[] = ['address', 'city', 'state', 'businessType', 'latitude', 'longitude'];

const placeOf = (lead: AdminLeadDetail) => ({
  businessName: lead.businessName,
  contactPerson: lead.contactPerson,
  phone: lead.phone,
  email: lead.email,
  // The street address only when the lead gave one (its location is "City, ST", no address).
  address: lead.businessAddress ?? '',
  city: cityOfLocation(lead.location) ?? '',
  state: lead.state ?? '',
  businessType: lead.businessType,
  latitude: '',
  longitude: '',
});

/**
 * The partner an installed lead becomes (issue #12): a link once it is one, the "Make partner"
 * action while it is installed and not yet one, nothing before.
 */
export function LeadPartnerCard({ data, mayConvert, onConverted }: { data: AdminLeadResult; mayConvert: boolean; onConverted: () => Promise<unknown> }) {
  const { lead, partner } = data;
  const [open, setOpen] = useState(false);
  const defaults = useMemo(() => placeOf(lead), [lead]);
  if (!partner && lead.status !== 'installed') return null;
  return (
    <LeadCard title={T.partner}>
      {partner ? (
        <>
          <Typography variant="body2" sx={{ mb: 1 }}>
            {T.partnerIs(PARTNER_STATUS_LABELS[partner.status as PartnerStatus] ?? partner.status)}
          </Typography>
          <Button component={RouterLink} to={`${ADMIN_PARTNERS_PAGE.path}?${new URLSearchParams({ q: lead.businessName })}`} variant="outlined" size="small">
            {T.openPartners}
          </Button>
        </>
      ) : !mayConvert ? (
        // A role that may not change partners (the role table): said up front, no button that would only earn a 403.
        <Typography variant="body2" color="text.secondary">
          {T.partnerByOthers}
        </Typography>
      ) : (
        <>
          <Button variant="contained" onClick={() => setOpen(true)}>
            {T.makePartner}
          </Button>
          <PartnerFormDialog
            open={open}
            title={T.makePartner}
            intro={T.makePartnerIntro}
            fields={PLACE_FIELDS}
            empty="default"
            defaults={defaults}
            submitLabel={T.makePartner}
            onClose={() => setOpen(false)}
            onSubmit={async (body) => {
              try {
                await convertLead(lead.id, body);
              } catch (error) {
                toast({ title: T.partnerFailed, variant: 'destructive' });
                throw error;
              }
              toast({ title: T.partnerMade(lead.businessName), variant: 'success' });
              setOpen(false);
              await onConverted();
            }}
          />
        </>
      )}
    </LeadCard>
  );
}
