import AddOutlined from '@mui/icons-material/AddOutlined';
import Button from '@mui/material/Button';
import { useListContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { TableData } from '../../schema/api/tableData';

/** Where the create button of a list leads: the building form, or the creation wizard of the list's kind. */
export function createPathOf(type: string): string {
  return type === 'buildings' ? '/buildings/create' : `/objects/create/${encodeURIComponent(type)}`;
}

/**
 * The list's create button ("Objekt erfassen", "Liegenschaft erfassen"), shown when the table data
 * offers it (`createNew`: the server sets it for those who may write objects).
 */
export function CreateButton() {
  const translate = useTranslate();
  const { meta } = useListContext();
  const createNew = (meta as TableData | undefined)?.createNew;
  if (!createNew?.enabled) return null;
  return (
    <Button
      component={Link}
      to={createPathOf(createNew.type)}
      variant="contained"
      size="small"
      startIcon={<AddOutlined />}
    >
      {translate(createNew.type === 'buildings' ? 'buildings_create' : 'objects_create')}
    </Button>
  );
}
