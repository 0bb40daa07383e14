import { useEffect, useMemo, useState } from 'react';
import type { FieldValues } from 'react-hook-form';
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
import { SchemaForm } from '../forms/SchemaForm';
import type { ServerErrorOptions } from '../forms/serverErrors';
import { loginErrorText, serverMessage } from '../login/loginError';
import { NEW_PASSWORD_FIELDS, NewPasswordFields } from './NewPasswordFields';
import { SubmitButton } from '../login/SubmitButton';

type State =
  | { kind: 'checking' }
  | { kind: 'invalid'; message: string }
  | { kind: 'form'; username: string }
  | { kind: 'done' };

const LOGIN = '/login';
const REQUEST_NEW = `/login?${FORGOT_PARAM}`;

const EMPTY = { password: '', password_confirmation: '' };

/** A refused confirmation that means the link is gone: used or run out meanwhile, or not valid. */
function linkGone(failure: unknown): boolean {
  const status = statusOf(failure);
  if (status === 410) return true;
  const fields = Object.keys(fieldErrorsOf(failure));
  return status === 400 && !fields.some((field) => ['id', 'token', ...NEW_PASSWORD_FIELDS].includes(field));
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
  const serverErrors = useMemo<ServerErrorOptions>(
    () => ({ refusal: (error) => loginErrorText(error, translate) }),
    [translate],
  );

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

  const submit = async (values: FieldValues) => {
    try {
      await flow.confirm({
        id,
        token,
        password: values.password,
        password_confirmation: values.password_confirmation,
      });
      setState({ kind: 'done' });
    } catch (failure) {
      if (!linkGone(failure)) throw failure;
      setState({ kind: 'invalid', message: serverMessage(failure) ?? translate(flow.texts.invalid) });
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
      <SchemaForm
        schema={newPasswordSchema}
        defaultValues={EMPTY}
        onSubmit={submit}
        serverFields={NEW_PASSWORD_FIELDS}
        serverErrors={serverErrors}
        formAttributes={{ 'aria-label': title }}
        notifyInputErrors={false}
        toolbar={<SubmitButton label="auth_reset_save" pendingLabel="auth_reset_saving" mt={2} />}
      >
        <NewPasswordFields username={state.username} />
      </SchemaForm>
    </LoginFrame>
  );
}
