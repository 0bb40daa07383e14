import { QueryClient } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError, AxiosHeaders, CanceledError, type InternalAxiosRequestConfig } from 'axios';
import type { ReactNode } from 'react';
import { AdminContext, Notification, TestMemoryRouter, memoryStore, type AuthProvider } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { dataProvider } from '../../dataProvider';
import { api } from '../../dataProvider/http';
import { setStoredUser } from '../../dataProvider/storage';
import { CommunicationList } from '../../resources/communication/CommunicationList';
import { MessengerPanel } from '../../resources/communication/MessengerPanel';
import { MessengerButton, messengerFlagsOf } from '../../resources/communication/MessengerButton';
import { mailDocument, replySubject } from '../../resources/communication/messengerModel';
import type { FeedMail, InboxFeedReply } from '../../schema/api/communication';
import {
  pollUnread,
  UNREAD_QUERY_KEY,
  UNREAD_RETRY_MS,
  useUnreadMessages,
} from '../../src/session/useUnreadMessages';
import { markFirstScreenShown } from '../../src/session/firstScreen';
import { useSidepanel } from '../../src/layout/sidepanel';
import { column, DETAIL_COLUMN, fakeProvider, listCall, renderScreen, row, tableData } from './listFixtures';
import { expectConsole } from './consoleGuard';
import { PREVIEW_URL } from './setup';
import { expectRefusal, i18nProvider, mockServer } from './profileFixtures';

const mail = (over: Partial<FeedMail>): FeedMail => ({
  id: 1,
  conversation_id: 3,
  direction: 'out',
  kind: 'template',
  status: 'sent',
  status_reason: '',
  from: 'Immodesk <noreply@immodesk.test>',
  to: 'anna@example.ch',
  subject: 'Einladung zur Besichtigung',
  html: '<p>Guten Tag</p>',
  text: 'Guten Tag',
  is_read: true,
  bounce_read: true,
  sender_mismatch: false,
  sent_by_name: 'Beat Muster',
  created_at: '2026-03-02T09:00:00.000Z',
  attachments: [],
  ...over,
});

const FEED: InboxFeedReply = {
  application_id: 12,
  contacts: [
    { id: 12, adultId: null, name: 'Anna Keller', email: 'anna@example.ch', language: 'de' },
    { id: 12, adultId: 44, name: 'Marco Keller', email: 'marco@example.ch', language: 'de' },
  ],
  mails: [
    // listed out of order: the messenger shows them as written
    mail({
      id: 4,
      direction: 'in',
      kind: 'reply',
      status: 'received',
      from: 'Anna Keller <anna@example.ch>',
      to: 'r-abc@immodesk.test',
      subject: 'Re: Einladung zur Besichtigung',
      html: '<p>Ich komme gern.</p><script>alert(1)</script>',
      is_read: false,
      created_at: '2026-03-03T08:00:00.000Z',
      attachments: [
        { id: 9, name: 'Lohnausweis.pdf', size: 20480, mime: 'application/pdf', url: '', document_id: null },
      ],
    }),
    mail({ id: 1 }),
    mail({
      id: 2,
      status: 'bounced',
      status_reason: '550 5.1.1 mailbox unknown',
      to: 'alt@example.ch',
      created_at: '2026-03-02T09:01:00.000Z',
    }),
    mail({
      id: 3,
      status: 'queued',
      status_reason: 'mail_not_sent_no_server',
      created_at: '2026-03-02T10:00:00.000Z',
    }),
  ],
};

function renderWith(ui: ReactNode, queryClient = new QueryClient(), authProvider?: AuthProvider) {
  setStoredUser({ id: 2, username: 'demo.user', token: 'token' } as never);
  return render(
    <TestMemoryRouter initialEntries={['/applications']}>
      <AdminContext
        dataProvider={dataProvider}
        i18nProvider={i18nProvider}
        queryClient={queryClient}
        store={memoryStore()}
        authProvider={authProvider}
      >
        {ui}
        <Notification />
      </AdminContext>
    </TestMemoryRouter>,
  );
}

