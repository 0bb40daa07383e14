import { useTranslate } from 'react-admin';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import CheckCircle from '@mui/icons-material/CheckCircle';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import { passwordRuleFailures } from '../../schema/validation';

/** The rules of a new password (spec 1 section 5), each with the failure keys that break it. */
const RULES: ReadonlyArray<{ label: string; failures: readonly string[] }> = [
  {
    label: 'auth_rule_length',
    failures: ['general_field_is_required', 'password_too_short', 'password_too_long'],
  },
  { label: 'auth_rule_lowercase', failures: ['password_needs_lowercase'] },
  { label: 'auth_rule_uppercase', failures: ['password_needs_uppercase'] },
  { label: 'auth_rule_digit', failures: ['password_needs_digit'] },
  { label: 'auth_rule_special', failures: ['password_needs_special'] },
];

/** Which rules a password meets, in the order the checklist shows them. */
export function passwordRuleStates(password: string): Array<{ label: string; met: boolean }> {
  const failures = new Set(passwordRuleFailures(password));
  return RULES.map(({ label, failures: keys }) => ({ label, met: !keys.some((key) => failures.has(key)) }));
}

export interface PasswordChecklistProps {
  password: string;
  id?: string;
}

/** The live checklist under a new-password input: each rule ticked as soon as it is met. */
export function PasswordChecklist({ password, id }: PasswordChecklistProps) {
  const translate = useTranslate();
  const title = translate('auth_password_rules_title');
  return (
    <Box id={id} sx={{ mt: 1 }}>
      <Typography variant="body2" color="text.secondary">
        {title}
      </Typography>
      <Box component="ul" aria-label={title} sx={{ listStyle: 'none', p: 0, m: 0, mt: 0.5 }}>
        {passwordRuleStates(password).map(({ label, met }) => (
          <Box
            component="li"
            key={label}
            data-met={met}
            aria-label={`${translate(label)}: ${translate(met ? 'auth_rule_met' : 'auth_rule_missing')}`}
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1,
              typography: 'body2',
              color: met ? 'success.main' : 'text.secondary',
            }}
          >
            {met ? (
              <CheckCircle fontSize="small" aria-hidden />
            ) : (
              <RadioButtonUnchecked fontSize="small" aria-hidden />
            )}
            <span>{translate(label)}</span>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
