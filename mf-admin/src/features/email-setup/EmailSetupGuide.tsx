import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from '@powernest/shared-ui/router';
import {
  EMAILJS_ENV_VARS,
  EMAIL_FREE_TIER_PER_MONTH,
  SAMPLE_SHORT_LEAD,
  buildAdminNotificationParams,
  buildApplicantConfirmationParams,
  renderAdminNotificationEmail,
  renderApplicantConfirmationEmail,
  deliveryCountText,
  deliveryCountsOf,
  type DeliveryState,
  type EmailStatus,
  type LeadEmailSource,
} from '@powernest/domain';
import { useEmailStatus } from '../../lib/admin';
import { CopyButton } from '../../components/CopyButton';
import { MailIcon } from '@powernest/shared-ui/icons';

/** A sample application, rendered through the real templates of the outbox (issue #3). */
const SAMPLE_LEAD: LeadEmailSource = {
  ...SAMPLE_SHORT_LEAD,
  businessSize: 'small',
  operatingHours: '7am-9pm daily',
  footTrafficEstimate: 'high',
  decisionMakerTitle: 'Owner',
  preferredInstallTimeline: '1-2weeks',
  hasExistingCharging: 'basic',
  message: 'Our guests often ask where they can charge their phones.',
};
const SAMPLE_DATE = new Date('2025-06-02T14:05:00Z');
const SAMPLE_ADMIN_INBOX = 'partners@powernest.example';

const adminParams = buildAdminNotificationParams(SAMPLE_LEAD, { adminEmail: SAMPLE_ADMIN_INBOX, now: SAMPLE_DATE, timeZone: 'America/New_York' });
const applicantParams = buildApplicantConfirmationParams(SAMPLE_LEAD, { contactPhone: '(555) 010-0100', contactEmail: SAMPLE_ADMIN_INBOX });
const PREVIEWS = [
  { id: 'admin', title: 'Admin notification', to: adminParams.to_email, email: renderAdminNotificationEmail(adminParams), params: Object.keys(adminParams) },
  { id: 'applicant', title: 'Applicant confirmation', to: applicantParams.to_email, email: renderApplicantConfirmationEmail(applicantParams), params: Object.keys(applicantParams) },
];

const STEPS = [
  {
    title: 'Create an account',
    body: `Sign up for a free EmailJS account at emailjs.com. The free tier sends ${EMAIL_FREE_TIER_PER_MONTH} e-mails per month.`,
  },
  {
    title: 'Add an e-mail service',
    body: 'Under Email Services, connect the mailbox that sends the e-mails (Gmail, Outlook or any SMTP server) and note its Service ID.',
  },
  {
    title: 'Create the templates',
    body: 'Under Email Templates, create the admin notification and the applicant confirmation. Write each parameter as {{name}}, for example {{business_name}}; the previews below list them all.',
  },
  {
    title: 'Add the secrets',
    body: 'Set the four variables below on the API server together with MAIL_TRANSPORT=emailjs, then restart it. In the EmailJS account, turn on "Allow EmailJS API for non-browser applications".',
  },
];

const TRANSPORT_LABEL: Record<EmailStatus['transport'], string> = { log: 'Log only', smtp: 'SMTP', emailjs: 'EmailJS' };

/** The status badge set: the real transport state for a signed-in admin. */
function StatusBadges() {
  const { data, error, checking, signedIn, mayRead } = useEmailStatus();

  if (checking || (mayRead && data === undefined && !error)) {
    return <Skeleton variant="rounded" width={220} height={28} aria-label="Loading e-mail status" />;
  }
  if (signedIn && !mayRead) {
    // A signed-in member whose role may not read it: signing in again would change nothing.
    return <Chip label="Your role cannot see the live status" variant="outlined" />;
  }
  if (!mayRead) {
    return (
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Chip label="Live status visible to admins" variant="outlined" />
        <Link component={RouterLink} to="/admin-login" variant="body2">
          Sign in to see it
        </Link>
      </Box>
    );
  }
  if (error || !data) {
    return <Chip color="error" variant="outlined" label="Status unavailable" />;
  }
  const { configured, transport } = data.email;
  const delivery = deliveryCountsOf(data.email);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }} data-testid="email-status">
      {configured ? (
        <Chip color="success" label={`Configured: ${TRANSPORT_LABEL[transport]}`} />
      ) : (
        <Chip color="warning" label="Awaiting configuration" />
      )}
      {DELIVERY_BADGES.filter(({ state }) => state !== 'recorded' || delivery.recorded > 0 || !configured).map(({ state, color }) => (
        <Chip key={state} variant="outlined" color={delivery[state] > 0 ? color : 'default'} label={deliveryCountText(state, delivery[state])} />
      ))}
    </Box>
  );
}

/**
 * One badge per delivery state, in the domain's words: what the log transport "sent" is counted
 * as recorded only, never as delivered (it sends nothing).
 */
const DELIVERY_BADGES: { state: DeliveryState; color: 'success' | 'warning' | 'error' | 'info' }[] = [
  { state: 'delivered', color: 'success' },
  { state: 'recorded', color: 'warning' },
  { state: 'queued', color: 'info' },
  { state: 'retrying', color: 'warning' },
  { state: 'failed', color: 'error' },
];

