/**
 * Code loaded once per loader, whoever asks first: the entry (resources/main.ts) starts the opened screen's code while
 * the app's own chunk still loads, and the screen renders it directly once it is there. No other
 * imports: the boot chunk uses it.
 */
type Loader = () => Promise<unknown>;

const loads = new Map<Loader, Promise<unknown>>();
const loaded = new Map<Loader, unknown>();

/** Starts `load` once; later calls share its promise (a failed load is tried again). */
export function loadOnce<T>(load: () => Promise<T>): Promise<T> {
  let loading = loads.get(load) as Promise<T> | undefined;
  if (!loading) {
    loading = load().then((value) => {
      loaded.set(load, value);
      return value;
    });
    loading.catch(() => loads.delete(load));
    loads.set(load, loading);
  }
  return loading;
}

/** What `load` gave, once it has: undefined before. */
export function loadedOf<T>(load: () => Promise<T>): T | undefined {
  return loaded.get(load) as T | undefined;
}
