import { lazy, useState, type ComponentType } from 'react';
import { PUBLIC_PAGES, type PublicPageRoute } from './publicPaths';

/**
 * A page's component for its route: the page itself when its code is already there (the public
 * start waits for it), so nothing suspends; else a lazy component. Which of the two is decided once
 * per mount, so a page never remounts and loses what was typed.
 */
function routeComponent(page: PublicPageRoute): ComponentType {
  const Lazy = lazy(() => page.load().then((Page) => ({ default: Page })));
  function PublicPage() {
    const [Page] = useState<ComponentType>(() => page.loaded() ?? Lazy);
    return <Page />;
  }
  return PublicPage;
}

/**
 * The public pages by route, made once: the staff app (src/App.tsx, when a member of staff follows
 * a link to one) and the public start (src/public/publicStart.tsx) route the same table.
 */
export const PUBLIC_PAGE_ROUTES: ReadonlyArray<readonly [string, ComponentType]> = PUBLIC_PAGES.map(
  (page) => [page.path, routeComponent(page)] as const,
);
