import Close from '@mui/icons-material/Close';
import SendOutlined from '@mui/icons-material/SendOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useErrorMessages } from '../../../src/list/useNotifyError';
import { useConfirmDiscard, useNotifyError, useProviderQuery } from '../../../src/forms';
import type { DialogTemplate, MailContact } from '../../../schema/api/communication';
import { MAIL_TARGETS, type ViewingMailTo } from '../../../schema/viewings';
import { MailEditor } from './MailEditor';
import { MailPreview } from './MailPreview';
import { MailSendResult } from './MailSendResult';
import { MailTemplateList } from './MailTemplateList';
import {
  canSend,
  contactKey,
  contactsOf,
  dialogTitleKey,
  draftOf,
  hasUnfilled,
  mailViewOf,
  previewContextOf,
  type MailDraft,
  type MailStep,
  type MailTarget,
} from './mailDialogModel';
import { useMailSend } from './useMailSend';

/** Below this width the dialog fills the screen. */
const FULL_SCREEN_QUERY = '(max-width: 999.95px)';

export interface MailDialogProps {
  target: MailTarget;
  onClose: () => void;
  /** after a send, failed or not: the list reloads */
  onSent?: () => void;
}

/**
 * The mail dialog (spec 1 sections 2 and 5; 1130x700 px, full screen on a small one): the
 * template list, then the editor, then the preview of each recipient's mail, then Send. Send is
 * enabled only on a complete preview and runs once; leaving the editor with unsaved edits asks
 * first. Bulk mail writes to the selected rows, a single mail to one application's adult.
 */
