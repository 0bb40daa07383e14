/** Command-line arguments of `npm run bench`. */
import type { Dialect } from '../server/core/db';

export const BENCH_USAGE = `Usage: npm run bench [-- options]

  --dialect sqlite|postgres  only this database (default: both; PostgreSQL is skipped when it does not answer)
  --list apartments|applications
                             only this list (default: both, each on its own database)
  --runs N                   measured calls per case (default 200, after 20 warm-up calls)
  --rows N                   apartments in the "rent" project for the apartments list (default 100000)
  --applications N           applications in the "rent" project for the applications list (default 100000)
  --search TERM              the search case's term (default: "bahnhof" when it matches 100 to 2000
                             apartments, else the word or pair of words of the data closest to 500;
                             applications: the pair of words of the households closest to 500)

PostgreSQL: a fresh database is created next to BENCH_DATABASE_URL
(default postgres://postgres@127.0.0.1:5432/test) and dropped at the end.`;

export const BENCH_LISTS = ['apartments', 'applications'] as const;
export type BenchList = (typeof BENCH_LISTS)[number];

export interface BenchArgs {
  dialects: Dialect[];
  /** whether the dialects were asked for explicitly */
  explicit: boolean;
  lists: BenchList[];
  runs: number;
  /** apartments of the apartments list */
  rows: number;
  /** applications of the applications list */
  applications: number;
  search: string | null;
}

export type ParsedArgs =
  { kind: 'run'; args: BenchArgs } | { kind: 'help' } | { kind: 'error'; message: string };

function positive(name: string, value: string | undefined): number | string {
  if (
    value === undefined ||
    !/^\d+$/.test(value) ||
    Number(value) <= 0 ||
    !Number.isSafeInteger(Number(value))
  )
    return `${name} needs a positive integer, got ${value ?? 'nothing'}`;
  return Number(value);
}

export function parseBenchArgs(argv: readonly string[]): ParsedArgs {
  const args: BenchArgs = {
    dialects: ['sqlite', 'postgres'],
    explicit: false,
    lists: [...BENCH_LISTS],
    runs: 200,
    rows: 100_000,
    applications: 100_000,
    search: null,
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (arg === '--help' || arg === '-h') return { kind: 'help' };
    const [name, inline] = arg.includes('=')
      ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)]
      : [arg, undefined];
    const value = inline ?? argv[++i];
    switch (name) {
      case '--dialect':
        if (value !== 'sqlite' && value !== 'postgres')
          return { kind: 'error', message: `--dialect needs sqlite or postgres, got ${value ?? 'nothing'}` };
        args.dialects = [value];
        args.explicit = true;
        break;
      case '--list':
        if (!BENCH_LISTS.includes(value as BenchList))
          return {
            kind: 'error',
            message: `--list needs ${BENCH_LISTS.join(' or ')}, got ${value ?? 'nothing'}`,
          };
        args.lists = [value as BenchList];
        break;
      case '--runs':
      case '--rows':
      case '--applications': {
        const n = positive(name, value);
        if (typeof n === 'string') return { kind: 'error', message: n };
        if (name === '--runs') args.runs = n;
        else if (name === '--rows') args.rows = n;
        else args.applications = n;
        break;
      }
      case '--search':
        if (!value || !value.trim() || value.length > 100)
          return { kind: 'error', message: `--search needs a term, got ${value ?? 'nothing'}` };
        args.search = value.trim().toLowerCase();
        break;
      default:
        return { kind: 'error', message: `Unknown argument: ${arg}` };
    }
  }
  return { kind: 'run', args };
}
