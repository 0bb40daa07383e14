import MailOutlined from '@mui/icons-material/MailOutlined';
import { Badge, Box, IconButton, Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { useUnreadMessages } from '../session/useUnreadMessages';
import { unreadLabel } from './menuModel';

/** The communication screen, where the unread mails are. */
export const COMMUNICATION_PATH = '/communication';

/**
 * The unread-mail count (spec 1 section 1): a badge, `99+` above 99. With `to`, the icon is a
 * link there (named by the count it shows).
 */
export function UnreadCounter({ count, to }: { count: number; to?: string }) {
  const translate = useTranslate();
  const label = unreadLabel(count);
  const text = translate('layout_unread_messages', { count: label });
  const icon = (
    <Box component="span" role="img" aria-label={text} sx={{ display: 'inline-flex' }}>
      <Badge badgeContent={label} color="error" invisible={label === '0'}>
        <MailOutlined />
      </Badge>
    </Box>
  );
  return (
    <Tooltip title={text}>
      {to ? (
        <IconButton component={RouterLink} to={to} sx={{ color: 'text.secondary' }}>
          {icon}
        </IconButton>
      ) : (
        <Box component="span" sx={{ display: 'inline-flex', p: 1, color: 'text.secondary' }}>
          {icon}
        </Box>
      )}
    </Tooltip>
  );
}

/**
 * The top bar's counter for a user who may read communication: kept current by the unread poll
 * (src/session/useUnreadMessages.ts), the icon leads to the communication screen.
 */
export function LiveUnreadCounter() {
  const count = useUnreadMessages(true);
  return <UnreadCounter count={count} to={COMMUNICATION_PATH} />;
}
