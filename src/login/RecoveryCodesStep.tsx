import { useState } from 'react';
import { useTranslate } from 'react-admin';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { CopyButton } from './CopyButton';
import { LoginFrame } from './LoginFrame';
import { FormError } from './SubmitButton';

export interface RecoveryCodesStepProps {
  codes: string[];
  /** the user has saved them: the page signs in; a failure is shown here */
  onDone: () => Promise<void>;
  errorText: (error: unknown) => string;
}

/** The ten recovery codes of a second factor just set up, shown once, before the app opens. */
export function RecoveryCodesStep({ codes, onDone, errorText }: RecoveryCodesStepProps) {
  const translate = useTranslate();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const done = async () => {
    setPending(true);
    setError(null);
    try {
      await onDone();
    } catch (failure) {
      setError(errorText(failure));
      setPending(false);
    }
  };

  const listLabel = translate('auth_recovery_list_label');
  return (
    <LoginFrame title={translate('auth_recovery_title')} intro={translate('auth_recovery_intro')}>
      <Box
        component="ol"
        aria-label={listLabel}
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
          gap: 1,
          listStyle: 'none',
          p: 2,
          my: 2,
          bgcolor: 'action.hover',
          borderRadius: 1,
          fontFamily: 'monospace',
          fontSize: '1rem',
          userSelect: 'all',
        }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <CopyButton text={codes.join('\n')} label={translate('auth_recovery_copy')} onFailure={setError} />
      <FormError error={error} mt={2} />
      <Button
        variant="contained"
        size="large"
        fullWidth
        onClick={done}
        disabled={pending}
        sx={{ mt: 3 }}
        startIcon={pending ? <CircularProgress size={18} color="inherit" /> : undefined}
      >
        {translate('auth_recovery_saved')}
      </Button>
    </LoginFrame>
  );
}
