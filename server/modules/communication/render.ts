import { fillPlaceholders, type PlaceholderValues } from '../../../schema/mailPlaceholders';
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
