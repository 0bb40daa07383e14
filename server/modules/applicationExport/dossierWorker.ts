import { parentPort } from 'node:worker_threads';
import type { Language } from '../../../schema/api/common';
import type { Dossier } from './dossier';
import { renderDossier, type DocumentFile } from './dossierPdf';

/**
 * The worker thread that renders dossier PDFs (see dossierPool.ts): one job at a time, answered
 * with the PDF's bytes or the message of what went wrong. After a failure the pool ends this
 * worker and starts another.
 */

export interface DossierJob {
  dossier: Dossier;
  lang: Language;
  /** the documents' files in the order of dossier.documents (readDocumentFiles) */
  files: DocumentFile[];
}

export type DossierAnswer = { ok: true; pdf: Uint8Array } | { ok: false; message: string };

const port = parentPort;
if (!port) throw new Error('dossierWorker runs in a worker thread');

port.on('message', (job: DossierJob) => {
  renderDossier(job.dossier, job.files, job.lang).then(
    (pdf) => {
      // a buffer of its own (a small one may share Node's pool), handed over without a copy
      const bytes = new Uint8Array(pdf);
      port.postMessage({ ok: true, pdf: bytes } satisfies DossierAnswer, [bytes.buffer]);
    },
    (error: unknown) =>
      port.postMessage({
        ok: false,
        message: error instanceof Error ? (error.stack ?? error.message) : String(error),
      } satisfies DossierAnswer),
  );
});
