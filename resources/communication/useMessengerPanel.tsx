import { useCallback } from 'react';
import { lazyPanel } from '../../src/forms/lazyPanel';
import { useSidepanel, type PanelDefinitions } from '../../src/layout/sidepanel';

const MessengerPanel = lazyPanel(() => import('./MessengerPanel').then((module) => module.MessengerPanel));

/** The sidepanel key of spec 1 section 2, "Sidepanels". */
export const MESSENGER_PANEL = 'Messenger';

/** The Messenger sidepanel of an application (`?panel=Messenger:12`), declared by the communication resource. */
export const MESSENGER_PANEL_DEFINITIONS: PanelDefinitions = {
  [MESSENGER_PANEL]: {
    title: (translate, _address, name) =>
      name ? translate('messenger_title_of', { name }) : translate('messenger_title'),
    Content: ({ address }) => <MessengerPanel applicationId={address.id} />,
  },
};

/**
 * Opens the Messenger sidepanel of an application (from its list row or the inbox); the same
 * application again closes it.
 */
export function useMessengerPanel(): (applicationId: number, name?: string) => void {
  const { togglePanel } = useSidepanel();
  return useCallback(
    (applicationId: number, name?: string) => togglePanel({ key: MESSENGER_PANEL, id: applicationId, name }),
    [togglePanel],
  );
}
