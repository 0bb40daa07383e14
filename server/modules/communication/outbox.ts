import { sql, type Expression, type SqlBool } from 'kysely';
import type { TableRow } from '../../../schema/api/tableData';
import { ADMIN, checkAccess, needs, type PermissionSubject } from '../../../schema/permissions';
import type { MessageKey, Translator } from '../../core/i18n/index';
import { isMessageKey } from '../../core/i18n/index';
import { ACCOUNT_MAIL_KINDS, type OutboxKind } from '../../core/mail';
import type { scoped } from '../../core/scope';
import type { OutboxStatus } from '../../db/tables/accounts';
import { exportBulk, inList, ref } from '../../lists/common';
import { likePattern } from '../../lists/query';
import { applicationColumn, contactNameColumn, mailRowLinks, statusColumns } from './mailListColumns';
import type { FilterDef, ListSchema, RelatedExpr, StateFilterDef } from '../../lists/types';

/**
 * The outbox view (GET communication/inbox/outbox, the Postausgang): every mail the project sends,
 * from the `outbox` table, whatever its state: the mails of conversations and those the system
 * writes by itself (an application's confirmation, an offer, an invitation, a password reset).
 * Mails about a staff account carry links or codes that open it: only admins see them, and the
 * view never carries a mail's body.
 */

const o = (column: string) => ref('outbox', column);
const COMMUNICATION = needs('shared_communication');

/** Every state of an outbox row (migration 020), in the order the view offers them. */
export const OUTBOX_STATUSES: readonly OutboxStatus[] = [
  'queued',
  'sending',
  'sent',
  'failed',
  'bounced',
  'unconfirmed',
];

/** The text of each kind of mail; a kind this table does not know is shown as `other`. */
export const OUTBOX_KIND_LABELS: Readonly<Record<OutboxKind | 'other', MessageKey>> = {
  conversation_direct: 'outbox_kind_conversation_direct',
  conversation_template: 'outbox_kind_conversation_template',
  conversation_bulk: 'outbox_kind_conversation_bulk',
  conversation_reference: 'outbox_kind_conversation_reference',
  conversation_offer_denial: 'outbox_kind_conversation_offer_denial',
  conversation_reply: 'outbox_kind_conversation_reply',
  conversation_system: 'outbox_kind_conversation_system',
  offer: 'outbox_kind_offer',
  assignment: 'outbox_kind_assignment',
  rejection: 'outbox_kind_rejection',
  application_confirmation: 'outbox_kind_application_confirmation',
  viewing_cancelled: 'outbox_kind_viewing_cancelled',
  viewing_mail: 'outbox_kind_viewing_mail',
  viewing_reminder: 'outbox_kind_viewing_reminder',
  interested_invite: 'outbox_kind_interested_invite',
  viewing_booking_confirmation: 'outbox_kind_viewing_booking_confirmation',
  interest_confirmation: 'outbox_kind_interest_confirmation',
  interested_viewing_invite: 'outbox_kind_interested_viewing_invite',
  deposit_reminder: 'outbox_kind_deposit_reminder',
  contract: 'outbox_kind_contract',
  contract_reminder: 'outbox_kind_contract_reminder',
  contract_signing: 'outbox_kind_contract_signing',
  contract_signing_code: 'outbox_kind_contract_signing_code',
  reservation_confirmation: 'outbox_kind_reservation_confirmation',
  accounting_confirmation: 'outbox_kind_accounting_confirmation',
  invitation: 'outbox_kind_invitation',
  password_reset: 'outbox_kind_password_reset',
  two_factor_code: 'outbox_kind_two_factor_code',
  password_changed: 'outbox_kind_password_changed',
  two_factor_disabled: 'outbox_kind_two_factor_disabled',
  email_changed: 'outbox_kind_email_changed',
  other: 'outbox_kind_other',
};

const KNOWN_KINDS = Object.keys(OUTBOX_KIND_LABELS).filter((k) => k !== 'other');
const ACCOUNT_KINDS: readonly string[] = ACCOUNT_MAIL_KINDS;

/** Whether the caller sees mails about staff accounts (invitations, resets, codes): admins only. */
export function seesAccountMails(subject: PermissionSubject): boolean {
  return checkAccess(subject, ADMIN) === 'allow';
}

/** The kind as the view names it: a known kind, else `other`. */
const kindExpr = sql<string>`(case when ${inList(o('kind'), KNOWN_KINDS)} then ${o('kind')} else 'other' end)`;

/** A value of the outbox row's conversation mail (none for a mail the system wrote by itself). */
const mailValue = (select: ReturnType<typeof sql>): RelatedExpr => ({
  kind: 'related',
  table: 'conversation_mails',
  select,
  match: ['outbox_id', 'id'],
  orderBy: sql`r.id`,
});

const conversationColumn = (column: 'name' | 'application_id') =>
  mailValue(
    sql`(select ${sql.ref(`c.${column}`)} from conversations c where c.id = r.conversation_id and c.project_id = r.project_id)`,
  );

const applicationName = mailValue(
  sql`(select a.main_name from conversations c join applications a on a.id = c.application_id and a.project_id = c.project_id
    where c.id = r.conversation_id and c.project_id = r.project_id)`,
);

function stateFilter(): StateFilterDef {
  return {
    groupColumns: ['status'],
    classify: (g) => String(g.status),
    choices: () => [
      { value: 'all', label: 'state_all', where: null },
      ...OUTBOX_STATUSES.map((s) => ({
        value: s,
        label: `outbox_status_${s}` as MessageKey,
        where: sql<SqlBool>`${o('status')} = ${s}`,
      })),
    ],
  };
}

