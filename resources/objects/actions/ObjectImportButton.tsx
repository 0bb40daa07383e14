import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Button from '@mui/material/Button';
import { lazy, Suspense, useState } from 'react';
import { useCanAccess, useResourceContext, useTranslate } from 'react-admin';
import { isObjectType, type ObjectType } from '../../../schema/objectTypes';

// the import dialog loads when first opened
const ObjectImportDialog = lazy(() =>
  import('./ObjectImportDialog').then((module) => ({ default: module.ObjectImportDialog })),
);

/** The object type of a list path (`objects/apartments`, `sales/objects/plot`), or null (buildings). */
export function objectTypeOfList(resource: string | undefined): ObjectType | null {
  const last = resource?.replace(/\/+$/, '').split('/').pop() ?? '';
  return resource && /^(sales\/)?objects\//.test(resource) && isObjectType(last) ? last : null;
}

/**
 * The import of a list's toolbar: opens the import dialog for objects of `type` (the server's
 * object type: apartments, parkingspace, other, craft, plot), by default the type of the list it
 * sits in (nothing in the building list). Shown to those who may change objects.
 */
export function ObjectImportButton({ type: given }: { type?: ObjectType }) {
  const translate = useTranslate();
  const listType = objectTypeOfList(useResourceContext());
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
