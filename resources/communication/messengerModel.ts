import { z } from 'zod';
import { richTextRule, textRule } from '../../schema/rules';
import type { FeedMail, Mailbox, MailContact, MailStatus } from '../../schema/api/communication';
import { COMMUNICATION_PATH } from '../../src/layout/UnreadCounter';

export { COMMUNICATION_PATH };

/** The mailboxes of the communication screen, in their tab order, and their paths. */
export const MAILBOXES: readonly Mailbox[] = ['inbox', 'sent', 'outbox'];

export function mailboxPath(mailbox: Mailbox): string {
  return mailbox === 'inbox' ? COMMUNICATION_PATH : `${COMMUNICATION_PATH}/${mailbox}`;
}

export function isMailbox(value: string | undefined): value is Mailbox {
  return MAILBOXES.includes(value as Mailbox);
}

/** The status reason the server gives for a mail that waits because no mail server is set up. */
export const NO_SERVER_REASON = 'mail_not_sent_no_server';

/** How a status looks: its chip colour. */
export const STATUS_COLORS: Readonly<
  Record<MailStatus, 'default' | 'info' | 'success' | 'warning' | 'error'>
> = {
  received: 'info',
  queued: 'default',
  sent: 'success',
  failed: 'error',
  bounced: 'error',
  unconfirmed: 'warning',
};

/**
 * The key of a mail's status reason, or the server's own words (a mail server's answer). A
 * bounce's reason is the words of whoever wrote the report: see `bounceQuote`.
 */
export function reasonKey(mail: Pick<FeedMail, 'status' | 'status_reason'>): string | null {
  const reason = mail.status_reason.trim();
  if (mail.status === 'bounced') return null;
  if (!reason) return mail.status === 'unconfirmed' ? 'messenger_reason_unconfirmed' : null;
  if (reason === NO_SERVER_REASON) return `messenger_reason_${NO_SERVER_REASON}`;
  return reason;
}

/** A bounce's reason, shown as a quote of the reporting mail server's words (plain text), or null. */
export function bounceQuote(mail: Pick<FeedMail, 'status' | 'status_reason'>): string | null {
  const reason = mail.status_reason.trim();
  return mail.status === 'bounced' && reason ? reason : null;
}

/** The mails of a conversation in the order they were written (oldest first). */
export function feedOrder(mails: readonly FeedMail[]): FeedMail[] {
  return [...mails].sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id - b.id);
}

/** A mail shown for the first time that marks a read: an unread incoming one, or an unseen bounce. */
export function needsReadMark(mail: FeedMail): boolean {
  if (mail.direction === 'in') return !mail.is_read;
  return mail.status === 'bounced' && !mail.bounce_read;
}

/** The contacts a reply can go to: those with an e-mail address. */
export function reachableContacts(contacts: readonly MailContact[]): MailContact[] {
  return contacts.filter((c) => typeof c.email === 'string' && c.email.trim() !== '');
}

/** A contact as a choice of the reply form (the main applicant has no adult id). */
export const MAIN_CONTACT = 'main';
export function contactChoiceId(contact: Pick<MailContact, 'adultId'>): string {
  return contact.adultId === null ? MAIN_CONTACT : String(contact.adultId);
}
export function adultIdOf(choice: string | undefined): number | null {
  return !choice || choice === MAIN_CONTACT ? null : Number(choice);
}

/** The subject of an answer: the last incoming mail's subject with `Re:` once. */
export function replySubject(mails: readonly FeedMail[]): string {
  const last = [...feedOrder(mails)].reverse().find((mail) => mail.direction === 'in');
  const subject = last?.subject.trim() ?? '';
  if (!subject) return '';
  return /^(re|aw|ant|r|rif)\s*:/i.test(subject) ? subject : `Re: ${subject}`;
}

/** Whom an answer goes to first: the writer of the last incoming mail, else the first contact. */
export function replyContact(mails: readonly FeedMail[], contacts: readonly MailContact[]): string {
  const last = [...feedOrder(mails)].reverse().find((mail) => mail.direction === 'in');
  const from = last?.from.toLowerCase() ?? '';
  const writer = contacts.find((c) => c.email && from.includes(c.email.toLowerCase()));
  const first = writer ?? contacts[0];
  return first ? contactChoiceId(first) : MAIN_CONTACT;
}