const FEED_URL = '/api/v1/communication/12/inbox-feed';

describe('messenger feed', () => {
  it('shows every mail in the order written with its state and reason, the body in a sandboxed frame', async () => {
    mockServer({
      [`GET ${FEED_URL}`]: { data: FEED },
      'POST /api/v1/communication/4/mail-is-read': { data: { id: 4, is_read: true, unread_messages: 0 } },
    });
    renderWith(<MessengerPanel applicationId={12} />);
    const feed = await screen.findByRole('region', { name: 'messenger_conversation' });
    const articles = within(feed).getAllByRole('article');
    expect(articles.map((a) => within(a).getByRole('heading').textContent)).toEqual([
      'Einladung zur Besichtigung',
      'Einladung zur Besichtigung',
      'Einladung zur Besichtigung',
      'Re: Einladung zur Besichtigung',
    ]);
    const [sent, bounced, queued, received] = articles as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    expect(sent.textContent).toContain('messenger_status_sent');
    expect(sent.textContent).toContain('messenger_to(to=anna@example.ch)');
    expect(bounced.textContent).toContain('messenger_status_bounced');
    // a bounce's reason is the reporting server's words: quoted as plain text, never a catalogue key
    expect(within(bounced).getByRole('note').textContent).toBe(
      'messenger_reason_bounce«550 5.1.1 mailbox unknown»',
    );
    expect(bounced.querySelector('blockquote')?.textContent).toBe('«550 5.1.1 mailbox unknown»');
    expect(queued.textContent).toContain('messenger_status_queued');
    expect(queued.textContent).toContain('messenger_reason(reason=messenger_reason_mail_not_sent_no_server)');
    expect(received.textContent).toContain('messenger_status_received');
    expect(received.textContent).toContain('messenger_from(from=Anna Keller <anna@example.ch>)');
    // marked new once shown (the mark follows the first render)
    expect(await within(received).findByText('messenger_new')).toBeTruthy();

    const frame = within(received).getByTitle(
      'messenger_body_title(subject=Re: Einladung zur Besichtigung)',
    ) as HTMLIFrameElement;
    // no scripts in the frame, whatever its HTML holds
    expect(frame.getAttribute('sandbox')?.split(' ')).not.toContain('allow-scripts');
    expect(frame.getAttribute('srcdoc')).toContain('<p>Ich komme gern.</p>');
    expect(
      within(received).getByRole('button', { name: 'messenger_download(name=Lohnausweis.pdf)' }),
    ).toBeTruthy();
    expect(within(received).getByRole('button', { name: 'messenger_file_to_documents' })).toBeTruthy();
    // outgoing mails' attachments are not filed again
    expect(within(sent).queryByRole('button', { name: 'messenger_file_to_documents' })).toBeNull();
  });

  it('offers filing to the documents only to those who may change applications, and says why a download is refused', async () => {
    mockServer({
      [`GET ${FEED_URL}`]: { data: FEED },
      'POST /api/v1/communication/4/mail-is-read': { data: { id: 4, is_read: true, unread_messages: 0 } },
      'GET /api/v1/communication/attachments/9/file': {
        status: 403,
        data: { message: 'Kein Zugriff', messageKey: 'inbox_attachment_not_allowed' },
      },
    });
    // a marketer: communication, but not applications
    const marketerAuth: AuthProvider = {
      login: async () => undefined,
      logout: async () => undefined,
      checkAuth: async () => undefined,
      checkError: async () => undefined,
      getPermissions: async () => [],
      canAccess: async ({ resource }) => resource === 'communication',
    };
    renderWith(<MessengerPanel applicationId={12} />, new QueryClient(), marketerAuth);
    const feed = await screen.findByRole('region', { name: 'messenger_conversation' });
    const received = within(feed).getAllByRole('article').at(-1)!;
    const download = within(received).getByRole('button', {
      name: 'messenger_download(name=Lohnausweis.pdf)',
    });
    expect(within(received).queryByRole('button', { name: 'messenger_file_to_documents' })).toBeNull();
    // a refused download: the notice of a missing permission (spec 2 section 8), no file
    expectRefusal();
    await userEvent.setup({ delay: null }).click(download);
    expect(await screen.findByText(/admin_access_denied/)).toBeTruthy();
  });

  it('shows a bounce reason with markup as text and marks a reply from an address foreign to the application', async () => {
    const feed = {
      ...FEED,
      mails: FEED.mails.map((m) =>
        m.id === 2
          ? { ...m, status_reason: '<img src=x onerror=alert(1)> call +41 00 000' }
          : m.id === 4
            ? { ...m, from: 'fremd@elsewhere.test', sender_mismatch: true }
            : m,
      ),
    };
    mockServer({
      [`GET ${FEED_URL}`]: { data: feed },
      'POST /api/v1/communication/4/mail-is-read': { data: { id: 4, is_read: true, unread_messages: 0 } },
    });
    renderWith(<MessengerPanel applicationId={12} />);
    const region = await screen.findByRole('region', { name: 'messenger_conversation' });
    const [sent, bounced, , received] = within(region).getAllByRole('article') as HTMLElement[];
    expect(bounced!.querySelector('blockquote')?.textContent).toBe(
      '«<img src=x onerror=alert(1)> call +41 00 000»',
    );
    expect(bounced!.querySelector('img')).toBeNull();
    expect(within(received!).getByRole('note').textContent).toBe(
      'messenger_sender_differs(from=fremd@elsewhere.test)',
    );
    expect(within(sent!).queryByRole('note')).toBeNull();
  });

  it('marks an unread incoming mail and an unseen bounce read once when shown, and takes the new count', async () => {
    const feed = {
      ...FEED,
      mails: FEED.mails.map((m) => (m.id === 2 ? { ...m, bounce_read: false } : m)),
    };
    const calls = mockServer({
      [`GET ${FEED_URL}`]: { data: feed },
      'POST /api/v1/communication/2/mail-is-read': { data: { id: 2, is_read: true, unread_messages: 6 } },
      'POST /api/v1/communication/4/mail-is-read': { data: { id: 4, is_read: true, unread_messages: 5 } },
    });
    const queryClient = new QueryClient();
    queryClient.setQueryData(UNREAD_QUERY_KEY, 7);
    const view = renderWith(<MessengerPanel applicationId={12} />, queryClient);
    await waitFor(() => expect(queryClient.getQueryData(UNREAD_QUERY_KEY)).toBe(5));
    // shown again (the feed read anew): nothing is marked twice
    await act(() => queryClient.refetchQueries({ queryKey: ['messenger', 12] }));
    view.rerender(<></>);
    expect(calls.filter((c) => c.method === 'POST').map((c) => [c.url, c.body])).toEqual([
      ['/api/v1/communication/2/mail-is-read', { is_read: true }],
      ['/api/v1/communication/4/mail-is-read', { is_read: true }],
    ]);
  });
});

