import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { checkUploadFiles, statusOf, uploadNotifications, type AppDataProvider } from '../../../dataProvider';
import type { ObjectImagesSetup } from '../../../schema/api/objects';
import { useNotifyError, useNotifySuccess } from '../../../src/forms';
import { useProjectSettings } from '../../../src/forms/useProjectSettings';
import { ImageGrid } from './ImageGrid';
import {
  addUploads,
  droppedUploads,
  hasChanges,
  initialImages,
  moveImage,
  rebase,
  removeImage,
  roomFor,
  savePayload,
  type ImagesState,
} from './imageModel';
import { MediaDialog, MediaSetup, useRemoveUploads } from './MediaDialog';
import { UploadArea } from './UploadArea';
import { useUploadRun } from './useUploadRun';

export const imagesQueryKey = (id: number) => ['objectMedia', 'images', id] as const;

export interface ObjectImagesDialogProps {
  objectId: number;
  /** the object's name, for the heading */
  title: string;
  onClose: () => void;
  /** after a save: the record and lists show the new images */
  onSaved?: () => void;
}

function ImagesEditor({
  objectId,
  title,
  setup,
  reload,
  onClose,
  onSaved,
}: ObjectImagesDialogProps & {
  setup: ObjectImagesSetup;
  reload: () => Promise<ObjectImagesSetup | undefined>;
}) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const project = useProjectSettings();
  const notifyError = useNotifyError();
  const notifySuccess = useNotifySuccess();
  const removeUploads = useRemoveUploads();
  const upload = useUploadRun();
  const [state, setState] = useState<ImagesState>(() => initialImages(setup.images));
  const [changedMeanwhile, setChangedMeanwhile] = useState(false);
  const max = setup.maxNumObjectImages;
  const types =
    setup.allowedImageTypes.length > 0 ? setup.allowedImageTypes : (project?.allowedImageTypes ?? []);
  const rules = { allowedFileTypes: types, maxFileSize: project?.maxFileSize ?? Number.POSITIVE_INFINITY };
  const full = roomFor(state, max) === 0;

  const pick = (files: File[]) => {
    const { accepted, refused } = checkUploadFiles(files, rules);
    const room = roomFor(state, max);
    const taken = accepted.slice(0, room);
    const before = uploadNotifications({ status: 'error', uploaded: [], errors: [], refused }, translate).map(
      (notice) => notice.message,
    );
    if (accepted.length > taken.length) {
      before.push(
        translate('objectEdit_images_surplus', { max, smart_count: accepted.length - taken.length }),
      );
    }
    if (taken.length === 0) {
      upload.setMessages(before);
      return;
    }
    void upload
      .run(async ({ onProgress, signal }) => {
        const { data } = await dataProvider.uploadObjectImages(taken, { onProgress, signal, rules });
        const notices = uploadNotifications({ ...data, uploaded: [], refused: data.refused }, translate);
        return { result: data.uploaded, messages: notices.map((notice) => notice.message) };
      }, before)
      .then((uploaded) => {
        if (uploaded && uploaded.length > 0) setState((current) => addUploads(current, uploaded, max));
      });
  };

  const save = async () => {
    try {
      await dataProvider.saveObjectImages(objectId, savePayload(state));
    } catch (error) {
      if (statusOf(error) !== 409) {
        notifyError(error);
        return;
      }
      const fresh = await reload();
      if (fresh) setState((current) => rebase(current, fresh.images, fresh.maxNumObjectImages));
      setChangedMeanwhile(true);
      return;
    }
    removeUploads(droppedUploads(state));
    notifySuccess(undefined, 'objectEdit_images_saved');
    onSaved?.();
    onClose();
  };

  const cancel = () => {
    upload.abort();
    removeUploads(state.uploaded);
    onClose();
  };

  return (
    <MediaDialog
      title={translate('objectEdit_images_title', { title })}
      dirty={hasChanges(state) || upload.busy}
      canSave={hasChanges(state) && !upload.busy}
      onSave={save}
      onCancel={cancel}
    >
      {changedMeanwhile && (
        <Alert severity="warning" onClose={() => setChangedMeanwhile(false)}>
          {translate('objectEdit_images_changed')}
        </Alert>
      )}
      <UploadArea
        pickLabel="objectEdit_images_pick"
        hint={translate('objectEdit_images_drop', { types: types.join(', ') })}
        count={translate('objectEdit_images_count', { count: state.images.length, max })}
        types={types}
        disabled={full}
        progress={upload.progress}
        messages={upload.messages}
        onFiles={pick}
      >
        {state.images.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {translate('objectEdit_images_none')}
          </Typography>
        ) : (
          <ImageGrid
            images={state.images}
            disabled={upload.busy}
            onMove={(from, to) => setState((current) => moveImage(current, from, to))}
            onRemove={(key) => setState((current) => removeImage(current, key))}
          />
        )}
      </UploadArea>
    </MediaDialog>
  );
}

/**
 * The image upload modal of an object (spec 1 sections 2, 4, 5): the images in their order (the
 * first is the main image) as thumbnails, the count against the project's limit, uploads on pick
 * with progress, reordering by drag and keyboard, removal; Save sends the removed ids and the
 * complete ordered list, Cancel removes this session's uploads. Mount it to open it; it loads the
 * images afresh each time.
 */
export function ObjectImagesDialog(props: ObjectImagesDialogProps) {
  const translate = useTranslate();
  return (
    <MediaSetup
      queryKey={imagesQueryKey(props.objectId)}
      load={(dataProvider) => dataProvider.getObjectImages(props.objectId)}
      title={translate('objectEdit_images_title', { title: props.title })}
      onClose={props.onClose}
    >
      {(setup, reload) => <ImagesEditor {...props} setup={setup} reload={reload} />}
    </MediaSetup>
  );
}
