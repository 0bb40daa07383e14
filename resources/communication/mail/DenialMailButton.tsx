import { useTranslate } from 'react-admin';
import { MailDialogButton } from './MailDialogButton';

export interface DenialMailButtonProps {
  applicationId: number;
  apartmentId: number;
  /** the object, as the button's accessible name says it */
  objectName: string;
  /** when the dialog closes after a send: the application's offer and priorities changed */
  onSent?: () => void;
}

/**
 * "Send denial" for one apartment of an application (spec 2 section 7.5, manual-offer-denial):
 * the mail dialog with the denial's draft in the applicant's language; sending it also declines
 * the open offer of that apartment, or takes the apartment out of the priorities. Shown only to
 * those with shared_communication; the caller shows it only to those who may change the
 * application.
 */
export function DenialMailButton({ applicationId, apartmentId, objectName, onSent }: DenialMailButtonProps) {
  const translate = useTranslate();
  return (
    <MailDialogButton
      target={{ kind: 'denial', applicationId, apartmentId }}
      label="mail_dialog_deny"
      ariaLabel={translate('mail_dialog_deny_label', { object: objectName })}
      color="warning"
      onSent={onSent}
    />
  );
}