/** The reply form's rules: a subject (one line, at most 200 characters) and a body with some text. */
export const replySchema = z.object({
  contact: z.string().optional(),
  subject: textRule({
    required: true,
    max: 200,
    pattern: /^[^\r\n]*$/,
    patternMessage: 'messenger_subject_one_line',
  }),
  body: richTextRule({ required: true }),
});

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** The path a mail attachment is served at (an incoming mail's inline image points there). */
const ATTACHMENT_PATH = /^\/api\/v1\/communication\/attachments\/\d+\/file$/;
/** Images of our own templates and signatures, served at `<PUBLIC_URL>/mail-images/...`. */
const OWN_IMAGE_PATH = '/mail-images/';

/** How a mail's images are shown. */
export interface MailImages {
  /** remote images load (the person chose "show images" for this mail) */
  remote: boolean;
  /** attachment URL -> the loaded bytes' object URL, for the mail's inline images */
  inline: ReadonlyMap<string, string>;
  /** the app's origin: images of our own templates (`/mail-images/`) there always load */
  origin: string;
}

export interface PreparedMail {
  html: string;
  /** how many remote images (or image sources) do not load until the person chooses so */
  blocked: number;
  /** the attachment URLs the mail shows inline */
  inlineUrls: string[];
}

function isOwnImage(src: string, origin: string): boolean {
  try {
    const url = new URL(src, origin);
    return url.origin === origin && url.pathname.startsWith(OWN_IMAGE_PATH);
  } catch {
    return false;
  }
}

const isRemote = (src: string) => /^\s*(https?:)?\/\//i.test(src);

/**
 * A mail's HTML as its frame shows it: inline images from their loaded attachments, and no remote
 * image (a tracking pixel tells the sender the mail was opened) until `remote` says so; until
 * then the source waits in `data-remote-src`. The frame's policy refuses them as well.
 */
export function prepareMailHtml(html: string, images: MailImages): PreparedMail {
  const doc = new DOMParser().parseFromString(`<!doctype html><body>${html}`, 'text/html');
  let blocked = 0;
  const inlineUrls: string[] = [];
  for (const img of Array.from(doc.body.querySelectorAll('img'))) {
    const src = img.getAttribute('src') ?? '';
    if (ATTACHMENT_PATH.test(src)) {
      inlineUrls.push(src);
      const loaded = images.inline.get(src);
      if (loaded) img.setAttribute('src', loaded);
      else {
        img.removeAttribute('src');
        img.setAttribute('data-attachment-src', src);
      }
    } else if (isRemote(src) && !images.remote && !isOwnImage(src, images.origin)) {
      blocked++;
      img.removeAttribute('src');
      img.setAttribute('data-remote-src', src);
    }
    const srcset = img.getAttribute('srcset');
    if (srcset !== null && !images.remote) {
      blocked++;
      img.removeAttribute('srcset');
      img.setAttribute('data-remote-srcset', srcset);
    }
  }
  if (!images.remote) {
    for (const element of Array.from(doc.body.querySelectorAll('[style], [background]'))) {
      const style = element.getAttribute('style') ?? '';
      if (/url\s*\(/i.test(style)) {
        blocked++;
        element.setAttribute('data-remote-style', style);
        element.removeAttribute('style');
      }
      if (element.hasAttribute('background')) {
        blocked++;
        element.removeAttribute('background');
      }
    }
  }
  return { html: doc.body.innerHTML, blocked, inlineUrls };
}

/**
 * The document a mail's body is shown in: a sandboxed frame (no scripts, links open outside)
 * whose own policy allows no requests but images: its own (data, blob: the inline images, and
 * our own origin), remote ones only when `remoteImages`. The HTML is the server's sanitised HTML
 * as `prepareMailHtml` made it; a mail with text only shows its text.
 */
export function mailDocument(html: string, text: string, language: string, remoteImages = false): string {
  const body = html.trim() ? html : `<pre>${escapeHtml(text)}</pre>`;
  const imgSrc = `'self' data: blob:${remoteImages ? ' https: http:' : ''}`;
  return [
    `<!doctype html><html lang="${escapeHtml(language)}"><head><meta charset="utf-8">`,
    `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src ${imgSrc}; style-src 'unsafe-inline'">`,
    '<base target="_blank">',
    '<style>html,body{margin:0;padding:0;background:#fff;color:#1a1a1a;font:14px/1.5 system-ui,-apple-system,"Segoe UI",sans-serif;overflow-wrap:anywhere}',
    'img{max-width:100%;height:auto}pre{white-space:pre-wrap;font:inherit;margin:0}a{color:#0b57a4}p{margin:0 0 .6em}</style>',
    `</head><body>${body}</body></html>`,
  ].join('');
}
