import ArrowForward from '@mui/icons-material/ArrowForward';
import IconButton from '@mui/material/IconButton';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { ObjectDetailLoader } from './ObjectDetailView';

/** The sidepanel key of the object detail. */
export const OBJECT_DETAIL_PANEL = 'ObjectDetail';

/** The object detail in the sidepanel, with an arrow to the object's own page. */
export function ObjectDetailPanel({ id }: { id: number }) {
  const translate = useTranslate();
  return (
    <ObjectDetailLoader
      id={id}
      actions={() => (
        <IconButton component={Link} to={`/objects/${id}`} aria-label={translate('objects_open_record')}>
          <ArrowForward />
        </IconButton>
      )}
    />
  );
}
