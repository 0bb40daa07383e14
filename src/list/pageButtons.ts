/** At most this many page buttons, ellipses included (spec 1 section 2). */
export const MAX_PAGE_BUTTONS = 9;

export const ELLIPSIS = '…';

export type PageButton = number | typeof ELLIPSIS;

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

/**
 * The page buttons for page `current` of `total`: every page when they fit, else the first and
 * the last page, the pages around the current one and an ellipsis for each gap.
 */
export function pageButtons(current: number, total: number): PageButton[] {
  if (total <= 0) return [];
  if (total <= MAX_PAGE_BUTTONS) return range(1, total);
  const page = Math.min(Math.max(current, 1), total);
  // first, ellipsis, window, ellipsis, last
  const side = (MAX_PAGE_BUTTONS - 5) / 2;
  const edge = MAX_PAGE_BUTTONS - 2;
  if (page <= edge - side) return [...range(1, edge), ELLIPSIS, total];
  if (page >= total - edge + side + 1) return [1, ELLIPSIS, ...range(total - edge + 1, total)];
  return [1, ELLIPSIS, ...range(page - side, page + side), ELLIPSIS, total];
}

/** The number of pages for `totalItems` rows at `perPage` rows a page (at least 1). */
export function pageCount(totalItems: number, perPage: number): number {
  return Math.max(1, Math.ceil(totalItems / perPage));
}
