import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Button from '@mui/material/Button';
import { lazy, Suspense, useState } from 'react';
import { useCanAccess, useResourceContext, useTranslate } from 'react-admin';
import type { ListMeta } from '../../../schema/listPaths';
import { isObjectType, type ObjectType } from '../../../schema/objectTypes';
import { useListMeta } from '../../../src/list';

// the import dialog loads when first opened
const ObjectImportDialog = lazy(() =>
  import('./ObjectImportDialog').then((module) => ({ default: module.ObjectImportDialog })),
);

/** The object type of a list (`objects` with meta `{ kind: 'plot' }`), or null (buildings). */
export function objectTypeOfList(
  resource: string | undefined,
  meta: ListMeta | undefined,
): ObjectType | null {
  const kind = meta?.kind ?? '';
  return resource === 'objects' && isObjectType(kind) ? kind : null;
}

/**
 * The import of a list's toolbar: opens the import dialog for objects of `type` (the server's
 * object type: apartments, parkingspace, other, craft, plot), by default the type of the list it
 * sits in (nothing in the building list). Shown to those who may change objects.
 */
export function ObjectImportButton({ type: given }: { type?: ObjectType }) {
  const translate = useTranslate();
  const listType = objectTypeOfList(useResourceContext(), useListMeta());
  const { canAccess } = useCanAccess({ resource: 'objects', action: 'create' });
  const [open, setOpen] = useState(false);
  const type = given ?? listType;
  if (!canAccess || type === null) return null;
  return (
    <>
      <Button size="small" startIcon={<UploadFileOutlined />} onClick={() => setOpen(true)}>
        {translate('objectEdit_import_button')}
      </Button>
      <Suspense fallback={null}>
        {open && <ObjectImportDialog type={type} onClose={() => setOpen(false)} />}
      </Suspense>
    </>
  );
}
