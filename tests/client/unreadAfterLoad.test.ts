import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFirstScreen, markFirstScreenShown, resetFirstScreen } from '../../src/session/firstScreen';
import { afterPageLoad } from '../../src/session/useUnreadMessages';

/** Whether the promise has settled after the pending timers and microtasks. */
async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 5));
  return done;
}

describe('the unread poll waits for the page load (afterPageLoad)', () => {
  afterEach(() => {
    // back to jsdom's own readyState
    delete (document as unknown as { readyState?: string }).readyState;
  });

  it('starts at once on a page that has loaded', async () => {
    expect(document.readyState).toBe('complete');
    expect(await settled(afterPageLoad(new AbortController().signal))).toBe(true);
  });

  it('waits for the load event while the page still loads', async () => {
    Object.defineProperty(document, 'readyState', { configurable: true, value: 'interactive' });
    const waiting = afterPageLoad(new AbortController().signal);
    expect(await settled(waiting)).toBe(false);
    window.dispatchEvent(new Event('load'));
    expect(await settled(waiting)).toBe(true);
  });

  it('lets go when the poll is stopped before the load event', async () => {
    Object.defineProperty(document, 'readyState', { configurable: true, value: 'loading' });
    const controller = new AbortController();
    const waiting = afterPageLoad(controller.signal);
    controller.abort();
    expect(await settled(waiting)).toBe(true);
  });
});

describe('the unread poll waits for the first screen (afterFirstScreen)', () => {
  // as after a fresh page load: another file of the worker may have shown its first screen
  beforeEach(() => resetFirstScreen());
  afterEach(() => {
    vi.useRealTimers();
    resetFirstScreen();
  });

  it("waits for a list's first rows and then lets go at once", async () => {
    const queryClient = new QueryClient();
    const waiting = afterFirstScreen(queryClient, new AbortController().signal);
    // a call of the screen starts: still waiting
    void queryClient.prefetchQuery({ queryKey: ['rows'], queryFn: () => new Promise(() => undefined) });
    expect(await settled(waiting)).toBe(false);
    markFirstScreenShown();
    expect(await settled(waiting)).toBe(true);
    // a later poll (after signing in again) does not wait
    expect(await settled(afterFirstScreen(queryClient, new AbortController().signal))).toBe(true);
  });

  it("on a screen without a list, waits for the screen's calls and the next frame", async () => {
    vi.useFakeTimers();
    const queryClient = new QueryClient();
    let answer: (value: number) => void = () => undefined;
    let done = false;
    void afterFirstScreen(queryClient, new AbortController().signal).then(() => (done = true));
    void queryClient.prefetchQuery({
      queryKey: ['widget'],
      queryFn: () => new Promise<number>((resolve) => (answer = resolve)),
    });
    await vi.advanceTimersByTimeAsync(2000);
    expect(done).toBe(false);
    answer(1);
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toBe(false);
    // the frame that paints the answer, then the poll
    await vi.advanceTimersByTimeAsync(20);
    expect(done).toBe(true);
  });

  it('lets go when the poll is stopped first', async () => {
    const controller = new AbortController();
    const waiting = afterFirstScreen(new QueryClient(), controller.signal);
    controller.abort();
    expect(await settled(waiting)).toBe(true);
  });
});
