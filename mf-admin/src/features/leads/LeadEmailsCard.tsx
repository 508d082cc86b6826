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
import { resendLeadEmail } from './leadData';

const T = TEXT.lead;
type Email = AdminLeadResult['emails'][number];

/**
 * The lead's e-mails and what happened to each (SPEC §7; the domain's delivery states: a message
 * the log transport only recorded never reads "Delivered"), newest first. One can be sent
 * again unless a copy of it is still waiting.
 */
export function LeadEmailsCard({ leadId, emails, onSent }: { leadId: number; emails: Email[]; onSent: () => Promise<unknown> }) {
  const [sending, setSending] = useState<string | null>(null);
  const waiting = new Set(emails.filter((e) => e.status === 'pending' || e.status === 'sending').map((e) => e.kind));
  // Only the newest message of each kind (the API lists newest first) offers "Send again".
  const newest = new Map<string, string>();
  for (const e of emails) if (!newest.has(e.kind)) newest.set(e.kind, e.id);

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
            {newest.get(email.kind) === email.id && !waiting.has(email.kind) ? (
              <Button size="small" variant="text" disabled={sending !== null} onClick={() => void resend(email)} aria-label={T.resendLabel(T.emailKinds[email.kind])}>
                {T.resend}
              </Button>
            ) : null}
          </Box>
        ))}
      </Box>
    </LeadCard>
  );
}
