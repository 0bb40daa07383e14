export const LANGUAGES = ['de', 'fr', 'it', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'de';

export function isLanguage(value: string): value is Language {
  return (LANGUAGES as readonly string[]).includes(value);
}

export type NotificationType = 'info' | 'success' | 'warning' | 'danger';

/** A notification the client shows as it is (spec 2 section 8, "Error with notify list"). */
export interface Notify {
  type: NotificationType;
  title: string;
  text: string;
  duration?: number;
}

/** Every error reply of the API. */
export interface ApiErrorBody {
  message: string;
  /** stable key of the message, for clients that translate themselves (e.g. admin_access_denied) */
  messageKey?: string;
  /** per-field message keys of a refused form */
  errors?: Record<string, string>;
  notify?: Notify[];
}
