/** Command-line arguments of `npm run seed`. */

/** The password of every demo user. */
export const DEMO_PASSWORD = 'Demo2026!';
export const USAGE = `Usage: npm run seed [-- --objects N]

Migrates the database, seeds the demo data when it holds no organisation yet and,
with --objects N (a positive integer), adds apartments to the "rent" project until
it has N of them.`;

export type SeedArgs =
  { kind: 'run'; objects: number | null } | { kind: 'help' } | { kind: 'error'; message: string };

export function parseSeedArgs(argv: readonly string[]): SeedArgs {
  let objects: number | null = null;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (arg === '--help' || arg === '-h') return { kind: 'help' };
    let value: string | undefined;
    if (arg === '--objects') {
      value = argv[++i];
    } else if (arg.startsWith('--objects=')) {
      value = arg.slice('--objects='.length);
    } else {
      return { kind: 'error', message: `Unknown argument: ${arg}` };
    }
    if (
      value === undefined ||
      !/^\d+$/.test(value) ||
      Number(value) <= 0 ||
      !Number.isSafeInteger(Number(value))
    ) {
      return { kind: 'error', message: `--objects needs a positive integer, got ${value ?? 'nothing'}` };
    }
    objects = Number(value);
  }
  return { kind: 'run', objects };
}
