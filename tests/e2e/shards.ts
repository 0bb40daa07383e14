/**
 * Runs the browser tests in E2E_SHARDS parallel parts (default 2, one per core), each with its own
 * server, port, inbound SMTP port, demo database and output folder, so that a run uses both cores
 * instead of one. Arguments (a spec's path, --grep …) run one Playwright process as before.
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const BASE_PORT = Number(process.env.E2E_PORT || 3210);
const SHARDS = Math.max(1, Number(process.env.E2E_SHARDS || 2));
const args = process.argv.slice(2);

/** One Playwright run, its lines prefixed with its part when there are several; resolves its exit code. */
function playwright(extra: string[], env: NodeJS.ProcessEnv, prefix: string): Promise<number> {
  const child = spawn('npx', ['playwright', 'test', ...extra], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const [stream, out] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ] as const) {
    createInterface({ input: stream }).on('line', (line) => out.write(`${prefix}${line}\n`));
  }
  return new Promise((resolve) => child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0))));
}

async function main(): Promise<void> {
  if (args.length > 0 || SHARDS === 1) {
    process.exitCode = await playwright(args, {}, '');
    return;
  }
  const parts = Array.from({ length: SHARDS }, (_, i) => {
    const port = BASE_PORT + 10 * i;
    return playwright(
      [`--shard=${i + 1}/${SHARDS}`],
      {
        E2E_PORT: String(port),
        E2E_SMTP_IN_PORT: String(port + 1),
        E2E_DATA_DIR: i === 0 ? (process.env.E2E_DATA_DIR ?? '.e2e-data') : `.e2e-data-shard${i + 1}`,
        E2E_OUTPUT_DIR: `test-results/shard${i + 1}`,
      },
      `[${i + 1}/${SHARDS}] `,
    );
  });
  const codes = await Promise.all(parts);
  codes.forEach((code, i) => console.log(`browser tests, part ${i + 1} of ${SHARDS}: exit ${code}`));
  process.exitCode = codes.some((code) => code !== 0) ? 1 : 0;
}

void main();
