import type { ParsedMail, StructuredHeader } from 'mailparser';

/**
 * Reading a delivery status notification (RFC 3464): a `multipart/report;
 * report-type=delivery-status` whose `message/delivery-status` part names, per recipient, what
 * happened (Action, Status, Diagnostic-Code), and whose last part returns the original mail or
 * its headers (`text/rfc822-headers` or `message/rfc822`), with the Message-ID we gave it.
 */

/** What a DSN says about the mail it returns. */
export interface DsnReport {
  /** true when at least one recipient failed for good (Action: failed, or a 5.x.x status) */
  failed: boolean;
  /** the Diagnostic-Code of the first failed recipient, else its Status and Action, as one line of plain text */
  reason: string;
  /** the Message-IDs that may name the original, most telling first */
  messageIds: string[];
  /** the addresses the first failed recipient block names (Final-Recipient, Original-Recipient), lower case */
  recipients: string[];
  /** the host that wrote the report (Reporting-MTA), else the domain of the report's From:, lower case */
  reporter: string | null;
}

const STATUS_TYPES = ['message/delivery-status', 'message/global-delivery-status'];
const RETURNED_TYPES = ['text/rfc822-headers', 'message/rfc822', 'message/global', 'message/global-headers'];
/** A reason is shown to staff as a quote of the mail server's words: one line, this long at most. */
export const MAX_REASON = 200;

/** Header-style fields in blocks separated by blank lines; names lower case, folded lines joined. */
export function fieldBlocks(text: string): Array<Map<string, string>> {
  const blocks: Array<Map<string, string>> = [];
  let current = new Map<string, string>();
  let last: string | null = null;
  for (const line of text.split(/\r?\n/)) {
    if (line.trim() === '') {
      if (current.size > 0) blocks.push(current);
      current = new Map();
      last = null;
      continue;
    }
    if (/^[ \t]/.test(line) && last !== null) {
      current.set(last, `${current.get(last) ?? ''} ${line.trim()}`);
      continue;
    }
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    last = line.slice(0, colon).trim().toLowerCase();
    if (!current.has(last)) current.set(last, line.slice(colon + 1).trim());
  }
  if (current.size > 0) blocks.push(current);
  return blocks;
}

/** The header block of a returned mail (everything before its first blank line). */
function headerBlock(text: string): Map<string, string> {
  const end = text.search(/\r?\n\r?\n/);
  return fieldBlocks(end === -1 ? text : text.slice(0, end))[0] ?? new Map();
}

/** `<id@host>` from a header value, or null. */
export function messageIdIn(value: string | undefined): string | null {
  const match = /<[^<>\s]{1,250}>/.exec(value ?? '');
  return match ? match[0] : null;
}

/** `smtp; 550 5.1.1 User unknown` -> `550 5.1.1 User unknown` */
function withoutType(value: string): string {
  return value.replace(/^[a-z0-9-]+\s*;\s*/i, '');
}

/** A mail server's words as one line of plain text: no control characters, blanks collapsed, capped. */
export function plainReason(value: string): string {
  const line = value
    // eslint-disable-next-line no-control-regex -- control characters have no place in a shown reason
    .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return line.length > MAX_REASON ? `${line.slice(0, MAX_REASON - 1).trimEnd()}…` : line;
}

/** `rfc822; anna@example.org` -> `anna@example.org` (lower case), or null for another type. */
function recipientOf(value: string | undefined): string | null {
  const match = /^\s*(?:rfc822\s*;)?\s*<?([^\s<>;]+@[^\s<>;]+?)>?\s*$/i.exec(value ?? '');
  return match ? match[1]!.toLowerCase() : null;
}

/** `dns; mx.example.org` -> `mx.example.org` */
function hostOf(value: string | undefined): string | null {
  const match = /^\s*(?:dns\s*;)?\s*([a-z0-9.-]+?)\.?\s*(?:\(.*)?$/i.exec(value ?? '');
  return match ? match[1]!.toLowerCase() : null;
}

function isDsn(parsed: ParsedMail): boolean {
  // Content-Type is parsed as a StructuredHeader (value and params)
  const header = parsed.headers.get('content-type') as StructuredHeader | undefined;
  if (header && typeof header.value === 'string') {
    const reportType = (header.params['report-type'] ?? '').toLowerCase();
    if (header.value.toLowerCase() === 'multipart/report' && reportType === 'delivery-status') return true;
  }
  return parsed.attachments.some((a) => STATUS_TYPES.includes(a.contentType.toLowerCase()));
}

/**
 * The report of a DSN, or null when the mail is none. Parse the mail with
 * `keepDeliveryStatus: true`, so that its status part is kept as an attachment.
 */
export function dsnReportOf(parsed: ParsedMail): DsnReport | null {
  if (!isDsn(parsed)) return null;
  const statusPart = parsed.attachments.find((a) => STATUS_TYPES.includes(a.contentType.toLowerCase()));
  const blocks = statusPart ? fieldBlocks(statusPart.content.toString('utf8')) : [];
  const recipientBlocks = blocks.filter(
    (b) => b.has('action') || b.has('status') || b.has('final-recipient'),
  );
  const failedOne = recipientBlocks.find((b) => {
    const action = (b.get('action') ?? '').toLowerCase();
    return action === 'failed' || (action === '' && /^5\./.test(b.get('status') ?? ''));
  });
  const messageIds: string[] = [];
  const add = (id: string | null) => {
    if (id && !messageIds.includes(id)) messageIds.push(id);
  };
  for (const block of blocks) add(messageIdIn(block.get('original-message-id')));
  for (const part of parsed.attachments) {
    if (!RETURNED_TYPES.includes(part.contentType.toLowerCase())) continue;
    const headers = headerBlock(part.content.toString('utf8'));
    add(messageIdIn(headers.get('original-message-id')));
    add(messageIdIn(headers.get('message-id')));
  }
  let reason = '';
  const recipients: string[] = [];
  if (failedOne) {
    const diagnostic = withoutType(failedOne.get('diagnostic-code') ?? '');
    const status = failedOne.get('status') ?? '';
    const action = failedOne.get('action') ?? '';
    reason = diagnostic || [status, action].filter(Boolean).join(' ');
    for (const field of ['final-recipient', 'original-recipient']) {
      const address = recipientOf(failedOne.get(field));
      if (address && !recipients.includes(address)) recipients.push(address);
    }
  }
  const reportingMta = blocks.find((b) => b.has('reporting-mta'))?.get('reporting-mta');
  const fromDomain = parsed.from?.value[0]?.address?.split('@')[1]?.toLowerCase() ?? null;
  return {
    failed: failedOne !== undefined,
    reason: plainReason(reason),
    messageIds,
    recipients,
    reporter: hostOf(reportingMta) ?? fromDomain,
  };
}
