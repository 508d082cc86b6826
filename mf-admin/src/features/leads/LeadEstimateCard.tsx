import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { estimateRevenue, type AdminLeadDetail } from '@powernest/domain';
import { LeadCard } from './LeadCard';
import { TEXT } from './text';

const T = TEXT.lead;

/** One figure of the revenue estimate: what it is, and the amount in large type. */
function EstimateFigure({ label, amount }: { label: string; amount: string }) {
  return (
    <Box>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography sx={{ fontWeight: 700, fontSize: '1.3rem' }}>{amount}</Typography>
    </Box>
  );
}

/** What a kiosk could earn the business, from its type and foot traffic. */
export function LeadEstimateCard({ lead }: { lead: AdminLeadDetail }) {
  const estimate = estimateRevenue(lead.businessType, lead.footTrafficEstimate);
  return (
    <LeadCard title={T.estimate}>
      <Box sx={{ display: 'flex', gap: 4 }}>
        <EstimateFigure label={T.monthly} amount={estimate.monthlyFormatted} />
        <EstimateFigure label={T.annual} amount={estimate.annualFormatted} />
      </Box>
      <Typography variant="caption" color="text.secondary">
        {T.estimateCaption}
      </Typography>
    </LeadCard>
  );
}
