import { parentPort } from 'node:worker_threads';
import { WORKER_READY } from './parseSheet';
import { readSheet, SheetError, type SheetType } from './sheet';

/**
 * The worker thread that reads sheets (see parseSheet.ts): it says when it is ready, then reads
 * one job at a time, answered with the rows or the SheetError that refuses the file. Anything
 * else it throws ends the worker.
 */

export interface SheetJob {
  bytes: Uint8Array;
  type: SheetType;
  name: string;
}

export type SheetAnswer =
  | { ok: true; rows: Awaited<ReturnType<typeof readSheet>> }
  | { ok: false; key: SheetError['key']; params: SheetError['params'] };

const port = parentPort;
if (!port) throw new Error('sheetWorker runs in a worker thread');

port.on('message', (job: SheetJob) => {
  const bytes = Buffer.from(job.bytes.buffer, job.bytes.byteOffset, job.bytes.byteLength);
  readSheet(bytes, job.type, job.name).then(
    (rows) => port.postMessage({ ok: true, rows } satisfies SheetAnswer),
    (error: unknown) => {
      if (!(error instanceof SheetError)) throw error;
      port.postMessage({ ok: false, key: error.key, params: error.params } satisfies SheetAnswer);
    },
  );
});

port.postMessage(WORKER_READY);
