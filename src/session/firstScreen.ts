import type { QueryClient } from '@tanstack/react-query';
import { whenQuiet } from './whenQuiet';

/**
 * The first screen's content after a page load: a list says when its first rows (or its error)
 * are there, so that calls that can wait (the unread long poll) start only after them.
 */
let shown = false;
const waiting = new Set<() => void>();

/** A screen's first content is there (a list's first rows, or its error); later calls change nothing. */
export function markFirstScreenShown(): void {
  if (shown) return;
  shown = true;
  for (const resolve of waiting) resolve();
  waiting.clear();
}

/** Whether the first screen has shown its content (tests put it back with `resetFirstScreen`). */
export function firstScreenShown(): boolean {
  return shown;
}

/** For tests: as after a fresh page load. */
export function resetFirstScreen(): void {
  shown = false;
  waiting.clear();
}

/** After the browser has painted the current frame (a frame, then a task). */
function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

/**
 * Resolves once the first screen's content is there: at once after a list's first rows (they are
 * in the document when the list says so), or, on a screen that is no list, once its own requests
 * are done (`whenQuiet`, at the latest after three seconds) and the next frame has been painted.
 * Resolves at once when `signal` aborts.
 */
export function afterFirstScreen(queryClient: QueryClient, signal: AbortSignal): Promise<void> {
  return new Promise<void>((resolve) => {
    if (shown || signal.aborted) {
      resolve();
      return;
    }
    let cancelQuiet = () => {};
    const done = () => {
      waiting.delete(done);
      cancelQuiet();
      signal.removeEventListener('abort', done);
      resolve();
    };
    waiting.add(done);
    signal.addEventListener('abort', done, { once: true });
    cancelQuiet = whenQuiet(queryClient, () => {
      if (signal.aborted || !waiting.has(done)) return;
      waiting.delete(done);
      signal.removeEventListener('abort', done);
      // the screen's answers are in; its render follows in the next task
      void afterNextPaint().then(resolve);
    });
  });
}
