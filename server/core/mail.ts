import type { Executor } from './scope';

/**
 * Outbound mail. Every mail is written to the `outbox` table, in the caller's transaction, so
 * that it leaves exactly when the change it reports is committed. Sending over SMTP comes with a
 * later issue; until then (and whenever SMTP is not configured) the outbox is where mail is read:
 * `select * from outbox order by id desc`.
 */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** an HTML alternative; build it with escapeHtml for every value that is not markup */
  html?: string;
  /** what the mail is about (password_reset, two_factor_code, ...) */
  kind?: string;
  /** the project it was sent from */
  projectId?: number | null;
}

/** Queues a mail; answers its outbox id. */
export async function queueMail(db: Executor, mail: MailMessage): Promise<number> {
  const to = mail.to.trim();
  if (!to || /[\r\n]/.test(to) || /[\r\n]/.test(mail.subject)) {
    throw new Error('a mail needs one recipient and a subject without line breaks');
  }
  const row = await db
    .insertInto('outbox')
    .values({
      project_id: mail.projectId ?? null,
      kind: mail.kind ?? '',
      to_address: to,
      subject: mail.subject,
      text_body: mail.text,
      html_body: mail.html ?? null,
      created_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/**
 * A plain mail from paragraphs: the text part joins them with blank lines; the HTML part escapes
 * each one and turns a paragraph that is only a URL into a link.
 */
export function paragraphsMail(paragraphs: readonly string[]): { text: string; html: string } {
  const html = paragraphs
    .map((p) => {
      const escaped = escapeHtml(p);
      if (/^https?:\/\/\S+$/.test(p)) return `<p><a href="${escaped}">${escaped}</a></p>`;
      return `<p>${escaped.replace(/\n/g, '<br>')}</p>`;
    })
    .join('\n');
  return { text: paragraphs.join('\n\n'), html };
}
