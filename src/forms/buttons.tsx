import Button, { type ButtonProps } from '@mui/material/Button';
import { useRef, useState, type MouseEvent } from 'react';
import { SaveButton, useTranslate, type SaveButtonProps } from 'react-admin';
import { useFormContext, useFormState } from 'react-hook-form';

/**
 * react-admin's save button (progress while saving, disabled when nothing changed) that also
 * drops a second click arriving before the first one disabled it.
 */
export function FormSaveButton(props: SaveButtonProps) {
  const { formState } = useFormContext();
  const busy = useRef(false);
  busy.current = formState.isSubmitting;
  const { onClick } = props;
  const click = (event: MouseEvent<HTMLButtonElement>) => {
    if (busy.current) {
      event.preventDefault();
      return;
    }
    busy.current = true;
    onClick?.(event);
  };
  return <SaveButton {...props} onClick={click} />;
}

export interface ActionButtonProps extends Omit<ButtonProps, 'onClick' | 'loading'> {
  /** label key */
  label: string;
  /** the call; the button shows progress until it settles and ignores clicks meanwhile */
  onAction: () => Promise<unknown> | unknown;
}

/** A button that runs a call once at a time, with progress (ending a session, confirming a step). */
export function ActionButton({ label, onAction, disabled, ...rest }: ActionButtonProps) {
  const translate = useTranslate();
  const running = useRef(false);
  const [pending, setPending] = useState(false);
  const click = async () => {
    if (running.current) return;
    running.current = true;
    setPending(true);
    try {
      await onAction();
    } finally {
      running.current = false;
      setPending(false);
    }
  };
  return (
    <Button {...rest} disabled={disabled} loading={pending} onClick={() => void click()}>
      {translate(label)}
    </Button>
  );
}

/** A form's plain submit button (a dialog's confirm, a panel's small form): progress while it submits. */
export function FormSubmitButton({
  label,
  ...rest
}: Omit<ButtonProps, 'type' | 'loading'> & { /** label key */ label: string }) {
  const translate = useTranslate();
  const { isSubmitting } = useFormState();
  return (
    <Button type="submit" variant="contained" loading={isSubmitting} {...rest}>
      {translate(label)}
    </Button>
  );
}
