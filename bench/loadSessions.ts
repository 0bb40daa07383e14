/**
 * The load bench's traffic: independent sessions, each on a keep-alive connection of its own,
 * sending a mix of requests one at a time.
 *
 * At a staff user's pace (`rate` requests a second), each session starts at a random point of the
 * mix and a random moment, and its requests come at random: the gaps between them are exponential
 * with a mean of 1 / rate (a Poisson stream per session), so the sessions' requests arrive at the
 * node the way independent users' clicks do, not in bursts. A session does not send while its last
 * request is unanswered (a user waits for the answer); a request that is due meanwhile goes as soon
 * as the answer is in (and the session does not catch up on missed ones). Without `rate`, each session sends its next request as soon as the last one
 * answered (connections in a loop: what a node holds at most).
 */
import http from 'node:http';
import { performance } from 'node:perf_hooks';

/** The kinds of request the figures are broken down by. */
export const REQUEST_KINDS = [
  'list',
  'list with search',
  'record read',
  'save',
  'bulk',
  'upload',
  'unread count',
] as const;
export type RequestKind = (typeof REQUEST_KINDS)[number];

export interface Session {
  index: number;
  base: string;
  token: string;
  /** the object this session saves */
  object: number;
}

export interface OutgoingRequest {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
}

export interface MixRequest {
  kind: RequestKind;
  build: (session: Session) => OutgoingRequest;
  onResponse?: (status: number, body: string, session: Session) => void;
}

export interface Sample {
  kind: RequestKind;
  ms: number;
  status: number;
}

export interface Figures {
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  non2xx: number;
  conflicts: number;
  errors: number;
  statuses: Record<string, number>;
  /** p50 and p95 in ms and the count of each kind of request */
  kinds: Partial<Record<RequestKind, { count: number; p50: number; p95: number }>>;
}

export const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;

/** An exponentially distributed gap of mean `mean` (the gaps of a Poisson stream). */
export const exponential = (mean: number, random: () => number = Math.random) =>
  Math.log(1 / (1 - random())) * mean;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function send(
  agent: http.Agent,
  base: string,
  request: OutgoingRequest,
): Promise<{ status: number; body: string; ms: number }> {
  const url = new URL(request.path, base);
  const body = request.body;
  const headers = {
    ...request.headers,
    ...(body ? { 'content-length': String(Buffer.byteLength(body)) } : {}),
  };
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = http.request(
      {
        agent,
        hostname: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        method: request.method,
        headers,
        timeout: 30_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks).toString('utf8'),
            ms: performance.now() - started,
          }),
        );
      },
    );
    req.on('error', reject);
    req.on('timeout', () => req.destroy(new Error('timed out')));
    req.end(body);
  });
}

export function summarise(samples: readonly Sample[], seconds: number, errors: number): Figures {
  const times = samples.map((s) => s.ms).sort((a, b) => a - b);
  const statuses: Record<string, number> = {};
  for (const s of samples) statuses[s.status] = (statuses[s.status] ?? 0) + 1;
  const non2xx = samples.filter((s) => s.status < 200 || s.status >= 300).length;
  const kinds: Figures['kinds'] = {};
  for (const kind of REQUEST_KINDS) {
    const of = samples
      .filter((s) => s.kind === kind)
      .map((s) => s.ms)
      .sort((a, b) => a - b);
    if (of.length > 0) kinds[kind] = { count: of.length, p50: percentile(of, 50), p95: percentile(of, 95) };
  }
  return {
    requests: times.length,
    rps: times.length / seconds,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    non2xx,
    conflicts: statuses['409'] ?? 0,
    errors,
    statuses,
    kinds,
  };
}

/**
 * Runs `sessions` sessions for `seconds` (session i on `bases[i % bases.length]`, with
 * `tokens[i % tokens.length]` and `objects[i % objects.length]`), at `rate` requests a second each
 * or, without it, in a loop. Requests sent before the end are waited for and counted.
 */
export async function runSessions(options: {
  bases: readonly string[];
  sessions: number;
  seconds: number;
  mix: readonly MixRequest[];
  tokens: readonly string[];
  objects: readonly number[];
  rate?: number;
  /**
   * `lockstep`: how autocannon's `connectionRate` paced sessions (the bench before 2026-11-29b),
   * kept to compare: every session starts at the mix's first request at the same moment and sends
   * on the same timer tick (every 1 / rate s), so their requests reach the node in bursts.
   */
  pacing?: 'poisson' | 'lockstep';
}): Promise<Figures> {
  const { bases, seconds, mix, tokens, objects, rate } = options;
  const lockstep = options.pacing === 'lockstep' && rate !== undefined;
  const samples: Sample[] = [];
  let errors = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const meanGap = rate ? 1000 / rate : 0;
  const agents: http.Agent[] = [];
  const one = async (index: number) => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    agents.push(agent);
    const session: Session = {
      index,
      base: bases[index % bases.length]!,
      token: tokens[index % tokens.length]!,
      object: objects[index % objects.length]!,
    };
    let next = lockstep ? 0 : Math.floor(Math.random() * mix.length);
    // a random moment to start: the first gap of the session's Poisson stream
    let due = lockstep ? started : started + exponential(meanGap);
    for (;;) {
      if (due >= deadline) break;
      const wait = due - performance.now();
      if (wait > 0) await sleep(wait);
      const request = mix[next % mix.length]!;
      next += 1;
      try {
        const answer = await send(agent, session.base, request.build(session));
        samples.push({ kind: request.kind, ms: answer.ms, status: answer.status });
        request.onResponse?.(answer.status, answer.body, session);
      } catch {
        errors += 1;
      }
      // the next click's moment; when it passed while waiting for the answer, it goes right away
      // (one overdue click, not a catch-up burst)
      const now = performance.now();
      due = lockstep
        ? started +
          Math.max(Math.round((due - started) / meanGap) + 1, Math.ceil((now - started) / meanGap)) * meanGap
        : Math.max(due + exponential(meanGap), now);
    }
  };
  await Promise.all(Array.from({ length: options.sessions }, (_, i) => one(i)));
  const elapsed = (performance.now() - started) / 1000;
  for (const agent of agents) agent.destroy();
  return summarise(samples, elapsed, errors);
}
