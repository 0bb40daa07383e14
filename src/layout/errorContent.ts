/** What the error screen offers the user to do next. */
export type ErrorAction = 'home' | 'support' | 'back';

export interface ErrorContent {
  /** translation keys or texts, one paragraph each */
  lines: string[];
  actions: ErrorAction[];
}

const SERVER_ERROR_LINES = ['admin_500_page_message_1', 'admin_500_page_message_2'];

const BY_STATUS: Record<number, ErrorContent> = {
  403: { lines: ['admin_access_denied'], actions: ['home'] },
  404: { lines: ['layout_not_found_message'], actions: ['home'] },
};

/**
 * The error screen's content by status (spec 1 section 2, spec 2 section 8): 403 and 404 lead
 * home; a server failure, or no answer at all (status 0, e.g. a failed init), shows the generic
 * set with Home, support contact and Back; anything else its message with Home and Back.
 * Given messages replace the default lines (e.g. the archived project's texts).
 */
export function errorContent(status: number, messages?: readonly string[]): ErrorContent {
  const serverError = status === 0 || status >= 500;
  const base: ErrorContent = BY_STATUS[status] ?? {
    lines: serverError ? SERVER_ERROR_LINES : ['layout_error_generic'],
    actions: serverError ? ['home', 'support', 'back'] : ['home', 'back'],
  };
  const given = messages?.filter((line) => line.trim() !== '') ?? [];
  return given.length > 0 ? { ...base, lines: given } : base;
}
