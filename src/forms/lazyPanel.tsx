import { lazy, Suspense, type ComponentType } from 'react';
import { SectionLoading } from './FormSection';

/**
 * A sidepanel's content whose code loads when such a panel first opens (a loading skeleton
 * meanwhile): a list's first rows then do not wait for the forms its rows open.
 * `const EditPanel = lazyPanel(() => import('./EditPanel').then((module) => module.EditPanel));`
 */
export function lazyPanel<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  function LazyPanel(props: P) {
    return (
      <Suspense fallback={<SectionLoading rows={6} />}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return LazyPanel;
}
