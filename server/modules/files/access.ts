import { hasPermission, type PermissionSubject } from '../../../schema/permissions';
import { scoped, type Executor } from '../../core/scope';

/**
 * Who may read a stored file of a project (the one rule: serve-media-files, the files a mail may
 * carry, the download of a mail's attachment). Every signed-in member of the project's staff may
 * read its files, except an applicant's: those only with applications_read. An applicant's file is
 *
 * - a document of an application (ID, salary slip, debt-enforcement extract, ...), and
 * - a file that came with a mail received in an application's conversation (reading it is reading
 *   what the applicant sent).
 *
 * A file someone uploads (for a mail or anywhere else) is never an applicant's: application
 * documents always get a file row of their own (the public form's uploads, and a filed attachment
 * a copy), so an upload for a mail passes this rule for its uploader.
 */

/** The ids among `fileIds` that are an applicant's files (see above). */
export async function applicantFiles(
  db: Executor,
  projectId: number,
  fileIds: readonly number[],
): Promise<Set<number>> {
  const ids = [...new Set(fileIds)];
  if (ids.length === 0) return new Set();
  const scope = scoped(db, projectId);
  const documents = await scope
    .selectFrom('application_documents')
    .select('file_id')
    .where('file_id', 'in', ids)
    .execute();
  const received = await scope
    .selectFrom('mail_attachments')
    .innerJoin('conversation_mails', 'conversation_mails.id', 'mail_attachments.mail_id')
    .innerJoin('conversations', 'conversations.id', 'conversation_mails.conversation_id')
    .select('mail_attachments.file_id as file_id')
    .where('mail_attachments.file_id', 'in', ids)
    .where('conversation_mails.direction', '=', 'in')
    .where('conversations.application_id', 'is not', null)
    .execute();
  return new Set([...documents, ...received].map((r) => Number(r.file_id)));
}

/** The ids among `fileIds` the subject may not read (none for those with applications_read). */
export async function unreadableFiles(
  db: Executor,
  projectId: number,
  subject: PermissionSubject,
  fileIds: readonly number[],
): Promise<number[]> {
  if (hasPermission(subject, 'applications_read')) return [];
  const applicants = await applicantFiles(db, projectId, fileIds);
  return [...new Set(fileIds)].filter((id) => applicants.has(id));
}

/** Whether the subject may read one stored file of the project. */
export async function mayReadFile(
  db: Executor,
  projectId: number,
  subject: PermissionSubject,
  fileId: number,
): Promise<boolean> {
  return (await unreadableFiles(db, projectId, subject, [fileId])).length === 0;
}
