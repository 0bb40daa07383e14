import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PublicLanguageProvider, startPublicLanguage } from '../application/PublicLanguage';
import { PublicObjectListView } from './PublicObjectListView';

/** The public texts in the language of the link (`?lang=`), switchable on the page. */
export function InLanguage({ children }: { children: ReactNode }) {
  const [search] = useSearchParams();
  return (
    <PublicLanguageProvider initial={startPublicLanguage(search)} area="publicObjects">
      {children}
    </PublicLanguageProvider>
  );
}

/** public-object-list (its own module: the list's code without the details' interest form) */
export function PublicObjectListPage() {
  return (
    <InLanguage>
      <PublicObjectListView framed={false} />
    </InLanguage>
  );
}

/** The iframe object list (its pages may be framed by the sites settings > website allows). */
export function IframeObjectListPage() {
  return (
    <InLanguage>
      <PublicObjectListView framed />
    </InLanguage>
  );
}
