/** Command-line arguments of `npm run seed`. */

/** The password of every demo user. */
export const DEMO_PASSWORD = 'Demo2026!';
export const USAGE = `Usage: npm run seed [-- --objects N] [-- --applications N]

Migrates the database and seeds the demo data when it holds no organisation yet.
  --objects N       adds apartments to the "rent" project until it has N of them
  --applications N  adds applications to the "rent" project until it has N of them
N is a positive integer.`;

export type SeedArgs =
  | { kind: 'run'; objects: number | null; applications: number | null }
  | { kind: 'help' }
  | { kind: 'error'; message: string };

const COUNTS = ['objects', 'applications'] as const;

export function parseSeedArgs(argv: readonly string[]): SeedArgs {
  const counts: Record<(typeof COUNTS)[number], number | null> = { objects: null, applications: null };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (arg === '--help' || arg === '-h') return { kind: 'help' };
    const name = COUNTS.find((n) => arg === `--${n}` || arg.startsWith(`--${n}=`));
    if (!name) return { kind: 'error', message: `Unknown argument: ${arg}` };
    const value = arg === `--${name}` ? argv[++i] : arg.slice(`--${name}=`.length);
    if (
      value === undefined ||
      !/^\d+$/.test(value) ||
      Number(value) <= 0 ||
      !Number.isSafeInteger(Number(value))
    ) {
      return { kind: 'error', message: `--${name} needs a positive integer, got ${value ?? 'nothing'}` };
    }
    counts[name] = Number(value);
  }
  return { kind: 'run', ...counts };
}