describe('mail frame images', () => {
  // setup.ts gives every object URL as PREVIEW_URL
  const IMAGE_URL = '/api/v1/communication/attachments/31/file';
  const reply = mail({
    id: 30,
    direction: 'in',
    kind: 'reply',
    status: 'received',
    from: 'anna@example.ch',
    subject: 'Fotos',
    is_read: true,
    html:
      '<p>Hallo</p><img src="https://tracker.example.net/open.gif?m=30" alt="">' +
      `<img src="${IMAGE_URL}" alt="Schaden">` +
      `<img src="${window.location.origin}/mail-images/sig/1/logo.png" alt="Logo">`,
    attachments: [
      { id: 31, name: 'schaden.png', size: 2048, mime: 'image/png', url: IMAGE_URL, document_id: null },
    ],
  });

  const images = (frame: HTMLIFrameElement) => {
    const doc = new DOMParser().parseFromString(frame.getAttribute('srcdoc') ?? '', 'text/html');
    return {
      sources: Array.from(doc.querySelectorAll('img')).map((img) => img.getAttribute('src')),
      policy: doc.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute('content') ?? '',
    };
  };

  it('loads no remote image until "show images" is chosen for the mail, and shows inline images from the attachment', async () => {
    const calls = mockServer({
      [`GET ${FEED_URL}`]: { data: { ...FEED, mails: [reply] } },
      [`GET ${IMAGE_URL}`]: { data: new Blob(['png'], { type: 'image/png' }) },
    });
    const user = userEvent.setup({ delay: null });
    renderWith(<MessengerPanel applicationId={12} />);
    const frame = (await screen.findByTitle('messenger_body_title(subject=Fotos)')) as HTMLIFrameElement;
    // the inline image comes through the attachment's own call, as its download does
    await waitFor(() => expect(images(frame).sources[1]).toBe(PREVIEW_URL));
    expect(calls.filter((c) => c.url === IMAGE_URL)).toHaveLength(1);
    const before = images(frame);
    expect(before.sources).toEqual([
      null,
      PREVIEW_URL,
      `${window.location.origin}/mail-images/sig/1/logo.png`,
    ]);
    expect(frame.getAttribute('srcdoc')).toContain(
      'data-remote-src="https://tracker.example.net/open.gif?m=30"',
    );
    expect(before.policy).toContain("img-src 'self' data: blob:;");
    expect(before.policy).not.toMatch(/https:|http:/);
    expect(screen.getByText('messenger_images_blocked')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'messenger_show_images' }));
    const after = images(frame);
    expect(after.sources[0]).toBe('https://tracker.example.net/open.gif?m=30');
    expect(after.sources[1]).toBe(PREVIEW_URL);
    expect(after.policy).toContain('https:');
    expect(screen.queryByRole('button', { name: 'messenger_show_images' })).toBeNull();
  });

  it('offers no choice for a mail without remote images', async () => {
    mockServer({
      [`GET ${FEED_URL}`]: { data: { ...FEED, mails: [mail({ id: 40, html: '<p>Nur Text</p>' })] } },
    });
    renderWith(<MessengerPanel applicationId={12} />);
    await screen.findByRole('region', { name: 'messenger_conversation' });
    expect(screen.queryByRole('button', { name: 'messenger_show_images' })).toBeNull();
  });
});

