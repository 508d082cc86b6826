import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { toast } from '@powernest/shared-ui';
import type { AdminLeadResult } from '@powernest/domain';
import { serverMessage } from '../../lib/admin';
import { TEXT } from './text';
import { emailDeliveryText } from './deliveryLabel';
import { LeadCard } from './LeadCard';
import { resendLeadEmail, sendStatusLink } from './leadData';

const T = TEXT.lead;
type Email = AdminLeadResult['emails'][number];

const STATUS_LINK = 'status-link';
/** A status link sent again could carry a link a fresher one has stopped: a fresh link is made instead. */
const NOT_RESENT = new Set<string>([STATUS_LINK]);

/**
 * The lead's e-mails and what happened to each (product.md §7; the domain's delivery states: a message
 * the log transport only recorded never reads "Delivered"), newest first. One can be sent
 * again unless a copy of it is still waiting. Those who work the leads can send the applicant a
 * fresh link to their status page (issue #28).
 */
export function LeadEmailsCard({ leadId, emails, canSendStatusLink, onSent }: { leadId: number; emails: Email[]; canSendStatusLink: boolean; onSent: () => Promise<unknown> }) {
  const [sending, setSending] = useState<string | null>(null);
  const waiting = new Set(emails.filter((e) => e.status === 'pending' || e.status === 'sending').map((e) => e.kind));
  // Only the newest message of each kind (the API lists newest first) offers "Send again".
  const newest = new Map<string, string>();
  for (const e of emails) if (!newest.has(e.kind)) newest.set(e.kind, e.id);

  async function freshStatusLink() {
    setSending(STATUS_LINK);
    try {
      const { sentTo, queued } = await sendStatusLink(leadId);
      toast({ title: T.statusLinkSent(sentTo, queued), variant: queued ? 'success' : 'default' });
    } catch (err) {
      toast({ title: T.statusLinkFailed, description: serverMessage(err) ?? 'Please try again.', variant: 'destructive' });
    }
    await onSent();
    setSending(null);
  }

  async function resend(email: Email) {
    setSending(email.id);
    try {
      const { email: copy } = await resendLeadEmail(leadId, email.id);
      const ok = copy.delivery === 'delivered';
      toast({ title: T.resent(T.emailKinds[copy.kind], emailDeliveryText(copy)), variant: copy.delivery === 'failed' ? 'destructive' : ok ? 'success' : 'default' });
    } catch (err) {
      toast({ title: T.resendFailed, description: serverMessage(err) ?? 'Please try again.', variant: 'destructive' });
    }
    await onSent();
    setSending(null);
  }

  return (
    <LeadCard title={T.emails}>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
        {emails.map((email) => (
          <Box component="li" key={email.id} sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {T.emailKinds[email.kind]}
              </Typography>
              <Typography variant="body2" color={email.delivery === 'failed' ? 'error' : email.delivery === 'delivered' ? 'text.secondary' : 'warning.dark'} sx={{ overflowWrap: 'anywhere' }}>
                {`${email.to} · ${emailDeliveryText(email)} · ${T.attempts(email.attempts)}${email.lastError ? ` · ${email.lastError}` : ''}`}
              </Typography>
            </Box>
            {newest.get(email.kind) === email.id && !waiting.has(email.kind) && !NOT_RESENT.has(email.kind) ? (
              <Button size="small" variant="text" disabled={sending !== null} onClick={() => void resend(email)} aria-label={T.resendLabel(T.emailKinds[email.kind])}>
                {T.resend}
              </Button>
            ) : null}
          </Box>
        ))}
      </Box>
      {canSendStatusLink ? (
        <Box sx={{ mt: 2, pt: 2, borderTop: 1, borderColor: 'divider' }}>
          <Button size="small" variant="outlined" disabled={sending !== null} onClick={() => void freshStatusLink()}>
            {T.statusLink}
          </Button>
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
            {T.statusLinkHint}
          </Typography>
        </Box>
      ) : null}
    </LeadCard>
  );
}
