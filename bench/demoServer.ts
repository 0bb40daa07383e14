import { spawn, type ChildProcess } from 'node:child_process';

/**
 * The app on a fresh demo database, as the client benchmarks measure it: started with
 * `tsx server/main.ts` in its own process group, ready when /api/v1/version answers. In memory,
 * or in a data folder of its own when the benchmark reads the server's mails (`dataDir`).
 */
export async function startDemoServer(port: number, dataDir = ':memory:'): Promise<ChildProcess> {
  const child = spawn('npx', ['tsx', 'server/main.ts'], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  // migrating and seeding the demo data takes up to a minute on a busy machine
  for (let i = 0; i < 480; i++) {
    try {
      const res = await fetch(`http://localhost:${port}/api/v1/version`);
      if (res.ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  stopDemoServer(child);
  throw new Error('the server did not start within 120 s');
}

/** Stops a server startDemoServer started, with the processes it started. */
export function stopDemoServer(child: ChildProcess | null): void {
  if (child?.pid) process.kill(-child.pid, 'SIGTERM');
}

/** Signs demo.admin in; answers what the login page stores (`{...user, token}`, dataProvider/storage.ts). */
export async function storedDemoAdmin(base: string): Promise<string> {
  const res = await fetch(`${base}/api/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'demo.admin', password: 'Demo2026!' }),
  });
  if (!res.ok) throw new Error(`login failed: ${res.status}`);
  const body = (await res.json()) as { token: string; user: Record<string, unknown> };
  return JSON.stringify({ ...body.user, token: body.token });
}
