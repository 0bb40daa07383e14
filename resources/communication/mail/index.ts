/** The mail dialog: template list -> editor -> preview -> send, for bulk and single mail. */
export {
  APPLICATION_MAIL_PROMPTS,
  bulkMailPrompt,
  referenceMailPrompt,
  viewingMailPrompt,
} from './BulkMailPrompt';
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
export { DenialMailButton, type DenialMailButtonProps } from './DenialMailButton';
export { MailDialogButton, type MailDialogButtonProps } from './MailDialogButton';
