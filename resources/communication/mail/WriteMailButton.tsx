import { MailDialogButton } from './MailDialogButton';

/**
 * "Write mail" on an application: the mail dialog for that one application, to the adult chosen
 * in it. Shown only to those with shared_communication.
 */
export function WriteMailButton({ applicationId, onSent }: { applicationId: number; onSent?: () => void }) {
  return (
    <MailDialogButton
      target={{ kind: 'direct', applicationId }}
      label="mail_dialog_write_mail"
      onSent={onSent}
    />
  );
}
