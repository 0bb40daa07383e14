import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { BuildingDetail } from '../../schema/api/buildings';
import { QueryContent, SchemaCreate } from '../../src/forms';
import { BuildingForm } from './BuildingForm';
import { useBuildingCreateInit } from './objectFormQueries';

/** Where buildings are listed. */
export const BUILDING_LIST_PATH = '/objects/buildings';

/**
 * `/buildings/create`: a new building of the project, starting from a free reference number; on
 * success back to the building list with a notice.
 */
export function BuildingCreate() {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const init = useBuildingCreateInit();
  const mutationOptions = useMemo(
    () => ({
      onSuccess: (building: BuildingDetail) => {
        notify('buildings_created', { type: 'success', messageArgs: { title: building.title } });
        void queryClient.invalidateQueries({ queryKey: ['buildings', 'getList'] });
        navigate(BUILDING_LIST_PATH);
      },
    }),
    [notify, queryClient, navigate],
  );
  return (
    <Paper component="article" sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2, minWidth: 0 }}>
      <Typography variant="h5" component="h1">
        {translate('buildings_create_title')}
      </Typography>
      <QueryContent query={init}>
        {(data) => (
          <SchemaCreate resource="buildings" redirect={false} mutationOptions={mutationOptions}>
            <BuildingForm defaultValues={data.values} warnWhenUnsavedChanges />
          </SchemaCreate>
        )}
      </QueryContent>
    </Paper>
  );
}
