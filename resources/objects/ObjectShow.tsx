import ArrowBack from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useCanAccess, useGetOne, useTranslate } from 'react-admin';
import { Link, Navigate, useParams } from 'react-router-dom';
import type { ObjectDetail } from '../../schema/api/objects';
import { SectionLoading } from '../../src/forms';
import { ObjectActionsById } from './actions';
import { ApplicationLinkOf } from './ApplicationLinkSection';
import { OBJECT_KINDS, type ObjectKind } from './kinds';
import { ObjectSectionsOf, ObjectDetailLoader } from './ObjectDetailView';
import { ObjectEdit } from './ObjectEdit';

/** object type (as the server names it) -> the list screen it belongs to */
const KIND_OF_TYPE: Readonly<Record<string, ObjectKind>> = Object.fromEntries(
  Object.entries(OBJECT_KINDS).map(([kind, type]) => [type, kind as ObjectKind]),
);

function Heading({ id, actions }: { id: number; actions?: ReactNode }) {
  const translate = useTranslate();
  // shares the form's query: no second call
  const { data } = useGetOne<ObjectDetail>('objects', { id }, { retry: false });
  const kind = (data && KIND_OF_TYPE[data.type]) ?? 'apartments';
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
      <Button component={Link} to={`/objects/${kind}`} startIcon={<ArrowBack />} size="small">
        {translate('objects_back_to_list')}
      </Button>
      <Typography variant="h5" component="h1" sx={{ flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
        {data ? data.basics.title || data.basics.refNumber : translate('objects_detail_title')}
      </Typography>
      {actions && (
        <Box role="toolbar" aria-label={translate('objects_panel_toolbar')} sx={{ display: 'flex', gap: 1 }}>
          {actions}
        </Box>
      )}
    </Box>
  );
}

/**
 * An object's page: its edit form for those who may change objects, else the read-only detail;
 * `actions` are the object's actions beside its title.
 */
export function ObjectPage({ id, actions }: { id: number; actions?: ReactNode }) {
  const { canAccess, isPending } = useCanAccess({ resource: 'objects', action: 'edit' });
  return (
    <Paper component="article" sx={{ p: 2, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
      <Heading id={id} actions={actions} />
      {isPending ? (
        <SectionLoading rows={8} />
      ) : canAccess ? (
        <>
          <ApplicationLinkOf id={id} />
          <ObjectEdit id={id} columns={2} warnWhenUnsavedChanges />
          <ObjectSectionsOf id={id} />
        </>
      ) : (
        <ObjectDetailLoader id={id} />
      )}
    </Paper>
  );
}

/** An object's own page (/objects/{id}); a path that is not a number goes home. */
export function ObjectShow() {
  const { id = '' } = useParams();
  if (!/^\d{1,12}$/.test(id)) return <Navigate to="/" replace />;
  return <ObjectPage id={Number(id)} actions={<ObjectActionsById id={Number(id)} />} />;
}
