import type { Kysely } from 'kysely';
import type { Attachment } from 'mailparser';
import type { Translator } from '../../core/i18n/index';
import type { Storage } from '../../core/storage';
import type { Database, Project } from '../../db/types';
import { storageUsed } from '../files/quota';
import {
  cleanFileName,
  contentRefusal,
  extensionOf,
  fileRules,
  nameRefusal,
  newStorageKey,
  type Refusal,
} from '../files/service';

const MB = 1024 * 1024;

/** Extensions for attachments that carry no file name (an inline image, mostly). */
const EXTENSION_OF_TYPE: Readonly<Record<string, string>> = {
  'application/pdf': 'pdf',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

/** An attachment whose bytes are in the storage, about to be recorded. */
export interface StoredAttachment {
  key: string;
  name: string;
  mime: string;
  size: number;
  /** the Content-ID an inline image is referred to by (`cid:` in the HTML), without brackets */
  cid: string | null;
}

export interface AttachmentOutcome {
  stored: StoredAttachment[];
  /** one line per attachment that was not taken, naming it and why */
  notes: string[];
}

/** The name an attachment is filed under: its own, else one made from its type. */
function nameOf(attachment: Attachment, index: number, t: Translator): string {
  const name = cleanFileName(attachment.filename ?? '');
  if (name !== '') return name;
  const ext = EXTENSION_OF_TYPE[attachment.contentType.toLowerCase()];
  return ext ? `${t('mail_inbound_attachment_name', { n: index + 1 })}.${ext}` : '';
}

/**
 * Checks the attachments of an incoming mail as staff uploads are checked (name, type, size,
 * content, the project's storage quota) and stores those that pass. A refused attachment is
 * skipped with a note; the mail is filed all the same.
 */
export async function storeAttachments(
  db: Kysely<Database>,
  storage: Storage,
  project: Project,
  quotaBytes: number,
  attachments: readonly Attachment[],
  t: Translator,
): Promise<AttachmentOutcome> {
  const rules = fileRules(project);
  const stored: StoredAttachment[] = [];
  const notes: string[] = [];
  let used = attachments.length > 0 ? await storageUsed(db, project.id) : 0;
  const refuse = (name: string, refusal: Omit<Refusal, 'name'>) =>
    notes.push(
      t('mail_inbound_attachment_refused', {
        name: name || t('mail_inbound_attachment_unnamed'),
        reason: t(refusal.message, refusal.messageParams),
      }),
    );
  try {
    for (const [index, attachment] of attachments.entries()) {
      const name = nameOf(attachment, index, t);
      const refused = nameRefusal(name, rules);
      if (refused) {
        refuse(name, refused);
        continue;
      }
      const bytes = attachment.content;
      if (bytes.length > rules.maxFileSize * MB) {
        refuse(name, { message: 'file_too_large', detail: 'file_size_allowed' });
        continue;
      }
      const ext = extensionOf(name);
      const content = contentRefusal(ext, bytes);
      if (!('mime' in content)) {
        refuse(name, content);
        continue;
      }
      if (used + bytes.length > quotaBytes) {
        refuse(name, { message: 'mail_inbound_no_space', detail: 'mail_inbound_no_space' });
        continue;
      }
      const key = newStorageKey(project.id, ext);
      await storage.put(key, bytes, { contentType: content.mime });
      used += bytes.length;
      stored.push({ key, name, mime: content.mime, size: bytes.length, cid: attachment.cid ?? null });
    }
  } catch (error) {
    await removeAttachments(storage, stored);
    throw error;
  }
  return { stored, notes };
}

/** Removes stored attachments again (the mail could not be recorded); failures are ignored. */
export async function removeAttachments(
  storage: Storage,
  stored: readonly StoredAttachment[],
): Promise<void> {
  for (const file of stored) {
    try {
      await storage.delete(file.key);
    } catch {
      // a stray file costs space, nothing more; the mail is refused with a temporary error
    }
  }
}
