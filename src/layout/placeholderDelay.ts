import { useEffect, useState } from 'react';

/**
 * How long content asked for at a screen's start may take before its placeholder shows. The calls
 * answer in a few milliseconds and are usually on their way before the screen renders; a
 * placeholder that shows for a frame or two only to be pushed aside by the content (a list's
 * filters and bulk actions, the home page's figures, each taller than its placeholder) is a flash
 * and a layout shift, not a help.
 */
export const SKELETON_DELAY_MS = 300;

/** True once `waiting` has been true for `delay` milliseconds, false as soon as it is false. */
export function useWaitedLong(waiting: boolean, delay: number): boolean {
  const [long, setLong] = useState(false);
  useEffect(() => {
    if (!waiting) {
      setLong(false);
      return;
    }
    const timer = setTimeout(() => setLong(true), delay);
    return () => clearTimeout(timer);
  }, [waiting, delay]);
  return waiting && long;
}