/** The kinds a caller may pick: account mails only for admins. */
function visibleKinds(subject: PermissionSubject): string[] {
  const all = Object.keys(OUTBOX_KIND_LABELS);
  return seesAccountMails(subject) ? all : all.filter((k) => !ACCOUNT_KINDS.includes(k));
}

const kindFilter: FilterDef = {
  key: 'kind',
  type: 'checkbox',
  label: 'outbox_filter_kind',
  main: true,
  choices: (ctx) =>
    visibleKinds(ctx.subject).map((k) => ({
      value: k,
      displayName: ctx.t(OUTBOX_KIND_LABELS[k as OutboxKind | 'other']),
    })),
  where: (f, ctx) => {
    const picked = f.type === 'checkbox' ? f.value : [];
    const allowed = visibleKinds(ctx.subject);
    return inList(
      kindExpr,
      picked.filter((k) => allowed.includes(k)),
    );
  },
};

export const outboxList: ListSchema = {
  path: 'communication/inbox/outbox',
  settingsKey: 'communication_outbox',
  permission: COMMUNICATION,
  table: 'outbox',
  rowType: 'communication',
  exportTitle: 'outbox_export_title',
  // mails about staff accounts are the admins' only
  baseWhere: (ctx) =>
    seesAccountMails(ctx.subject)
      ? sql<SqlBool>`1 = 1`
      : sql<SqlBool>`not ${inList(o('kind'), ACCOUNT_KINDS)}`,
  columns: [
    {
      key: 'contact',
      title: 'inbox_col_to',
      format: 'text',
      orderable: true,
      fixed: true,
      expr: o('to_address'),
    },
    { key: 'kind', title: 'outbox_col_kind', format: 'state', expr: kindExpr, choices: OUTBOX_KIND_LABELS },
    { key: 'subject', title: 'inbox_col_subject', format: 'text', orderable: true },
    contactNameColumn(conversationColumn('name'), true),
    applicationColumn(applicationName),
    ...statusColumns(
      Object.fromEntries(OUTBOX_STATUSES.map((s) => [s, `outbox_status_${s}` as MessageKey])),
      o('last_error'),
    ),
    { key: 'created_at', title: 'outbox_col_created', format: 'datetime', orderable: true },
    { key: 'sent_at', title: 'outbox_col_sent', format: 'datetime', orderable: true, nullable: true },
  ],
  rowFields: {
    _application_id: conversationColumn('application_id'),
    _conversation_id: mailValue(sql`r.conversation_id`),
    _bounce_read: mailValue(sql`r.bounce_read`),
    _attempts: o('attempts'),
  },
  rowExtras: (row) => ({ ...mailRowLinks(row, false), attempts: Number(row._attempts ?? 0) }),
  progressState: (row) => String(row.status),
  defaultSort: '-created_at',
  stateFilter: stateFilter(),
  filters: [kindFilter],
  bulk: [exportBulk(COMMUNICATION)],
};

/**
 * The search of the outbox view: every word in the subject, the recipient's address, or the
 * name of the conversation or of its application.
 */
export function outboxSearch(
  scope: Pick<ReturnType<typeof scoped>, 'owns'>,
  search: string,
): Expression<SqlBool> | null {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean).slice(0, 5);
  if (words.length === 0) return null;
  const conditions = words.map((word) => {
    const p = likePattern(word);
    const like = (expr: ReturnType<typeof sql>) => sql`lower(${expr}) like ${p} escape '\\'`;
    return sql<SqlBool>`(${like(o('subject'))} or ${like(o('to_address'))}
      or exists (select 1 from conversation_mails cm
        join conversations c on c.id = cm.conversation_id and ${scope.owns('conversations', 'c')}
        left join applications a on a.id = c.application_id and a.project_id = c.project_id
        where cm.outbox_id = ${o('id')} and ${scope.owns('conversation_mails', 'cm')}
          and (${like(sql`c.name`)} or ${like(sql`coalesce(a.main_name, '')`)})))`;
  });
  return sql<SqlBool>`(${sql.join(conditions, sql` and `)})`;
}

/** Why an outbox mail is in its state, in words: the row keeps the server's answer or a text key. */
export function outboxReasonText(
  t: Translator,
  status: string,
  lastError: string,
  attempts: number,
  mailServer: boolean,
): string {
  const known = isMessageKey(lastError) ? t(lastError) : '';
  switch (status) {
    case 'queued':
      if (!mailServer) return t('inbox_reason_no_server');
      return attempts > 0 ? t('mail_delivery_retrying') : '';
    case 'unconfirmed':
      return t('inbox_reason_unconfirmed');
    case 'bounced':
      // the words of whoever wrote the report: quoted, never taken for ours
      return lastError ? t('inbox_reason_bounced', { reason: lastError }) : '';
    case 'failed':
      return known || (lastError ? t('outbox_reason_failed', { reason: lastError }) : '');
    default:
      return '';
  }
}

/** The rows of the outbox view as the client gets them: the reason in words. */
export function withOutboxReasons(rows: TableRow[], t: Translator, mailServer: boolean): TableRow[] {
  for (const row of rows) {
    row.status_reason = outboxReasonText(
      t,
      String(row.status),
      String(row.status_reason ?? ''),
      Number(row.attempts ?? 0),
      mailServer,
    );
  }
  return rows;
}