describe('messenger reply', () => {
  // the editor (ProseMirror) measures the selection to scroll to it; jsdom lays nothing out
  const range = Range.prototype as Partial<Pick<Range, 'getClientRects' | 'getBoundingClientRect'>>;
  beforeAll(() => {
    range.getClientRects = () => [] as unknown as DOMRectList;
    range.getBoundingClientRect = () => new DOMRect();
  });
  afterAll(() => {
    delete range.getClientRects;
    delete range.getBoundingClientRect;
  });

  it('proposes the answer subject and sends subject, body and the chosen adult through the feed', async () => {
    const sent = mail({
      id: 8,
      subject: 'Re: Einladung zur Besichtigung',
      created_at: '2026-03-04T08:00:00.000Z',
    });
    const calls = mockServer({
      [`GET ${FEED_URL}`]: [{ data: FEED }, { data: { ...FEED, mails: [...FEED.mails, sent] } }],
      'POST /api/v1/communication/4/mail-is-read': { data: { id: 4, is_read: true, unread_messages: 0 } },
      [`POST ${FEED_URL}`]: { data: sent },
    });
    const user = userEvent.setup({ delay: null });
    renderWith(<MessengerPanel applicationId={12} />);
    const form = await screen.findByRole('region', { name: 'messenger_reply' });
    // the form shows once its rich-text input's code is loaded
    const subject = (await within(form).findByRole(
      'textbox',
      { name: /messenger_subject/ },
      { timeout: 10_000 },
    )) as HTMLInputElement;
    expect(subject.value).toBe('Re: Einladung zur Besichtigung');
    // two adults with an address: the reply asks whom; the writer of the last mail is proposed
    const recipient = within(form).getByRole('combobox', { name: /messenger_reply_to/ });
    expect(recipient.textContent).toContain('Anna Keller <anna@example.ch>');
    await user.click(recipient);
    await user.click(await screen.findByRole('option', { name: 'Marco Keller <marco@example.ch>' }));

    const body = await within(form).findByRole('textbox', { name: 'messenger_body' }, { timeout: 10_000 });
    act(() => body.focus());
    await user.type(body, 'Gern bestätige ich den Termin.', { skipClick: true });
    await user.click(within(form).getByRole('button', { name: 'messenger_send' }));

    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.url === FEED_URL)).toBe(true));
    const post = calls.find((c) => c.method === 'POST' && c.url === FEED_URL)!;
    expect(post.body).toEqual({
      adultId: 44,
      subject: 'Re: Einladung zur Besichtigung',
      // (jsdom's editor may leave an empty paragraph behind the typed one)
      body: expect.stringMatching(/^<p>Gern bestätige ich den Termin\.<\/p>(<p><\/p>)?$/),
    });
    // the sent mail joins the feed
    const feed = screen.getByRole('region', { name: 'messenger_conversation' });
    await waitFor(() => expect(within(feed).getAllByRole('article')).toHaveLength(5));
  });

  it('refuses to send without a subject or a body', async () => {
    const calls = mockServer({
      [`GET ${FEED_URL}`]: { data: { ...FEED, mails: [] } },
    });
    const user = userEvent.setup({ delay: null });
    renderWith(<MessengerPanel applicationId={12} />);
    const form = await screen.findByRole('region', { name: 'messenger_reply' });
    await within(form).findByRole('textbox', { name: 'messenger_body' }, { timeout: 10_000 });
    await user.click(within(form).getByRole('button', { name: 'messenger_send' }));
    await waitFor(() => expect(within(form).getAllByText('general_field_is_required').length).toBe(2));
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });
});

