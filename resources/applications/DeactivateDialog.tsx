import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { FieldValues } from 'react-hook-form';
import { useId, useMemo } from 'react';
import { Form, required, SelectInput, useTranslate } from 'react-admin';
import type { BulkPromptProps } from '../../src/list';
import { DEACTIVATION_REASONS } from './applicationModel';
import { SubmitButton } from './formParts';

export interface DeactivateDialogProps {
  /** how many applications it deactivates */
  count: number;
  /** deactivates with the chosen reason (a DEACTIVATION_REASONS code) */
  onConfirm: (reason: string) => Promise<unknown> | unknown;
  onClose: () => void;
}

const needsReason = required('general_field_is_required');

/**
 * Asks why applications are deactivated (spec 1 sections 2 and 5: a reason must be chosen): a
 * react-admin form whose reason is required, so confirming without one sends nothing and says so
 * on the field.
 */
export function DeactivateDialog({ count, onConfirm, onClose }: DeactivateDialogProps) {
  const translate = useTranslate();
  const titleId = useId();
  const choices = useMemo(
    () => DEACTIVATION_REASONS.map((code) => ({ id: code, name: `applications_reason_${code}` })),
    [],
  );
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <Form
        defaultValues={{ reason: '' }}
        onSubmit={async (values: FieldValues) => {
          await onConfirm(String(values.reason));
        }}
        noValidate
      >
        <DialogTitle id={titleId}>{translate('applications_deactivate_title')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {translate('applications_deactivate_text', { smart_count: count, count })}
          </DialogContentText>
          <SelectInput
            source="reason"
            label="applications_deactivate_reason"
            choices={choices}
            validate={needsReason}
            emptyText=""
            autoFocus
            fullWidth
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('applications_cancel')}</Button>
          <SubmitButton label="applications_deactivate_confirm" color="warning" />
        </DialogActions>
      </Form>
    </Dialog>
  );
}

/** The list's deactivate bulk action asks for the reason and sends it as the action's `option`. */
export function DeactivatePrompt({ count, onConfirm, onClose }: BulkPromptProps) {
  return (
    <DeactivateDialog count={count} onConfirm={(reason) => onConfirm({ option: reason })} onClose={onClose} />
  );
}
