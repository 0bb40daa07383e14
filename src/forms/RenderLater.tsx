import { startTransition, useEffect, useState, type ReactNode } from 'react';

/**
 * Its children once the first render around them has been committed, rendered as a transition (in
 * slices between which the page answers input): a long form shows its top at once and the rest
 * right after. All that waits on a page renders in one transition.
 */
export function RenderLater({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(false);
  useEffect(() => startTransition(() => setShown(true)), []);
  return shown ? children : null;
}