describe('the row messenger button and the model', () => {
  it('names the unread mail and the bounce of a row', () => {
    const flags = messengerFlagsOf({
      _messenger: { has_unread_mail: true, has_bounce: true, has_unread_bounce: false },
    });
    renderWith(<MessengerButton flags={flags} name="Anna Keller" onOpen={() => undefined} />);
    expect(
      screen.getByRole('button', { name: 'messenger_open_unread_bounce(name=Anna Keller)' }),
    ).toBeTruthy();
    expect(messengerFlagsOf({})).toEqual({
      has_unread_mail: false,
      has_bounce: false,
      has_unread_bounce: false,
    });
  });

  it('answers with Re: once and shows a text-only mail as text', () => {
    expect(replySubject(FEED.mails)).toBe('Re: Einladung zur Besichtigung');
    expect(replySubject([])).toBe('');
    expect(mailDocument('', 'a < b', 'de')).toContain('<pre>a &lt; b</pre>');
  });
});

/** The long poll's server: each call waits until the test answers it or the client ends it. */
function pollServer() {
  const pending: Array<{
    count: unknown;
    signal: AbortSignal | undefined;
    answer: (count: number) => void;
    fail: (status: number) => void;
  }> = [];
  api.defaults.adapter = (config: InternalAxiosRequestConfig) =>
    new Promise((resolve, reject) => {
      const signal = config.signal as AbortSignal | undefined;
      const respond = (status: number, data: unknown) => {
        const response = { data, status, statusText: '', headers: new AxiosHeaders(), config, request: {} };
        if (status >= 400)
          reject(new AxiosError(`status ${status}`, 'ERR_BAD_RESPONSE', config, {}, response));
        else resolve(response);
      };
      signal?.addEventListener('abort', () => reject(new CanceledError(undefined, undefined, config)));
      pending.push({
        count: JSON.parse(String(config.data)).count,
        signal,
        answer: (count) => respond(200, { count }),
        fail: (status) => respond(status, { message: 'server down' }),
      });
    });
  return pending;
}

function Counter() {
  const count = useUnreadMessages(true);
  return <output aria-label="unread">{count}</output>;
}

