import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslate } from 'react-admin';
import { useFormState } from 'react-hook-form';

/** The full-width submit button of a sign-in form, with a spinner while the form submits. */
export function SubmitButton({
  label,
  pendingLabel,
  mt = 1,
}: {
  label: string;
  pendingLabel: string;
  mt?: number;
}) {
  const translate = useTranslate();
  const { isSubmitting } = useFormState();
  return (
    <Button
      type="submit"
      variant="contained"
      size="large"
      fullWidth
      disabled={isSubmitting}
      sx={{ mt }}
      startIcon={isSubmitting ? <CircularProgress size={18} color="inherit" /> : undefined}
    >
      {translate(isSubmitting ? pendingLabel : label)}
    </Button>
  );
}

/** An error of a step that is no form (choosing a method, saving the codes), when there is one. */
export function FormError({ error, mt = 1 }: { error: string | null | undefined; mt?: number }) {
  if (!error) return null;
  return (
    <Alert severity="error" sx={{ mt }}>
      {error}
    </Alert>
  );
}
