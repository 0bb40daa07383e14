import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { routeNotFound } from './errors';

interface ClientFile {
  body: Buffer;
  gzip: Buffer | null;
  type: string;
  /** content-hashed build output: may be cached for a year */
  immutable: boolean;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.txt', '.webmanifest']);

/** Reads the built client once, gzipped in memory: the file set is small and never changes at run time. */
function readClient(dir: string): Map<string, ClientFile> {
  const files = new Map<string, ClientFile>();
  const walk = (folder: string) => {
    for (const name of readdirSync(folder)) {
      const full = path.join(folder, name);
      if (statSync(full).isDirectory()) {
        walk(full);
        continue;
      }
      const ext = path.extname(name).toLowerCase();
      const body = readFileSync(full);
      const urlPath = '/' + path.relative(dir, full).split(path.sep).join('/');
      files.set(urlPath, {
        body,
        gzip: COMPRESSIBLE.has(ext) && body.length > 1024 ? gzipSync(body, { level: 9 }) : null,
        type: TYPES[ext] ?? 'application/octet-stream',
        immutable: urlPath.startsWith('/assets/'),
      });
    }
  };
  walk(dir);
  return files;
}

function send(request: FastifyRequest, reply: FastifyReply, file: ClientFile) {
  reply.header('Content-Type', file.type);
  reply.header('Cache-Control', file.immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
  reply.header('Vary', 'Accept-Encoding');
  const accepts = String(request.headers['accept-encoding'] ?? '');
  if (file.gzip && /\bgzip\b/.test(accepts)) {
    reply.header('Content-Encoding', 'gzip');
    return reply.send(file.gzip);
  }
  return reply.send(file.body);
}

/**
 * The CSP sources of the page's inline scripts (index.html's staff shell decides by the path and
 * the stored session before the app loads): each script's SHA-256, so that `script-src` allows
 * exactly these and no other inline script.
 */
export function inlineScriptSources(html: string): string[] {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    (match) => `'sha256-${createHash('sha256').update(match[1]!, 'utf8').digest('base64')}'`,
  );
}

/** The reply's Content-Security-Policy with the page's inline scripts allowed. */
function allowInlineScripts(reply: FastifyReply, sources: readonly string[]): void {
  const policy = reply.getHeader('content-security-policy');
  if (typeof policy !== 'string' || sources.length === 0) return;
  reply.header(
    'Content-Security-Policy',
    policy.replace(
      /(^|; )script-src ([^;]*)/,
      (_all, start: string, list: string) => `${start}script-src ${list} ${sources.join(' ')}`,
    ),
  );
}

const NOT_BUILT = `<!doctype html><html lang="de"><meta charset="utf-8"><title>Immodesk</title>
<p>Die Oberfläche ist noch nicht gebaut. Bitte <code>npm run build</code> ausführen (oder <code>npm start</code>).</p>
<p>The client has not been built yet: run <code>npm run build</code> (or <code>npm start</code>).</p></html>`;

/**
 * Serves the built client: its files by path, and the app page for every other non-API path
 * (history-mode routing: /objects/parking, /login and /fr/objects all load the app, which routes itself).
 */
export function registerClient(app: FastifyInstance, clientDir: string): void {
  const files = existsSync(path.join(clientDir, 'index.html')) ? readClient(clientDir) : new Map();
  const indexPage: ClientFile | undefined = files.get('/index.html');
  const indexScripts = indexPage ? inlineScriptSources(indexPage.body.toString('utf8')) : [];

  app.get('/*', async (request, reply) => {
    const pathname = decodeURIComponent(request.url.split('?')[0] ?? '/');
    // API paths, also under a prefix that is not a language, stay JSON 404s
    if (/^\/(?:[a-z]{2}\/)?api(?:\/|$)/.test(pathname)) {
      throw routeNotFound(request);
    }
    const file = files.get(pathname);
    if (file) {
      if (file === indexPage) allowInlineScripts(reply, indexScripts);
      return send(request, reply, file);
    }
    // a missing asset is a 404, not the app page (a stale tab asking for an old chunk must fail clearly)
    if (path.extname(pathname) !== '') {
      reply.code(404).header('Content-Type', 'text/plain; charset=utf-8');
      return reply.send('Not found');
    }
    if (!indexPage) {
      reply.code(503).header('Content-Type', 'text/html; charset=utf-8');
      return reply.send(NOT_BUILT);
    }
    allowInlineScripts(reply, indexScripts);
    return send(request, reply, indexPage);
  });
}
