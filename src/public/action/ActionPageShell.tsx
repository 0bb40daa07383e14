import { useEffect, useRef, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Language } from '../../../schema/api/common';
import { PublicFormFrame, PublicFormStatus } from '../application/PublicFormFrame';
import {
  PublicLanguageProvider,
  startPublicLanguage,
  usePublicLanguage,
} from '../application/PublicLanguage';
import type { Load } from '../application/useLoad';

/** An action page in the visitor's language: `?lang=` of the link, else German until the link's own is known. */
export function ActionLanguage({ children }: { children: ReactNode }) {
  const [search] = useSearchParams();
  return <PublicLanguageProvider initial={startPublicLanguage(search)}>{children}</PublicLanguageProvider>;
}

/** Switches once to the language the link was made in, unless the address names one. */
export function useLinkLanguage(language: Language | undefined) {
  const [search] = useSearchParams();
  const { setLanguage } = usePublicLanguage();
  const done = useRef(false);
  useEffect(() => {
    if (done.current || !language) return;
    done.current = true;
    if (!search.get('lang')) setLanguage(language);
  }, [language, search, setLanguage]);
}

/** The frame of an action page while it loads or when the link cannot be read at all. */
export function ActionLoadFrame<T>({
  load,
  title,
  retry,
}: {
  load: Exclude<Load<T>, { state: 'done' }>;
  title: string;
  retry: () => void;
}) {
  return (
    <PublicFormFrame title={title}>
      {load.state === 'loading' ? (
        <PublicFormStatus loading />
      ) : (
        <PublicFormStatus message={load.message} onRetry={load.retry ? retry : undefined} />
      )}
    </PublicFormFrame>
  );
}
