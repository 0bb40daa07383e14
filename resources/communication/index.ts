import MailOutlined from '@mui/icons-material/MailOutlined';
import { createElement } from 'react';
import { lazyScreen, type AppResource } from '../../src/registry';
import { loadCommunicationScreen } from './screens';
import { MESSENGER_PANEL_DEFINITIONS } from './useMessengerPanel';

/**
 * The communication screen (spec 1 section 2, `communication`, permission shared_communication):
 * the mailboxes under /communication (Eingang), /communication/sent and /communication/outbox.
 * The top bar's mail icon leads here; a row opens the Messenger of its application.
 */
const CommunicationScreen = lazyScreen(loadCommunicationScreen);

export const communication: AppResource = {
  name: 'communication',
  icon: MailOutlined,
  list: CommunicationScreen,
  routes: [{ path: ':mailbox', element: createElement(CommunicationScreen) }],
  panels: MESSENGER_PANEL_DEFINITIONS,
};
