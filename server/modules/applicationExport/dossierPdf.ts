import type { Language } from '../../../schema/api/common';
import { translator } from '../../core/i18n/index';
import type { Storage } from '../../core/storage';
import { IMAGE_MAX_PIXELS, printImage } from '../files/imageVariants';
import { A4, BODY, BOTTOM, finishPdf, Flow, INK, M, MUTED, TOP, WIDTH } from '../objectMedia/print/pdfFlow';
import { fitLine, newDocument, write, type TextStyle } from '../objectMedia/print/pdfText';
import type { AnswerSection } from './answers';
import type { Dossier, DossierDocument } from './dossier';

/**
 * The dossier PDF of one application (A4, Source Sans 3 embedded): header, state and date, the
 * objects of priority, the household and every adult and child with their answers, points and
 * stars, comments and the list of documents. Image documents follow as pages of their own; PDF
 * documents travel inside the dossier as attachments (pdfkit cannot copy another PDF's pages).
 */

const LABEL: TextStyle = { size: 10, color: MUTED };

/** pixels across an image document's page (about 150 dpi) */
const IMAGE_PIXELS = 1240;

/** What became of each document's file in the dossier (`too_large`: an image over the pixel limit). */
type Placed =
  | { kind: 'page'; jpeg: Buffer }
  | { kind: 'attached'; bytes: Buffer }
  | { kind: 'missing' }
  | { kind: 'too_large' }
  | { kind: 'listed' };

/** An image document's page: a rendition of at most IMAGE_PIXELS across, never the original. */
async function asPage(bytes: Buffer): Promise<Placed> {
  const image = await printImage(bytes, {
    width: IMAGE_PIXELS,
    height: Math.round((IMAGE_PIXELS * (BOTTOM - TOP - 40)) / WIDTH),
    fit: 'inside',
  });
  if (image.ok) return { kind: 'page', jpeg: image.jpeg };
  return { kind: image.reason === 'too_many_pixels' ? 'too_large' : 'missing' };
}

/**
 * A document's stored file as the renderer gets it: its bytes, null when it is no longer stored,
 * undefined for a document that is only listed (neither an image nor a PDF).
 */
export type DocumentFile = Uint8Array | null | undefined;

const placedInDossier = (document: DossierDocument) =>
  document.mime.startsWith('image/') || document.mime === 'application/pdf';

/** Reads the files of the documents the dossier places (images and PDFs), in their order. */
export async function readDocumentFiles(
  storage: Storage,
  documents: readonly DossierDocument[],
): Promise<DocumentFile[]> {
  const files: DocumentFile[] = [];
  for (const document of documents) {
    if (!placedInDossier(document)) {
      files.push(undefined);
      continue;
    }
    const stored = await storage.get(document.storageKey);
    // a copy of its own, handed over to the worker as it is
    files.push(stored ? new Uint8Array(stored.bytes) : null);
  }
  return files;
}

/** Places each document's file: images become pages, PDFs attachments, the rest is listed. */
async function placeDocuments(
  documents: readonly DossierDocument[],
  files: readonly DocumentFile[],
): Promise<Placed[]> {
  const placed: Placed[] = [];
  for (const [index, document] of documents.entries()) {
    const file = files[index];
    if (!placedInDossier(document)) {
      placed.push({ kind: 'listed' });
      continue;
    }
    if (!file) {
      placed.push({ kind: 'missing' });
      continue;
    }
    const bytes = Buffer.from(file.buffer, file.byteOffset, file.byteLength);
    if (document.mime === 'application/pdf') {
      placed.push({ kind: 'attached', bytes });
      continue;
    }
    placed.push(await asPage(bytes));
  }
  return placed;
}

function sections(flow: Flow, list: readonly AnswerSection[]) {
  for (const section of list) {
    flow.subheading(section.title);
    flow.rows(section.lines);
  }
}

/**
 * The dossier of one application as PDF bytes, from its loaded data and its documents' files
 * (readDocumentFiles). CPU-bound: the server calls it in a dossier worker (dossierPool.ts).
 */
