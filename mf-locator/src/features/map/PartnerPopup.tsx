import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { LOCATOR_BUSINESS_TYPE_OPTIONS, labelOf, type PartnerLocation } from '@powernest/domain';

/** SPEC §2: name, type, location, contact person, and Call / Email. */
export function PartnerPopup({ partner, onClose }: { partner: PartnerLocation; onClose: () => void }) {
  return (
    <Box
      role="dialog"
      aria-label={partner.businessName}
      sx={{ bgcolor: 'background.paper', borderRadius: 2, boxShadow: 6, p: 2, width: 260, position: 'relative' }}
    >
      <IconButton aria-label="Close" size="small" onClick={onClose} sx={{ position: 'absolute', top: 4, right: 4 }}>
        ×
      </IconButton>
      <Typography sx={{ fontWeight: 700, pr: 3 }}>{partner.businessName}</Typography>
      <Typography variant="body2" color="primary">
        {labelOf(LOCATOR_BUSINESS_TYPE_OPTIONS, partner.businessType) ?? partner.businessType}
      </Typography>
      <Typography variant="body2" sx={{ mt: 1 }}>
        {partner.address}, {partner.city}, {partner.state}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Contact: {partner.contactPerson}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, mt: 1.5 }}>
        <Button size="small" variant="contained" href={`tel:${partner.phone}`}>
          Call
        </Button>
        <Button size="small" variant="outlined" href={`mailto:${partner.email}`}>
          Email
        </Button>
      </Box>
    </Box>
  );
}
