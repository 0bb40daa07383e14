import Button, { type ButtonProps } from '@mui/material/Button';
import { maxLength, useTranslate } from 'react-admin';
import { useFormState } from 'react-hook-form';

/** The longest reason, comment or note of an application's panels (the server's limit). */
export const MAX_NOTE = 2000;

/** A reason or comment is at most MAX_NOTE characters. */
export const reasonLength = maxLength(MAX_NOTE);

/** The submit button of a panel's small react-admin form: progress while it submits. */
export function SubmitButton({ label, ...rest }: Omit<ButtonProps, 'type' | 'loading'> & { label: string }) {
  const translate = useTranslate();
  const { isSubmitting } = useFormState();
  return (
    <Button type="submit" variant="contained" loading={isSubmitting} {...rest}>
      {translate(label)}
    </Button>
  );
}
