import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { formatDate, formatDateTime } from '../../schema/dates';
import type { InterestedPersonDetail } from '../../schema/interestedPeople';
import { formatPhone } from '../../schema/phoneRules';
import {
  ActionButton,
  QueryContent,
  useProviderMutation,
  useProviderQuery,
  usePhoneText,
} from '../../src/forms';
import { MailDialogButton } from '../communication/mail';
import { InterestedFormDialog } from './InterestedFormDialog';
import { useInterestedPanel } from './panels';

function Fact({ label, value }: { label: string; value: string }) {
  const translate = useTranslate();
  return (
    <Box component="div" sx={{ display: 'grid', gridTemplateColumns: 'minmax(110px, 35%) 1fr', gap: 1 }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {translate(label)}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {value || '–'}
      </Typography>
    </Box>
  );
}

function Overview({ person }: { person: InterestedPersonDetail }) {
  const phoneText = usePhoneText(formatPhone);
  const translate = useTranslate();
  const panel = useInterestedPanel();
  const [editing, setEditing] = useState(false);
  const setActive = useProviderMutation(
    (provider, active: boolean) =>
      provider.bulkAction('interested-people', {
        bulkAction: active ? 'activate' : 'deactivate',
        targets: [person.id],
      }),
    { onSuccess: () => panel.refresh() },
  );
  const invite = useProviderMutation((provider) => provider.inviteInterestedToApply([person.id]), {
    onSuccess: () => panel.refresh(),
    successMessage: 'interested_invite_done',
  });
  const inviteViewing = useProviderMutation((provider) => provider.inviteInterestedToViewing([person.id]), {
    successMessage: 'interested_invite_viewing_done',
  });
  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <Chip
          label={translate(person.active ? 'interested_state_active' : 'interested_state_inactive')}
          color={person.active ? 'success' : 'default'}
        />
        <Chip variant="outlined" label={translate(`interested_source_${person.source}`)} />
      </Box>
      <Box component="dl" sx={{ display: 'grid', gap: 0.75, m: 0 }}>
        <Fact label="interested_field_name" value={person.name} />
        <Fact label="interested_field_email" value={person.email} />
        <Fact label="interested_field_phone" value={phoneText(person.phone)} />
        <Fact label="interested_field_language" value={translate(`interested_language_${person.language}`)} />
        <Fact
          label="interested_field_object"
          value={person.object?.label ?? translate('interested_object_general')}
        />
        <Fact label="interested_field_note" value={person.note} />
        <Fact label="interested_field_created" value={formatDate(person.createdAt)} />
        <Fact
          label="interested_field_invited"
          value={person.invitedAt ? formatDateTime(person.invitedAt) : ''}
        />
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <ActionButton
          size="small"
          variant="outlined"
          label="interested_edit"
          onAction={() => setEditing(true)}
        />
        <ActionButton
          size="small"
          variant="outlined"
          label={person.active ? 'interested_deactivate' : 'interested_activate'}
          onAction={() => setActive.run(!person.active)}
        />
        <MailDialogButton
          target={{ kind: 'bulk', targets: [person.id], mailView: 'interested', single: true }}
          label="interested_write_mail"
          onSent={panel.refresh}
        />
        <ActionButton
          size="small"
          variant="contained"
          label="interested_invite"
          disabled={person.inviteRefusal !== null}
          onAction={() => invite.run()}
        />
        <ActionButton
          size="small"
          variant="outlined"
          label="interested_invite_viewing"
          disabled={!person.active || person.email === ''}
          onAction={() => inviteViewing.run()}
        />
      </Box>
      {person.inviteRefusal && (
        <Alert severity="info" role="status">
          {translate('interested_invite_not_now', { reason: person.inviteRefusal })}
        </Alert>
      )}
      <Box>
        <Typography variant="subtitle2" component="h3" gutterBottom>
          {translate('interested_viewings')}
        </Typography>
        {person.viewings.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {translate('interested_no_viewings')}
          </Typography>
        ) : (
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {person.viewings.map((v) => (
              <li key={v.appointmentId}>
                <Typography variant="body2">
                  {formatDate(v.date)} {v.startTime} ·{' '}
                  {translate(`interested_participant_${v.state}`, { _: v.state })}
                </Typography>
              </li>
            ))}
          </Box>
        )}
      </Box>
      {editing && (
        <InterestedFormDialog
          person={person}
          onClose={() => setEditing(false)}
          onSaved={() => panel.refresh()}
        />
      )}
    </Box>
  );
}

/** The sidepanel of an interested person: their details, state, viewings and what can be done. */
export function InterestedPanel({ id }: { id: number }) {
  const query = useProviderQuery(['interestedPerson', id], (provider) => provider.getInterestedPerson(id));
  return <QueryContent query={query}>{(person) => <Overview person={person} />}</QueryContent>;
}
