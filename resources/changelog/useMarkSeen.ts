import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import { CHANGELOG_QUERY_KEY } from '../../src/layout/ChangelogBell';

/** Opening the changelog counts as a look: the bell's count goes back to zero. */
export function useMarkChangelogSeen(): void {
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  useEffect(() => {
    let active = true;
    dataProvider
      .markChangelogSeen()
      .then(({ data }) => {
        if (active) queryClient.setQueryData(CHANGELOG_QUERY_KEY, data);
      })
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, [dataProvider, queryClient]);
}
