import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** `npm start` on an empty data folder: migrates, fills demo data, serves (SQLite, as on a fresh machine). */
describe('starting the server', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'immodesk-start-'));
  const port = 3900 + Math.floor(Math.random() * 90);
  let server: ChildProcess;
  let output = '';

  beforeAll(async () => {
    server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: '',
        NODE_ENV: 'development',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stdout?.on('data', (chunk) => (output += String(chunk)));
    server.stderr?.on('data', (chunk) => (output += String(chunk)));
    // migrating, the demo data and its pictures: a ceiling for a busy machine, not a timing assertion
    const deadline = Date.now() + 150_000;
    while (!output.includes('listening')) {
      if (Date.now() > deadline || server.exitCode !== null)
        throw new Error(`server did not start:\n${output}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }, 160_000);

  afterAll(() => {
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('serves the API on the configured port with the demo data, so a demo user can sign in', async () => {
    const base = `http://127.0.0.1:${port}`;
    const config = await (await fetch(`${base}/config.json`)).json();
    expect(config.axiosTimeout).toBe(120000);
    const login = await fetch(`${base}/api/v1/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'demo.marketer', password: 'Demo2026!' }),
    });
    expect(login.status).toBe(200);
    const { token } = await login.json();
    const list = await fetch(`${base}/api/v1/objects/apartments?rowsPerPage=50`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(list.status).toBe(200);
    expect((await list.json()).pagination.totalItems).toBeGreaterThanOrEqual(200);
    expect(output).toContain('demo data');
  });

  it('refuses to start with a configuration error it can explain', async () => {
    const bad = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: { ...process.env, PORT: 'eighty', DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let text = '';
    bad.stderr?.on('data', (chunk) => (text += String(chunk)));
    const code = await new Promise<number | null>((resolve) => bad.on('exit', resolve));
    expect(code).toBe(1);
    expect(text).toContain('PORT must be a whole number');
  });

  it('refuses to start when the bucket of STORAGE=s3 cannot be reached, and says where it looked', async () => {
    // a port nobody listens on
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port: closed } = probe.address() as AddressInfo;
    await new Promise((resolve) => probe.close(resolve));
    const bad = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        STORAGE: 's3',
        S3_BUCKET: 'immodesk-files',
        S3_ENDPOINT: `http://127.0.0.1:${closed}`,
        S3_ACCESS_KEY_ID: 'id',
        S3_SECRET_ACCESS_KEY: 'secret',
        AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let text = '';
    bad.stderr?.on('data', (chunk) => (text += String(chunk)));
    const code = await new Promise<number | null>((resolve) => bad.on('exit', resolve));
    expect(code).toBe(1);
    expect(text.trim()).toBe(
      `Immodesk could not start: S3 storage: cannot reach http://127.0.0.1:${closed} (ECONNREFUSED); ` +
        'check S3_ENDPOINT and that the store is running and reachable from this machine',
    );
  });
});
