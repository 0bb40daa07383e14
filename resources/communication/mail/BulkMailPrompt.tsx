import { useEffect, useState } from 'react';
import { useNotify } from 'react-admin';
import type { BulkPromptProps } from '../../../src/list';
import type { MailView, ReferenceType } from '../../../schema/api/communication';
import type { MailTarget } from './mailDialogModel';
import { hasMixedLanguages, MIXED_LANGUAGES_MESSAGE } from './mailLanguages';
import { MailDialogOnDemand } from './MailDialogOnDemand';

/**
 * The `sendMail` bulk option of a list: opens the mail dialog for the picked rows. Rows of
 * different languages are refused before it opens (spec 1 section 5). The option's own bulk
 * request is never sent: the dialog sends through communication/bulk-mail, and the list reloads
 * when the dialog closes after a send.
 */
export function bulkMailPrompt(mailView: MailView) {
  return mailPrompt((targets) => ({ kind: 'bulk', targets, mailView }));
}

/** A reference mail option of the applications list: to the references the picked rows name. */
export function referenceMailPrompt(type: ReferenceType) {
  return mailPrompt((targets) => ({ kind: 'reference', type, targets }));
}

/** Mail to the participants of the picked viewing appointments. */
export const viewingMailPrompt = mailPrompt((viewingIds) => ({ kind: 'viewing', viewingIds, to: 'all' }));

function mailPrompt(targetOf: (ids: number[]) => MailTarget) {
  return function BulkMailPrompt({ ids = [], rows = [], onClose, onDone }: BulkPromptProps) {
    const notify = useNotify();
    const [target] = useState<MailTarget>(() => targetOf(ids));
    const [mixed] = useState(() => hasMixedLanguages(rows));

    useEffect(() => {
      if (!mixed) return;
      notify(MIXED_LANGUAGES_MESSAGE, { type: 'error' });
      onClose();
    }, [mixed, notify, onClose]);

    if (mixed) return null;
    return (
      <MailDialogOnDemand
        target={target}
        onClose={(sent) => {
          onClose();
          if (sent) onDone?.();
        }}
      />
    );
  };
}

/** The applications list's mail prompts: bulk mail and the two reference mails. */
export const APPLICATION_MAIL_PROMPTS = {
  sendMail: bulkMailPrompt('applications'),
  referenceMailLandlord: referenceMailPrompt('landlord'),
  referenceMailEmployer: referenceMailPrompt('employer'),
};
