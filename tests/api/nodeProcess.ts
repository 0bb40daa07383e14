import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import pg from 'pg';
import { DEFAULT_TEST_DATABASE_URL } from './dialects';

/** The PostgreSQL server's maintenance connection (to create and drop test databases). */
export const ADMIN_URL = process.env.TEST_DATABASE_URL ?? DEFAULT_TEST_DATABASE_URL;

/** A port nobody listens on now, on loopback. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** One statement on the maintenance connection (`create database …`, `drop database …`). */
export async function adminQuery(query: string, url = ADMIN_URL): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

export interface Node {
  base: string;
  process: ChildProcess;
  output: () => string;
}

const answers = (url: string) =>
  fetch(url).then(
    (res) => res.ok,
    () => false,
  );

/** How much of a node's output is kept (the end of it) for the error of a node that failed. */
const OUTPUT_KEPT = 20_000;

/**
 * One app process (`server/main.ts`) as an operator starts it, once it listens: on `port`, or on a
 * free one. A node that does not come up is not left running. `nodeArgs`: Node's own options
 * (`--cpu-prof` for the load bench's `--profile`).
 */
export async function startNode(
  env: Record<string, string>,
  port?: number,
  nodeArgs: readonly string[] = [],
): Promise<Node> {
  const listen = port ?? (await freePort());
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, ...env, PORT: String(listen), HOST: '127.0.0.1', NODE_ENV: 'development' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const read = (chunk: unknown) => (output = (output + String(chunk)).slice(-OUTPUT_KEPT));
  child.stdout?.on('data', read);
  child.stderr?.on('data', read);
  const base = `http://127.0.0.1:${listen}`;
  const deadline = Date.now() + 300_000;
  // it answers once it listens, whatever its log level prints
  while (!(await answers(`${base}/api/v1/version`))) {
    if (Date.now() > deadline || child.exitCode !== null) {
      child.kill('SIGKILL');
      throw new Error(`a node did not start:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { base, process: child, output: () => output };
}

/** Stops a node (SIGTERM: a clean shutdown; SIGKILL: a crash) and waits until it is gone. */
export async function stopNode(node: Node | undefined, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (!node || node.process.exitCode !== null || node.process.signalCode !== null) return;
  const exited = new Promise((resolve) => node.process.once('exit', resolve));
  node.process.kill(signal);
  await exited;
}
