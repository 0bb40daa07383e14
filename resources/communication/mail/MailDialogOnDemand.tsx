import { lazy, Suspense, useRef } from 'react';
import type { MailTarget } from './mailDialogModel';

/** The dialog (with its rich-text editor) loads when first opened, not with the page. */
const MailDialog = lazy(() => import('./MailDialog').then((module) => ({ default: module.MailDialog })));

/**
 * The mail dialog for one target, its code loaded on demand. `onClose` says whether a mail went
 * out, failed or not: acted on when the dialog closes, not at the send, because what the send
 * changes may remove what opened the dialog, and with it the dialog showing the send's result.
 */
export function MailDialogOnDemand({
  target,
  onClose,
}: {
  target: MailTarget;
  onClose: (sent: boolean) => void;
}) {
  const sent = useRef(false);
  return (
    <Suspense fallback={null}>
      <MailDialog
        target={target}
        onSent={() => {
          sent.current = true;
        }}
        onClose={() => onClose(sent.current)}
      />
    </Suspense>
  );
}