describe('unread poll', () => {
  // the screen's first content is there (the poll waits for it: src/session/firstScreen.ts)
  beforeEach(() => markFirstScreenShown());
  afterEach(() => {
    vi.useRealTimers();
  });

  it('starts from the known count, follows the answers, retries after a failure and stops on unmount', async () => {
    vi.useFakeTimers();
    expectConsole(/server down|status 503/);
    const pending = pollServer();
    const queryClient = new QueryClient();
    queryClient.setQueryData(['bootstrap'], { unread_messages: 3 });
    const view = renderWith(<Counter />, queryClient);
    const shown = () => screen.getByRole('status', { name: 'unread' }).textContent;

    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(shown()).toBe('3');
    expect(pending.map((p) => p.count)).toEqual([3]);

    // a reply arrived: the poll answers the new count and asks again with it
    await act(async () => {
      pending[0]!.answer(4);
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(shown()).toBe('4');
    expect(pending.map((p) => p.count)).toEqual([3, 4]);

    // the server is down: no new call until the retry delay has passed
    await act(async () => {
      pending[1]!.fail(503);
      await vi.advanceTimersByTimeAsync(UNREAD_RETRY_MS - 1);
    });
    expect(pending).toHaveLength(2);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(pending.map((p) => p.count)).toEqual([3, 4, 4]);

    // leaving (or signing out) ends the waiting call and the loop
    view.unmount();
    expect(pending[2]!.signal?.aborted).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(UNREAD_RETRY_MS * 3));
    expect(pending).toHaveLength(3);
  });

  it('stops when the session is gone (401)', async () => {
    let calls = 0;
    const controller = new AbortController();
    await pollUnread({
      wait: () => {
        calls += 1;
        return Promise.reject(Object.assign(new Error('unauthorized'), { status: 401 }));
      },
      current: () => 0,
      onCount: () => undefined,
      signal: controller.signal,
      retryMs: 1,
    });
    expect(calls).toBe(1);
  });
});

function OpenPanel() {
  const { panel } = useSidepanel();
  return <p data-testid="panel">{panel ? `${panel.key} ${panel.id} ${panel.title ?? ''}` : 'none'}</p>;
}

describe('communication screen', () => {
  it('shows a mailbox as the generic list, unread rows bold, and a row opens its application messenger', async () => {
    const table = tableData({
      header: [column('contact'), column('subject'), column('status'), DETAIL_COLUMN],
      body: [
        row(4, {
          contact: 'anna@example.ch',
          subject: 'Re: Termin',
          application_id: 12,
          application: 'Anna Keller',
          _messenger: { has_unread_mail: true, has_bounce: false, has_unread_bounce: false },
        }),
        row(5, {
          contact: 'beat@example.ch',
          subject: 'Unterlagen',
          application_id: 13,
          _messenger: { has_unread_mail: false, has_bounce: false, has_unread_bounce: false },
        }),
      ],
    });
    const provider = fakeProvider(table);
    const user = userEvent.setup({ delay: null });
    renderScreen(
      <Routes>
        <Route path="/communication" element={<CommunicationList />} />
        <Route path="/communication/:mailbox" element={<CommunicationList />} />
      </Routes>,
      provider,
      { path: '/communication/outbox', beside: <OpenPanel /> },
    );
    await screen.findByRole('button', { name: 'Re: Termin' });
    expect(listCall(provider)).toMatchObject({ resource: 'communication', meta: { mailbox: 'outbox' } });
    expect(
      screen.getByRole('tab', { name: 'communication_mailbox_outbox' }).getAttribute('aria-selected'),
    ).toBe('true');
    expect(screen.getByRole('tab', { name: 'communication_mailbox_inbox' }).getAttribute('href')).toBe(
      '/communication',
    );
    // why mails wait in the outbox
    expect(screen.getByText('communication_outbox_hint')).toBeTruthy();
    // unread: marked for the bold rows and told to screen readers; read rows are not
    const unread = screen.getByRole('button', { name: 'Re: Termin' }).closest('[data-unread]');
    expect(unread?.textContent).toContain('communication_unread');
    expect(screen.getByRole('button', { name: 'Unterlagen' }).closest('[data-unread]')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Re: Termin' }));
    expect(screen.getByTestId('panel').textContent).toBe('Messenger 12 messenger_title_of');
  });
});
