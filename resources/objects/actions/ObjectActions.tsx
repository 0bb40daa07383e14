import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import EventBusyOutlined from '@mui/icons-material/EventBusyOutlined';
import HowToRegOutlined from '@mui/icons-material/HowToRegOutlined';
import LockOpenOutlined from '@mui/icons-material/LockOpenOutlined';
import PersonSearchOutlined from '@mui/icons-material/PersonSearchOutlined';
import PhotoLibraryOutlined from '@mui/icons-material/PhotoLibraryOutlined';
import SellOutlined from '@mui/icons-material/SellOutlined';
import Box from '@mui/material/Box';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useState, type ReactElement } from 'react';
import { useCanAccess, useGetOne, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { ObjectDetail } from '../../../schema/api/objects';
import { advertisable } from '../../../schema/marketing';
import { useSidepanel } from '../../../src/layout/sidepanel';
import { DeleteObjectDialog } from './DeleteObjectDialog';
import { GuardedButton } from './GuardedButton';
import {
  deleteRefusal,
  listPathOf,
  objectName,
  refreshObjects,
  stateActionsFor,
  stateDetailPath,
  type StateActionName,
} from './objectActionsModel';
import { PostingButton } from './PostingButton';
import { StateActionDialog } from './StateActionDialog';
import { STATE_ACTION_FORMS } from './stateActionForms';
import { StateDetailDialog } from './StateDetailDialog';

// the media modals load when first opened
const ObjectImagesDialog = lazy(() =>
  import('../media/ObjectImagesDialog').then((module) => ({ default: module.ObjectImagesDialog })),
);
const ObjectDocumentsDialog = lazy(() =>
  import('../media/ObjectDocumentsDialog').then((module) => ({ default: module.ObjectDocumentsDialog })),
);

const ACTION_ICONS: Record<StateActionName, ReactElement> = {
  terminate: <EventBusyOutlined />,
  setToRented: <HowToRegOutlined />,
  setToSold: <SellOutlined />,
  free: <LockOpenOutlined />,
};

/** A refusal key of schema/states.ts as the key of its text here. */
const refusalText = (key: string | null) => (key === null ? null : `objectEdit_refusal_${key}`);

type Open =
  { kind: 'images' | 'documents' | 'detail' | 'delete' } | { kind: 'state'; action: StateActionName } | null;

export interface ObjectActionsProps {
  record: ObjectDetail;
  /** after the object was deleted; by default its sidepanel closes, or its page goes back to the list */
  onDeleted?: () => void;
}

/**
 * The toolbar of an object's sidepanel and page: images, documents, flyer and business card, the
 * state actions its state allows (spec 1 section 4), who it is bound to, and delete. Changes need
 * object_write (react-admin's canAccess for editing objects); after any change the record and
 * the object lists load again.
 */
export function ObjectActions({ record, onDeleted }: ObjectActionsProps) {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { panel, closePanel } = useSidepanel();
  const { canAccess: canWrite } = useCanAccess({ resource: 'objects', action: 'edit' });
  const { canAccess: canAdvertise } = useCanAccess({ resource: 'marketing', action: 'list' });
  const [open, setOpen] = useState<Open>(null);
  const close = useCallback(() => setOpen(null), []);
  const refresh = useCallback(() => void refreshObjects(queryClient), [queryClient]);
  const detailPath = stateDetailPath(record);
  const title = objectName(record);

  const deleted = () => {
    if (onDeleted) onDeleted();
    else if (panel && panel.id === record.id) closePanel({ discard: true });
    else navigate(listPathOf(record.type));
  };

  return (
    <Box
      role="group"
      aria-label={translate('objectEdit_actions', { title })}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}
    >
      {canWrite && (
        <>
          <GuardedButton
            label="objectEdit_action_images"
            startIcon={<PhotoLibraryOutlined />}
            onClick={() => setOpen({ kind: 'images' })}
          />
          <GuardedButton
            label="objectEdit_action_documents"
            startIcon={<DescriptionOutlined />}
            onClick={() => setOpen({ kind: 'documents' })}
          />
        </>
      )}
      {canAdvertise && advertisable(record) && (
        <GuardedButton
          label="objectEdit_action_ad"
          startIcon={<CampaignOutlined />}
          onClick={() => navigate(`/marketing/${record.id}`)}
        />
      )}
      <PostingButton objectId={record.id} type="flyer" />
      <PostingButton objectId={record.id} type="business_card" />
      {detailPath && (
        <GuardedButton
          label={`objectEdit_detail_button_${record.progress_state}`}
          startIcon={<PersonSearchOutlined />}
          onClick={() => setOpen({ kind: 'detail' })}
        />
      )}
      {canWrite &&
        stateActionsFor(record).map(({ action, refusal }) => (
          <GuardedButton
            key={action}
            label={STATE_ACTION_FORMS[action].label}
            refusal={refusalText(refusal)}
            startIcon={ACTION_ICONS[action]}
            onClick={() => setOpen({ kind: 'state', action })}
          />
        ))}
      {canWrite && (
        <GuardedButton
          label="objectEdit_action_delete"
          refusal={refusalText(deleteRefusal(record))}
          color="error"
          startIcon={<DeleteOutline />}
          onClick={() => setOpen({ kind: 'delete' })}
        />
      )}

      <Suspense fallback={null}>
        {open?.kind === 'images' && (
          <ObjectImagesDialog objectId={record.id} title={title} onClose={close} onSaved={refresh} />
        )}
        {open?.kind === 'documents' && (
          <ObjectDocumentsDialog objectId={record.id} title={title} onClose={close} onSaved={refresh} />
        )}
      </Suspense>
      {open?.kind === 'detail' && <StateDetailDialog record={record} onClose={close} />}
      {open?.kind === 'state' && <StateActionDialog record={record} action={open.action} onClose={close} />}
      {open?.kind === 'delete' && <DeleteObjectDialog record={record} onClose={close} onDeleted={deleted} />}
    </Box>
  );
}

/**
 * The toolbar of object `id` where only the id is at hand (a panel's or page's `actions` slot):
 * the record comes from react-admin's getOne query the form shares, so nothing is asked twice.
 */
export function ObjectActionsById({ id, onDeleted }: { id: number; onDeleted?: () => void }) {
  const { data } = useGetOne<ObjectDetail>('objects', { id }, { retry: false });
  return data ? <ObjectActions record={data} onDeleted={onDeleted} /> : null;
}
