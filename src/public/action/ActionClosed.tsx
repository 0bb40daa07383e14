import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { ActionLinkState } from '../../../schema/actionLinks';
import type { ActionContact } from '../../../schema/api/actionLinks';

const REASONS: Record<Exclude<ActionLinkState, 'open'>, string> = {
  expired: 'action_closed_expired',
  used: 'action_closed_used',
  revoked: 'action_closed_revoked',
};

/** Whom to contact: the project's contact person, e-mail and phone as far as the project names them. */
export function ActionContactCard({ contact }: { contact: ActionContact }) {
  const translate = useTranslate();
  const name = contact.name || contact.project;
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="body2" sx={{ mb: 1 }}>
          {translate('action_contact_intro')}
        </Typography>
        <Stack spacing={0.5} component="address" sx={{ fontStyle: 'normal', overflowWrap: 'anywhere' }}>
          <Typography sx={{ fontWeight: 600 }}>{name}</Typography>
          {contact.name && contact.project ? <Typography>{contact.project}</Typography> : null}
          {contact.email ? (
            <Typography>
              <Link href={`mailto:${contact.email}`}>
                {translate('action_contact_email', { email: contact.email })}
              </Link>
            </Typography>
          ) : null}
          {contact.phone ? (
            <Typography>
              <Link href={`tel:${contact.phone.replace(/\s+/g, '')}`}>
                {translate('action_contact_phone', { phone: contact.phone })}
              </Link>
            </Typography>
          ) : null}
        </Stack>
      </CardContent>
    </Card>
  );
}

/**
 * What a link that no longer opens its page shows: why (expired, answered, withdrawn) and whom to
 * contact; never an error screen.
 */
export function ActionClosed({
  state,
  contact,
  done,
}: {
  state: Exclude<ActionLinkState, 'open'>;
  contact: ActionContact;
  /** a thank-you said after the visitor's own answer, instead of "already answered" */
  done?: string;
}) {
  const translate = useTranslate();
  return (
    <Stack spacing={2}>
      <Alert severity={done ? 'success' : 'info'} role="status">
        {done ?? translate(REASONS[state])}
      </Alert>
      <ActionContactCard contact={contact} />
    </Stack>
  );
}
