import type { FieldValues } from 'react-hook-form';
import { specPaths } from '../forms/fieldSpec';
import { fieldTest } from '../forms/serverErrors';
import type { WizardPage } from './types';

/** The value paths a page holds: its inputs' and its special content's. */
export function pageSources(page: WizardPage): string[] {
  return [...(page.fields ?? []).map((field) => field.source), ...(page.sources ?? [])];
}

/** The pages that exist for these answers. */
export function visiblePages(pages: readonly WizardPage[], values: FieldValues): WizardPage[] {
  return pages.filter((page) => !page.when || page.when(values));
}

/** Whether `path` is one of `sources` or lies inside one (`areas.2.area` inside `areas`). */
export function isUnder(path: string, sources: readonly string[]): boolean {
  return sources.some((source) => path === source || path.startsWith(`${source}.`));
}

/**
 * Whether a server error's path (`areas.2.area`, `files.0.key`) belongs to these pages: one of
 * their inputs (inputs of arrays too) or a value inside a page's special content.
 */
export function pageFieldTest(pages: readonly WizardPage[]): (path: string) => boolean {
  const declared = fieldTest(pages.flatMap((page) => specPaths(page.fields ?? [])));
  const special = pages.flatMap((page) => page.sources ?? []);
  return (path) => declared(path) || isUnder(path, special);
}

/** A copy of `values` without the given dotted paths. */
export function withoutPaths(values: FieldValues, paths: readonly string[]): FieldValues {
  const copy: FieldValues = { ...values };
  for (const path of paths) {
    const keys = path.split('.');
    let node: Record<string, unknown> = copy;
    for (const key of keys.slice(0, -1)) {
      const next = node[key];
      if (typeof next !== 'object' || next === null) {
        node = {};
        break;
      }
      node[key] = Array.isArray(next) ? [...next] : { ...next };
      node = node[key] as Record<string, unknown>;
    }
    delete node[keys[keys.length - 1]!];
  }
  return copy;
}

/** The answers a completed wizard sends: those of pages that disappeared are left out. */
export function answersOf(
  values: FieldValues,
  pages: readonly WizardPage[],
  visible: readonly WizardPage[],
): FieldValues {
  const kept = visible.flatMap(pageSources);
  const dropped = pages
    .filter((page) => !visible.includes(page))
    .flatMap(pageSources)
    .filter((path) => !isUnder(path, kept));
  return withoutPaths(values, dropped);
}

/** Passwords are never kept in a draft. */
export function secretSources(pages: readonly WizardPage[]): string[] {
  return pages
    .flatMap((page) => (page.fields ?? []).filter((field) => field.kind === 'password'))
    .map((f) => f.source);
}
