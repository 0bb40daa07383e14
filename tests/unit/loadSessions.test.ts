import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exponential, runSessions, summarise, type MixRequest } from '../../bench/loadSessions';

/** What the sessions sent: the sign-in and the path (the mix's request and the session's object). */
const received: Array<{ token: string; path: string }> = [];
let base = '';
const server = http.createServer((req, res) => {
  received.push({ token: String(req.headers.authorization), path: req.url ?? '' });
  res.end('{}');
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const mix: MixRequest[] = Array.from({ length: 20 }, (_, i) => ({
  kind: i % 2 === 0 ? 'list' : 'save',
  build: (session) => ({
    method: 'GET',
    path: `/${i}?object=${session.object}`,
    headers: { authorization: session.token },
  }),
}));

describe('the load bench sessions', () => {
  it('start at random points of the mix, each with its own sign-in and object', async () => {
    received.length = 0;
    const figures = await runSessions({
      bases: [base],
      sessions: 20,
      seconds: 0.5,
      mix,
      tokens: ['a', 'b'],
      objects: [1, 2, 3],
      rate: 20,
    });
    expect(figures.requests).toBe(received.length);
    expect(figures.errors).toBe(0);
    // 20 sessions all starting at the mix's first request would send only its first few
    expect(new Set(received.map((r) => r.path.split('?')[0])).size).toBeGreaterThan(1);
    expect(new Set(received.map((r) => r.token))).toEqual(new Set(['a', 'b']));
    expect(new Set(received.map((r) => r.path.split('=')[1]))).toEqual(new Set(['1', '2', '3']));
  });

  it('in lockstep all start at the mix’s first request', async () => {
    received.length = 0;
    await runSessions({
      bases: [base],
      sessions: 10,
      seconds: 0.2,
      mix,
      tokens: ['a'],
      objects: [1],
      rate: 1,
      pacing: 'lockstep',
    });
    // one tick in 0.2 s at 1 request a second: each session's first request, the mix's first
    expect(received.map((r) => r.path)).toEqual(Array.from({ length: 10 }, () => '/0?object=1'));
  });

  it('break the figures down by kind of request', () => {
    const figures = summarise(
      [
        { kind: 'list', ms: 10, status: 200 },
        { kind: 'list', ms: 30, status: 200 },
        { kind: 'save', ms: 50, status: 409 },
        { kind: 'upload', ms: 5, status: 500 },
      ],
      2,
      1,
    );
    expect(figures).toMatchObject({
      requests: 4,
      rps: 2,
      p50: 10,
      p95: 50,
      non2xx: 2,
      conflicts: 1,
      errors: 1,
      statuses: { '200': 2, '409': 1, '500': 1 },
      kinds: {
        list: { count: 2, p50: 10, p95: 30 },
        save: { count: 1, p50: 50, p95: 50 },
        upload: { count: 1, p50: 5, p95: 5 },
      },
    });
    expect(figures.kinds.bulk).toBeUndefined();
  });

  it('draws gaps with the given mean (exponential)', () => {
    expect(exponential(1000, () => 0)).toBe(0);
    expect(exponential(1000, () => 1 - Math.exp(-1))).toBeCloseTo(1000);
    expect(exponential(0)).toBe(0);
  });
});
