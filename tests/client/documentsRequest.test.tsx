import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore, Notification, TestMemoryRouter } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { dataProvider } from '../../dataProvider';
import { setStoredUser } from '../../dataProvider/storage';
import { DocumentsRequests } from '../../resources/applications/DocumentsRequest';
import type { DocumentsRequestOverview } from '../../schema/api/actionLinks';
import { expectRefusal, i18nProvider, mockServer } from './profileFixtures';

function renderRequests(canWrite = true) {
  setStoredUser({ id: 1, username: 'demo.admin', token: 'token' } as never);
  return render(
    <TestMemoryRouter initialEntries={['/applications']}>
      <AdminContext
        dataProvider={dataProvider}
        i18nProvider={i18nProvider}
        queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
        store={memoryStore()}
      >
        <DocumentsRequests id={7} canWrite={canWrite} />
        <Notification />
      </AdminContext>
    </TestMemoryRouter>,
  );
}

const overview = (
  requests: DocumentsRequestOverview['requests'] = [],
): { data: DocumentsRequestOverview } => ({
  data: {
    categories: [
      { key: 'debt_collection', label: 'Betreibungsregisterauszug', scope: 'adult' },
      { key: 'salary_slip', label: 'Lohnausweis', scope: 'adult' },
    ],
    requests,
  },
});
const open = {
  id: 31,
  categories: [{ key: 'salary_slip', label: 'Lohnausweis', scope: 'adult' as const }],
  message: 'Bitte die letzten drei.',
  state: 'open' as const,
  uploaded: 1,
  created_at: '2026-11-20T09:00:00Z',
  expires_at: '2026-12-04T09:00:00Z',
};
const url = '/api/v1/applications/7/documents-request';

describe("an application's document requests", () => {
  it('asks for the chosen documents with a message and says when the mail waits in the outbox', async () => {
    const user = userEvent.setup();
    const calls = mockServer({
      [`GET ${url}`]: [overview(), overview([{ ...open, id: 32 }])],
      [`POST ${url}`]: {
        data: {
          id: 32,
          expires_at: '2026-12-11T09:00:00Z',
          mail: { status: 'waiting', to: 'anna@example.ch', message: 'Die Anfrage wartet im Postausgang.' },
          message: 'Die Anfrage wartet im Postausgang.',
        },
      },
    });
    renderRequests();
    await user.click(await screen.findByRole('button', { name: 'documents_request_button' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('combobox', { name: /documents_request_categories/ }));
    await user.click(await screen.findByRole('option', { name: 'Betreibungsregisterauszug' }));
    await user.keyboard('{Escape}');
    await user.type(
      within(dialog).getByRole('textbox', { name: /documents_request_message/ }),
      'Bis Freitag.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'documents_request_send' }));
    expect(await screen.findByText('Die Anfrage wartet im Postausgang.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      categories: ['debt_collection'],
      message: 'Bis Freitag.',
    });
    // the list is read again and shows the new request
    expect(await screen.findByRole('heading', { name: 'Lohnausweis' })).toBeTruthy();
  });

  it('refuses to send without a document chosen, and shows a server refusal on its field', async () => {
    const user = userEvent.setup();
    const calls = mockServer({
      [`GET ${url}`]: overview(),
      [`POST ${url}`]: {
        status: 400,
        data: {
          message: 'Ungültige Eingabe',
          messageKey: 'invalid_request',
          errors: { categories: 'choice_invalid' },
        },
      },
    });
    renderRequests();
    await user.click(await screen.findByRole('button', { name: 'documents_request_button' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'documents_request_send' }));
    expect(await within(dialog).findByText(/general_field_is_required/)).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

    expectRefusal();
    await user.type(within(dialog).getByRole('combobox', { name: /documents_request_categories/ }), 'Lohn');
    await user.click(await screen.findByRole('option', { name: 'Lohnausweis' }));
    await user.keyboard('{Escape}');
    await user.click(within(dialog).getByRole('button', { name: 'documents_request_send' }));
    expect(await within(dialog).findByText(/choice_invalid/)).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('lists a request with its state and uploads, and withdraws it', async () => {
    const user = userEvent.setup();
    const calls = mockServer({
      [`GET ${url}`]: [overview([open]), overview([{ ...open, state: 'revoked' }])],
      [`POST ${url}/31/revoke`]: { data: { message: 'Die Dokumentanfrage ist zurückgezogen.' } },
    });
    renderRequests();
    expect(await screen.findByText('Bitte die letzten drei.')).toBeTruthy();
    expect(screen.getByText(/documents_request_uploaded\(smart_count=1\)/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'documents_request_revoke' }));
    expect(await screen.findByText('Die Dokumentanfrage ist zurückgezogen.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST' && c.url === `${url}/31/revoke`)).toBe(true);
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'documents_request_revoke' })).toBeNull(),
    );
    expect(screen.getByText(/documents_request_state_revoked/)).toBeTruthy();
  });

  it('offers nothing to staff who may only read', async () => {
    mockServer({ [`GET ${url}`]: overview([open]) });
    renderRequests(false);
    expect(await screen.findByText('Bitte die letzten drei.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'documents_request_button' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'documents_request_revoke' })).toBeNull();
  });
});
