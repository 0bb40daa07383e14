/** The mail dialog: template list -> editor -> preview -> send, for bulk and single mail. */
export { ApplicationMailPrompt, bulkMailPrompt } from './BulkMailPrompt';
export { MailDialog, type MailDialogProps } from './MailDialog';
export {
  canSend,
  hasMixedLanguages,
  MIXED_LANGUAGES_MESSAGE,
  type MailDraft,
  type MailStep,
  type MailTarget,
} from './mailDialogModel';
export { WriteMailButton } from './WriteMailButton';
