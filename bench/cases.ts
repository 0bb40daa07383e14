/** The list calls the benchmark measures, and the measurement of one case through the API and raw. */
import { isRead, type CapturedQuery } from './capture';
import type { BenchTarget } from './setup';
import { TENANT } from './setup';
import { now, summarise, type Summary } from './stats';

export const LIST_URL = '/api/v1/objects/apartments';
export const ROWS_PER_PAGE = '10';
export const WARMUP = 20;

export interface BenchCase {
  name: string;
  query: Record<string, string>;
}

export function benchCases(searchTerm: string): BenchCase[] {
  const q = (extra: Record<string, string>) => ({ rowsPerPage: ROWS_PER_PAGE, ...extra });
  return [
    { name: 'page 1, default sort', query: q({}) },
    { name: 'page 1000', query: q({ page: '1000' }) },
    { name: 'sort=title', query: q({ sort: 'title' }) },
    { name: 'status=rented', query: q({ status: 'rented' }) },
    { name: `search=${searchTerm}`, query: q({ search: searchTerm }) },
  ];
}

interface ListReply {
  pagination?: { totalItems: number };
  body?: unknown[];
}

async function listCall(target: BenchTarget, query: Record<string, string>): Promise<string> {
  const res = await target.app.inject({
    method: 'GET',
    url: LIST_URL,
    query,
    headers: { 'tenant-name': TENANT, authorization: `Bearer ${target.token}` },
  });
  if (res.statusCode !== 200)
    throw new Error(`GET ${LIST_URL} answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
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
async function captureCall(target: BenchTarget, query: Record<string, string>): Promise<CapturedQuery[]> {
  for (let attempt = 1; ; attempt++) {
    const queries = await target.recorder.capture(async () => {
      await listCall(target, query);
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
  for (let i = 0; i < WARMUP; i++) reply = JSON.parse(await listCall(target, benchCase.query)) as ListReply;
  const queries = await captureCall(target, benchCase.query);
  for (let i = 0; i < WARMUP; i++) await target.raw.run(queries);

  // API and raw samples alternate, so that a slow moment of the machine hits both.
  const apiSamplesMs: number[] = [];
  const rawSamplesMs: number[] = [];
  const perStatement: number[][] = queries.map(() => []);
  for (let i = 0; i < runs; i++) {
    const start = now();
    await listCall(target, benchCase.query);
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