export async function renderDossier(
  dossier: Dossier,
  files: readonly DocumentFile[],
  lang: Language,
): Promise<Buffer> {
  const t = translator(lang);
  const placed = await placeDocuments(dossier.documents, files);
  const doc = newDocument({
    size: A4,
    title: `${t('dossier_title')} – ${dossier.title}`,
    author: dossier.projectTitle,
    lang: lang === 'en' ? 'en' : `${lang}-CH`,
  });
  const brand = dossier.brandColor;

  // the header band: project and the kind of document
  doc.rect(0, 0, A4[0], 40).fill(brand);
  const band: TextStyle = { weight: 'semibold', size: 11, color: '#ffffff' };
  write(doc, fitLine(doc, dossier.projectTitle, band, WIDTH * 0.6), band, {
    x: M,
    y: 14,
    width: WIDTH * 0.6,
  });
  write(
    doc,
    t('dossier_title'),
    { size: 10, color: '#ffffff' },
    { x: M, y: 15, width: WIDTH, align: 'right' },
  );

  const flow = new Flow(doc, `${dossier.subtitle} · ${dossier.title} · ${dossier.printed}`);
  flow.y = 60;
  const title: TextStyle = { weight: 'bold', size: 20, color: INK };
  flow.y = write(doc, fitLine(doc, dossier.title, title, WIDTH), title, { x: M, y: flow.y, width: WIDTH });
  flow.y = write(doc, dossier.subtitle, { size: 11, color: MUTED }, { x: M, y: flow.y, width: WIDTH }) + 8;
  flow.rows(dossier.summary);

  flow.heading(t('dossier_objects'), brand);
  if (dossier.objects.length === 0) flow.paragraph(t('dossier_no_objects'), LABEL);
  for (const object of dossier.objects) flow.paragraph(object);

  flow.heading(dossier.household.heading, brand);
  flow.rows(dossier.household.facts);
  sections(flow, dossier.household.sections);

  for (const person of dossier.persons) {
    flow.heading(person.heading, brand);
    sections(flow, person.sections);
  }

  flow.heading(t('dossier_comments'), brand);
  if (dossier.comments.length === 0) flow.paragraph(t('dossier_no_comments'), LABEL);
  for (const comment of dossier.comments) {
    const meta = [comment.author, comment.when, comment.resolved ? t('dossier_comment_resolved') : '']
      .filter(Boolean)
      .join(' · ');
    flow.ensure(40);
    flow.paragraph(meta, { weight: 'semibold', size: 9.5, color: MUTED });
    flow.paragraph(comment.body, BODY, 8);
    flow.space(4);
  }

  flow.heading(t('dossier_documents'), brand);
  if (dossier.documents.length === 0) flow.paragraph(t('dossier_no_documents'), LABEL);
  dossier.documents.forEach((document, index) => {
    const outcome = placed[index]!;
    const note =
      outcome.kind === 'page'
        ? t('dossier_document_page')
        : outcome.kind === 'attached'
          ? t('dossier_document_attached')
          : outcome.kind === 'missing'
            ? t('dossier_document_missing')
            : outcome.kind === 'too_large'
              ? t('dossier_document_too_large', { max: IMAGE_MAX_PIXELS / 1_000_000 })
              : '';
    const value = [document.name, document.person, note].filter(Boolean).join(' · ');
    flow.row(document.label, value);
  });

  // PDF documents as attachments (each under a name of its own), image documents one page each
  const attachmentNames = new Set<string>();
  dossier.documents.forEach((document, index) => {
    const outcome = placed[index]!;
    if (outcome.kind === 'attached') {
      let name = document.name;
      for (let n = 2; attachmentNames.has(name); n += 1)
        name = document.name.replace(/(\.pdf)?$/i, ` (${n})$1`);
      attachmentNames.add(name);
      doc.file(outcome.bytes, { name, type: 'application/pdf', description: document.label });
    }
    if (outcome.kind !== 'page') return;
    flow.newPage();
    flow.paragraph(`${document.label}: ${document.name}`, { weight: 'semibold', size: 11, color: INK });
    doc.image(outcome.jpeg, M, flow.y + 6, { fit: [WIDTH, BOTTOM - flow.y - 6], align: 'center' });
  });

  return finishPdf(doc);
}
