import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { useParams, useSearchParams } from 'react-router-dom';
import { errorNotifications, type AppDataProvider } from '../../../dataProvider';
import { formatDate } from '../../../schema/dates';
import type { OnsiteParticipant, OnsiteReply, OnsiteSlot } from '../../../schema/viewingOnsite';
import { ActionClosed } from '../action/ActionClosed';
import { PublicFormFrame } from '../application/PublicFormFrame';
import { PublicLoadStatus, PublicNoticeAlert, usePublicLoad } from './publicLoad';
import { PublicLanguageProvider, startPublicLanguage } from '../application/PublicLanguage';

type Write = (call: (provider: AppDataProvider) => Promise<{ data: OnsiteReply }>) => Promise<boolean>;

function Person({ person, write, busy }: { person: OnsiteParticipant; write: Write; busy: boolean }) {
  const translate = useTranslate();
  const { token = '' } = useParams();
  const [comment, setComment] = useState(person.comment);
  useEffect(() => setComment(person.comment), [person.comment]);
  const commentId = `onsite-comment-${person.id}`;
  return (
    <Box component="li" sx={{ listStyle: 'none', py: 1, borderTop: 1, borderColor: 'divider' }}>
      <FormControlLabel
        control={
          <Checkbox
            checked={person.state === 'present'}
            disabled={busy}
            onChange={(event) =>
              void write((p) => p.markOnsitePresent(token, person.id, event.target.checked))
            }
          />
        }
        label={translate('viewing_onsite_present', { name: person.name })}
      />
      {person.phone ? (
        <Typography variant="body2" sx={{ pl: 4 }}>
          <a href={`tel:${person.phone.replace(/\s+/g, '')}`}>{person.phone}</a>
        </Typography>
      ) : null}
      <Box
        component="form"
        sx={{ display: 'flex', flexDirection: 'column', gap: 1, pl: { xs: 0, sm: 4 }, pt: 1 }}
        onSubmit={(event) => {
          event.preventDefault();
          void write((p) => p.commentOnsite(token, person.id, comment.trim()));
        }}
      >
        <TextField
          id={commentId}
          label={translate('viewing_onsite_comment', { name: person.name })}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
          multiline
          minRows={1}
          size="small"
          fullWidth
          slotProps={{ htmlInput: { maxLength: 2000 } }}
        />
        <Box>
          <Button
            type="submit"
            variant="outlined"
            size="small"
            disabled={busy || comment.trim() === person.comment}
          >
            {translate('viewing_onsite_save_comment')}
          </Button>
        </Box>
      </Box>
    </Box>
  );
}

function Slot({ slot, write, busy }: { slot: OnsiteSlot; write: Write; busy: boolean }) {
  const translate = useTranslate();
  const present = slot.participants.filter((p) => p.state === 'present').length;
  return (
    <Box component="section">
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {slot.id === null
          ? translate('viewing_onsite_walk_ins')
          : translate('viewing_onsite_slot', { slot: `${slot.startTime}–${slot.endTime}` })}
      </Typography>
      {slot.participants.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate('viewing_onsite_nobody')}
        </Typography>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary">
            {translate('viewing_onsite_count', { present, total: slot.participants.length })}
          </Typography>
          <Box component="ul" sx={{ m: 0, p: 0 }}>
            {slot.participants.map((p) => (
              <Person key={p.id} person={p} write={write} busy={busy} />
            ))}
          </Box>
        </>
      )}
    </Box>
  );
}

function Page() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { token = '' } = useParams();
  const [notice, setNotice] = useState<{ ok: boolean; message: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const read = useCallback((dp: AppDataProvider) => dp.getOnsite(token), [token]);
  const { load, setLoad, reload } = usePublicLoad(read);

  const write: Write = useCallback(
    async (call) => {
      setBusy(true);
      try {
        const { data } = await call(dataProvider);
        setLoad({ state: 'done', data });
        setNotice({ ok: true, message: data.message ?? '' });
        return true;
      } catch (error) {
        setNotice({ ok: false, message: errorNotifications(error, translate)[0]?.message ?? '' });
        reload();
        return false;
      } finally {
        setBusy(false);
      }
    },
    [dataProvider, translate],
  );

  const data = load.state === 'done' ? load.data : null;
  const viewing = data?.viewing ?? null;
  return (
    <PublicFormFrame project={data?.project.name} title="viewing_onsite_title" languages={data?.languages}>
      <PublicLoadStatus load={load} onRetry={reload} />
      {data && data.state !== 'open' && <ActionClosed state={data.state} contact={data.contact} />}
      {data && viewing && (
        <Stack spacing={2}>
          <PublicNoticeAlert notice={notice} />
          <Card variant="outlined">
            <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
              <Stack spacing={2}>
                <Box sx={{ overflowWrap: 'anywhere' }}>
                  <Typography component="h2" variant="h6">
                    {viewing.objectLabel || translate('viewing_onsite_title')}
                  </Typography>
                  <Typography>
                    {`${formatDate(viewing.date)}, ${viewing.startTime}–${viewing.endTime}`}
                  </Typography>
                  {viewing.place ? <Typography variant="body2">{viewing.place}</Typography> : null}
                </Box>
                {viewing.state === 'completed' ? (
                  <Alert severity="info">{translate('viewing_onsite_completed')}</Alert>
                ) : (
                  <Typography variant="body2">{translate('viewing_onsite_intro')}</Typography>
                )}
                {viewing.slots.map((slot) => (
                  <Slot key={slot.id ?? 'walk-ins'} slot={slot} write={write} busy={busy} />
                ))}
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
                  {viewing.state === 'planned' ? (
                    <Button
                      variant="contained"
                      size="large"
                      disabled={busy || viewing.completeRefusal !== null}
                      onClick={() => void write((p) => p.completeOnsite(token, viewing.version))}
                    >
                      {translate('viewing_onsite_complete')}
                    </Button>
                  ) : null}
                  <Button
                    variant="outlined"
                    size="large"
                    onClick={() => void dataProvider.exportOnsite(token)}
                  >
                    {translate('viewing_onsite_export')}
                  </Button>
                </Stack>
                {viewing.state === 'planned' && viewing.completeRefusal ? (
                  <Typography variant="body2" color="text.secondary">
                    {viewing.completeRefusal}
                  </Typography>
                ) : null}
              </Stack>
            </CardContent>
          </Card>
        </Stack>
      )}
    </PublicFormFrame>
  );
}

/** `action/{slug}/appointment-edit-participants`: the caretaker at the door, through the on-site link. */
export function ViewingOnsitePage() {
  const [search] = useSearchParams();
  return (
    <PublicLanguageProvider initial={startPublicLanguage(search)} area="viewingOnsite">
      <Page />
    </PublicLanguageProvider>
  );
}
