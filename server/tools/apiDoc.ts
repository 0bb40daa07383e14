import type { RouteEntry } from '../core/context';

function guardText(entry: RouteEntry): string {
  const guard = entry.guard;
  if (!guard) return 'none (the client app)';
  switch (guard.kind) {
    case 'public':
      return 'public';
    case 'permit':
      return 'session';
    case 'admin':
      return 'admin';
    case 'key':
      return `\`${guard.key}\``;
  }
}

/** docs/api.md: every route with the permission it declares, generated from the app's route table. */
export function apiDoc(routes: readonly RouteEntry[]): string {
  const rows = [...routes]
    .sort((a, b) => a.url.localeCompare(b.url) || a.method.localeCompare(b.method))
    .map((r) => `| ${r.method} | \`${r.url}\` | ${guardText(r)} | ${r.tenant ? 'yes' : 'no'} |`);
  return [
    '# API routes',
    '',
    'Generated from the server route table by `npm run docs:api`; a test fails when this file is out of date.',
    'Every path under `/api/` is also served with a language prefix (`/fr`, `/it`, `/en`).',
    '',
    '- permission: `public` needs no session; `session` any signed-in member of staff; `admin` superadmin or admin; a key: that permission (spec 1 section 6).',
    '- project: the route belongs to the project named by the `tenant-name` header (unknown: 404).',
    '- List routes: GET answers table data (parameters page, rowsPerPage, search, sort, status, tableDataOnly, refreshStateFilters, refreshItemId and the list filters); POST runs a bulk action `{bulkAction, targets}`.',
    '',
    '| method | path | permission | project |',
    '| --- | --- | --- | --- |',
    ...rows,
    '',
  ].join('\n');
}
