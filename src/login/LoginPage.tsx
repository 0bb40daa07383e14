import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { useLogin, useTranslate } from 'react-admin';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { REDIRECT_PARAM } from '../../authProvider/rules';
import type { LoginParams } from '../../authProvider/authProvider';
import { PublicFooter } from '../layout';
import { useCurrentUser } from '../session/useCurrentUser';
import { loginErrorText } from './loginError';

type Field = 'username' | 'password';
const FIELDS: readonly Field[] = ['username', 'password'];

/**
 * The staff sign-in page (POST /api/v1/login through the authProvider). Enter submits; a refusal
 * shows the server's message in the form; after too many attempts it says how long to wait.
 */
export function LoginPage() {
  const translate = useTranslate();
  const login = useLogin();
  const [searchParams] = useSearchParams();
  const user = useCurrentUser();
  const [values, setValues] = useState<Record<Field, string>>({ username: '', password: '' });
  const [missing, setMissing] = useState<Partial<Record<Field, boolean>>>({});
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [showPassword, setShowPassword] = useState(false);

  // someone already signed in has nothing to do here
  if (user && !pending) return <Navigate to="/" replace />;

  const change = (field: Field) => (event: ChangeEvent<HTMLInputElement>) => {
    const { value } = event.target;
    setValues((current) => ({ ...current, [field]: value }));
    if (value) setMissing((current) => ({ ...current, [field]: false }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const params: LoginParams = {
      username: values.username.trim(),
      password: values.password,
      redirect: searchParams.get(REDIRECT_PARAM),
    };
    const nextMissing = Object.fromEntries(FIELDS.map((field) => [field, !params[field]]));
    setMissing(nextMissing);
    if (FIELDS.some((field) => nextMissing[field])) return;
    setPending(true);
    setError(null);
    try {
      // on success useLogin navigates away and this page unmounts
      await login(params);
    } catch (failure) {
      setError(loginErrorText(failure, translate));
      setPending(false);
    }
  };

  const required = translate('auth_field_required');
  return (
    <Box
      sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}
    >
      <Box
        component="main"
        sx={{
          flexGrow: 1,
          display: 'flex',
          alignItems: { xs: 'flex-start', sm: 'center' },
          justifyContent: 'center',
          px: 2,
          py: { xs: 4, sm: 2 },
        }}
      >
        <Card sx={{ width: '100%', maxWidth: 400 }}>
          <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
            <Typography component="h1" variant="h5" sx={{ mb: 1 }}>
              {translate('auth_login_title')}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              {translate('auth_login_intro')}
            </Typography>
            <Box component="form" noValidate onSubmit={submit} aria-label={translate('auth_login_title')}>
              <TextField
                id="login-username"
                name="username"
                label={translate('auth_username_label')}
                value={values.username}
                onChange={change('username')}
                autoComplete="username"
                autoCapitalize="none"
                spellCheck={false}
                autoFocus
                required
                fullWidth
                margin="normal"
                error={Boolean(missing.username)}
                helperText={missing.username ? required : undefined}
                disabled={pending}
              />
              <TextField
                id="login-password"
                name="password"
                type={showPassword ? 'text' : 'password'}
                label={translate('auth_password_label')}
                value={values.password}
                onChange={change('password')}
                autoComplete="current-password"
                required
                fullWidth
                margin="normal"
                error={Boolean(missing.password)}
                helperText={missing.password ? required : undefined}
                disabled={pending}
                slotProps={{
                  input: {
                    endAdornment: (
                      <InputAdornment position="end">
                        <IconButton
                          edge="end"
                          onClick={() => setShowPassword((shown) => !shown)}
                          aria-label={translate(showPassword ? 'auth_hide_password' : 'auth_show_password')}
                        >
                          {showPassword ? <VisibilityOff /> : <Visibility />}
                        </IconButton>
                      </InputAdornment>
                    ),
                  },
                }}
              />
              {error ? (
                <Alert severity="error" sx={{ mt: 2 }}>
                  {error}
                </Alert>
              ) : null}
              <Button
                type="submit"
                variant="contained"
                size="large"
                fullWidth
                disabled={pending}
                sx={{ mt: 3 }}
                startIcon={pending ? <CircularProgress size={18} color="inherit" /> : undefined}
              >
                {translate(pending ? 'auth_signing_in' : 'auth_sign_in')}
              </Button>
            </Box>
          </CardContent>
        </Card>
      </Box>
      <PublicFooter />
    </Box>
  );
}
