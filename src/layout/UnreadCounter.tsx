import MailOutlined from '@mui/icons-material/MailOutlined';
import { Badge, Box, Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { unreadLabel } from './menuModel';

/** The unread-mail count (spec 1 section 1): a badge, `99+` above 99; no mail screen exists to link to yet. */
export function UnreadCounter({ count }: { count: number }) {
  const translate = useTranslate();
  const label = unreadLabel(count);
  const text = translate('layout_unread_messages', { count: label });
  return (
    <Tooltip title={text}>
      <Box
        component="span"
        role="img"
        aria-label={text}
        sx={{ display: 'inline-flex', p: 1, color: 'text.secondary' }}
      >
        <Badge badgeContent={label} color="error" invisible={label === '0'}>
          <MailOutlined />
        </Badge>
      </Box>
    </Tooltip>
  );
}
