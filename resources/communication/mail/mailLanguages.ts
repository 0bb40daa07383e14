/**
 * The languages of the rows a mail goes to, without the mail dialog's model (its form rules): a
 * list's mail option checks them before the dialog's code loads.
 */

/** The message key of a selection whose rows have different languages (spec 1 section 5). */
export const MIXED_LANGUAGES_MESSAGE = 'admin_selected_items_have_different_lang_message';

/** The languages of the picked rows (`_language`), each once. */
export function rowLanguages(rows: ReadonlyArray<{ _language?: unknown }>): string[] {
  const languages = rows.map((row) => (typeof row._language === 'string' ? row._language : ''));
  return [...new Set(languages.filter((language) => language !== ''))];
}

/** Whether a mail may go to these rows together: all of one language. */
export const hasMixedLanguages = (rows: ReadonlyArray<{ _language?: unknown }>): boolean =>
  rowLanguages(rows).length > 1;
