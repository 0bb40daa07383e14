import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { errorNotifications, type AppDataProvider } from '../../../dataProvider';
import type { ImportTemplateFormat } from '../../../dataProvider/objectMethods';
import type { ObjectImportPreview, ObjectImportResult } from '../../../schema/api/objects';
import type { ObjectType } from '../../../schema/objects';
import { ActionButton, useNotifyError } from '../../../src/forms';
import { UploadArea } from '../media/UploadArea';
import { useFullScreen } from '../media/useFullScreen';
import { useUploadRun } from '../media/useUploadRun';
import { ImportErrorsTable } from './ImportErrorsTable';
import { refreshObjects } from './objectActionsModel';

const SHEET_TYPES = ['xlsx', 'csv'];

type Step =
  | { kind: 'pick' }
  | { kind: 'preview'; preview: ObjectImportPreview; error: string | null }
  | { kind: 'importing'; preview: ObjectImportPreview }
  | { kind: 'done'; result: ObjectImportResult };

/**
 * The object import (spec 2 section 7.7): the template (xlsx or csv), a sheet uploaded with
 * progress, the preview (rows to create, every refused row with row, column and reason), the
 * import of the valid rows (no timeout) and its result. A sheet the server cannot read shows its
 * message. After an import the object lists load again. Mount it to open it.
 */
export function ObjectImportDialog({ type, onClose }: { type: ObjectType; onClose: () => void }) {
  const translate = useTranslate();
  const titleId = useId();
  const fullScreen = useFullScreen();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notifyError = useNotifyError();
  const upload = useUploadRun();
  const [step, setStep] = useState<Step>({ kind: 'pick' });
  const busy = upload.busy || step.kind === 'importing';

  const template = (format: ImportTemplateFormat) => async () => {
    try {
      await dataProvider.downloadImportTemplate(type, format);
    } catch (error) {
      notifyError(error);
    }
  };

  const pick = (files: File[]) => {
    const [file] = files;
    if (!file) return;
    void upload
      .run(async ({ onProgress, signal }) => {
        const { data } = await dataProvider.previewObjectImport(type, file, { onProgress, signal });
        return { result: data, messages: [] };
      })
      .then((preview) => {
        if (preview) setStep({ kind: 'preview', preview, error: null });
      });
  };

  const runImport = async (preview: ObjectImportPreview) => {
    setStep({ kind: 'importing', preview });
    try {
      const { data } = await dataProvider.importObjects(type, preview.file);
      setStep({ kind: 'done', result: data });
      void refreshObjects(queryClient);
    } catch (error) {
      const message = errorNotifications(error, translate)[0]?.message ?? null;
      setStep({ kind: 'preview', preview, error: message });
    }
  };

  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="md"
    >
      <DialogTitle id={titleId}>{translate(`objectEdit_import_title_${type}`)}</DialogTitle>
      <DialogContent dividers sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
        {step.kind === 'pick' && (
          <>
            <DialogContentText>{translate('objectEdit_import_intro')}</DialogContentText>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
              <ActionButton
                label="objectEdit_import_template_xlsx"
                variant="text"
                onAction={template('xlsx')}
              />
              <ActionButton
                label="objectEdit_import_template_csv"
                variant="text"
                onAction={template('csv')}
              />
            </Box>
            <UploadArea
              pickLabel="objectEdit_import_pick"
              hint={translate('objectEdit_import_drop')}
              types={SHEET_TYPES}
              multiple={false}
              progress={upload.progress}
              messages={upload.messages}
              onFiles={pick}
            />
          </>
        )}
        {(step.kind === 'preview' || step.kind === 'importing') && (
          <>
            <Alert severity={step.preview.valid > 0 ? 'info' : 'warning'} role="status">
              {translate('objectEdit_import_valid', { smart_count: step.preview.valid })}{' '}
              {step.preview.invalid > 0 &&
                translate('objectEdit_import_invalid', { smart_count: step.preview.invalid })}
            </Alert>
            {step.kind === 'preview' && step.error && (
              <Alert severity="error" role="alert">
                {step.error}
              </Alert>
            )}
            {step.kind === 'importing' && (
              <LinearProgress aria-label={translate('objectEdit_import_running')} />
            )}
            {step.preview.errors.length > 0 && (
              <ImportErrorsTable
                errors={step.preview.errors}
                label={translate('objectEdit_import_refused_rows')}
              />
            )}
          </>
        )}
        {step.kind === 'done' && (
          <>
            <Alert severity="success" role="status">
              {step.result.message ||
                translate('objectEdit_import_done', { smart_count: step.result.created })}
            </Alert>
            {step.result.refused.length > 0 && (
              <>
                <Typography variant="subtitle2" component="h3">
                  {translate('objectEdit_import_refused_rows')}
                </Typography>
                <ImportErrorsTable
                  errors={step.result.refused}
                  label={translate('objectEdit_import_refused_rows')}
                />
              </>
            )}
          </>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {step.kind === 'preview' && (
          <Button onClick={() => setStep({ kind: 'pick' })} sx={{ mr: 'auto' }}>
            {translate('objectEdit_import_other_sheet')}
          </Button>
        )}
        <Button onClick={onClose} disabled={busy}>
          {translate(step.kind === 'done' ? 'ra.action.close' : 'ra.action.cancel')}
        </Button>
        {(step.kind === 'preview' || step.kind === 'importing') && (
          <Button
            variant="contained"
            loading={step.kind === 'importing'}
            disabled={step.preview.valid === 0}
            onClick={() => {
              if (step.kind === 'preview') void runImport(step.preview);
            }}
          >
            {translate('objectEdit_import_run', { smart_count: step.preview.valid })}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
