import CheckCircle from '@mui/icons-material/CheckCircle';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Form, SaveButton, useTranslate } from 'react-admin';
import { useWatch, type FieldValues } from 'react-hook-form';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  passwordChangeSchema,
  passwordRuleFailures,
} from '../../schema/validation';
import { formatDateTime } from '../../schema/dates';
import { profileApi, SESSIONS_QUERY_KEY, PROFILE_QUERY_KEY, type PasswordChangeInput } from './profileApi';
import { FormTextField } from './inputs';
import { schemaErrors, serverFieldErrors } from './profileModel';
import { ProfileSection } from './ProfileParts';
import { useCallFeedback } from './useCallFeedback';

const PASSWORD_FIELDS = ['current_password', 'password', 'password_confirmation'] as const;
const EMPTY: PasswordChangeInput = { current_password: '', password: '', password_confirmation: '' };

/** The checklist's lines: label key and the rule keys of passwordRuleFailures() that break it. */
export const PASSWORD_RULES = [
  {
    label: 'profile_rule_length',
    failures: ['general_field_is_required', 'password_too_short', 'password_too_long'],
  },
  { label: 'profile_rule_lowercase', failures: ['password_needs_lowercase'] },
  { label: 'profile_rule_uppercase', failures: ['password_needs_uppercase'] },
  { label: 'profile_rule_digit', failures: ['password_needs_digit'] },
  { label: 'profile_rule_special', failures: ['password_needs_special'] },
] as const;

/** The password rules of spec 1 section 5, each marked met or not as the user types. */
export function PasswordChecklist({ password }: { password: string }) {
  const translate = useTranslate();
  const titleId = useId();
  const failures = passwordRuleFailures(password);
  const limits = { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH };
  return (
    <Box>
      <Typography id={titleId} variant="body2" color="text.secondary">
        {translate('profile_password_rules')}
      </Typography>
      <Box component="ul" aria-labelledby={titleId} sx={{ listStyle: 'none', p: 0, m: 0, mt: 0.5 }}>
        {PASSWORD_RULES.map((rule) => {
          const met = !rule.failures.some((key) => failures.includes(key));
          const label = translate(rule.label, limits);
          const state = translate(met ? 'profile_rule_met' : 'profile_rule_unmet');
          return (
            <Box
              component="li"
              key={rule.label}
              aria-label={`${label}: ${state}`}
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 1,
                color: met ? 'success.main' : 'text.secondary',
              }}
            >
              {met ? (
                <CheckCircle fontSize="small" aria-hidden />
              ) : (
                <RadioButtonUnchecked fontSize="small" aria-hidden />
              )}
              <Typography variant="body2" component="span">
                {label}
              </Typography>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}

function WatchedChecklist() {
  const password = useWatch({ name: 'password' }) as string | null | undefined;
  return <PasswordChecklist password={password ?? ''} />;
}

/**
 * Change one's password with the current one (POST /api/v1/users/reset-password); the server ends
 * the other sessions and says so.
 */
export function PasswordSection({ changedAt }: { changedAt?: string | null }) {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const { showError, showMessage } = useCallFeedback();
  // a new form after a change: empty fields, nothing dirty
  const [round, setRound] = useState(0);

  const submit = async (values: FieldValues) => {
    const input = Object.fromEntries(PASSWORD_FIELDS.map((f) => [f, values[f] ?? ''])) as PasswordChangeInput;
    try {
      const reply = await profileApi.changePassword(input);
      showMessage(reply.message, 'ra.notification.updated');
      setRound((n) => n + 1);
      void queryClient.invalidateQueries({ queryKey: SESSIONS_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_KEY });
      return undefined;
    } catch (error) {
      const { fields, unplaced } = serverFieldErrors(error, PASSWORD_FIELDS);
      if (unplaced) showError(error);
      return fields;
    }
  };

  return (
    <ProfileSection
      title={translate('profile_password_heading')}
      intro={
        changedAt ? translate('profile_password_changed_at', { date: formatDateTime(changedAt) }) : undefined
      }
    >
      <Form
        key={round}
        defaultValues={EMPTY}
        validate={(values) => schemaErrors(passwordChangeSchema, { ...EMPTY, ...values })}
        onSubmit={submit}
        noValidate
      >
        <Box sx={{ display: 'grid', gap: 1, maxWidth: 420 }}>
          <FormTextField
            source="current_password"
            label="profile_current_password"
            type="password"
            autoComplete="current-password"
          />
          <FormTextField
            source="password"
            label="profile_new_password"
            type="password"
            autoComplete="new-password"
          />
          <WatchedChecklist />
          <FormTextField
            source="password_confirmation"
            label="profile_password_confirmation"
            type="password"
            autoComplete="new-password"
          />
          <Box>
            <SaveButton label="profile_password_submit" />
          </Box>
        </Box>
      </Form>
    </ProfileSection>
  );
}
