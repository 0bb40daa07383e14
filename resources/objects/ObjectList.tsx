import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useCallback } from 'react';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { useSidepanel } from '../../src/layout/sidepanel';
import { SchemaList, type BulkPromptProps, type ListRow } from '../../src/list';
import { ObjectImportButton } from './actions/ObjectImportButton';
import { ApplicationLinkCell } from './ApplicationLinkCell';
import { CreateButton } from './CreateButton';
import {
  BUILDING_EDIT_PANEL,
  OBJECT_EDIT_PANEL,
  OBJECT_KIND_LIST,
  objectListOf,
  rowPanelOf,
  type ObjectKind,
} from './kinds';

/** Cells this screen draws itself: the public application link as open and copy buttons. */
const CELLS = { application_url: (row: ListRow) => <ApplicationLinkCell row={row} /> };

/** The mail dialog (and its editor) loads when a mail is written, not with the list. */
const LazyMailPrompt = lazy(() =>
  import('../communication/mail').then((module) => ({ default: module.bulkMailPrompt('objects') })),
);

/** `sendMail` on picked objects: a mail to the applicant each is offered or assigned to. */
export function ObjectMailPrompt(props: BulkPromptProps) {
  return (
    <Suspense fallback={null}>
      <LazyMailPrompt {...props} />
    </Suspense>
  );
}

const BULK_PROMPTS = { sendMail: ObjectMailPrompt };

function rowTitle(row: ListRow): string | undefined {
  const title = row.title ?? row.ref_number;
  return typeof title === 'string' && title !== '' ? title : undefined;
}

/** The panel a row opens (by its address): an object's form (every object kind) or a building's. */
const ROW_PANELS: Record<ReturnType<typeof rowPanelOf>, string> = {
  object: OBJECT_EDIT_PANEL,
  building: BUILDING_EDIT_PANEL,
};

/**
 * The object lists: a tab per kind and the kind's generic list with its create button; rows open
 * the record's form in the sidepanel, by its address (`?panel=ApartmentEdit:12`).
 */
export function ObjectList({ kind }: { kind: ObjectKind }) {
  const translate = useTranslate();
  const { togglePanel } = useSidepanel();
  const { resource, meta } = objectListOf(kind);

  const openDetail = useCallback(
    (row: ListRow) => togglePanel({ key: ROW_PANELS[rowPanelOf(kind)], id: row.id, name: rowTitle(row) }),
    [togglePanel, kind],
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
        key={kind}
        resource={resource}
        meta={meta}
        onDetail={openDetail}
        cells={CELLS}
        bulkPrompts={BULK_PROMPTS}
        actions={
          <>
            <CreateButton />
            <ObjectImportButton />
          </>
        }
      />
    </Box>
  );
}
