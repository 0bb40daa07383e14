import { Suspense, lazy, type ComponentType } from 'react';
import { Loading } from 'react-admin';
import { loadedOf, loadOnce } from './loadOnce';
import type { LazyScreen } from './types';

/**
 * A screen whose code loads on first use. Once loaded (or preloaded while the app starts, see
 * src/boot.ts) it renders directly: a lazy component suspends at least once, and React holds a
 * revealed Suspense boundary back for up to 300 ms, which would delay the first rows. `load` is
 * the screen's loader from its resource's screens.ts, the one the start preloads.
 */
export function lazyScreen<P extends object = object>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> & Pick<LazyScreen, 'preload'> {
  const preload = () => loadOnce(load);
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function Screen(props: P) {
    const Loaded = loadedOf(load);
    if (Loaded) return <Loaded {...props} />;
    return (
      <Suspense fallback={<Loading />}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return Object.assign(Screen, { preload });
}
