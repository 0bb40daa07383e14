import { useCallback, useEffect, useRef, useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import { notifyNotifications, type AppDataProvider } from '../../../dataProvider';
import type {
  MailBatchProgress,
  MailContact,
  MailSendPayload,
  MailSendReply,
} from '../../../schema/api/communication';
import { useNotifyError } from '../../../src/forms';
import {
  BATCH_POLL_INTERVAL_MS,
  BATCH_POLLS,
  batchSettled,
  sendPayloadOf,
  type MailDraft,
  type MailTarget,
} from './mailDialogModel';

/** The send call of each kind of mail. */
function sendOf(dataProvider: AppDataProvider, target: MailTarget, payload: MailSendPayload) {
  switch (target.kind) {
    case 'bulk':
      return dataProvider.sendBulkMail(payload);
    case 'reference':
      return dataProvider.sendReferenceMails(target.type, payload);
    case 'denial':
      return dataProvider.sendOfferDenial(target.applicationId, target.apartmentId, payload);
    case 'direct':
      return dataProvider.sendDirectMail(target.applicationId, payload);
    case 'viewing':
      return dataProvider.sendViewingMail({ ...payload, to: target.to });
    case 'accounting':
      return dataProvider.sendBuyingConfirmationMail(target.applicationId, {
        ...payload,
        version: target.version,
      });
  }
}

/**
 * Sending a mail once: a second send while one runs, or after one succeeded, does nothing. After
 * the send: the server's notices, the letters' PDF saved when there is one, and the batch's
 * delivery progress asked a few times. `onSent` runs after every send, failed or not (the list
 * reloads: spec 2 section 8, "Failed bulk mail").
 */
export function useMailSend(target: MailTarget, onSent?: () => void) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const busy = useRef(false);
  const [sending, setSending] = useState(false);
  const [reply, setReply] = useState<MailSendReply | null>(null);
  const [progress, setProgress] = useState<MailBatchProgress | null>(null);
  const [letters, setLetters] = useState<string | null>(null);

  const send = useCallback(
    async (draft: MailDraft, contact: MailContact | undefined): Promise<boolean> => {
      if (busy.current) return false;
      busy.current = true;
      setSending(true);
      try {
        const { data } = await sendOf(dataProvider, target, sendPayloadOf(target, draft, contact));
        setReply(data);
        for (const n of notifyNotifications(data.notify)) {
          notify(n.message, { type: n.type, autoHideDuration: n.duration, messageArgs: { _: n.message } });
        }
        if (data.fileUrl) {
          try {
            const saved = await dataProvider.downloadMailLetters(data.fileUrl);
            setLetters(saved.data.fileName);
          } catch (error) {
            notifyError(error);
          }
        }
        return true;
      } catch (error) {
        notifyError(error);
        busy.current = false;
        setSending(false);
        return false;
      } finally {
        onSent?.();
      }
    },
    [dataProvider, notify, notifyError, onSent, target],
  );

  const batchId = reply?.batchId ?? null;
  useEffect(() => {
    if (batchId === null) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async (round: number) => {
      try {
        const { data } = await dataProvider.getMailBatch(batchId);
        if (stopped) return;
        setProgress(data);
        if (batchSettled(data) || round + 1 >= BATCH_POLLS) return;
      } catch {
        // the progress is information only: the mails are queued either way
        return;
      }
      timer = setTimeout(() => void poll(round + 1), BATCH_POLL_INTERVAL_MS);
    };
    void poll(0);
    return () => {
      stopped = true;
      if (timer) clearTimeout(timer);
    };
  }, [batchId, dataProvider]);

  return { send, sending, reply, progress, letters };
}
