/**
 * A public page's first read, started by the public start beside its other calls (src/public/
 * publicStart.tsx) instead of after the page's first render: the page takes it by its key (useLoad's
 * `early`), and shows its data from its first render when the read has answered by then.
 */

type Settled = { ok: true; value: unknown } | { ok: false };

export interface EarlyRead<T> {
  promise: Promise<T>;
  /** the answer once there */
  settled: () => { ok: true; value: T } | { ok: false } | undefined;
}

const reads = new Map<string, EarlyRead<unknown>>();

/** Starts a read now, for the page that asks for `key` to take. */
export function readEarly<T>(key: string, read: () => Promise<T>): void {
  let settled: Settled | undefined;
  const promise = read();
  promise.then(
    (value) => (settled = { ok: true, value }),
    () => (settled = { ok: false }),
  );
  reads.set(key, { promise, settled: () => settled } as EarlyRead<unknown>);
}

/** The read started for `key`, if any, left for `takeEarlyRead`. */
export function peekEarlyRead<T>(key: string): EarlyRead<T> | undefined {
  return reads.get(key) as EarlyRead<T> | undefined;
}

/** The read started for `key`, if any, taken: a later read asks the server again. */
export function takeEarlyRead<T>(key: string): EarlyRead<T> | undefined {
  const read = reads.get(key) as EarlyRead<T> | undefined;
  reads.delete(key);
  return read;
}
