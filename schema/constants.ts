/** Business constants and limits of spec 2 section 9. */
export const PAGE_SIZES = [5, 10, 20, 50] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const DEFAULT_PAGE_SIZE: PageSize = 10;
export const DEFAULT_AXIOS_TIMEOUT_MS = 120000;
export const SEARCH_DEBOUNCE_MS = 600;
export const REMOTE_SEARCH_DELAY_MS = 250;
export const REMOTE_SEARCH_MIN_CHARS = 2;
export const FILE_NAME_MAX_CHARS = 200;
export const UNREAD_COUNTER_MAX = 99;
export const MENU_AUTO_COLLAPSE_PX = 1440;
export const MOBILE_BREAKPOINT_PX = 800;
/** longest search text a list accepts */
export const SEARCH_MAX_CHARS = 100;
/** most rows one bulk action may name */
export const BULK_MAX_TARGETS = 1000;
/** the largest id a row can have (PostgreSQL serial); a larger one is not found rather than a query error */
export const MAX_ROW_ID = 2_147_483_647;
/** failed sign-ins for one username within LOGIN_WINDOW_MINUTES before it is refused for a while */
export const LOGIN_MAX_FAILURES = 10;
export const LOGIN_WINDOW_MINUTES = 15;
/** failed sign-ins (or second-factor codes) from one address, over all accounts, within the window */
export const LOGIN_MAX_ADDRESS_FAILURES = 30;

/**
 * Longest reason, comment or note of an application and longest long-text answer of a form
 * (its own max aside): one limit for the client's inputs and the server's checks.
 */
export const NOTE_MAX_CHARS = 2000;

export function isPageSize(value: number): value is PageSize {
  return (PAGE_SIZES as readonly number[]).includes(value);
}

/** How many hours before a booked slot begins the participant's viewing reminder goes out (the day before). */
export const VIEWING_REMINDER_HOURS_BEFORE = 24;
