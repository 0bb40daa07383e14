import { Worker } from 'node:worker_threads';
import { SheetError, type SheetRow, type SheetType } from './sheet';
import type { SheetAnswer, SheetJob } from './sheetWorker';

/**
 * Reads a sheet in a worker thread, so that parsing a large workbook never blocks the server's
 * requests: the worker has a heap of its own with a ceiling, and a time budget after which it is
 * ended. A sheet that runs out of either is refused (400) like any sheet that cannot be read.
 * Up to two idle workers are kept for the next sheet (starting one costs about half a second).
 */

/** How long reading one sheet may take. */
export const SHEET_PARSE_TIMEOUT_MS = 30_000;
/** The worker's heap ceiling: far above what a 2,000-row sheet of 50 MB unpacked needs. */
const WORKER_HEAP_MB = 768;
const IDLE_WORKERS = 2;

const WORKER_URL = new URL('./sheetWorker.mjs', import.meta.url);

const idle: Worker[] = [];

function startWorker(): Worker {
  return new Worker(WORKER_URL, {
    resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
    stdout: false,
    stderr: false,
  });
}

function release(worker: Worker): void {
  if (idle.length >= IDLE_WORKERS) {
    void worker.terminate();
    return;
  }
  worker.unref();
  idle.push(worker);
}

export interface ParseOptions {
  timeoutMs?: number;
}

/**
 * The rows of a sheet (see readSheet), read off the main thread. A SheetError refuses the file;
 * a worker that fails otherwise is an Error.
 */
export function parseSheet(
  bytes: Buffer,
  type: SheetType,
  name: string,
  { timeoutMs = SHEET_PARSE_TIMEOUT_MS }: ParseOptions = {},
): Promise<SheetRow[]> {
  const worker = idle.pop() ?? startWorker();
  worker.ref();
  return new Promise<SheetRow[]>((resolve, reject) => {
    const finish = (outcome: () => void, keep: boolean) => {
      clearTimeout(timer);
      worker.off('message', onMessage);
      worker.off('error', onError);
      worker.off('exit', onExit);
      if (keep) release(worker);
      else void worker.terminate();
      outcome();
    };
    const tooHeavy = () => new SheetError('import_sheet_too_heavy', { name });
    const onMessage = (answer: SheetAnswer) =>
      finish(
        () => (answer.ok ? resolve(answer.rows) : reject(new SheetError(answer.key, answer.params))),
        true,
      );
    const onError = (error: Error & { code?: string }) =>
      finish(() => reject(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? tooHeavy() : error), false);
    const onExit = (code: number) =>
      finish(() => reject(new Error(`sheet worker stopped (exit code ${code})`)), false);
    const timer = setTimeout(() => finish(() => reject(tooHeavy()), false), timeoutMs);
    worker.on('message', onMessage);
    worker.on('error', onError);
    worker.on('exit', onExit);
    const job: SheetJob = { bytes: new Uint8Array(bytes), type, name };
    worker.postMessage(job, [job.bytes.buffer]);
  });
}
