import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';

/** The full-width submit button of a sign-in form, with a spinner while its request runs. */
export function SubmitButton({ pending, label, mt = 2 }: { pending: boolean; label: string; mt?: number }) {
  return (
    <Button
      type="submit"
      variant="contained"
      size="large"
      fullWidth
      disabled={pending}
      sx={{ mt }}
      startIcon={pending ? <CircularProgress size={18} color="inherit" /> : undefined}
    >
      {label}
    </Button>
  );
}

/** A form's error, when there is one. */
export function FormError({ error, mt = 1 }: { error: string | null | undefined; mt?: number }) {
  if (!error) return null;
  return (
    <Alert severity="error" sx={{ mt }}>
      {error}
    </Alert>
  );
}
