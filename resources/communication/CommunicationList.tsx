import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useCallback, useMemo } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { Navigate, Link as RouterLink, useParams } from 'react-router-dom';
import type { Mailbox } from '../../schema/api/communication';
import { SchemaList, type CellOverride, type ListRow } from '../../src/list';
import { messengerFlagsOf } from './MessengerButton';
import { isMailbox, MAILBOXES, mailboxPath, COMMUNICATION_PATH } from './messengerModel';
import { useMessengerPanel } from './useMessengerPanel';

/** The column that opens a row's messenger. */
const SUBJECT_COLUMN = 'subject';

/** An unread incoming mail, or a bounce nobody has seen: shown bold. */
export function isUnreadRow(row: ListRow): boolean {
  const flags = messengerFlagsOf(row);
  return flags.has_unread_mail || flags.has_unread_bounce;
}

function applicationIdOf(row: ListRow): number | null {
  const id = row.application_id;
  return typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : null;
}

function nameOf(row: ListRow): string | undefined {
  for (const key of ['application', 'contact_name', 'contact']) {
    const value = row[key];
    if (typeof value === 'string' && value.trim()) return value;
  }
  return undefined;
}

/**
 * The communication screen (spec 1 section 2, `communication`): the mailboxes Eingang, Gesendet
 * and Postausgang as tabs, each the generic list `communication` of its mailbox. Unread
 * rows are bold; a row opens the Messenger of its application.
 */
export function CommunicationList() {
  const translate = useTranslate();
  const notify = useNotify();
  const { mailbox: param } = useParams();
  const openMessenger = useMessengerPanel();
  const mailbox: Mailbox | null = param === undefined ? 'inbox' : isMailbox(param) ? param : null;

  const open = useCallback(
    (row: ListRow) => {
      const applicationId = applicationIdOf(row);
      if (applicationId === null) notify('communication_no_application', { type: 'info' });
      else openMessenger(applicationId, nameOf(row));
    },
    [notify, openMessenger],
  );

  const cells = useMemo<Record<string, CellOverride>>(() => {
    const subject: CellOverride = (row) => {
      const unread = isUnreadRow(row);
      const text = String(row[SUBJECT_COLUMN] ?? '').trim() || translate('messenger_no_subject');
      const marker = unread ? { 'data-unread': 'true' } : {};
      return (
        <Box component="span" {...marker} sx={{ fontWeight: unread ? 700 : undefined }}>
          {applicationIdOf(row) === null ? (
            text
          ) : (
            <Link
              component="button"
              type="button"
              onClick={() => open(row)}
              sx={{ font: 'inherit', fontWeight: 'inherit', textAlign: 'left' }}
            >
              {text}
            </Link>
          )}
          {unread && (
            <Box component="span" sx={visuallyHidden}>
              {` (${translate('communication_unread')})`}
            </Box>
          )}
        </Box>
      );
    };
    return { [SUBJECT_COLUMN]: subject };
  }, [open, translate]);

  if (mailbox === null) return <Navigate to={COMMUNICATION_PATH} replace />;

  return (
    <Box sx={{ display: 'grid', gap: 1, minWidth: 0 }}>
      <Typography variant="h5" component="h1">
        {translate('communication_title')}
      </Typography>
      <Tabs
        value={mailbox}
        aria-label={translate('communication_mailboxes')}
        variant="scrollable"
        allowScrollButtonsMobile
      >
        {MAILBOXES.map((box) => (
          <Tab
            key={box}
            value={box}
            label={translate(`communication_mailbox_${box}`)}
            component={RouterLink}
            to={mailboxPath(box)}
          />
        ))}
      </Tabs>
      {mailbox === 'outbox' && <Alert severity="info">{translate('communication_outbox_hint')}</Alert>}
      <Box sx={{ '& tbody tr:has([data-unread]) td': { fontWeight: 700 }, minWidth: 0 }}>
        <SchemaList key={mailbox} resource="communication" meta={{ mailbox }} onDetail={open} cells={cells} />
      </Box>
    </Box>
  );
}

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
