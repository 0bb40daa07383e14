import { useCallback } from 'react';
import { useTranslate } from 'react-admin';
import { lazyPanel } from '../../src/forms/lazyPanel';
import { useSidepanel } from '../../src/layout/sidepanel';

const MessengerPanel = lazyPanel(() => import('./MessengerPanel').then((module) => module.MessengerPanel));

/** The sidepanel key of spec 1 section 2, "Sidepanels". */
export const MESSENGER_PANEL = 'Messenger';

/**
 * Opens the Messenger sidepanel of an application (from its list row or the inbox); the same
 * application again closes it.
 */
export function useMessengerPanel(): (applicationId: number, name?: string) => void {
  const translate = useTranslate();
  const { togglePanel } = useSidepanel();
  return useCallback(
    (applicationId: number, name?: string) =>
      togglePanel({
        key: MESSENGER_PANEL,
        id: applicationId,
        tableRowId: applicationId,
        title: name ? translate('messenger_title_of', { name }) : translate('messenger_title'),
        content: <MessengerPanel applicationId={applicationId} />,
      }),
    [togglePanel, translate],
  );
}
