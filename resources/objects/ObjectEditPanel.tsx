import ArrowForward from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { useMemo, type ReactNode } from 'react';
import { useCanAccess, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { SectionLoading, useSidepanelDiscardGuard } from '../../src/forms';
import { ObjectSectionsOf, ObjectDetailLoader } from './ObjectDetailView';
import { ObjectEdit } from './ObjectEdit';
import { ApplicationLinkOf } from './ApplicationLinkSection';

export interface ObjectEditPanelProps {
  id: number;
  /** the resource of the list the panel was opened from (`objects`): its lists load again after a save */
  listResource: string;
  /** the object's actions (state changes, media, flyer, delete), in the panel's toolbar */
  actions?: ReactNode;
}

/**
 * An object in the sidepanel: a toolbar with the object's actions and an arrow to its own page,
 * then its edit form (read only for those who may not change objects). Closing the panel, opening
 * another row, Back or leaving the page with unsaved input asks first (the sidepanel's guard).
 */
export function ObjectEditPanel({ id, listResource, actions }: ObjectEditPanelProps) {
  const translate = useTranslate();
  const { canAccess, isPending } = useCanAccess({ resource: 'objects', action: 'edit' });
  const lists = useMemo(() => [listResource], [listResource]);
  const { unsaved, confirmation } = useSidepanelDiscardGuard();

  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <Box
        role="toolbar"
        aria-label={translate('objects_panel_toolbar')}
        sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', justifyContent: 'flex-end' }}
      >
        {actions}
        <IconButton component={Link} to={`/objects/${id}`} aria-label={translate('objects_open_record')}>
          <ArrowForward />
        </IconButton>
      </Box>
      {isPending ? (
        <SectionLoading rows={6} />
      ) : canAccess ? (
        <>
          <ApplicationLinkOf id={id} />
          <ObjectEdit id={id} columns={1} unsaved={unsaved} lists={lists} />
          <ObjectSectionsOf id={id} />
        </>
      ) : (
        <ObjectDetailLoader id={id} />
      )}
      {confirmation}
    </Box>
  );
}
