import MailOutlined from '@mui/icons-material/MailOutlined';
import { createElement } from 'react';
import { lazyScreen, type AppResource } from '../../src/registry';

/**
 * The communication screen (spec 1 section 2, `communication`, permission shared_communication):
 * the mailboxes under /communication (Eingang), /communication/sent and /communication/outbox.
 * The top bar's mail icon leads here; a row opens the Messenger of its application.
 */
const CommunicationScreen = lazyScreen(() =>
  import('./CommunicationList').then((module) => module.CommunicationList),
);

const COMMUNICATION_PATH_PATTERN = /^\/(?:(?:fr|it|en)\/)?communication(?:\/|$)/;

export const communication: AppResource = {
  name: 'communication',
  icon: MailOutlined,
  list: CommunicationScreen,
  routes: [{ path: ':mailbox', element: createElement(CommunicationScreen) }],
  preload: (pathname) => {
    if (COMMUNICATION_PATH_PATTERN.test(pathname)) void CommunicationScreen.preload();
  },
};