/**
 * product.md §2 "E-mail setup guide": the 4 steps, the 4 environment variables with copy buttons,
 * previews of both e-mails, the status badges and the free tier. Used as the dashboard tab and
 * at /email-setup.
 */
export function EmailSetupGuide({ heading }: { heading?: string }) {
  // In the dashboard tab the guide has its own h2; on /email-setup the page's h1 is above it.
  const sectionLevel = heading ? 'h3' : 'h2';
  return (
    <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
          <Box sx={{ minWidth: 0 }}>
            {heading ? (
              <Typography variant="h2" component="h2" sx={{ fontSize: '1.35rem' }}>
                {heading}
              </Typography>
            ) : null}
            <Typography color="text.secondary">
              Every lead sends two e-mails: a notification to your team and a confirmation to the applicant.
            </Typography>
          </Box>
        </Box>
        <Box sx={{ mt: 2 }} aria-label="E-mail delivery status" role="group">
          <StatusBadges />
        </Box>
      </Paper>

      <Box component="section" aria-labelledby="email-steps-title">
        <Typography id="email-steps-title" variant="h3" component={sectionLevel} sx={{ fontSize: '1.1rem', mb: 1.5 }}>
          Setup in 4 steps
        </Typography>
        <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}>
          {STEPS.map((step, i) => (
            <Paper component="li" key={step.title} variant="outlined" sx={{ p: 2, borderRadius: 3, display: 'flex', gap: 1.5 }}>
              <Box
                aria-hidden
                sx={{ flexShrink: 0, width: 32, height: 32, borderRadius: '50%', bgcolor: 'primary.main', color: 'primary.contrastText', display: 'grid', placeItems: 'center', fontWeight: 800 }}
              >
                {i + 1}
              </Box>
              <Box sx={{ minWidth: 0 }}>
                <Typography sx={{ fontWeight: 700 }}>
                  <Box component="span" sx={visuallyHidden}>{`Step ${i + 1}: `}</Box>
                  {step.title}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {step.body}
                </Typography>
              </Box>
            </Paper>
          ))}
        </Box>
      </Box>

      <Box component="section" aria-labelledby="email-env-title">
        <Typography id="email-env-title" variant="h3" component={sectionLevel} sx={{ fontSize: '1.1rem', mb: 1.5 }}>
          Environment variables
        </Typography>
        <Paper variant="outlined" sx={{ borderRadius: 3 }}>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {EMAILJS_ENV_VARS.map((v, i) => (
              <Box
                component="li"
                key={v.name}
                sx={{
                  display: 'flex',
                  alignItems: 'center',
                  justifyContent: 'space-between',
                  gap: 2,
                  px: { xs: 2, sm: 2.5 },
                  py: 1.5,
                  borderTop: i === 0 ? 0 : 1,
                  borderColor: 'divider',
                }}
              >
                <Box sx={{ minWidth: 0 }}>
                  <Typography component="code" sx={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontWeight: 700, fontSize: { xs: '0.8rem', sm: '0.9rem' }, wordBreak: 'break-all' }}>
                    {v.name}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {v.description}
                  </Typography>
                </Box>
                <CopyButton value={v.name} />
              </Box>
            ))}
          </Box>
        </Paper>
      </Box>

      <Alert severity="info" icon={<MailIcon />}>
        <strong>Free tier: {EMAIL_FREE_TIER_PER_MONTH} e-mails per month.</strong> Each lead sends two, so it covers about{' '}
        {EMAIL_FREE_TIER_PER_MONTH / 2} applications a month.
      </Alert>

      <Box component="section" aria-labelledby="email-previews-title">
        <Typography id="email-previews-title" variant="h3" component={sectionLevel} sx={{ fontSize: '1.1rem', mb: 1.5 }}>
          E-mail previews
        </Typography>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}>
          {PREVIEWS.map((p) => (
            <Paper key={p.id} component="article" variant="outlined" aria-label={`${p.title} preview`} sx={{ borderRadius: 3, overflow: 'hidden', minWidth: 0 }}>
              <Box sx={{ px: 2, py: 1.5, bgcolor: 'grey.50', borderBottom: 1, borderColor: 'divider' }}>
                <Typography sx={{ fontWeight: 700 }}>{p.title}</Typography>
                <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-word' }}>
                  To: {p.to}
                </Typography>
                <Typography variant="body2" sx={{ wordBreak: 'break-word' }}>
                  Subject: {p.email.subject}
                </Typography>
              </Box>
              <Box sx={{ p: 2, whiteSpace: 'pre-wrap', fontSize: '0.875rem', lineHeight: 1.55, maxHeight: 380, overflowY: 'auto', wordBreak: 'break-word' }} tabIndex={0} aria-label={`${p.title} text`}>
                {p.email.text}
              </Box>
              <Box sx={{ px: 2, py: 1.25, borderTop: 1, borderColor: 'divider' }}>
                <Typography variant="caption" color="text.secondary" component="p">
                  Template parameters:{' '}
                  <Box component="span" sx={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' }}>
                    {p.params.join(', ')}
                  </Box>
                </Typography>
              </Box>
            </Paper>
          ))}
        </Box>
      </Box>
    </Box>
  );
}

// Note: in `sx`, a bare 1 means 100%, hence the explicit pixels.
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
