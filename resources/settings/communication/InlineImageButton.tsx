import ImageOutlined from '@mui/icons-material/ImageOutlined';
import ToggleButton from '@mui/material/ToggleButton';
// the editor's setImage command (the image extension is part of the editor's defaults)
import type {} from '@tiptap/extension-image';
import { useTiptapEditor } from 'ra-input-rich-text';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { checkUploadFiles, type AppDataProvider } from '../../../dataProvider';
import { dataOf, useNotifyError, usePendingUploads, useProjectSettings } from '../../../src/forms';
import { IMAGE_PENDING, useInlineUploads } from './inlineUploads';

const altOf = (name: string): string => name.replace(/\.[^.]+$/, '').slice(0, 120);

/**
 * The editor's image button: picks one image, uploads it (POST ckeditor-image-upload: the
 * project's image types and size) and puts it at the cursor. While it uploads, the editor is
 * invalid and its form is not saved; leaving the form cancels the upload.
 */
export function InlineImageButton({ source, onBusy }: { source: string; onBusy: (busy: boolean) => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const editor = useTiptapEditor();
  const dataProvider = useDataProvider<AppDataProvider>();
  const project = useProjectSettings();
  const formUploads = usePendingUploads();
  const inlineUploads = useInlineUploads();
  const { setError, clearErrors, getFieldState } = useFormContext();
  const picker = useRef<HTMLInputElement>(null);
  const running = useRef<Set<AbortController>>(new Set());
  const [busy, setBusy] = useState(0);

  useEffect(() => {
    const controllers = running.current;
    return () => controllers.forEach((controller) => controller.abort());
  }, []);
  useEffect(() => onBusy(busy > 0), [busy, onBusy]);

  const types = project?.allowedImageTypes;
  const accept = types?.length ? types.map((type) => `.${type.replace(/^\./, '')}`).join(',') : 'image/*';
  const label = translate('mail_settings_insert_image');

  const finish = (controller: AbortController) => {
    running.current.delete(controller);
    inlineUploads.end(source);
    formUploads.end();
    setBusy((count) => count - 1);
    if (!inlineUploads.paths().includes(source) && getFieldState(source).error?.message === IMAGE_PENDING) {
      clearErrors(source);
    }
  };

  const upload = async (file: File) => {
    const rules =
      project && types ? { allowedFileTypes: types, maxFileSize: project.maxFileSize } : undefined;
    const refusal = checkUploadFiles([file], rules).refused[0];
    if (refusal) {
      const reason = translate(refusal.messageKey, { _: refusal.messageKey, ...refusal.params });
      notify('mail_settings_image_refused', { type: 'error', messageArgs: { name: file.name, reason } });
      return;
    }
    const controller = new AbortController();
    running.current.add(controller);
    inlineUploads.begin(source);
    formUploads.begin();
    setBusy((count) => count + 1);
    setError(source, { type: 'pending', message: IMAGE_PENDING });
    try {
      const { url } = dataOf(await dataProvider.uploadInlineImage(file, controller.signal));
      if (controller.signal.aborted) return;
      finish(controller);
      if (editor && !editor.isDestroyed) {
        editor
          .chain()
          .focus()
          .setImage({ src: url, alt: altOf(file.name) })
          .run();
      }
      return;
    } catch (error) {
      if (!controller.signal.aborted) notifyError(error);
    }
    finish(controller);
  };

  const picked = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) void upload(file);
  };

  return (
    <>
      <ToggleButton
        value="image"
        size="small"
        aria-label={label}
        title={label}
        disabled={!editor || !editor.isEditable}
        onClick={() => picker.current?.click()}
      >
        <ImageOutlined fontSize="inherit" />
      </ToggleButton>
      <input
        ref={picker}
        type="file"
        accept={accept}
        hidden
        tabIndex={-1}
        aria-hidden="true"
        data-testid={`inline-image-${source}`}
        onChange={picked}
      />
    </>
  );
}
