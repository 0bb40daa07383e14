import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import { dataOf } from '../../dataProvider/replies';
import type { FeedMail, InboxFeedReply } from '../../schema/api/communication';
import { QueryContent, useProviderQuery } from '../../src/forms';
import { setUnreadCount } from '../../src/session/useUnreadMessages';
import { FeedMailItem } from './FeedMailItem';
import { feedOrder, needsReadMark } from './messengerModel';
import { MessengerReply } from './MessengerReply';

/** The query of an application's conversation feed. */
export const messengerQueryKey = (applicationId: number) => ['messenger', applicationId] as const;

/** Reads again what a read mark changes: the inbox lists and the applications' mail flags. */
function refreshFlags(queryClient: ReturnType<typeof useQueryClient>): void {
  void queryClient.invalidateQueries({
    predicate: (query) => {
      const [first] = query.queryKey;
      return first === 'communication' || first === 'applications';
    },
  });
}

/**
 * Marks the mails shown unread as read (an unseen bounce as seen), once each, and sets the top
 * bar's count to what the server answers. Returns the ids that were unread when first shown.
 */
function useReadMarks(mails: readonly FeedMail[] | undefined): ReadonlySet<number> {
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const marked = useRef(new Set<number>());
  const [fresh, setFresh] = useState<ReadonlySet<number>>(new Set());
  useEffect(() => {
    const unread = (mails ?? []).filter((mail) => needsReadMark(mail) && !marked.current.has(mail.id));
    if (unread.length === 0) return;
    for (const mail of unread) marked.current.add(mail.id);
    setFresh(
      (current) => new Set([...current, ...unread.filter((m) => m.direction === 'in').map((m) => m.id)]),
    );
    void (async () => {
      for (const mail of unread) {
        try {
          const reply = dataOf(await dataProvider.markMailRead(mail.id, true));
          setUnreadCount(queryClient, reply.unread_messages);
        } catch {
          // not marked: it stays unread and is marked the next time it is shown
          marked.current.delete(mail.id);
        }
      }
      refreshFlags(queryClient);
    })();
  }, [mails, dataProvider, queryClient]);
  return fresh;
}

/**
 * The Messenger sidepanel (spec 1 section 2): the conversation of an application, every mail in
 * and out in the order written with its state, attachments to download or file to the
 * application's documents, and a reply box. Incoming mails are marked read when shown.
 */
export function MessengerPanel({ applicationId }: { applicationId: number }) {
  const translate = useTranslate();
  const query = useProviderQuery<InboxFeedReply>(messengerQueryKey(applicationId), (dp) =>
    dp.getInboxFeed(applicationId),
  );
  const mails = useMemo(() => (query.data ? feedOrder(query.data.mails) : undefined), [query.data]);
  const fresh = useReadMarks(mails);
  const end = useRef<HTMLDivElement>(null);
  const count = mails?.length ?? 0;
  useEffect(() => {
    if (count > 0) end.current?.scrollIntoView?.({ block: 'nearest' });
  }, [count]);

  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <QueryContent query={query}>
        {(feed) => (
          <>
            <Box
              component="section"
              aria-label={translate('messenger_conversation')}
              sx={{ display: 'grid', gap: 1.5, minWidth: 0 }}
            >
              {mails && mails.length > 0 ? (
                mails.map((mail) => (
                  <FeedMailItem
                    key={mail.id}
                    mail={mail}
                    applicationId={applicationId}
                    fresh={fresh.has(mail.id)}
                  />
                ))
              ) : (
                <Typography variant="body2" color="text.secondary">
                  {translate('messenger_empty')}
                </Typography>
              )}
              <div ref={end} />
            </Box>
            <Divider />
            <MessengerReply feed={feed} />
          </>
        )}
      </QueryContent>
    </Box>
  );
}