export function MailDialog({ target: opened, onClose, onSent }: MailDialogProps) {
  const translate = useTranslate();
  // a viewing's mail chooses which participants it goes to, before a template is picked
  const [audience, setAudience] = useState<ViewingMailTo | null>(
    opened.kind === 'viewing' ? opened.to : null,
  );
  const target = useMemo<MailTarget>(
    () => (opened.kind === 'viewing' && audience ? { ...opened, to: audience } : opened),
    [opened, audience],
  );
  const titleId = useId();
  const blockedId = useId();
  const fullScreen = useMediaQuery(FULL_SCREEN_QUERY);
  const notifyError = useNotifyError();
  const errorMessages = useErrorMessages();
  const mailView = mailViewOf(target);

  const dialog = useProviderQuery(['mailDialog', target], (dp) => {
    switch (target.kind) {
      case 'bulk':
        return dp.getMailDialog({
          targets: target.targets,
          mailView: target.mailView,
          apartmentId: target.apartmentId,
        });
      case 'reference':
        return dp.getReferenceMails(target.type, target.targets);
      case 'denial':
        return dp.getOfferDenial(target.applicationId, target.apartmentId);
      case 'direct':
        return dp.getDirectMail(target.applicationId);
      case 'viewing':
        return dp.getViewingMailDialog(target.viewingIds, target.to);
      case 'accounting':
        return dp.getBuyingConfirmationMail(target.applicationId);
    }
  });
  const contacts = useMemo(() => (dialog.data ? contactsOf(dialog.data) : []), [dialog.data]);

  const [step, setStep] = useState<MailStep>('templates');
  const [draft, setDraft] = useState<MailDraft | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const current: MailContact | undefined =
    contacts.find((contact) => contactKey(contact) === chosen) ??
    contacts.find((c) => c.email) ??
    contacts[0];

  const previewContext = useMemo(() => previewContextOf(target), [target]);
  const preview = useProviderQuery(
    [
      'mailPreview',
      target.kind,
      mailView,
      previewContext,
      current?.id,
      current?.adultId ?? null,
      draft?.subject,
      draft?.body,
    ],
    (dp) =>
      target.kind === 'viewing'
        ? dp.previewViewingMail(current!.id, draft!.subject, draft!.body)
        : target.kind === 'accounting'
          ? dp.previewBuyingConfirmationMail(target.applicationId, draft!.subject, draft!.body)
          : dp.previewMail({
              mailView,
              ...previewContext,
              targetId: current!.id,
              adultId: current?.adultId ?? null,
              subject: draft!.subject,
              body: draft!.body,
            }),
    step === 'preview' && draft !== null && current !== undefined,
  );
  // a preview that cannot be made closes the preview (spec 2 section 8): back to the editor
  useEffect(() => {
    if (step !== 'preview' || !preview.error) return;
    notifyError(preview.error);
    setStep('editor');
  }, [step, preview.error, notifyError]);

  const { send, sending, reply, progress, letters } = useMailSend(target, onSent);

  // leaving the editor (back, closing the dialog) with unsaved edits asks first
  const next = useRef<(() => void) | null>(null);
  const proceed = useCallback(() => {
    const action = next.current;
    next.current = null;
    action?.();
  }, []);
  const guard = useConfirmDiscard(proceed);
  const leave = (action: () => void) => {
    if (step !== 'editor') return action();
    next.current = () => {
      guard.unsaved.current = false;
      action();
    };
    guard.requestClose();
  };
  const close = () => {
    if (sending && !reply) return;
    leave(onClose);
  };

  const pick = (template: DialogTemplate) => {
    setDraft(draftOf(template));
    setStep('editor');
  };
  const sendEnabled = canSend({
    step,
    loading: dialog.isPending || preview.isFetching,
    sending,
    preview: preview.data ?? null,
  });

  return (
    <Dialog
      open
      onClose={close}
      aria-labelledby={titleId}
      fullScreen={fullScreen}
      maxWidth={false}
      slotProps={{
        paper: { sx: fullScreen ? undefined : { width: 1130, maxWidth: 'calc(100% - 64px)', height: 700 } },
      }}
    >
      <DialogTitle id={titleId} sx={{ pr: 7 }}>
        {translate(dialogTitleKey(target))}
        {dialog.data && (
          <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }}>
            {translate('mail_dialog_recipients', {
              smart_count: contacts.length,
              count: contacts.length,
              language: translate(`mail_dialog_language_${dialog.data.language}`),
            })}
          </Typography>
        )}
      </DialogTitle>
      <IconButton
        aria-label={translate('mail_dialog_close')}
        onClick={close}
        sx={{ position: 'absolute', right: 8, top: 8 }}
      >
        <Close />
      </IconButton>
      <DialogContent dividers>
        {dialog.isPending && <LinearProgress aria-label={translate('mail_dialog_loading')} />}
        {dialog.error && (
          <Alert severity="error">
            {errorMessages(dialog.error)
              .map((m) => m.message)
              .join(' ')}
          </Alert>
        )}
        {audience && step === 'templates' && (
          <TextField
            select
            size="small"
            label={translate('viewing_mail_to')}
            value={audience}
            onChange={(event) => setAudience(event.target.value as ViewingMailTo)}
            sx={{ mb: 2, minWidth: 240 }}
          >
            {MAIL_TARGETS.map((to) => (
              <MenuItem key={to} value={to}>
                {translate(`viewing_mail_to_${to}`)}
              </MenuItem>
            ))}
          </TextField>
        )}
        {dialog.data && step === 'templates' && (
          <MailTemplateList
            language={dialog.data.language}
            templates={dialog.data.mailTemplates}
            newTemplate={dialog.data.newTemplate}
            onPick={pick}
          />
        )}
        {dialog.data && step === 'editor' && draft && (
          <MailEditor
            draft={draft}
            unsaved={guard.unsaved}
            onSave={(saved) => {
              guard.unsaved.current = false;
              setDraft(saved);
              setStep('preview');
            }}
            onLeave={() => leave(() => setStep(preview.data ? 'preview' : 'templates'))}
          />
        )}
        {dialog.data && step === 'preview' && draft && (
          <MailPreview
            contacts={contacts}
            current={current}
            onChoose={(contact) => setChosen(contactKey(contact))}
            chooseAdult={target.kind === 'direct'}
            draft={draft}
            preview={preview.data ?? null}
            loading={preview.isFetching}
            onEdit={() => setStep('editor')}
            onTemplates={() => setStep('templates')}
          />
        )}
        {step === 'result' && reply && (
          <MailSendResult reply={reply} contacts={contacts} progress={progress} letters={letters} />
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {sending && !reply && (
          <Box role="status" sx={{ flexGrow: 1 }}>
            {translate('mail_dialog_sending')}
          </Box>
        )}
        {step === 'preview' && !sending && hasUnfilled(preview.data ?? null) && (
          <Typography id={blockedId} variant="body2" color="error" sx={{ flexGrow: 1 }}>
            {translate('mail_dialog_send_blocked')}
          </Typography>
        )}
        <Button onClick={close} disabled={sending && !reply}>
          {translate(step === 'result' ? 'mail_dialog_close' : 'mail_dialog_cancel')}
        </Button>
        {step !== 'result' && (
          <Button
            variant="contained"
            startIcon={<SendOutlined />}
            disabled={!sendEnabled}
            aria-describedby={hasUnfilled(preview.data ?? null) ? blockedId : undefined}
            onClick={() => {
              if (!draft || !sendEnabled) return;
              void send(draft, current).then((sent) => {
                if (sent) setStep('result');
              });
            }}
          >
            {translate('mail_dialog_send')}
          </Button>
        )}
      </DialogActions>
      {guard.confirmation}
    </Dialog>
  );
}
