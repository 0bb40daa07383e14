import Send from '@mui/icons-material/Send';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import type { AppDataProvider } from '../../dataProvider';
import type { FeedMail, InboxFeedReply } from '../../schema/api/communication';
import { FormSaveButton, SchemaForm, useNotifySuccess, type FieldSpec } from '../../src/forms';
import {
  adultIdOf,
  contactChoiceId,
  reachableContacts,
  replyContact,
  replySchema,
  replySubject,
} from './messengerModel';

const NO_RECORD = {};

/**
 * The messenger's reply box: subject and formatted body (ra-input-rich-text), and whom it goes to
 * when the application has several adults with an address. Sent through POST inbox-feed; the
 * sent mail joins the feed and the box empties.
 */
export function MessengerReply({ feed }: { feed: InboxFeedReply }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const notifySuccess = useNotifySuccess();
  const [round, setRound] = useState(0);
  const applicationId = feed.application_id;
  const contacts = useMemo(() => reachableContacts(feed.contacts), [feed.contacts]);

  const fields = useMemo<FieldSpec[]>(() => {
    const list: FieldSpec[] = [];
    if (contacts.length > 1) {
      list.push({
        kind: 'select',
        source: 'contact',
        label: 'messenger_reply_to',
        required: true,
        translateChoice: false,
        choices: contacts.map((c) => ({ id: contactChoiceId(c), name: `${c.name} <${c.email}>` })),
      });
    }
    list.push(
      { kind: 'text', source: 'subject', label: 'messenger_subject', required: true, maxLength: 200 },
      { kind: 'richtext', source: 'body', label: 'messenger_body', required: true },
    );
    return list;
  }, [contacts]);

  // the defaults are taken once per empty box: a new incoming mail does not rewrite what is typed
  const defaults = useMemo(
    () => ({ contact: replyContact(feed.mails, contacts), subject: replySubject(feed.mails), body: '' }),
    [round, contacts],
  );

  if (contacts.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('messenger_no_address')}
      </Typography>
    );
  }

  const send = async (values: FieldValues) => {
    const sent = await dataProvider.sendFeedReply(applicationId, {
      adultId: contacts.length > 1 ? adultIdOf(String(values.contact ?? '')) : contacts[0]!.adultId,
      subject: String(values.subject).trim(),
      body: String(values.body),
    });
    queryClient.setQueryData<InboxFeedReply>(['messenger', applicationId], (current) =>
      current
        ? {
            ...current,
            mails: [...current.mails.filter((m) => m.id !== sent.data.id), sent.data as FeedMail],
          }
        : current,
    );
    void queryClient.invalidateQueries({ queryKey: ['messenger', applicationId] });
    notifySuccess(undefined, 'messenger_sent');
    setRound((n) => n + 1);
  };

  return (
    <Box component="section" aria-label={translate('messenger_reply')}>
      <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>
        {translate('messenger_reply')}
      </Typography>
      <SchemaForm
        key={round}
        fields={fields}
        schema={replySchema}
        record={NO_RECORD}
        defaultValues={defaults}
        onSubmit={send}
        toolbar={
          <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
            <FormSaveButton label="messenger_send" icon={<Send />} alwaysEnable />
          </Box>
        }
      />
    </Box>
  );
}
