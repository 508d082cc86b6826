import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import type { PartnerLocation } from '@powernest/domain';
import { useLocatorText } from '../../i18n';
import { useBusinessTypeLabel } from '../../i18n/businessTypes';

/** product.md §2: name, type, location, contact person, and Call / Email. */
export function PartnerPopup({ partner, onClose }: { partner: PartnerLocation; onClose: () => void }) {
  const t = useLocatorText();
  const typeLabel = useBusinessTypeLabel();
  return (
    <Box
      role="dialog"
      aria-label={partner.businessName}
      sx={{ bgcolor: 'background.paper', borderRadius: 2, boxShadow: 6, p: 2, width: 260, position: 'relative' }}
    >
      <IconButton aria-label={t('popup.close')} size="small" onClick={onClose} sx={{ position: 'absolute', top: 4, right: 4 }}>
        ×
      </IconButton>
      <Typography sx={{ fontWeight: 700, pr: 3 }}>{partner.businessName}</Typography>
      <Typography variant="body2" color="primary">
        {typeLabel(partner.businessType)}
      </Typography>
      <Typography variant="body2" sx={{ mt: 1 }}>
        {partner.address}, {partner.city}, {partner.state}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('popup.contact', { name: partner.contactPerson })}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, mt: 1.5 }}>
        <Button size="small" variant="contained" href={`tel:${partner.phone}`}>
          {t('popup.call')}
        </Button>
        <Button size="small" variant="outlined" href={`mailto:${partner.email}`}>
          {t('popup.email')}
        </Button>
      </Box>
    </Box>
  );
}
