import { lazy, type ComponentType } from 'react';
import { PUBLIC_PAGES } from './publicPaths';

/**
 * The public pages as lazy components by route, made once: the staff app (src/App.tsx, when a
 * member of staff follows a link to one) and the public start (src/public/publicStart.tsx) route
 * the same table.
 */
export const PUBLIC_PAGE_ROUTES: ReadonlyArray<readonly [string, ComponentType]> = PUBLIC_PAGES.map(
  (page) => [page.path, lazy(() => page.load().then((Page) => ({ default: Page })))] as const,
);
