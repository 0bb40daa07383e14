import ForumOutlined from '@mui/icons-material/ForumOutlined';
import WarningAmber from '@mui/icons-material/WarningAmber';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useTranslate } from 'react-admin';
import type { MessengerFlags } from '../../schema/api/communication';

const NO_FLAGS: MessengerFlags = { has_unread_mail: false, has_bounce: false, has_unread_bounce: false };

/** A list row's messenger flags (spec 1 section 3, Table row `_messenger`). */
export function messengerFlagsOf(row: Record<string, unknown>): MessengerFlags {
  const flags = row._messenger;
  if (typeof flags !== 'object' || flags === null) return NO_FLAGS;
  const value = flags as Partial<MessengerFlags>;
  return {
    has_unread_mail: value.has_unread_mail === true,
    has_bounce: value.has_bounce === true,
    has_unread_bounce: value.has_unread_bounce === true,
  };
}

/** The key naming the button: what the flags say besides "open the messenger". */
function labelKey(flags: MessengerFlags): string {
  if (flags.has_unread_mail && flags.has_bounce) return 'messenger_open_unread_bounce';
  if (flags.has_unread_mail) return 'messenger_open_unread';
  if (flags.has_bounce) return 'messenger_open_bounce';
  return 'messenger_open';
}

/**
 * The messenger button of a row: a dot when a mail came in unread, a warning when a mail to this
 * application bounced (filled while nobody has seen the bounce).
 */
export function MessengerButton({
  flags,
  name,
  onOpen,
}: {
  flags: MessengerFlags;
  name: string;
  onOpen: () => void;
}) {
  const translate = useTranslate();
  const label = translate(labelKey(flags), { name });
  return (
    <Tooltip title={label}>
      <IconButton size="small" aria-label={label} onClick={onOpen}>
        <Badge color="primary" variant="dot" invisible={!flags.has_unread_mail} overlap="circular">
          {flags.has_bounce ? (
            <WarningAmber fontSize="small" color={flags.has_unread_bounce ? 'error' : 'warning'} />
          ) : (
            <ForumOutlined fontSize="small" />
          )}
        </Badge>
      </IconButton>
    </Tooltip>
  );
}
