import Box from '@mui/material/Box';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useNotify } from 'react-admin';
import { SchemaEdit, useSidepanelDiscardGuard } from '../../src/forms';
import { BuildingForm } from './BuildingForm';

/**
 * A building in the sidepanel, opened from the building list: its form, saved with the version it
 * loaded (a stale save shows the conflict notice). Closing, Back or leaving the page with unsaved
 * input asks first (the sidepanel's guard).
 */
export function BuildingEditPanel({ id }: { id: number }) {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { unsaved, confirmation } = useSidepanelDiscardGuard();
  const mutationOptions = useMemo(
    () => ({
      onSuccess: () => {
        notify('buildings_saved', { type: 'success' });
        void queryClient.invalidateQueries({ queryKey: ['buildings', 'getList'] });
      },
    }),
    [notify, queryClient],
  );
  return (
    <Box sx={{ minWidth: 0 }}>
      <SchemaEdit resource="buildings" id={id} redirect={false} mutationOptions={mutationOptions}>
        <BuildingForm columns={1} unsaved={unsaved} />
      </SchemaEdit>
      {confirmation}
    </Box>
  );
}
