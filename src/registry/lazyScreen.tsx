import { Suspense, lazy, type ComponentType } from 'react';
import { Loading } from 'react-admin';
import type { LazyScreen } from './types';

/**
 * A screen whose code loads on first use. Once loaded (or preloaded while the app starts) it
 * renders directly: a lazy component suspends at least once, and React holds a revealed Suspense
 * boundary back for up to 300 ms, which would delay the first rows.
 */
export function lazyScreen<P extends object = object>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> & Pick<LazyScreen, 'preload'> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const preload = () => {
    loading ??= load().then((component) => {
      loaded = component;
      return component;
    });
    return loading;
  };
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function Screen(props: P) {
    const Loaded = loaded;
    if (Loaded) return <Loaded {...props} />;
    return (
      <Suspense fallback={<Loading />}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return Object.assign(Screen, { preload });
}
