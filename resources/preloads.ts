import { getToken } from '../dataProvider/storage';

/**
 * The screens whose code an address may start loading: each folder's screens.ts and its
 * `preloadScreen`, found by path. Only these small modules go into the entry's chunk (not the
 * folders' index.ts, which import the screens' icons and react).
 */
const PRELOADS = import.meta.glob<(pathname: string) => void>('./*/screens.ts', {
  eager: true,
  import: 'preloadScreen',
});

/**
 * The sign-in's code (src/App.tsx loads it when shown, so that a signed-in start does not fetch
 * it): on its way at once for a visitor who is not signed in, whom every staff address sends there.
 */
export function preloadLogin(): void {
  if (!getToken()) void import('../src/login/LoginPage').catch(() => undefined);
}

export const SCREEN_PRELOADS: readonly ((pathname: string) => void)[] = Object.values(PRELOADS);
