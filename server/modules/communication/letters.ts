import { translate } from '../../core/i18n/index';
import { scoped, type Executor } from '../../core/scope';
import type { Storage } from '../../core/storage';
import type { Project } from '../../db/types';
import { mediaPath } from '../files/mediaLinks';
import { newStorageKey } from '../files/service';
import { heightOf, newDocument, write, type TextStyle } from '../objectMedia/print/pdfText';
import type { Language } from '../../../schema/api/common';

/**
 * Letters for recipients without an e-mail address: one PDF (A4, a page or more per recipient)
 * with the sender, the recipient's name, the date, the subject and the mail's text. It is stored
 * as an uploaded file of the project, so staff download it at `fileUrl` with their session.
 */

export interface Letter {
  name: string;
  subject: string;
  /** the mail's plain text */
  text: string;
  language: Language;
}

const A4: [number, number] = [595.28, 841.89];
const M = 64;
const WIDTH = A4[0] - 2 * M;
const TOP = 64;
const BOTTOM = A4[1] - 64;
const BODY: TextStyle = { size: 11, color: '#1d2733' };
const SMALL: TextStyle = { size: 9, color: '#55616e' };
const HEAD: TextStyle = { size: 12, weight: 'bold', color: '#1d2733' };

function finish(doc: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}

function swissDate(now: Date): string {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Zurich' }).format(now);
  const [y, m, d] = day.split('-');
  return `${d}.${m}.${y}`;
}

/** The PDF of the letters. */
export async function lettersPdf(
  project: Project,
  letters: readonly Letter[],
  now = new Date(),
): Promise<Buffer> {
  const doc = newDocument({
    size: A4,
    title: translate(letters[0]?.language ?? 'de', 'mail_letters_document_title'),
    author: project.title,
    lang: letters[0]?.language ?? 'de',
  });
  letters.forEach((letter, index) => {
    if (index > 0) doc.addPage({ size: A4, margin: 0 });
    let y = write(doc, project.title, HEAD, { x: M, y: TOP, width: WIDTH });
    if (project.contact_address.trim() !== '') {
      y = write(doc, project.contact_address, SMALL, { x: M, y: y + 2, width: WIDTH });
    }
    y = write(doc, letter.name, BODY, { x: M, y: y + 48, width: WIDTH });
    y = write(doc, swissDate(now), SMALL, { x: M, y: y + 24, width: WIDTH, align: 'right' });
    y = write(doc, letter.subject, HEAD, { x: M, y: y + 24, width: WIDTH });
    y += 12;
    for (const paragraph of letter.text.split(/\n{2,}/)) {
      const height = heightOf(doc, paragraph, BODY, WIDTH);
      if (y + height > BOTTOM && y > TOP) {
        doc.addPage({ size: A4, margin: 0 });
        y = TOP;
      }
      y = write(doc, paragraph, BODY, { x: M, y, width: WIDTH }) + 8;
    }
  });
  return finish(doc);
}

/**
 * Stores the letters' PDF as an uploaded file of the project (in the caller's transaction; the
 * bytes are removed again by the caller when the transaction fails). Answers the file's id, key
 * and the path staff download it from.
 */
export async function storeLetters(
  db: Executor,
  storage: Storage,
  project: Project,
  userId: number,
  letters: readonly Letter[],
): Promise<{ fileId: number; key: string; url: string }> {
  const bytes = await lettersPdf(project, letters);
  const key = newStorageKey(project.id, 'pdf');
  await storage.put(key, bytes, { contentType: 'application/pdf' });
  const row = await scoped(db, project.id)
    .insertInto('uploaded_files', [
      {
        uploaded_by: userId,
        storage_key: key,
        original_name: translate(letters[0]?.language ?? 'de', 'mail_letters_file_name'),
        mime: 'application/pdf',
        size: bytes.length,
        created_at: new Date().toISOString(),
      },
    ])
    .returning('id')
    .executeTakeFirstOrThrow();
  return { fileId: row.id, key, url: mediaPath(key) };
}
