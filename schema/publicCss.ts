/**
 * The check of a project's custom CSS for its public pages (settings > website). The server refuses
 * what fails it and stores the checked text without comments; the form shows the same message
 * while the admin types.
 *
 * Refused: markup (`<`, so nothing closes the style element), escapes (`\`, which can spell any of
 * the following), unbalanced braces, brackets, strings or comments (a rule that leaks into the next
 * one), `@import`, `expression(...)`, script URLs and bindings, and every address of another origin
 * (`url(https://...)`, `url(//...)`, a string such as `image-set("https://...")`). Paths of this
 * site (`url(/images/logo.svg)`) are allowed.
 */

export const CUSTOM_CSS_MAX = 20_000;

export type CssProblem =
  | 'css_markup_not_allowed'
  | 'css_escape_not_allowed'
  | 'css_unbalanced'
  | 'css_import_not_allowed'
  | 'css_expression_not_allowed'
  | 'css_script_not_allowed'
  | 'css_url_not_allowed';

export interface CssCheck {
  /** the text without comments (what is stored and served) */
  css: string;
  problem: CssProblem | null;
}

const OTHER_ORIGIN = /^\s*(\/\/|[a-z][a-z0-9+.-]*:)/i;
const FOREIGN_STRING = /^\s*(\/\/|[a-z][a-z0-9+.-]*:\/\/|data:|javascript:|vbscript:)/i;
const OPEN: Record<string, string> = { '{': '}', '(': ')', '[': ']' };

/** Comments removed, strings collected; null when a string, comment or bracket does not close. */
function scan(text: string): { css: string; strings: string[] } | null {
  let css = '';
  const strings: string[] = [];
  const stack: string[] = [];
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    if (c === '/' && text[i + 1] === '*') {
      const end = text.indexOf('*/', i + 2);
      if (end === -1) return null;
      css += ' ';
      i = end + 2;
      continue;
    }
    if (c === '"' || c === "'") {
      const end = text.indexOf(c, i + 1);
      if (end === -1) return null;
      const content = text.slice(i + 1, end);
      if (/[\n\r\f]/.test(content)) return null;
      strings.push(content);
      css += text.slice(i, end + 1);
      i = end + 1;
      continue;
    }
    if (OPEN[c]) stack.push(OPEN[c]!);
    else if (c === '}' || c === ')' || c === ']') {
      if (stack.pop() !== c) return null;
    }
    css += c;
    i++;
  }
  return stack.length === 0 ? { css, strings } : null;
}

/** The argument of every `url(...)`, quotes removed; null when one does not close. */
function urlArguments(css: string): string[] | null {
  const args: string[] = [];
  const pattern = /url\s*\(/gi;
  let match: RegExpExecArray | null;
  while ((match = pattern.exec(css))) {
    const end = css.indexOf(')', match.index + match[0].length);
    if (end === -1) return null;
    args.push(
      css
        .slice(match.index + match[0].length, end)
        .trim()
        .replace(/^(['"])(.*)\1$/s, '$2'),
    );
  }
  return args;
}

export function checkCustomCss(text: string): CssCheck {
  const refuse = (problem: CssProblem): CssCheck => ({ css: '', problem });
  if (text.includes('<')) return refuse('css_markup_not_allowed');
  if (text.includes('\\')) return refuse('css_escape_not_allowed');
  // eslint-disable-next-line no-control-regex -- control characters have no place in a style sheet
  if (/[\u0000-\u0008\u000b\u000e-\u001f\u007f]/.test(text)) return refuse('css_markup_not_allowed');
  const scanned = scan(text);
  if (!scanned) return refuse('css_unbalanced');
  const css = scanned.css.trim();
  const lower = css.toLowerCase();
  if (/@import/.test(lower)) return refuse('css_import_not_allowed');
  if (/expression\s*\(/.test(lower)) return refuse('css_expression_not_allowed');
  if (/javascript:|vbscript:|-moz-binding|behavior\s*:/.test(lower)) return refuse('css_script_not_allowed');
  const urls = urlArguments(css);
  if (!urls) return refuse('css_unbalanced');
  if (urls.some((url) => OTHER_ORIGIN.test(url))) return refuse('css_url_not_allowed');
  if (scanned.strings.some((s) => FOREIGN_STRING.test(s))) return refuse('css_url_not_allowed');
  return { css, problem: null };
}
