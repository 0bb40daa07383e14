import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useMemo, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { deactivateInputSchema } from '../../schema/applicationFlow';
import { FormSubmitButton, SchemaForm, useConfirmDiscard, type FieldSpec } from '../../src/forms';
import type { BulkPromptProps } from '../../src/list';
import { DEACTIVATION_REASONS } from './applicationModel';

export interface DeactivateDialogProps {
  /** how many applications it deactivates */
  count: number;
  /** deactivates with the chosen reason (a DEACTIVATION_REASONS code); a refusal shows in the form */
  onConfirm: (reason: string) => Promise<unknown> | unknown;
  onClose: () => void;
}

/**
 * A dialog holding one small engine form (a reason, a comment): the shared rules, the server's
 * field errors on the input, and closing with typed input asks first.
 */
export function FormDialog({
  title,
  text,
  fields,
  schema,
  onSubmit,
  onClose,
  submitLabel,
  submitColor,
  defaultValues,
}: {
  title: string;
  text?: ReactNode;
  fields: readonly FieldSpec[];
  schema: Parameters<typeof SchemaForm>[0]['schema'];
  onSubmit: (values: Record<string, unknown>) => Promise<unknown> | unknown;
  onClose: () => void;
  submitLabel: string;
  submitColor?: 'warning';
  /** the inputs' first values; an empty text for each by default */
  defaultValues?: Record<string, unknown>;
}) {
  const translate = useTranslate();
  const titleId = useId();
  const { unsaved, requestClose, confirmation } = useConfirmDiscard(onClose);
  return (
    <Dialog open onClose={requestClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{translate(title)}</DialogTitle>
      <DialogContent>
        {text && <DialogContentText sx={{ mb: 2 }}>{text}</DialogContentText>}
        <SchemaForm
          fields={fields}
          schema={schema}
          defaultValues={defaultValues ?? Object.fromEntries(fields.map((field) => [field.source, '']))}
          onSubmit={onSubmit}
          unsaved={unsaved}
          toolbar={
            <DialogActions sx={{ px: 0, pb: 0 }}>
              <Button onClick={requestClose}>{translate('applications_cancel')}</Button>
              <FormSubmitButton label={submitLabel} color={submitColor} />
            </DialogActions>
          }
        />
      </DialogContent>
      {confirmation}
    </Dialog>
  );
}

/**
 * Asks why applications are deactivated (spec 1 sections 2 and 5: a reason must be chosen):
 * confirming without one sends nothing and says so on the field.
 */
export function DeactivateDialog({ count, onConfirm, onClose }: DeactivateDialogProps) {
  const translate = useTranslate();
  const fields = useMemo<FieldSpec[]>(
    () => [
      {
        source: 'reason',
        kind: 'select',
        label: 'applications_deactivate_reason',
        required: true,
        autoFocus: true,
        choices: DEACTIVATION_REASONS.map((code) => ({ id: code, name: `applications_reason_${code}` })),
      },
    ],
    [],
  );
  return (
    <FormDialog
      title="applications_deactivate_title"
      text={translate('applications_deactivate_text', { smart_count: count, count })}
      fields={fields}
      schema={deactivateInputSchema}
      onSubmit={(values) => onConfirm(String(values.reason))}
      onClose={onClose}
      submitLabel="applications_deactivate_confirm"
      submitColor="warning"
    />
  );
}

/** The list's deactivate bulk action asks for the reason and sends it as the action's `option`. */
export function DeactivatePrompt({ count, onConfirm, onClose }: BulkPromptProps) {
  return (
    <DeactivateDialog count={count} onConfirm={(reason) => onConfirm({ option: reason })} onClose={onClose} />
  );
}
