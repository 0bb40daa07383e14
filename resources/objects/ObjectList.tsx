import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useCallback } from 'react';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { useSidepanel } from '../../src/layout/sidepanel';
import { SchemaList, type ListRow } from '../../src/list';
import { useProjectType } from '../../src/session/init';
import { OBJECT_KIND_LIST, hasObjectDetail, objectListPath, type ObjectKind } from './kinds';
import { OBJECT_DETAIL_PANEL, ObjectDetailPanel } from './ObjectDetailPanel';

function rowTitle(row: ListRow): string | undefined {
  const title = row.title ?? row.ref_number;
  return typeof title === 'string' && title !== '' ? title : undefined;
}

/** The object lists: a tab per kind and the kind's generic list; rows open the detail in the sidepanel. */
export function ObjectList({ kind }: { kind: ObjectKind }) {
  const translate = useTranslate();
  const { togglePanel } = useSidepanel();
  const resource = objectListPath(kind, useProjectType());

  const openDetail = useCallback(
    (row: ListRow) =>
      togglePanel({
        key: OBJECT_DETAIL_PANEL,
        id: row.id,
        title: rowTitle(row),
        tableRowId: row.id,
        content: <ObjectDetailPanel id={row.id} />,
      }),
    [togglePanel],
  );

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
      <Typography variant="h5" component="h1">
        {translate('objects_title')}
      </Typography>
      <Tabs value={kind} variant="scrollable" scrollButtons="auto" aria-label={translate('objects_kinds')}>
        {OBJECT_KIND_LIST.map((k) => (
          <Tab
            key={k}
            value={k}
            label={translate(`objects_kind_${k}`)}
            component={Link}
            to={`/objects/${k}`}
          />
        ))}
      </Tabs>
      <SchemaList
        key={resource}
        resource={resource}
        onDetail={hasObjectDetail(kind) ? openDetail : undefined}
      />
    </Box>
  );
}
