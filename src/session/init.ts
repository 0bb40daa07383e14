import type { InitReply } from '../../schema/api/session';
import { setPageProjectType } from '../../dataProvider/pageProject';
import { setBaseBackendUrl } from '../../dataProvider/storage';
import { i18nProvider } from '../../i18n';
import { applyLanguage, startLanguage } from './language';
import { useBootstrap } from './useBootstrap';

let initReply: InitReply | null = null;

/** Keeps the /init reply the app started with (the project of this host never changes in a page's life). */
export function setInitReply(reply: InitReply): void {
  initReply = reply;
  // the data layer's calls that sale projects answer under sales/ follow the page's project
  setPageProjectType(reply.bootstrap?.project_type);
}

function setFavicon(href: string): void {
  if (!href) return;
  const link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (link) link.href = href;
}

/**
 * What a page's start (the staff app's and a public page's) does with the /init reply before it
 * renders: the language and its texts, the reply kept, the site's title and icon, the API's base
 * address. `onLanguage` runs once the API speaks the page's language, before its texts are loaded.
 */
export async function applyInit(init: InitReply, onLanguage?: () => void): Promise<void> {
  const language = startLanguage(init.language);
  applyLanguage(language);
  onLanguage?.();
  await Promise.resolve(i18nProvider.changeLocale(language)).catch(() => undefined);
  setInitReply(init);
  document.title = init.siteTitle || document.title;
  setFavicon(init.favicon);
  if (init.bootstrap?.baseBackendUrl) setBaseBackendUrl(init.bootstrap.baseBackendUrl);
}

export function getInitReply(): InitReply | null {
  return initReply;
}

/**
 * The type of the project this page belongs to: known from /init before anyone signs in, so
 * screens need not wait for the bootstrap to choose their list paths.
 */
export function useProjectType(): string | undefined {
  const { data } = useBootstrap();
  return data?.project_type ?? initReply?.bootstrap.project_type;
}
