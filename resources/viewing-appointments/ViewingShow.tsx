import ArrowBack from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { useCanAccess, useTranslate } from 'react-admin';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { ViewingDetail } from '../../schema/api/viewings';
import { formatDate } from '../../schema/dates';
import { dataOf, QueryContent, useProviderMutation, useProviderQuery } from '../../src/forms';
import { DrawDialog } from './DrawDialog';
import { OnsiteLinkCard } from './OnsiteLinkCard';
import { MailDialogOnDemand } from '../communication/mail/MailDialogOnDemand';
import { CancelViewingDialog } from './ViewingActionDialogs';
import { ViewingFormDialog } from './ViewingFormDialog';
import { ViewingParticipants } from './ViewingParticipants';
import { VIEWINGS_QUERY_KEY, viewingKey } from './viewingQueries';

type Open = 'edit' | 'draw' | 'mail' | 'cancel' | null;

/** A button that says why it is off (the shared rule's refusal) instead of just being grey. */
function RuleButton({
  refusal,
  children,
  onClick,
  variant = 'outlined',
  color,
}: {
  refusal: string | null;
  children: ReactNode;
  onClick: () => void;
  variant?: 'outlined' | 'contained' | 'text';
  color?: 'error';
}) {
  const button = (
    <Button variant={variant} color={color} disabled={refusal !== null} onClick={onClick}>
      {children}
    </Button>
  );
  return refusal ? (
    <Tooltip title={refusal}>
      <span>{button}</span>
    </Tooltip>
  ) : (
    button
  );
}

function ViewingPage({ viewing, today }: { viewing: ViewingDetail; today: string }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [open, setOpen] = useState<Open>(null);
  const { canAccess: canWrite } = useCanAccess({ resource: 'viewing-appointments', action: 'edit' });
  const invalidate = [VIEWINGS_QUERY_KEY];
  const complete = useProviderMutation(
    async (provider) => dataOf(await provider.completeViewing(viewing.id, viewing.version)),
    { invalidate, successMessage: 'viewing_completed' },
  );
  const remove = useProviderMutation(
    async (provider) => dataOf(await provider.deleteViewing(viewing.id, viewing.version)),
    { successMessage: 'viewing_deleted', onSuccess: () => navigate('/viewing-appointments') },
  );
  const exportFile = useProviderMutation(async (provider) =>
    dataOf(await provider.exportViewingParticipants(viewing.id)),
  );
  const title = viewing.objectLabel || translate('viewing_general');
  const close = () => setOpen(null);
  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <Typography variant="h5" component="h1" sx={{ flex: 1 }}>
          {translate('viewing_page_title', { object: title })}
        </Typography>
        <Chip label={translate(`viewing_state_${viewing.state}`)} />
      </Box>
      <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 0.5 }}>
        <Typography>
          {translate('viewing_when', {
            date: formatDate(viewing.date),
            start: viewing.startTime,
            end: viewing.endTime,
          })}
        </Typography>
        {viewing.place ? <Typography>{viewing.place}</Typography> : null}
        {viewing.contactPerson ? (
          <Typography>
            {translate('viewing_contact_line', { name: viewing.contactPerson, phone: viewing.contactPhone })}
          </Typography>
        ) : null}
        {viewing.note ? <Typography variant="body2">{viewing.note}</Typography> : null}
        <Typography variant="body2">
          {viewing.slots
            .map((s) =>
              s.capacity === null
                ? translate('viewing_slot_open', { start: s.startTime, end: s.endTime, booked: s.booked })
                : translate('viewing_slot_places', {
                    start: s.startTime,
                    end: s.endTime,
                    booked: s.booked,
                    capacity: s.capacity,
                  }),
            )
            .join(' · ')}
        </Typography>
        <Typography variant="body2">
          {translate('viewing_counts', {
            invited: viewing.counts.invited,
            booked: viewing.counts.booked,
            declined: viewing.counts.declined,
            present: viewing.counts.present,
          })}
        </Typography>
      </Paper>
      {canWrite ? (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <RuleButton refusal={viewing.refusals.edit} onClick={() => setOpen('edit')}>
            {translate('viewing_action_edit')}
          </RuleButton>
          {viewing.object ? (
            <RuleButton refusal={viewing.refusals.edit} onClick={() => setOpen('draw')}>
              {translate('viewing_action_draw')}
            </RuleButton>
          ) : null}
          <RuleButton refusal={viewing.refusals.mail} onClick={() => setOpen('mail')}>
            {translate('viewing_action_mail')}
          </RuleButton>
          <Button variant="outlined" disabled={exportFile.isPending} onClick={() => exportFile.mutate()}>
            {translate('viewing_action_export')}
          </Button>
          <Button variant="outlined" component="a" href={`/api/v1/appointments/${viewing.slug}/export-ical`}>
            {translate('viewing_action_ical')}
          </Button>
          <RuleButton
            variant="contained"
            refusal={viewing.refusals.complete}
            onClick={() => complete.mutate()}
          >
            {translate('viewing_action_complete')}
          </RuleButton>
          <RuleButton refusal={viewing.refusals.cancel} color="error" onClick={() => setOpen('cancel')}>
            {translate('viewing_action_cancel')}
          </RuleButton>
          <RuleButton
            refusal={viewing.refusals.delete}
            color="error"
            variant="text"
            onClick={() => remove.mutate()}
          >
            {translate('viewing_action_delete')}
          </RuleButton>
        </Box>
      ) : null}
      {canWrite ? <OnsiteLinkCard viewing={viewing} today={today} /> : null}
      <Typography variant="h6" component="h2">
        {translate('viewing_participants_heading')}
      </Typography>
      <ViewingParticipants viewing={viewing} />
      {open === 'edit' ? <ViewingFormDialog viewing={viewing} today={today} onClose={close} /> : null}
      {open === 'draw' && viewing.object ? (
        <DrawDialog objectId={viewing.object.id} appointmentId={viewing.id} onClose={close} />
      ) : null}
      {open === 'mail' ? (
        <MailDialogOnDemand
          target={{ kind: 'viewing', viewingIds: [viewing.id], to: 'all' }}
          onClose={close}
        />
      ) : null}
      {open === 'cancel' ? <CancelViewingDialog viewing={viewing} onClose={close} /> : null}
    </>
  );
}

/** A viewing's page (`/viewing-appointments/{id}`): its facts, its actions and its participants. */
export function ViewingShow() {
  const translate = useTranslate();
  const { id = '' } = useParams();
  const query = useProviderQuery(viewingKey(Number(id)), (provider) => provider.getViewing(Number(id)));
  const init = useProviderQuery(['viewings', 'init'], (provider) => provider.getViewingInit());
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
      <Box>
        <Button component={Link} to="/viewing-appointments" startIcon={<ArrowBack />}>
          {translate('viewing_back')}
        </Button>
      </Box>
      <QueryContent query={query}>
        {(viewing) => <ViewingPage viewing={viewing} today={init.data?.today ?? viewing.date} />}
      </QueryContent>
    </Box>
  );
}
