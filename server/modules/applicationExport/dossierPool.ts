import { Worker } from 'node:worker_threads';
import type { DossierAnswer, DossierJob } from './dossierWorker';

/**
 * Dossier PDFs are rendered in worker threads, so that one customer's bulk export never holds up
 * the requests of the others on the node's main thread. A pool of `size` workers (started when
 * first needed, kept while idle) takes one dossier each; up to `queue` more wait their turn, and a
 * dossier beyond them is refused (DossierPoolBusy). A worker that fails (an error while rendering,
 * its heap ceiling, its time budget, a crash) fails its dossier alone (DossierRenderFailed) and is
 * replaced by a fresh one. close() ends the workers and fails what still waits.
 */

/** How long rendering one dossier may take, the worker's start included. */
export const DOSSIER_RENDER_TIMEOUT_MS = 120_000;

const WORKER_URL = new URL('./dossierWorker.mjs', import.meta.url);

export class DossierPoolBusy extends Error {
  constructor() {
    super('every dossier worker is busy and the queue is full');
  }
}

export class DossierRenderFailed extends Error {}

export interface DossierPoolOptions {
  /** workers at most */
  size: number;
  /** dossiers that may wait for a worker */
  queue: number;
  /** the heap ceiling of a worker, in MB */
  heapMb: number;
  timeoutMs?: number;
}

interface Waiting {
  job: DossierJob;
  resolve: (pdf: Buffer) => void;
  reject: (error: Error) => void;
}

export class DossierPool {
  private readonly idle: Worker[] = [];
  private readonly waiting: Waiting[] = [];
  /** workers started, idle or busy */
  private workers = 0;
  private closed = false;
  private readonly all = new Set<Worker>();

  constructor(private readonly options: DossierPoolOptions) {}

  /** Whether a dossier asked for now would be refused. */
  get full(): boolean {
    const free = this.idle.length > 0 || this.workers < this.options.size;
    return !free && this.waiting.length >= this.options.queue;
  }

  /** The PDF of a dossier, rendered in a worker. */
  render(job: DossierJob): Promise<Buffer> {
    if (this.closed) return Promise.reject(new DossierRenderFailed('the dossier workers are closed'));
    if (this.full) return Promise.reject(new DossierPoolBusy());
    return new Promise<Buffer>((resolve, reject) => {
      this.waiting.push({ job, resolve, reject });
      this.dispatch();
    });
  }

  /** Ends every worker; dossiers still waiting fail. */
  async close(): Promise<void> {
    this.closed = true;
    for (const waiting of this.waiting.splice(0))
      waiting.reject(new DossierRenderFailed('the dossier workers are closed'));
    await Promise.all([...this.all].map((worker) => worker.terminate()));
  }

  private dispatch(): void {
    while (this.waiting.length > 0 && !this.closed) {
      const worker = this.idle.pop() ?? (this.workers < this.options.size ? this.start() : null);
      if (!worker) return;
      this.run(worker, this.waiting.shift()!);
    }
  }

  private start(): Worker {
    const worker = new Worker(WORKER_URL, {
      resourceLimits: { maxOldGenerationSizeMb: this.options.heapMb },
    });
    this.workers += 1;
    this.all.add(worker);
    // a job listens for the failures during it; a worker failing while idle is only dropped
    worker.on('error', () => undefined);
    worker.once('exit', () => {
      this.workers -= 1;
      this.all.delete(worker);
      const at = this.idle.indexOf(worker);
      if (at >= 0) this.idle.splice(at, 1);
      this.dispatch();
    });
    return worker;
  }

  private run(worker: Worker, { job, resolve, reject }: Waiting): void {
    worker.ref();
    const finish = (keep: boolean) => {
      clearTimeout(timer);
      worker.off('message', onMessage);
      worker.off('error', onError);
      worker.off('exit', onExit);
      if (keep && !this.closed) {
        worker.unref();
        this.idle.push(worker);
        this.dispatch();
      } else {
        // replaced by a fresh worker when the next dossier needs one (on its exit)
        void worker.terminate();
      }
    };
    const fail = (reason: string) => {
      finish(false);
      reject(new DossierRenderFailed(`dossier ${job.dossier.id}: ${reason}`));
    };
    const onMessage = (answer: DossierAnswer) => {
      if (!answer.ok) return fail(answer.message);
      finish(true);
      resolve(Buffer.from(answer.pdf.buffer, answer.pdf.byteOffset, answer.pdf.byteLength));
    };
    const onError = (error: Error & { code?: string }) =>
      fail(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'over the worker heap ceiling' : String(error));
    const onExit = (code: number) => fail(`the worker stopped (exit code ${code})`);
    const timer = setTimeout(
      () => fail('over the time budget'),
      this.options.timeoutMs ?? DOSSIER_RENDER_TIMEOUT_MS,
    );
    worker.on('message', onMessage);
    worker.on('error', onError);
    worker.on('exit', onExit);
    const transfer = job.files.flatMap((file) => (file ? [file.buffer as ArrayBuffer] : []));
    worker.postMessage(job, transfer);
  }
}
