import { describe, expect, it } from 'vitest';
import { BENCH_USAGE, parseBenchArgs } from '../../bench/args';

describe('bench command-line arguments', () => {
  it('measures both lists with 100,000 rows each by default', () => {
    const parsed = parseBenchArgs([]);
    expect(parsed).toMatchObject({
      kind: 'run',
      args: { lists: ['apartments', 'applications'], rows: 100_000, applications: 100_000, runs: 200 },
    });
  });

  it('takes one list and the number of applications', () => {
    expect(parseBenchArgs(['--list', 'applications', '--applications=5000'])).toMatchObject({
      kind: 'run',
      args: { lists: ['applications'], applications: 5000, rows: 100_000 },
    });
    expect(parseBenchArgs(['--list=apartments'])).toMatchObject({ args: { lists: ['apartments'] } });
    expect(BENCH_USAGE).toContain('--list apartments|applications');
  });

  it('refuses an unknown list and a count that is not a positive integer', () => {
    for (const argv of [['--list', 'owners'], ['--list'], ['--applications', '0'], ['--applications', 'x']]) {
      expect(parseBenchArgs(argv).kind).toBe('error');
    }
  });
});
