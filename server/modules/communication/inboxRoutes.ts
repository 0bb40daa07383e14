import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql, type SqlBool } from 'kysely';
import { z } from 'zod';
import type { Mailbox, UnreadCountReply } from '../../../schema/api/communication';
import type { TableData } from '../../../schema/api/tableData';
import {
  categorizeSchema,
  feedSendSchema,
  mailReadSchema,
  mailUpdateSchema,
  unreadPollSchema,
} from '../../../schema/communication';
import { bulkActionBody } from '../../../schema/listBulk';
import { rowIdParams } from '../../../schema/rowId';
import { requireProject, staffContext } from '../../core/context';
import { forbidden, notFound, routeNotFound } from '../../core/errors';
import { storageFor } from '../../core/storage';
import { scoped } from '../../core/scope';
import { route } from '../../core/route';
import type { Translator } from '../../core/i18n/index';
import { parseListParams } from '../../lists/params';
import { runBulk } from '../../lists/bulk';
import { checkListSchema, listContext, removeStoredFiles } from '../../lists/routes';
import { tableData } from '../../lists/tableData';
import type { ListSchema } from '../../lists/types';
import { mayReadFile } from '../files/access';
import { contentDisposition } from '../files/disposition';
import { categorize, categorizeInfo, findAttachment } from './attachments';
import { unreadCount } from './conversations';
import { getFeed, sendInFeed } from './feed';
import { COMMUNICATION, inboxLists, inboxSearch, MAILBOXES, withReasons } from './inbox';
import { deleteMail, markRead, updateMail } from './inboxMails';
import { outboxSearch, withOutboxReasons } from './outbox';
import { startUnreadListener, trackWaiters, unreadPoll, unreadWaiters, type UnreadListener } from './unread';

const guard = COMMUNICATION;
const params = rowIdParams('id');
/** a mailbox of the path: any short text; one that is not a mailbox is no route (404) */
const mailboxParams = z.object({ mailbox: z.string().max(40) });

/** Every user file runs sandboxed (as files/routes.ts serves them). */
const FILE_CSP =
  "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'self'; sandbox";

function mailboxOf(request: FastifyRequest, mailbox: string): Mailbox {
  if (!MAILBOXES.includes(mailbox as Mailbox)) throw routeNotFound(request);
  return mailbox as Mailbox;
}

/** How each mailbox searches its mails and puts their state's reason in words. */
const MAILBOX_VIEWS: Readonly<
  Record<
    Mailbox,
    {
      search: typeof inboxSearch;
      reasons: (rows: TableData['body'], t: Translator, mailServer: boolean) => unknown;
    }
  >
> = {
  inbox: { search: inboxSearch, reasons: withReasons },
  sent: { search: inboxSearch, reasons: withReasons },
  outbox: { search: outboxSearch, reasons: withOutboxReasons },
};

/** The list with the request's search as a condition of its own (the mails keep no search text). */
function searchedList(
  mailbox: Mailbox,
  schema: ListSchema,
  scope: ReturnType<typeof scoped>,
  search: string,
): ListSchema {
  const condition = MAILBOX_VIEWS[mailbox].search(scope, search);
  if (!condition || !schema.baseWhere) return schema;
  const base = schema.baseWhere;
  return { ...schema, baseWhere: (ctx) => sql<SqlBool>`(${base(ctx)} and ${condition})` };
}

