import { sql, type Expression, type SqlBool } from 'kysely';
import type { Mailbox, MessengerFlags } from '../../../schema/api/communication';
import type { TableRow } from '../../../schema/api/tableData';
import { needs } from '../../../schema/permissions';
import { badRequest } from '../../core/errors';
import type { scoped } from '../../core/scope';
import type { MessageKey } from '../../core/i18n/index';
import type { Translator } from '../../core/i18n/index';
import { exportBulk, inList, ref } from '../../lists/common';
import { likePattern } from '../../lists/query';
import type { FilterDef, ListSchema, RelatedExpr, StateFilterDef } from '../../lists/types';
import { applicationColumn, contactNameColumn, mailRowLinks, statusColumns } from './mailListColumns';
import { outboxList } from './outbox';

/**
 * The inbox lists (GET communication/inbox/{mailbox}): incoming mails (inbox) and outgoing mails
 * of conversations the server took or returned (sent); each row carries its application (spec 1
 * "Inbox item") and the messenger flags of the mail. The outbox view lists every outgoing mail of
 * the project in any state (outbox.ts).
 */

export const COMMUNICATION = needs('shared_communication');
export const MAILBOXES: readonly Mailbox[] = ['inbox', 'sent', 'outbox'];

const m = (column: string) => ref('conversation_mails', column);

/** The mailboxes of conversation mails; the outbox view is a list of its own (outbox.ts). */
type ConversationMailbox = Exclude<Mailbox, 'outbox'>;

/** The statuses each mailbox of conversation mails holds. */
export const MAILBOX_STATUSES: Readonly<Record<ConversationMailbox, readonly string[]>> = {
  inbox: ['received'],
  sent: ['sent', 'bounced'],
};

/** The server text of a mail status. */
export const mailStatusLabel = (status: string): MessageKey => `inbox_status_${status}` as MessageKey;

/** A value of the mail's conversation. */
const conversationValue = (select: ReturnType<typeof sql>): RelatedExpr => ({
  kind: 'related',
  table: 'conversations',
  select,
  match: ['id', 'conversation_id'],
});

/** The name of the conversation's application (its main applicant), within the project. */
const applicationName = conversationValue(
  sql`(select a.main_name from applications a where a.id = r.application_id and a.project_id = r.project_id)`,
);

function stateFilter(mailbox: ConversationMailbox): StateFilterDef {
  const statuses = MAILBOX_STATUSES[mailbox];
  return {
    groupColumns: ['status'],
    classify: (g) => String(g.status),
    choices: () => [
      { value: 'all', label: 'state_all', where: null },
      ...(statuses.length > 1
        ? statuses.map((s) => ({
            value: s,
            label: mailStatusLabel(s),
            where: sql<SqlBool>`${m('status')} = ${s}`,
          }))
        : []),
    ],
  };
}

/** read/unread: an incoming mail's read mark, an outgoing one's seen bounce. */
function readFilter(mailbox: Mailbox): FilterDef {
  const column = mailbox === 'inbox' ? m('is_read') : m('bounce_read');
  return {
    key: 'read',
    type: 'radio',
    label: 'inbox_filter_read',
    main: true,
    choices: (ctx) => [
      { value: 'unread', displayName: ctx.t('inbox_filter_unread') },
      { value: 'read', displayName: ctx.t('inbox_filter_read_only') },
    ],
    where: (f) => {
      const value = f.type === 'radio' ? f.value : '';
      if (value === 'unread') return sql<SqlBool>`${column} = 0`;
      if (value === 'read') return sql<SqlBool>`${column} = 1`;
      throw badRequest('invalid_filter_value', { key: 'read' });
    },
  };
}

