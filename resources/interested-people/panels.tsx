import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useSidepanel, type PanelDefinitions } from '../../src/layout/sidepanel';
import { lazyPanel } from '../../src/forms/lazyPanel';

const InterestedPanel = lazyPanel(() => import('./InterestedPanel').then((module) => module.InterestedPanel));

/** The sidepanel of an interested person (B2C; the B2B one is InterestedPersonB2BEdit). */
export const INTERESTED_PANEL = 'InterestedPersonEdit';

/** Everything cached about interested people: the list's pages and the panels. */
export async function refreshInterested(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: ['interestedPerson'] }),
    queryClient.invalidateQueries({ queryKey: ['interested-people'] }),
  ]);
}

export const INTERESTED_PANEL_DEFINITIONS: PanelDefinitions = {
  [INTERESTED_PANEL]: {
    title: (translate, _address, name) =>
      name ? translate('interested_panel_title_of', { name }) : translate('interested_panel_title'),
    Content: ({ address }) => <InterestedPanel id={address.id} />,
  },
};

/** Opens a person's panel (the same person again closes it); refreshes after a change. */
export function useInterestedPanel() {
  const { togglePanel } = useSidepanel();
  const queryClient = useQueryClient();
  const open = useCallback(
    (id: number, name?: string) => togglePanel({ key: INTERESTED_PANEL, id, name }),
    [togglePanel],
  );
  const refresh = useCallback(() => void refreshInterested(queryClient), [queryClient]);
  return useMemo(() => ({ open, refresh }), [open, refresh]);
}
