import { useEffect, useState, type FormEvent } from 'react';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { checkPasswordReset, confirmPasswordReset } from '../../authProvider/passwordReset';
import { statusOf } from '../../dataProvider';
import { newPasswordSchema } from '../../schema/validation';
import { LoginFrame } from '../login/LoginFrame';
import { FORGOT_PARAM } from '../login/LoginPage';
import { fieldErrorsOf } from '../forms/fieldErrors';
import { loginErrorText, serverMessage } from '../login/loginError';
import { NewPasswordFields, type PasswordField } from './NewPasswordFields';
import { FormError, SubmitButton } from '../login/SubmitButton';

type State =
  | { kind: 'checking' }
  | { kind: 'invalid'; message: string }
  | { kind: 'form'; username: string }
  | { kind: 'done' };

const LOGIN = '/login';
const REQUEST_NEW = `/login?${FORGOT_PARAM}`;

/** The first message of each field in a refusal of newPasswordSchema. */
function clientErrors(password: string, confirmation: string): Partial<Record<PasswordField, string>> {
  const result = newPasswordSchema.safeParse({ password, password_confirmation: confirmation });
  if (result.success) return {};
  const errors: Partial<Record<PasswordField, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if ((field === 'password' || field === 'password_confirmation') && !errors[field])
      errors[field] = issue.message;
  }
  return errors;
}

/** A page that sets a password from a mailed link: how it checks and confirms, and its texts. */
export interface TokenPasswordFlow {
  check: (id: string, token: string) => Promise<{ username: string }>;
  confirm: typeof confirmPasswordReset;
  /** keys: the title before and while the form shows, the invalid link, the success */
  texts: { title: string; newTitle: string; invalid: string; done: string };
  /** an invalid link offers to ask for a new one (reset) or only the sign-in (invitation) */
  requestNew: boolean;
}

const RESET_FLOW: TokenPasswordFlow = {
  check: checkPasswordReset,
  confirm: confirmPasswordReset,
  texts: {
    title: 'auth_reset_title',
    newTitle: 'auth_reset_new_title',
    invalid: 'auth_reset_link_invalid',
    done: 'auth_reset_done',
  },
  requestNew: true,
};

/**
 * `/action/account/{id}/password-reset-form?token=`: the page of the mailed reset link. Checks the
 * link first; a link that is invalid, used or expired says so and offers a new one; a good one
 * asks for the new password twice, with the live rule checklist, and then sends to the sign-in.
 */
export function PasswordResetPage({ flow = RESET_FLOW }: { flow?: TokenPasswordFlow }) {
  const translate = useTranslate();
  const { id = '' } = useParams();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const [state, setState] = useState<State>({ kind: 'checking' });
  const [values, setValues] = useState<Record<PasswordField, string>>({
    password: '',
    password_confirmation: '',
  });
  const [errors, setErrors] = useState<Partial<Record<PasswordField, string>>>({});
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  useEffect(() => {
    let current = true;
    setState({ kind: 'checking' });
    flow
      .check(id, token)
      .then((reply) => current && setState({ kind: 'form', username: reply.username }))
      .catch((failure: unknown) => {
        if (!current) return;
        const status = statusOf(failure);
        const message =
          status === 400 || status === 410
            ? (serverMessage(failure) ?? translate(flow.texts.invalid))
            : loginErrorText(failure, translate);
        setState({ kind: 'invalid', message });
      });
    return () => {
      current = false;
    };
  }, [id, token, translate, flow]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    setError(null);
    const found = clientErrors(values.password, values.password_confirmation);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setPending(true);
    try {
      await flow.confirm({ id, token, ...values });
      setState({ kind: 'done' });
    } catch (failure) {
      const status = statusOf(failure);
      const fields = fieldErrorsOf(failure);
      const onFields = Object.fromEntries(
        Object.entries(fields).filter(([field]) => field === 'password' || field === 'password_confirmation'),
      );
      if (
        status === 410 ||
        (status === 400 && Object.keys(onFields).length === 0 && !fields.id && !fields.token)
      ) {
        // the link was used or ran out meanwhile
        setState({
          kind: 'invalid',
          message: serverMessage(failure) ?? translate(flow.texts.invalid),
        });
      } else if (Object.keys(onFields).length > 0) {
        setErrors(onFields);
      } else {
        setError(loginErrorText(failure, translate));
      }
    } finally {
      setPending(false);
    }
  };

  const title = translate(state.kind === 'form' ? flow.texts.newTitle : flow.texts.title);
  if (state.kind === 'checking') {
    return (
      <LoginFrame title={title}>
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, typography: 'body2' }}>
          <CircularProgress size={20} />
          {translate('auth_reset_checking')}
        </Box>
      </LoginFrame>
    );
  }
  if (state.kind === 'invalid' || state.kind === 'done') {
    const done = state.kind === 'done';
    return (
      <LoginFrame title={title}>
        <Alert severity={done ? 'success' : 'error'} role={done ? 'status' : 'alert'} sx={{ mb: 3 }}>
          {done ? translate(flow.texts.done) : state.message}
        </Alert>
        <Button
          component={RouterLink}
          to={done || !flow.requestNew ? LOGIN : REQUEST_NEW}
          variant="contained"
          size="large"
          fullWidth
        >
          {translate(done || !flow.requestNew ? 'auth_go_to_sign_in' : 'auth_reset_request_new')}
        </Button>
        {done || !flow.requestNew ? null : (
          <Button component={RouterLink} to={LOGIN} size="large" fullWidth sx={{ mt: 1 }}>
            {translate('auth_back_to_sign_in')}
          </Button>
        )}
      </LoginFrame>
    );
  }
  return (
    <LoginFrame title={title} intro={translate('auth_reset_for_user', { username: state.username })}>
      <Box component="form" noValidate onSubmit={submit} aria-label={title}>
        <NewPasswordFields
          username={state.username}
          values={values}
          errors={errors}
          disabled={pending}
          onChange={(field, value) => {
            setValues((current) => ({ ...current, [field]: value }));
            setErrors((current) => ({ ...current, [field]: undefined }));
          }}
        />
        <FormError error={error} mt={2} />
        <SubmitButton
          pending={pending}
          mt={3}
          label={translate(pending ? 'auth_reset_saving' : 'auth_reset_save')}
        />
      </Box>
    </LoginFrame>
  );
}
