import type { LoginReply } from '../../../schema/api/session';
import type { Translator } from '../../core/i18n/index';

/** What the popup posts to the window that opened it (`event.data`). */
export type SsoPopupMessage =
  | ({ type: 'immodesk-sso'; ok: true } & LoginReply)
  | { type: 'immodesk-sso'; ok: false; message: string; messageKey: string };

export const POPUP_SCRIPT_PATH = '/api/v2/sso/popup.js';

/**
 * The popup's script, served from our origin so that a Content-Security-Policy without inline
 * scripts allows it. It reads the result from the page, posts it to the opener, restricted to
 * the given origin, and closes the popup after a sign-in.
 */
export const POPUP_SCRIPT = `(function () {
  var node = document.getElementById('sso-result');
  if (!node) return;
  var data = JSON.parse(node.textContent || '{}');
  if (window.opener && data.targetOrigin) {
    window.opener.postMessage(data.message, data.targetOrigin);
    if (data.message && data.message.ok) window.close();
  }
  var close = document.getElementById('sso-close');
  if (close) close.addEventListener('click', function () { window.close(); });
})();
`;

/** The page's own policy: its one script from our origin, no frames, no forms, nothing else. */
export const PAGE_CSP =
  "default-src 'none'; script-src 'self'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** JSON that cannot end the script element it sits in. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The small page the directory's redirect lands on: it hands the result to the app and says what happened. */
export function popupPage(options: {
  lang: string;
  t: Translator;
  message: SsoPopupMessage;
  targetOrigin: string;
}): string {
  const { t, message } = options;
  const title = message.ok ? t('sso_page_title') : t('sso_failed_title');
  const text = message.ok ? t('sso_signed_in') : message.message;
  return `<!doctype html>
<html lang="${escapeHtml(options.lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;margin:3rem auto;max-width:32rem;padding:0 1rem;color:#222}h1{font-size:1.25rem}button{font:inherit;padding:.4rem 1rem}</style>
</head>
<body>
<h1>${escapeHtml(title)}</h1>
<p role="${message.ok ? 'status' : 'alert'}">${escapeHtml(text)}</p>
<p><button type="button" id="sso-close">${escapeHtml(t('sso_close_window'))}</button></p>
<script id="sso-result" type="application/json">${scriptJson({ targetOrigin: options.targetOrigin, message })}</script>
<script src="${POPUP_SCRIPT_PATH}"></script>
</body>
</html>
`;
}
