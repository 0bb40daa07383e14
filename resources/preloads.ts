/**
 * The screens whose code an address may start loading: each folder's screens.ts and its
 * `preloadScreen`, found by path. Only these small modules go into the entry's chunk (not the
 * folders' index.ts, which import the screens' icons and react).
 */
const PRELOADS = import.meta.glob<(pathname: string) => void>('./*/screens.ts', {
  eager: true,
  import: 'preloadScreen',
});

export const SCREEN_PRELOADS: readonly ((pathname: string) => void)[] = Object.values(PRELOADS);
