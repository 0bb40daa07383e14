import {
  damagedPlaceholders,
  fillPlaceholders,
  unfilledPlaceholders,
  unknownPlaceholders,
  type PlaceholderValues,
} from '../../../schema/mailPlaceholders';
import { sanitizeRichText } from '../../core/sanitize';

/**
 * A mail as one recipient gets it: the placeholders filled with that recipient's values (escaped
 * in the HTML, so a name like `<b>X</b>` stays text), the signature appended, the HTML sanitised,
 * and a plain-text part derived from the HTML.
 */

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

const ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  nbsp: ' ',
  '#39': "'",
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+\d*);/gi, (whole, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X'))
      return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith('#') && name !== '#39') return String.fromCodePoint(Number(name.slice(1)));
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** The plain text of (sanitised) HTML: paragraphs and line breaks kept, links with their address. */
export function htmlToText(html: string): string {
  const text = html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<li[^>]*>/gi, '- ')
    .replace(/<\/(p|div|h[1-6]|blockquote|ul|ol|table|pre)>/gi, '\n\n')
    .replace(/<\/(li|tr)>/gi, '\n')
    .replace(/<\/t[dh]>/gi, '\t')
    .replace(/<a\b[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, (_whole, href: string, label: string) => {
      const shown = label.replace(/<[^>]*>/g, '').trim();
      const url = decodeEntities(href);
      return shown === '' || decodeEntities(shown) === url ? url : `${shown} (${url})`;
    })
    .replace(/<img\b[^>]*alt="([^"]*)"[^>]*>/gi, '$1')
    .replace(/<[^>]*>/g, '');
  return decodeEntities(text)
    .replace(/\u00a0/g, ' ')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** The body with the signature below it (the signature left out when empty). */
export function withSignature(body: string, signature: string): string {
  return signature.trim() === '' ? body : `${body}<div>${signature}</div>`;
}

export function renderMail(
  subject: string,
  body: string,
  signature: string,
  values: PlaceholderValues,
): RenderedMail {
  const filledSubject = fillPlaceholders(subject, values)
    .replace(/[\r\n]+/g, ' ')
    .trim();
  const html = sanitizeRichText(fillPlaceholders(withSignature(body, signature), values, escapeHtml));
  return { subject: filledSubject, html, text: htmlToText(html) };
}

/**
 * The placeholders of a mail that cannot be filled for this recipient, as written: those without a
 * value (`{{viewing_date}}`), unknown names (`{{first_name}}`) and damaged ones (`{{first_name}`).
 */
export function unfilledIn(subject: string, body: string, values: PlaceholderValues): string[] {
  const out: string[] = [];
  const add = (fragment: string) => {
    if (!out.includes(fragment)) out.push(fragment);
  };
  for (const text of [subject, body]) {
    for (const name of unfilledPlaceholders(text, values)) add(`{{${name}}}`);
    for (const name of unknownPlaceholders(text)) add(`{{${name}}}`);
    for (const piece of damagedPlaceholders(text)) add(piece);
  }
  return out;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Marks each fragment in the text of (sanitised) HTML, never inside a tag: `<mark>{{name}}</mark>`. */
export function markFragments(html: string, fragments: readonly string[]): string {
  if (fragments.length === 0) return html;
  const pattern = new RegExp(
    [...fragments]
      .sort((a, b) => b.length - a.length)
      .map((f) => escapeRegExp(escapeHtml(f)))
      .join('|'),
    'g',
  );
  return html
    .split(/(<[^>]*>)/)
    .map((part) =>
      part.startsWith('<')
        ? part
        : part.replace(pattern, (found) => `<mark data-placeholder="">${found}</mark>`),
    )
    .join('');
}

export interface MailPreview {
  subject: string;
  body: string;
  /** the placeholders that could not be filled, as written; the mail cannot be sent with them */
  unfilled: string[];
}

/**
 * The preview of a mail: as `renderMail`, but a placeholder without a value stays as written
 * instead of vanishing, and every placeholder that could not be filled is marked in the body.
 */
export function previewMail(
  subject: string,
  body: string,
  signature: string,
  values: PlaceholderValues,
): MailPreview {
  const unfilled = unfilledIn(subject, body, values);
  const shown: PlaceholderValues = { ...values };
  for (const name of unfilledPlaceholders(`${subject} ${body}`, values)) shown[name] = `{{${name}}}`;
  const mail = renderMail(subject, body, signature, shown);
  return { subject: mail.subject, body: markFragments(mail.html, unfilled), unfilled };
}