function inboxList(mailbox: ConversationMailbox): ListSchema {
  const statuses = MAILBOX_STATUSES[mailbox];
  const incoming = mailbox === 'inbox';
  return {
    path: `communication/inbox/${mailbox}`,
    settingsKey: `communication_${mailbox}`,
    permission: COMMUNICATION,
    table: 'conversation_mails',
    rowType: 'communication',
    exportTitle: 'inbox_export_title',
    baseWhere: () =>
      sql<SqlBool>`${m('direction')} = ${incoming ? 'in' : 'out'} and ${inList(m('status'), statuses)}`,
    columns: [
      {
        key: 'contact',
        title: incoming ? 'inbox_col_from' : 'inbox_col_to',
        format: 'text',
        orderable: true,
        fixed: true,
        expr: incoming ? m('from_address') : m('to_address'),
      },
      contactNameColumn(conversationValue(sql`r.name`)),
      { key: 'subject', title: 'inbox_col_subject', format: 'text', orderable: true },
      applicationColumn(applicationName),
      ...statusColumns(Object.fromEntries(statuses.map((s) => [s, mailStatusLabel(s)]))),
      { key: 'created_at', title: 'inbox_col_created', format: 'date', orderable: true },
    ],
    rowFields: {
      _application_id: conversationValue(sql`r.application_id`),
      _conversation_id: m('conversation_id'),
      _direction: m('direction'),
      _is_read: m('is_read'),
      _bounce_read: m('bounce_read'),
    },
    rowExtras: (row) => ({
      ...mailRowLinks(row, row._direction === 'in' && Number(row._is_read) === 0),
      is_read: Number(row._is_read) === 1,
    }),
    progressState: (row) => String(row.status),
    defaultSort: '-created_at',
    stateFilter: stateFilter(mailbox),
    filters: [readFilter(mailbox)],
    bulk: [exportBulk(COMMUNICATION)],
  };
}

export const inboxLists: Readonly<Record<Mailbox, ListSchema>> = {
  inbox: inboxList('inbox'),
  sent: inboxList('sent'),
  outbox: outboxList,
};

/**
 * The search of the inbox lists: every word in the subject, an address, the counterpart's name or
 * the application's name (conversation_mails keeps no search text of its own).
 */
export function inboxSearch(
  scope: Pick<ReturnType<typeof scoped>, 'owns'>,
  search: string,
): Expression<SqlBool> | null {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean).slice(0, 5);
  if (words.length === 0) return null;
  const conditions = words.map((word) => {
    const p = likePattern(word);
    const like = (expr: ReturnType<typeof sql>) => sql`lower(${expr}) like ${p} escape '\\'`;
    return sql<SqlBool>`(${like(m('subject'))} or ${like(m('from_address'))} or ${like(m('to_address'))}
      or exists (select 1 from conversations c
        left join applications a on a.id = c.application_id and a.project_id = c.project_id
        where c.id = ${m('conversation_id')} and ${scope.owns('conversations', 'c')}
          and (${like(sql`c.name`)} or ${like(sql`c.email`)} or ${like(sql`coalesce(a.main_name, '')`)})))`;
  });
  return sql<SqlBool>`(${sql.join(conditions, sql` and `)})`;
}

/** The status reason of a mail that waits because no mail server is set up (the messenger translates it). */
export const NO_SERVER_REASON = 'mail_not_sent_no_server';

/** The text of a mail's status reason as staff read it. */
export function statusReasonText(t: Translator, status: string, reason: string, mailServer: boolean): string {
  if (status === 'queued' && !mailServer) return t('inbox_reason_no_server');
  if (status === 'unconfirmed') return reason || t('inbox_reason_unconfirmed');
  // the words of whoever wrote the report: quoted, never taken for ours
  if (status === 'bounced' && reason) return t('inbox_reason_bounced', { reason });
  return reason;
}

/** The rows of an inbox list as the client gets them: the status reason in words. */
export function withReasons(rows: TableRow[], t: Translator, mailServer: boolean): TableRow[] {
  for (const row of rows) {
    row.status_reason = statusReasonText(t, String(row.status), String(row.status_reason ?? ''), mailServer);
  }
  return rows;
}

/**
 * The messenger flags of an application row as one value of the list's page query (no query per
 * row): 1 an unread reply, 2 a bounce, 4 an unseen bounce, over the application's conversations.
 */
export const messengerFlagsValue: RelatedExpr = {
  kind: 'related',
  table: 'conversations',
  select: sql`(case when sum(r.unread_count) > 0 then 1 else 0 end)
    + (case when sum(r.bounce_count) > 0 then 2 else 0 end)
    + (case when sum(r.unread_bounce_count) > 0 then 4 else 0 end)`,
  match: ['application_id', 'id'],
};

/** The `_messenger` flags of a row from `messengerFlagsValue`. */
export function messengerFlags(value: unknown): MessengerFlags {
  const bits = Number(value ?? 0) || 0;
  return {
    has_unread_mail: (bits & 1) !== 0,
    has_bounce: (bits & 2) !== 0,
    has_unread_bounce: (bits & 4) !== 0,
  };
}
