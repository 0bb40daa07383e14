import { Worker } from 'node:worker_threads';
import { SheetError, type SheetRow, type SheetType } from './sheet';
import type { SheetAnswer, SheetJob } from './sheetWorker';

/**
 * Reads a sheet in a worker thread, so that parsing a large workbook never blocks the server's
 * requests: the worker has a heap of its own with a ceiling, and a time budget for reading (its
 * start, about a second, not counted) after which it is ended. A sheet that runs out of either is
 * refused (400) like any sheet that cannot be read. Up to two idle workers are kept for the next
 * sheet.
 */

/** How long reading one sheet may take. */
export const SHEET_PARSE_TIMEOUT_MS = 30_000;
/** The worker's heap ceiling: far above what a 2,100-row sheet of 50 MB unpacked needs. */
const WORKER_HEAP_MB = 512;
const IDLE_WORKERS = 2;

const WORKER_URL = new URL('./sheetWorker.mjs', import.meta.url);
/** The worker's first message: its code is loaded. */
export const WORKER_READY = 'ready';

interface SheetWorker {
  worker: Worker;
  /** settles when the worker has loaded its code */
  ready: Promise<void>;
}

const idle: SheetWorker[] = [];

function startWorker(): SheetWorker {
  const worker = new Worker(WORKER_URL, {
    resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
    stdout: false,
    stderr: false,
  });
  const ready = new Promise<void>((resolve, reject) => {
    const onMessage = (message: unknown) => {
      if (message !== WORKER_READY) return;
      worker.off('message', onMessage);
      resolve();
    };
    worker.on('message', onMessage);
    worker.once('error', reject);
    worker.once('exit', (code) =>
      reject(new Error(`sheet worker stopped while starting (exit code ${code})`)),
    );
  });
  const started: SheetWorker = { worker, ready };
  // a job listens for the failures during it; a worker failing while idle is only dropped
  ready.catch(() => undefined);
  worker.on('error', () => undefined);
  worker.on('exit', () => {
    const at = idle.indexOf(started);
    if (at >= 0) idle.splice(at, 1);
  });
  return started;
}

function release(started: SheetWorker): void {
  if (idle.length >= IDLE_WORKERS) {
    void started.worker.terminate();
    return;
  }
  started.worker.unref();
  idle.push(started);
}

export interface ParseOptions {
  timeoutMs?: number;
}

function runJob(started: SheetWorker, job: SheetJob, timeoutMs: number): Promise<SheetRow[]> {
  const { worker } = started;
  return new Promise<SheetRow[]>((resolve, reject) => {
    const finish = (outcome: () => void, keep: boolean) => {
      clearTimeout(timer);
      worker.off('message', onMessage);
      worker.off('error', onError);
      worker.off('exit', onExit);
      if (keep) release(started);
      else void worker.terminate();
      outcome();
    };
    const tooHeavy = () => new SheetError('import_sheet_too_heavy', { name: job.name });
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
    worker.postMessage(job, [job.bytes.buffer as ArrayBuffer]);
  });
}

/**
 * The rows of a sheet (see readSheet), read off the main thread. A SheetError refuses the file;
 * a worker that fails otherwise is an Error.
 */
export async function parseSheet(
  bytes: Buffer,
  type: SheetType,
  name: string,
  { timeoutMs = SHEET_PARSE_TIMEOUT_MS }: ParseOptions = {},
): Promise<SheetRow[]> {
  const started = idle.pop() ?? startWorker();
  started.worker.ref();
  try {
    await started.ready;
  } catch (error) {
    void started.worker.terminate();
    throw error;
  }
  return runJob(started, { bytes: new Uint8Array(bytes), type, name }, timeoutMs);
}
