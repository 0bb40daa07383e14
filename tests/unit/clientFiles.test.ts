import { createHash } from 'node:crypto';
import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inlineScriptSources, registerClient } from '../../server/core/clientFiles';
import { securityHeaders } from '../../server/core/headers';

const SCRIPT = "\n  document.documentElement.setAttribute('data-shell', 'open');\n";
const HTML = `<!doctype html><html><head><script type="module" src="/assets/index-a.js"></script></head>
<body><div id="root"></div><script>${SCRIPT}</script></body></html>`;
const HASH = `'sha256-${createHash('sha256').update(SCRIPT).digest('base64')}'`;

describe('the client page and its inline scripts', () => {
  const app = Fastify();

  beforeAll(async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'client-'));
    writeFileSync(path.join(dir, 'index.html'), HTML);
    mkdirSync(path.join(dir, 'assets'));
    writeFileSync(path.join(dir, 'assets', 'index-a.js'), 'console.log(1);');
    securityHeaders(app);
    registerClient(app, dir);
    await app.ready();
  });
  afterAll(() => app.close());

  it('finds the SHA-256 of each inline script, not of scripts loaded by address', () => {
    expect(inlineScriptSources(HTML)).toEqual([HASH]);
    expect(inlineScriptSources('<script src="/a.js"></script>')).toEqual([]);
  });

  it("allows the app page's inline script by its hash, on every path that serves the page", async () => {
    for (const url of ['/objects/apartments', '/index.html', '/fr/login']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      const scriptSrc = String(res.headers['content-security-policy'])
        .split('; ')
        .find((d) => d.startsWith('script-src'));
      expect(scriptSrc, url).toBe(`script-src 'self' ${HASH}`);
    }
  });

  it('allows no inline script on the other files', async () => {
    const res = await app.inject({ url: '/assets/index-a.js' });
    expect(String(res.headers['content-security-policy'])).toContain("script-src 'self';");
  });

  it("the project's index.html has its one inline script (the staff shell)", () => {
    expect(inlineScriptSources(readFileSync('index.html', 'utf8'))).toHaveLength(1);
  });
});
