/** Tables, the target check, machine information and the result files. */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Dialect } from '../server/core/db';
import type { BenchList } from './args';
import { WARMUP, type CaseResult } from './cases';
import type { SearchChoice } from './searchword';
import { ms } from './stats';

export const RESULTS_DIR = fileURLToPath(new URL('./results/', import.meta.url));

export interface MachineInfo {
  cpu: string;
  cores: number;
  node: string;
  os: string;
  memoryGb: number;
}

export function machineInfo(): MachineInfo {
  const cpus = os.cpus();
  return {
    cpu: cpus[0]?.model.trim() ?? 'unknown',
    cores: cpus.length,
    node: process.version,
    os: `${os.type()} ${os.release()} ${os.arch()}`,
    memoryGb: Math.round(os.totalmem() / 2 ** 30),
  };
}

/** The commit and the uncommitted changes of the measured code (server/, schema/). */
export function codeVersion(): string {
  try {
    const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8', stdio: 'pipe' }).trim();
    const commit = git('rev-parse', '--short', 'HEAD');
    const changed = git('status', '--porcelain', '--', 'server', 'schema').split('\n').filter(Boolean).length;
    return changed === 0
      ? commit
      : `${commit} + uncommitted changes in ${changed} files of server/ and schema/`;
  } catch {
    return 'unknown (no git)';
  }
}

export interface DialectReport {
  dialect: Dialect;
  /** the list measured: the apartments or the applications of "rent" */
  list: BenchList;
  date: string;
  engineVersion: string;
  machine: MachineInfo;
  code: string;
  /** rows of the list in "rent" (apartments or applications) */
  rows: number;
  runs: number;
  search: SearchChoice;
  seedSeconds: number;
  cases: CaseResult[];
  notes: string[];
}

/** SQLite: api p95 <= 2 x raw p95 + 2 ms and api p95 < 50 ms. PostgreSQL has no target. */
export function targetCheck(dialect: Dialect, c: CaseResult): 'PASS' | 'FAIL' | 'n/a' {
  if (dialect !== 'sqlite') return 'n/a';
  return c.api.p95 <= 2 * c.raw.p95 + 2 && c.api.p95 < 50 ? 'PASS' : 'FAIL';
}

const HEADER = ['case', 'stmts', 'rows', 'api p50', 'api p95', 'raw p50', 'raw p95', 'ratio p50', 'target'];

function tableRows(report: DialectReport): string[][] {
  return report.cases.map((c) => [
    c.name,
    String(c.statements.length),
    String(c.totalItems),
    ms(c.api.p50),
    ms(c.api.p95),
    ms(c.raw.p50),
    ms(c.raw.p95),
    (c.api.p50 / c.raw.p50).toFixed(2),
    targetCheck(report.dialect, c),
  ]);
}

export function textTable(report: DialectReport): string {
  const rows = [HEADER, ...tableRows(report)];
  const widths = HEADER.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length)));
  const line = (r: string[]) =>
    r.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join(' | ');
  return [line(rows[0]!), widths.map((w) => '-'.repeat(w)).join('-+-'), ...rows.slice(1).map(line)].join(
    '\n',
  );
}

function markdownTable(report: DialectReport): string {
  const line = (r: string[]) => `| ${r.join(' | ')} |`;
  const align = HEADER.map((_, i) => (i === 0 ? '---' : '---:'));
  return [line(HEADER), line(align), ...tableRows(report).map(line)].join('\n');
}

function shortSql(sql: string): string {
  const flat = sql.replace(/\s+/g, ' ').trim();
  return flat.length > 200 ? `${flat.slice(0, 197)}...` : flat;
}

export function describeRun(report: DialectReport): string[] {
  const m = report.machine;
  return [
    `${report.engineVersion}; ${report.rows.toLocaleString('en-US')} ${report.list} in "rent"; ` +
      `${report.runs} measured calls per case after ${WARMUP} warm-up calls; rowsPerPage 10`,
    `machine: ${m.cpu}, ${m.cores} cores, ${m.memoryGb} GB, ${m.os}, Node ${m.node}`,
    `code: ${report.code}`,
    `search "${report.search.term}" matches ${report.search.matches} ${report.list} (tried ${report.search.tried.join(', ')})`,
    ...report.notes,
  ];
}

export function markdown(report: DialectReport): string {
  const parts = [
    `# ${report.list === 'apartments' ? 'Apartments' : 'Applications'} list benchmark: ${report.dialect}, ${report.date}`,
    '',
    ...describeRun(report).map((l) => `- ${l}`),
    '',
    'Times in ms. "rows" is the pagination total of the call; "stmts" the statements one call runs.',
    '',
    markdownTable(report),
    '',
    '## Statements per case (raw p50, ms)',
  ];
  for (const c of report.cases) {
    parts.push('', `### ${c.name}`, '');
    for (const s of c.statements) {
      parts.push(`- ${ms(s.rawP50Ms)} ms: \`${shortSql(s.sql)}\``);
      if (targetCheck(report.dialect, c) === 'FAIL' && s.plan) {
        parts.push('', '  ```', ...s.plan.map((p) => `  ${p}`), '  ```');
      }
    }
  }
  return `${parts.join('\n')}\n`;
}

/**
 * Writes list-<dialect>-<date>.json and .md and overwrites latest-<dialect>.md (the apartments
 * list; applications-<dialect>-<date> and latest-applications-<dialect>.md for the applications
 * list); returns the paths.
 */
export function saveReport(report: DialectReport): string[] {
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  const prefix = report.list === 'apartments' ? 'list' : 'applications';
  const latest = report.list === 'apartments' ? 'latest' : 'latest-applications';
  const base = path.join(RESULTS_DIR, `${prefix}-${report.dialect}-${report.date}`);
  const md = markdown(report);
  const files: Array<[string, string]> = [
    [`${base}.json`, `${JSON.stringify(report, null, 2)}\n`],
    [`${base}.md`, md],
    [path.join(RESULTS_DIR, `${latest}-${report.dialect}.md`), md],
  ];
  for (const [file, text] of files) fs.writeFileSync(file, text);
  return files.map(([file]) => path.relative(process.cwd(), file));
}

/** The statements of a case with their raw p50 and, when known, their plan (console). */
export function statementBreakdown(c: CaseResult): string {
  const lines: string[] = [];
  for (const s of c.statements) {
    lines.push(`  ${ms(s.rawP50Ms).padStart(8)} ms  ${shortSql(s.sql)}`);
    lines.push(`               params ${JSON.stringify(s.parameters)}`);
    for (const p of s.plan ?? []) lines.push(`               | ${p}`);
  }
  return lines.join('\n');
}
