import { useCallback, useEffect, useState, type RefObject } from 'react';

/** The header sticks once the table's top reaches this distance from the top of the window (below the top bar). */
export const STICKY_HEADER_TOP_PX = 64;
/** One click of a scroll button moves the table this far sideways. */
export const HORIZONTAL_SCROLL_STEP_PX = 300;

/**
 * How far the header moves down to stay in view: none while the table's top is below the line,
 * then as far as the table's top has passed it, but never below the table's last row.
 */
export function stickyOffset(
  tableTop: number,
  tableHeight: number,
  headHeight: number,
  top = STICKY_HEADER_TOP_PX,
) {
  if (tableTop >= top) return 0;
  return Math.max(0, Math.min(top - tableTop, tableHeight - headHeight));
}

/**
 * Keeps the header of a sideways-scrolling table in view (a scrolling box cannot use CSS sticky
 * against the page): sets `--list-head-offset` on the table as the page scrolls.
 */
export function useStickyHeader(tableRef: RefObject<HTMLTableElement | null>, deps: readonly unknown[]) {
  useEffect(() => {
    const table = tableRef.current;
    if (!table) return undefined;
    let frame = 0;
    const update = () => {
      frame = 0;
      const rect = table.getBoundingClientRect();
      const head = table.tHead?.getBoundingClientRect().height ?? 0;
      const offset = stickyOffset(rect.top, rect.height, head);
      table.style.setProperty('--list-head-offset', `${offset}px`);
      table.toggleAttribute('data-stuck', offset > 0);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', schedule, { capture: true, passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.removeEventListener('scroll', schedule, { capture: true });
      window.removeEventListener('resize', schedule);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [tableRef, ...deps]);
}

/** Whether the box can scroll left or right, and a step of 300 px either way. */
export function useHorizontalScroll(boxRef: RefObject<HTMLElement | null>, deps: readonly unknown[]) {
  const [edges, setEdges] = useState({ left: false, right: false });

  const measure = useCallback(() => {
    const box = boxRef.current;
    if (!box) return;
    const left = box.scrollLeft > 0;
    const right = box.scrollLeft + box.clientWidth < box.scrollWidth - 1;
    setEdges((current) => (current.left === left && current.right === right ? current : { left, right }));
  }, [boxRef]);

  useEffect(() => {
    const box = boxRef.current;
    if (!box) return undefined;
    measure();
    box.addEventListener('scroll', measure, { passive: true });
    window.addEventListener('resize', measure);
    return () => {
      box.removeEventListener('scroll', measure);
      window.removeEventListener('resize', measure);
    };
  }, [boxRef, measure, ...deps]);

  const step = useCallback(
    (direction: -1 | 1) => {
      const box = boxRef.current;
      if (!box) return;
      const left = direction * HORIZONTAL_SCROLL_STEP_PX;
      if (typeof box.scrollBy === 'function') box.scrollBy({ left, behavior: 'smooth' });
      else box.scrollLeft += left;
    },
    [boxRef],
  );

  return { canScrollLeft: edges.left, canScrollRight: edges.right, step };
}
