import { useCallback } from 'react';
import { useTranslate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { useNotifyError } from './feedback';
import type { PendingUploads } from './pendingUploads';
import { submissionErrorsOf, type ServerErrorOptions, type SubmissionErrors } from './serverErrors';

export interface SubmitHandlerOptions {
  /** whether a server field path is one of the form's inputs */
  isField: (path: string) => boolean;
  serverErrors?: ServerErrorOptions;
  uploads: PendingUploads;
}

/** A refusal already shown as notifications: keeps the form unsaved (and guarded) without another notice. */
const SHOWN: SubmissionErrors = { root: { shown: 'shown' } };

/**
 * The submit of an engine form: refuses while an upload runs; runs `save`; a failure becomes the
 * form's errors (the server's field errors on the inputs with their parameters, the rest as one
 * notification, a conflict as the reload notice) or the error catalogue's notifications.
 */
export function useSubmitHandler(
  save: (values: FieldValues) => Promise<unknown> | unknown,
  { isField, serverErrors, uploads }: SubmitHandlerOptions,
): (values: FieldValues) => Promise<SubmissionErrors | undefined> {
  const translate = useTranslate();
  const notifyError = useNotifyError();
  return useCallback(
    async (values: FieldValues) => {
      if (uploads.count() > 0) return { root: { serverError: translate('forms_upload_pending') } };
      try {
        await save(values);
        return undefined;
      } catch (error) {
        const mapped = submissionErrorsOf(error, isField, translate, serverErrors);
        if (mapped) return mapped;
        notifyError(error);
        return SHOWN;
      }
    },
    [save, isField, serverErrors, uploads, translate, notifyError],
  );
}
