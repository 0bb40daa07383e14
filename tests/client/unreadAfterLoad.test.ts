import { afterEach, describe, expect, it } from 'vitest';
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
