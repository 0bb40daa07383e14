import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import SaveOutlined from '@mui/icons-material/SaveOutlined';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { ViewingDetail, ViewingParticipantView } from '../../schema/api/viewings';
import { dataOf, useProviderMutation } from '../../src/forms';
import { viewingKey } from './viewingQueries';

function CommentCell({
  viewing,
  participant,
}: {
  viewing: ViewingDetail;
  participant: ViewingParticipantView;
}) {
  const translate = useTranslate();
  const [comment, setComment] = useState(participant.comment);
  const save = useProviderMutation(
    async (provider) =>
      dataOf(await provider.commentViewingParticipant(viewing.id, participant.id, comment.trim())),
    { invalidate: [viewingKey(viewing.id)], successMessage: 'viewing_comment_saved' },
  );
  const changed = comment.trim() !== participant.comment;
  const label = translate('viewing_participant_comment_of', { name: participant.name });
  return (
    <TableCell sx={{ minWidth: 220 }}>
      <TextField
        size="small"
        value={comment}
        onChange={(event) => setComment(event.target.value)}
        slotProps={{ htmlInput: { 'aria-label': label, maxLength: 2000 } }}
        disabled={viewing.refusals.present !== null}
        sx={{ width: 'calc(100% - 40px)' }}
      />
      <IconButton
        aria-label={translate('viewing_participant_comment_save', { name: participant.name })}
        disabled={!changed || save.isPending}
        onClick={() => save.mutate()}
      >
        <SaveOutlined fontSize="small" />
      </IconButton>
    </TableCell>
  );
}

function PresentCell({
  viewing,
  participant,
}: {
  viewing: ViewingDetail;
  participant: ViewingParticipantView;
}) {
  const translate = useTranslate();
  const mark = useProviderMutation(
    async (provider, present: boolean) =>
      dataOf(await provider.markViewingPresent(viewing.id, participant.id, present)),
    { invalidate: [viewingKey(viewing.id)], successMessage: 'viewing_marked_present' },
  );
  return (
    <TableCell padding="checkbox">
      <Checkbox
        checked={participant.state === 'present'}
        disabled={viewing.refusals.present !== null || mark.isPending}
        onChange={(event) => mark.mutate(event.target.checked)}
        slotProps={{
          input: { 'aria-label': translate('viewing_participant_present_of', { name: participant.name }) },
        }}
      />
    </TableCell>
  );
}

/** The people of an appointment: their state and slot; tick who came and keep a comment on each. */
export function ViewingParticipants({ viewing }: { viewing: ViewingDetail }) {
  const translate = useTranslate();
  const slotText = (slotId: number | null) => {
    const slot = viewing.slots.find((s) => s.id === slotId);
    return slot ? `${slot.startTime}–${slot.endTime}` : '';
  };
  if (viewing.participants.length === 0) return <p>{translate('viewing_participants_none')}</p>;
  return (
    <TableContainer>
      <Table size="small" aria-label={translate('viewing_participants_heading')}>
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox">{translate('viewing_participant_present')}</TableCell>
            <TableCell>{translate('viewing_participant_name')}</TableCell>
            <TableCell>{translate('viewing_participant_contact')}</TableCell>
            <TableCell>{translate('viewing_participant_state')}</TableCell>
            <TableCell>{translate('viewing_participant_slot')}</TableCell>
            <TableCell>{translate('viewing_participant_comment')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {viewing.participants.map((p) => (
            <TableRow key={p.id}>
              <PresentCell viewing={viewing} participant={p} />
              <TableCell>{p.name}</TableCell>
              <TableCell>
                {p.email}
                {p.phone ? <div>{p.phone}</div> : null}
              </TableCell>
              <TableCell>
                {translate(`viewing_participant_state_${p.state}`)}
                {p.declineReason ? <div>{p.declineReason}</div> : null}
              </TableCell>
              <TableCell>{slotText(p.slotId)}</TableCell>
              <CommentCell key={`${p.id}-${p.version}`} viewing={viewing} participant={p} />
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
