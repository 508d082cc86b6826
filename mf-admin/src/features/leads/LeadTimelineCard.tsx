import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { LEAD_FIELD_LABELS, LEAD_NOTE_MAX_LENGTH, leadStatusLabel, type LeadEvent } from '@powernest/domain';
import { formatFollowUpDate } from '../../lib/followUpDate';
import { formatLeadDate } from '../../lib/leadRow';
import { emailDeliveryText } from './deliveryLabel';
import { LeadCard } from './LeadCard';
import { TEXT } from './text';

const T = TEXT.lead;

function eventText(event: LeadEvent): string {
  const E = T.events;
  switch (event.kind) {
    case 'created':
      return E.created;
    case 'email':
      return E.email(T.emailKinds[event.text as keyof typeof T.emailKinds] ?? event.text ?? '', event.to ?? '', event.delivery ? emailDeliveryText({ delivery: event.delivery, nextAttemptAt: event.nextAttemptAt }) : '', event.subject);
    case 'status':
      return E.status(leadStatusLabel(event.from ?? ''), leadStatusLabel(event.to ?? ''));
    case 'assignment':
      return event.to ? E.assigned(event.to) : E.unassigned;
    case 'note':
      return event.text ?? '';
    case 'partner':
      return E.partner(event.to ?? '');
    case 'visit':
      return E.visit(event.text ?? '', event.from ?? '', event.to ?? '');
    case 'edit':
      return E.edited((event.text ?? '').split(', ').map((field) => LEAD_FIELD_LABELS[field as keyof typeof LEAD_FIELD_LABELS] ?? field).join(', '));
    case 'follow-up':
      return event.to ? E.followUp(formatFollowUpDate(event.to), event.text ?? '') : E.followUpCleared;
  }
}

function Timeline({ events }: { events: LeadEvent[] }) {
  return (
    <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
      {events.map((event, i) => {
        const when = formatLeadDate(event.at);
        return (
          <Box component="li" key={i} sx={{ borderLeft: 3, borderColor: event.kind === 'note' ? 'secondary.main' : 'divider', pl: 1.5 }}>
            <Typography variant="caption" color="text.secondary">
              <time dateTime={when.isoDate}>{`${when.date}, ${event.at.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' })}`}</time>
              {event.by ? ` · ${event.by}` : ''}
              {event.kind === 'note' ? ` · ${T.events.note}` : ''}
            </Typography>
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {eventText(event)}
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
}

function NoteForm({ onAdd }: { onAdd: (text: string) => Promise<boolean> }) {
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  return (
    <Box
      component="form"
      onSubmit={async (e) => {
        e.preventDefault();
        if (!text.trim()) return;
        setSending(true);
        if (await onAdd(text.trim())) setText('');
        setSending(false);
      }}
      sx={{ display: 'grid', gap: 1, mt: 2 }}
    >
      <TextField
        label={T.noteLabel}
        placeholder={T.notePlaceholder}
        multiline
        minRows={2}
        value={text}
        onChange={(e) => setText(e.target.value)}
        slotProps={{ htmlInput: { maxLength: LEAD_NOTE_MAX_LENGTH } }}
      />
      <Button type="submit" variant="outlined" disabled={sending || !text.trim()} sx={{ justifySelf: 'start' }}>
        {T.addNote}
      </Button>
    </Box>
  );
}

/** The lead's history, newest first (its events and the team's notes), and a note to add. */
export function LeadTimelineCard({ events, onNote }: { events: LeadEvent[]; onNote: (text: string) => Promise<boolean> }) {
  return (
    <LeadCard title={T.timeline}>
      <Timeline events={events} />
      <NoteForm onAdd={onNote} />
    </LeadCard>
  );
}
