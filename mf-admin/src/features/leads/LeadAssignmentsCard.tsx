import { NativeSelectField } from '@powernest/shared-ui/components';
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ASSIGNMENT_NOTE_MAX_LENGTH, type AdminLeadResult, type LeadChange } from '@powernest/domain';
import { formatLeadDate } from '../../lib/leadRow';
import { useAssignableMembers } from '../../lib/teamData';
import { LeadCard } from './LeadCard';
import { TEXT } from './text';

const T = TEXT.lead.assignments;

/**
 * Who has had the lead, oldest first, and how each assignment ended (issue #43 §6); a member
 * who may change leads gives it to a team member here, with why.
 */
export function LeadAssignmentsCard({ data, mayChange, changing, onChange }: {
  data: AdminLeadResult;
  mayChange: boolean;
  changing: boolean;
  onChange: (change: Omit<LeadChange, 'version'>) => void;
}) {
  const { lead, assignments = [] } = data;
  return (
    <LeadCard title={T.title}>
      {assignments.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {T.none}
        </Typography>
      ) : (
        <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
          {assignments.map((a) => (
            <Box component="li" key={`${a.assignedTo}-${a.assignedAt.toISOString()}`} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
              <Box sx={{ minWidth: 0, flex: '1 1 12rem' }}>
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  {T.given(a.assignedTo, a.assignedBy, formatLeadDate(a.assignedAt).date)}
                </Typography>
                {a.notes ? (
                  <Typography variant="caption" color="text.secondary" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
                    {a.notes}
                  </Typography>
                ) : null}
              </Box>
              <Chip size="small" label={T.status[a.status]} color={a.status === 'active' ? 'primary' : 'default'} variant={a.status === 'active' ? 'filled' : 'outlined'} />
            </Box>
          ))}
        </Box>
      )}
      {mayChange ? <AssignForm current={lead.assignedTo} changing={changing} onAssign={(assignedTo, note) => onChange({ assignedTo, ...(note ? { assignmentNote: note } : {}) })} /> : null}
    </LeadCard>
  );
}

function AssignForm({ current, changing, onAssign }: { current?: string; changing: boolean; onAssign: (username: string, note: string) => void }) {
  const [member, setMember] = useState('');
  const [note, setNote] = useState('');
  const members = useAssignableMembers(current);
  return (
    <Box
      component="form"
      sx={{ display: 'grid', gap: 1.5, mt: 2 }}
      onSubmit={(event) => {
        event.preventDefault();
        if (!member) return;
        onAssign(member, note.trim());
        setMember('');
        setNote('');
      }}
    >
      <NativeSelectField size="small" label={T.member} value={member} onChange={(e) => setMember(e.target.value)} placeholder={T.choose} options={members} />
      <TextField size="small" label={T.note} value={note} onChange={(e) => setNote(e.target.value)} slotProps={{ htmlInput: { maxLength: ASSIGNMENT_NOTE_MAX_LENGTH } }} />
      <Box>
        <Button type="submit" variant="outlined" disabled={changing || !member}>
          {T.assign}
        </Button>
      </Box>
    </Box>
  );
}
