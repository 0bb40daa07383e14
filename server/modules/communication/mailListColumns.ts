import type { MessengerFlags } from '../../../schema/api/communication';
import type { MessageKey } from '../../core/i18n/index';
import type { ColumnDef, RelatedExpr } from '../../lists/types';

/**
 * What the mail lists share (the inbox views of conversation mails and the outbox): the columns of
 * the conversation's name, its application, the mail's state and why, and the row's link to its
 * application and conversation with the messenger flags. Each list says where the values come from.
 */

export const contactNameColumn = (expr: RelatedExpr, nullable = false): ColumnDef => ({
  key: 'contact_name',
  title: 'inbox_col_name',
  format: 'text',
  ...(nullable ? { nullable: true } : {}),
  expr,
});

export const applicationColumn = (expr: RelatedExpr): ColumnDef => ({
  key: 'application',
  title: 'inbox_col_application',
  format: 'text',
  nullable: true,
  expr,
});

/** The state column with its captions, and the reason of a failed or bounced mail. */
export const statusColumns = (
  choices: Record<string, MessageKey>,
  reason?: ColumnDef['expr'],
): ColumnDef[] => [
  { key: 'status', title: 'inbox_col_status', format: 'state', orderable: true, choices },
  {
    key: 'status_reason',
    title: 'inbox_col_status_reason',
    format: 'text',
    ...(reason === undefined ? {} : { expr: reason }),
  },
];

const idOrNull = (value: unknown) => (value === null || value === undefined ? null : Number(value));

/**
 * The row's application and conversation ids, and its messenger flags: a bounce is unread until
 * someone opens it; an incoming mail is unread until read (`unreadMail`).
 */
export function mailRowLinks(row: Readonly<Record<string, unknown>>, unreadMail: boolean) {
  const bounced = row.status === 'bounced';
  const messenger: MessengerFlags = {
    has_unread_mail: unreadMail,
    has_bounce: bounced,
    has_unread_bounce: bounced && row._bounce_read !== null && Number(row._bounce_read) === 0,
  };
  return {
    application_id: idOrNull(row._application_id),
    conversation_id: idOrNull(row._conversation_id),
    _messenger: messenger,
  };
}
