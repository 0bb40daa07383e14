import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { statusOf, uploadNotifications, type AppDataProvider } from '../../../dataProvider';
import type { ObjectFilesSetup } from '../../../schema/api/objects';
import { fieldErrorsOf, useNotifyError, useNotifySuccess } from '../../../src/forms';
import {
  addDocuments,
  categoryErrors,
  droppedUploads,
  hasChanges,
  initialDocuments,
  rebase,
  removeDocument,
  rowErrorsOf,
  savePayload,
  setCategory,
  type DocumentsState,
} from './documentModel';
import { DocumentRows } from './DocumentRows';
import { MediaDialog, MediaSetup, useRemoveUploads } from './MediaDialog';
import { UploadArea } from './UploadArea';
import { useUploadRun } from './useUploadRun';

export const documentsQueryKey = (id: number) => ['objectMedia', 'documents', id] as const;

export interface ObjectDocumentsDialogProps {
  objectId: number;
  /** the object's name, for the heading */
  title: string;
  onClose: () => void;
  onSaved?: () => void;
}

function DocumentsEditor({
  objectId,
  title,
  setup,
  reload,
  onClose,
  onSaved,
}: ObjectDocumentsDialogProps & {
  setup: ObjectFilesSetup;
  reload: () => Promise<ObjectFilesSetup | undefined>;
}) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notifyError = useNotifyError();
  const notifySuccess = useNotifySuccess();
  const removeUploads = useRemoveUploads();
  const upload = useUploadRun();
  const [state, setState] = useState<DocumentsState>(() => initialDocuments(setup.files));
  /** the server's refusals of the last save, by the url of the row they name */
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [changedMeanwhile, setChangedMeanwhile] = useState(false);
  const ruleErrors = categoryErrors(state);
  const blocked = Object.keys(ruleErrors).length > 0;
  const errors: Record<number, string> = {};
  state.rows.forEach((row, index) => {
    const error = ruleErrors[index] ?? serverErrors[row.url];
    if (error) errors[index] = error;
  });

  const forget = (url: string) => setServerErrors(({ [url]: _gone, ...rest }) => rest);

  const pick = (files: File[]) => {
    void upload
      .run(async ({ onProgress, signal }) => {
        const { data } = await dataProvider.uploadObjectFiles(files, {
          onProgress,
          signal,
          rules: setup.details,
        });
        return {
          result: data.uploaded,
          messages: uploadNotifications(data, translate).map((notice) => notice.message),
        };
      })
      .then((uploaded) => {
        if (uploaded && uploaded.length > 0) setState((current) => addDocuments(current, uploaded));
      });
  };

  const save = async () => {
    if (blocked) return;
    try {
      await dataProvider.saveObjectFiles(objectId, savePayload(state));
    } catch (error) {
      const status = statusOf(error);
      const rows = rowErrorsOf(fieldErrorsOf(error));
      if (Object.keys(rows).length > 0) {
        setServerErrors(
          Object.fromEntries(
            Object.entries(rows).flatMap(([index, key]) => {
              const row = state.rows[Number(index)];
              return row ? [[row.url, key]] : [];
            }),
          ),
        );
        return;
      }
      if (status !== 409) {
        notifyError(error);
        return;
      }
      const fresh = await reload();
      if (fresh) setState((current) => rebase(current, fresh.files));
      setServerErrors({});
      setChangedMeanwhile(true);
      return;
    }
    removeUploads(droppedUploads(state));
    notifySuccess(undefined, 'objectEdit_documents_saved');
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
      title={translate('objectEdit_documents_title', { title })}
      dirty={hasChanges(state) || upload.busy}
      canSave={hasChanges(state) && !upload.busy && !blocked}
      onSave={save}
      onCancel={cancel}
      note={
        blocked ? (
          <Typography variant="body2" color="error" role="status" sx={{ mr: 'auto' }}>
            {translate('objectEdit_documents_blocked')}
          </Typography>
        ) : undefined
      }
    >
      {changedMeanwhile && (
        <Alert severity="warning" onClose={() => setChangedMeanwhile(false)}>
          {translate('objectEdit_documents_changed')}
        </Alert>
      )}
      <UploadArea
        pickLabel="objectEdit_documents_pick"
        hint={translate('objectEdit_documents_drop', {
          types: setup.details.allowedFileTypes.join(', '),
          max: setup.details.maxFileSize,
        })}
        types={setup.details.allowedFileTypes}
        progress={upload.progress}
        messages={upload.messages}
        onFiles={pick}
      >
        {state.rows.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {translate('objectEdit_documents_none')}
          </Typography>
        ) : (
          <DocumentRows
            rows={state.rows}
            choices={setup.fileChoices}
            errors={errors}
            disabled={upload.busy}
            onCategory={(url, category) => {
              forget(url);
              setState((current) => setCategory(current, url, category));
            }}
            onRemove={(url) => {
              forget(url);
              setState((current) => removeDocument(current, url));
            }}
          />
        )}
      </UploadArea>
    </MediaDialog>
  );
}

/**
 * The documents modal of an object (spec 1 sections 3 and 5): its documents with their category,
 * new ones uploaded on pick with progress; every document needs a category and no category may
 * be given twice — Save stays blocked and the rows are marked until that holds; the server's
 * refusals show on their rows. Cancel removes this session's uploads. Mount it to open it.
 */
export function ObjectDocumentsDialog(props: ObjectDocumentsDialogProps) {
  const translate = useTranslate();
  return (
    <MediaSetup
      queryKey={documentsQueryKey(props.objectId)}
      load={(dataProvider) => dataProvider.getObjectFiles(props.objectId)}
      title={translate('objectEdit_documents_title', { title: props.title })}
      onClose={props.onClose}
    >
      {(setup, reload) => <DocumentsEditor {...props} setup={setup} reload={reload} />}
    </MediaSetup>
  );
}
