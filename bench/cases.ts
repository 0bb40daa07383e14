/** The list calls the benchmark measures, and the measurement of one case through the API and raw. */
import type { BenchList } from './args';
import { isRead, type CapturedQuery } from './capture';
import type { BenchTarget } from './setup';
import { TENANT } from './setup';
import { now, summarise, type Summary } from './stats';

export const LIST_URLS: Record<BenchList, string> = {
  apartments: '/api/v1/objects/apartments',
  applications: '/api/v1/applications/',
};
export const ROWS_PER_PAGE = '10';
export const WARMUP = 20;

export interface BenchCase {
  name: string;
  url: string;
  query: Record<string, string>;
}

export function benchCases(list: BenchList, searchTerm: string): BenchCase[] {
  const url = LIST_URLS[list];
  const q = (name: string, extra: Record<string, string>) => ({
    name,
    url,
    query: { rowsPerPage: ROWS_PER_PAGE, ...extra },
  });
  if (list === 'applications') {
    return [
      q('page 1, default sort', {}),
      q('page 1000', { page: '1000' }),
      q('sort=-overall_evaluation', { sort: '-overall_evaluation' }),
      q('status=active.evaluated', { status: 'active.evaluated' }),
      q(`search=${searchTerm}`, { search: searchTerm }),
    ];
  }
  return [
    q('page 1, default sort', {}),
    q('page 1000', { page: '1000' }),
    q('sort=title', { sort: 'title' }),
    q('status=rented', { status: 'rented' }),
    q(`search=${searchTerm}`, { search: searchTerm }),
  ];
}

interface ListReply {
  pagination?: { totalItems: number };
  body?: unknown[];
}

async function listCall(target: BenchTarget, benchCase: Omit<BenchCase, 'name'>): Promise<string> {
  const res = await target.app.inject({
    method: 'GET',
    url: benchCase.url,
    query: benchCase.query,
    headers: { 'tenant-name': TENANT, authorization: `Bearer ${target.token}` },
  });
  if (res.statusCode !== 200)
    throw new Error(`GET ${benchCase.url} answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
  return res.body;
}

export interface StatementResult {
  sql: string;
  parameters: readonly unknown[];
  rawP50Ms: number;
  /** the query plan (filled in by the caller) */
  plan?: string[];
}

export interface CaseResult {
  name: string;
  query: Record<string, string>;
  totalItems: number;
  rowsReturned: number;
  statements: StatementResult[];
  api: Summary;
  raw: Summary;
  apiSamplesMs: number[];
  rawSamplesMs: number[];
}

/** The statements of one list call; a second try when the call also touched the session (a write). */
async function captureCall(target: BenchTarget, benchCase: BenchCase): Promise<CapturedQuery[]> {
  for (let attempt = 1; ; attempt++) {
    const queries = await target.recorder.capture(async () => {
      await listCall(target, benchCase);
    });
    if (queries.every(isRead) || attempt === 3) return queries;
  }
}

export async function measureCase(
  target: BenchTarget,
  benchCase: BenchCase,
  runs: number,
): Promise<CaseResult> {
  let reply: ListReply = {};
  for (let i = 0; i < WARMUP; i++) reply = JSON.parse(await listCall(target, benchCase)) as ListReply;
  const queries = await captureCall(target, benchCase);
  for (let i = 0; i < WARMUP; i++) await target.raw.run(queries);

  // API and raw samples alternate, so that a slow moment of the machine hits both.
  const apiSamplesMs: number[] = [];
  const rawSamplesMs: number[] = [];
  const perStatement: number[][] = queries.map(() => []);
  for (let i = 0; i < runs; i++) {
    const start = now();
    await listCall(target, benchCase);
    apiSamplesMs.push(now() - start);
    const sample = await target.raw.run(queries);
    rawSamplesMs.push(sample.totalMs);
    sample.statementMs.forEach((t, j) => perStatement[j]?.push(t));
  }
  return {
    name: benchCase.name,
    query: benchCase.query,
    totalItems: reply.pagination?.totalItems ?? -1,
    rowsReturned: reply.body?.length ?? -1,
    statements: queries.map((q, j) => ({
      sql: q.sql,
      parameters: q.parameters,
      rawP50Ms: summarise(perStatement[j] ?? []).p50,
    })),
    api: summarise(apiSamplesMs),
    raw: summarise(rawSamplesMs),
    apiSamplesMs,
    rawSamplesMs,
  };
}
