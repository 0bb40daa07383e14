/**
 * The form engine: forms declared as data (field specs) on react-admin's Form and its own inputs,
 * checked by the shared zod rules of schema/, with the server's refusals on the inputs, the
 * conflict notice, the unsaved-changes question and one section and feedback kit.
 */
export { ActionButton, FormSaveButton, FormSubmitButton, type ActionButtonProps } from './buttons';
export {
  dataOf,
  SignedOutError,
  useNotifyError,
  useNotifySuccess,
  useProviderMutation,
  useProviderQuery,
  useProviderSubmit,
  type ProviderMutationOptions,
} from './feedback';
export { fieldErrorsOf } from './fieldErrors';
export { FormSchemaContext, useFieldHints } from './fieldHints';
export { hintsAt, hintsOf, schemaAt, withHints, type FieldHints } from './schemaHints';
export { FieldInput, FieldInputs } from './FieldInput';
export {
  specPaths,
  type ArraySpec,
  type Choice,
  type ChoiceSpec,
  type FieldKind,
  type FieldSpec,
  type MoneySpec,
  type NumberSpec,
  type ReferenceSpec,
  type RemoteSpec,
  type SimpleSpec,
  type SpecOf,
  type TagsSpec,
  type TextSpec,
  type UploadSpec,
} from './fieldSpec';
export { ConflictNotice, FormRefusal, useNotifyInvalidForm } from './FormNotices';
export { FormSection, LoadFailed, QueryContent, SectionLoading, type FormSectionProps } from './FormSection';
export { formMessage, readFormMessage, type FormMessage } from './messages';
export { RenderLater } from './RenderLater';
export {
  PendingUploadsProvider,
  usePendingUploads,
  useUploadCounter,
  type PendingUploads,
} from './pendingUploads';
export { SchemaCreate, SchemaEdit } from './SchemaEdit';
export { SchemaForm, type FormAttributes, type SchemaFormProps } from './SchemaForm';
export {
  declaredPath,
  fieldTest,
  isRecordChanged,
  submissionErrorsOf,
  type ServerErrorOptions,
  type SubmissionErrors,
} from './serverErrors';
export {
  ConfirmDiscardDialog,
  TrackUnsavedInput,
  UnsavedChangesGuard,
  useConfirmDiscard,
  useSidepanelDiscardGuard,
} from './UnsavedChanges';
export { usePhoneText } from './usePhoneText';
export { useProjectSettings } from './useProjectSettings';
export { useSettingsEdit, type SettingsEditOptions } from './useSettingsEdit';
export { useSubmitHandler, type SubmitHandlerOptions } from './useSubmitHandler';
export { zodResolver, type ZodResolverOptions } from './zodResolver';