/** Inbox, messenger feed, read marks, attachments to documents, unread count and its long poll. */
export async function inboxRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;
  const storage = storageFor(app.config);
  for (const schema of Object.values(inboxLists)) checkListSchema(app, schema);

  // ---- the unread count and its long poll ----

  // PostgreSQL: this app's polls are woken by its LISTEN connection (NOTIFY from any process);
  // SQLite: by notifyUnread in this process
  const listens = app.dialect === 'postgres' && app.config.databaseUrl !== null;
  const { waiters, release } = unreadWaiters(!listens);
  const untrack = trackWaiters(waiters);
  let listener: UnreadListener | null = null;
  app.addHook('onReady', async () => {
    if (!listens || !app.config.databaseUrl) return;
    listener = startUnreadListener(waiters, app.config.databaseUrl, app.log);
    await listener.ready;
  });
  /** the polls waiting in this app: answered at once when it closes */
  const waiting = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const finish of [...waiting]) finish();
  });
  app.addHook('onClose', async () => {
    release();
    untrack();
    await listener?.close();
    listener = null;
  });

  route(
    app,
    { method: 'GET', url: '/api/v1/unread-count-messages', guard },
    async ({ request }): Promise<UnreadCountReply> => ({
      count: await unreadCount(db, requireProject(request).id),
    }),
  );

  route(
    app,
    { method: 'POST', url: '/api/v1/get-unread-messages', guard, body: unreadPollSchema },
    async ({ request, reply, body }) => {
      const { count } = body;
      const projectId = requireProject(request).id;
      const current = await unreadCount(db, projectId);
      if (current !== count) return { count: current };
      return waitForChange(reply, projectId, count);
    },
  );

  function waitForChange(reply: FastifyReply, projectId: number, count: number): Promise<UnreadCountReply> {
    return new Promise((resolve, reject) => {
      let settled = false;
      let checking = false;
      let again = false;
      const finish = (error?: unknown, value: number = count) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        off();
        waiting.delete(stop);
        reply.raw.off('close', onClose);
        if (error) reject(error);
        else resolve({ count: value });
      };
      const stop = () => finish();
      const check = async () => {
        if (checking) {
          again = true;
          return;
        }
        checking = true;
        try {
          do {
            again = false;
            const now = await unreadCount(db, projectId);
            if (now !== count) return finish(undefined, now);
          } while (again && !settled);
        } catch (error) {
          finish(error);
        } finally {
          checking = false;
        }
      };
      const off = waiters.add(projectId, () => void check());
      const timer = setTimeout(() => {
        unreadCount(db, projectId).then(
          (now) => finish(undefined, now),
          (error: unknown) => finish(error),
        );
      }, unreadPoll.timeoutMs);
      // the client went away: stop waiting (its answer goes nowhere)
      const onClose = () => finish();
      reply.raw.on('close', onClose);
      waiting.add(stop);
    });
  }

  // ---- the inbox lists ----

  const inbox = { url: '/api/v1/communication/inbox/:mailbox', guard, params: mailboxParams } as const;
  route(app, { ...inbox, method: 'GET' }, async ({ request, params }) => {
    const mailbox = mailboxOf(request, params.mailbox);
    const schema = inboxLists[mailbox];
    const ctx = listContext(app, request);
    // the list engine reads its own query (filters, sort, page) against the list's schema
    const listParams = parseListParams(schema, request.query as Record<string, unknown>);
    const result = await tableData(
      searchedList(mailbox, schema, scoped(db, ctx.project.id), listParams.search),
      ctx,
      listParams,
    );
    MAILBOX_VIEWS[mailbox].reasons(result.body, ctx.t, app.config.smtpUrl !== null);
    if ('search' in result) (result as TableData).search = { enabled: true, value: listParams.search };
    return result;
  });

  // the list engine's bulk actions (the option and its selection); an unknown mailbox is not
  // found before the body is read
  const bulkBody = ({ request, params }: { request: FastifyRequest; params: { mailbox: string } }) => {
    mailboxOf(request, params.mailbox);
    return bulkActionBody;
  };
  route(
    app,
    { ...inbox, method: 'POST', body: bulkBody, formMessage: true },
    async ({ request, reply, params, body }) => {
      const schema = inboxLists[mailboxOf(request, params.mailbox)];
      const outcome = await runBulk(schema, listContext(app, request), body);
      if (outcome.kind === 'result') return outcome.result;
      return reply
        .header('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('Content-Disposition', outcome.contentDisposition)
        .send(outcome.data);
    },
  );

  // ---- the messenger ----

  const feed = {
    url: '/api/v1/communication/:id/inbox-feed',
    guard,
    params,
    missing: 'application_not_found',
  } as const;
  route(app, { ...feed, method: 'GET' }, ({ request, params }) =>
    getFeed(db, staffContext(request), app.config, params.id),
  );
  route(app, { ...feed, method: 'POST', body: feedSendSchema }, async ({ request, reply, params, body }) => {
    const mail = await sendInFeed(db, staffContext(request), app.config, params.id, body);
    return reply.code(201).send(mail);
  });

  const mail = { guard, params, missing: 'inbox_mail_not_found' } as const;
  route(
    app,
    { ...mail, method: 'POST', url: '/api/v1/communication/:id/mail-is-read', body: mailReadSchema },
    ({ request, params, body }) => markRead(db, staffContext(request), params.id, body),
  );
  route(
    app,
    { ...mail, method: 'PATCH', url: '/api/v1/communication/:id/update', body: mailUpdateSchema },
    ({ request, params, body }) => updateMail(db, staffContext(request), app.config, params.id, body),
  );
  route(
    app,
    { ...mail, method: 'DELETE', url: '/api/v1/communication/:id/delete' },
    async ({ request, params }) => {
      const outcome = await deleteMail(db, staffContext(request), params.id);
      await removeStoredFiles(app, request, outcome.removedFiles);
      return outcome.reply;
    },
  );

  // ---- attachments ----

  const attachment = { guard, params, missing: 'inbox_attachment_not_found' } as const;
  route(
    app,
    { ...attachment, method: 'GET', url: '/api/v1/communication/attachments/:id/file' },
    async ({ request, reply, params }) => {
      const ctx = staffContext(request);
      // the conversation is the project's (every mail of it is open to shared_communication) ...
      const attachment = await findAttachment(scoped(db, ctx.project.id), params.id);
      // ... and the file one the user may read (an applicant's: applications_read)
      if (!(await mayReadFile(db, ctx.project.id, ctx.subject, attachment.file_id)))
        throw forbidden('inbox_attachment_not_allowed');
      // read on from the store as it is sent (from a bucket too: no bucket address is given out)
      const stored = await storage.open(attachment.storage_key);
      if (!stored) {
        request.log.warn({ key: attachment.storage_key }, 'file row without stored bytes');
        throw notFound('file_not_found');
      }
      return reply
        .header('Content-Type', attachment.mime)
        .header('Content-Length', stored.size)
        .header('Content-Disposition', contentDisposition('attachment', attachment.name))
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'private, no-store')
        .header('Content-Security-Policy', FILE_CSP)
        .send(stored.body);
    },
  );

  const categorizeUrl = '/api/v1/communication/attachments/:id/categorize-documents';
  route(app, { ...attachment, method: 'GET', url: categorizeUrl }, ({ request, params }) =>
    categorizeInfo(db, staffContext(request), params.id),
  );
  route(
    app,
    { ...attachment, method: 'POST', url: categorizeUrl, body: categorizeSchema },
    ({ request, params, body }) => categorize(db, staffContext(request), storage, params.id, body),
  );
}
