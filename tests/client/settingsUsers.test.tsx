import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../dataProvider/http';
import { userActions, userFields } from '../../resources/settings/users/userModel';
import type { UserDetail } from '../../schema/api/users';
import { column, DETAIL_COLUMN, row, tableData } from './listFixtures';
import { callsTo, expectRefusal, mockApi, renderSettings, type Call, type Reply } from './settingsFixtures';

const USERS = '/api/v1/settings/users';
const LIST_PATH = '/settings/user-management/users';

const originalAdapter = api.defaults.adapter;
afterEach(() => {
  api.defaults.adapter = originalAdapter;
});

const choices = {
  roles: ['admin', 'superuser', 'user', 'assistant', 'marketer', 'contract', 'analyst'],
  projects: [
    { id: 1, title: 'Erstvermietung' },
    { id: 2, title: 'Rent' },
  ],
  currentProject: 2,
};

function detail(extra: Partial<UserDetail> = {}): UserDetail {
  return {
    id: 5,
    username: 'lukas.meier',
    first_name: 'Lukas',
    last_name: 'Meier',
    email: 'lukas.meier@demo.test',
    language: 'de',
    role: 'user',
    projects: [2],
    is_active: true,
    status: 'active',
    two_factor: true,
    last_login_at: null,
    invitation_expires_at: null,
    editable: true,
    self: false,
    version: 3,
    ...extra,
  };
}

const userTable = tableData({
  header: [column('name'), column('email'), column('role'), DETAIL_COLUMN],
  body: [row(5, { name: 'Lukas Meier', email: 'lukas.meier@demo.test', role: 'Benutzer/in' })],
  bulkOptions: [],
  filters: [],
  search: { enabled: false, value: '' },
  settings: { key: 'settings_users', columnOrder: [], canReorder: false },
});

function server(routes: Record<string, (call: Call) => Reply>) {
  return mockApi((call) => {
    const found = routes[`${call.method} ${call.url}`];
    if (found) return found(call);
    if (call.method === 'GET' && call.url === USERS) return { data: userTable };
    if (call.method === 'GET' && call.url === `${USERS}/choices`) return { data: choices };
    return undefined;
  });
}

describe('settings > users', () => {
  it.each(['/settings', '/settings/user-management', '/settings/credit-check'])(
    '%s leads to the users list, the default settings page',
    async (path) => {
      server({});
      const { location } = renderSettings({ path });
      expect(await screen.findByRole('heading', { level: 1, name: 'Benutzer' })).toBeTruthy();
      expect(await screen.findByText('lukas.meier@demo.test')).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Einladen' }).getAttribute('href')).toBe(`${LIST_PATH}/create`);
      await waitFor(() => expect(location()).toBe(LIST_PATH));
    },
  );

  it.each([
    ['smtp', 'Die Einladung wurde an anna@example.ch gesendet.'],
    [
      'outbox',
      'Einladung für anna@example.ch erstellt. Die Mail wartet im Postausgang: Es ist kein Mailserver eingerichtet.',
    ],
  ])(
    'invites a user with role and projects, then goes back to the list with a notice (%s)',
    async (delivery, notice) => {
      const calls = server({
        [`POST ${USERS}/create`]: (call) => ({
          data: { ...detail({ id: 9, status: 'invited' }), ...(call.body as object), delivery },
        }),
      });
      const { location } = renderSettings({ path: `${LIST_PATH}/create` });
      const person = userEvent.setup();
      expect(await screen.findByRole('heading', { level: 1, name: 'Benutzer einladen' })).toBeTruthy();
      await person.type(await screen.findByLabelText(/^Vorname/), 'Anna');
      await person.type(screen.getByLabelText(/^Nachname/), 'Muster');
      await person.type(screen.getByLabelText(/^Benutzername/), 'anna.muster');
      await person.type(screen.getByLabelText(/^E-Mail/), 'anna@example.ch');
      // the current project is already chosen; add another
      await person.click(screen.getByLabelText(/^Projekte/));
      await person.click(await screen.findByRole('option', { name: 'Erstvermietung' }));
      await person.click(screen.getByRole('button', { name: /Speichern/ }));
      await waitFor(() => expect(callsTo(calls, 'POST', `${USERS}/create`)).toHaveLength(1));
      expect(callsTo(calls, 'POST', `${USERS}/create`)[0]!.body).toMatchObject({
        first_name: 'Anna',
        last_name: 'Muster',
        username: 'anna.muster',
        email: 'anna@example.ch',
        language: 'de',
        role: 'user',
        projects: [2, 1],
      });
      expect(await screen.findByText(notice)).toBeTruthy();
      // without a mail server nothing claims the invitation was sent
      if (delivery === 'outbox') expect(screen.queryByText(/gesendet/)).toBeNull();
      await waitFor(() => expect(location()).toBe(LIST_PATH));
    },
  );

  it('says that a resent invitation waits in the outbox when no mail server is configured', async () => {
    const waiting = 'Einladung für lukas.meier@demo.test erstellt. Die Mail wartet im Postausgang.';
    const calls = server({
      [`GET ${USERS}/5`]: () => ({ data: detail({ status: 'invited', two_factor: false }) }),
      [`POST ${USERS}/5/resend-invitation`]: () => ({ data: { message: waiting, delivery: 'outbox' } }),
    });
    renderSettings({ path: `${LIST_PATH}/5` });
    const person = userEvent.setup();
    await person.click(await screen.findByRole('button', { name: 'Einladung erneut senden' }));
    await waitFor(() => expect(callsTo(calls, 'POST', `${USERS}/5/resend-invitation`)).toHaveLength(1));
    expect(await screen.findByText(waiting)).toBeTruthy();
    expect(screen.queryByText('Die Einladung wurde gesendet.')).toBeNull();
  });

  it('asks before deactivating a user, then ends their access', async () => {
    let deactivated = false;
    const calls = server({
      [`GET ${USERS}/5`]: () => ({
        data: detail(deactivated ? { status: 'inactive', is_active: false } : {}),
      }),
      [`POST ${USERS}/5/deactivate`]: () => {
        deactivated = true;
        return { data: { message: 'Der Benutzer wurde deaktiviert.', endedSessions: 2 } };
      },
    });
    renderSettings({ path: `${LIST_PATH}/5` });
    const person = userEvent.setup();
    expect(await screen.findByDisplayValue('Lukas')).toBeTruthy();
    await person.click(screen.getByRole('button', { name: 'Deaktivieren' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/lukas.meier wird sofort abgemeldet/)).toBeTruthy();
    expect(callsTo(calls, 'POST', `${USERS}/5/deactivate`)).toHaveLength(0);
    await person.click(within(dialog).getByRole('button', { name: 'Deaktivieren' }));
    await waitFor(() => expect(callsTo(calls, 'POST', `${USERS}/5/deactivate`)).toHaveLength(1));
    expect(await screen.findByText('Der Benutzer wurde deaktiviert.')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Aktivieren' })).toBeTruthy();
  });

  it('copies a new invitation link of a pending invitation after asking, and shows it', async () => {
    const link = 'https://immo.example.ch/action/account/0b1c/invitation?token=abc';
    const calls = server({
      [`GET ${USERS}/5`]: () => ({
        data: detail({
          status: 'invited',
          two_factor: false,
          invitation_expires_at: '2026-12-01T10:00:00.000Z',
        }),
      }),
      [`POST ${USERS}/5/invitation-link`]: () => ({
        data: { link, expires_at: '2026-12-01T10:00:00.000Z', message: 'Neuer Link.' },
      }),
    });
    renderSettings({ path: `${LIST_PATH}/5` });
    const person = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    await person.click(await screen.findByRole('button', { name: 'Einladungslink kopieren' }));
    const ask = await screen.findByRole('dialog');
    expect(
      within(ask).getByText(/gemailte und jeder früher kopierte Link gelten danach nicht mehr/),
    ).toBeTruthy();
    expect(callsTo(calls, 'POST', `${USERS}/5/invitation-link`)).toHaveLength(0);
    await person.click(within(ask).getByRole('button', { name: 'Einladungslink kopieren' }));
    await waitFor(() => expect(callsTo(calls, 'POST', `${USERS}/5/invitation-link`)).toHaveLength(1));
    expect(await screen.findByDisplayValue(link)).toBeTruthy();
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(link));
    expect(await screen.findByText('Der Einladungslink wurde in die Zwischenablage kopiert.')).toBeTruthy();
  });

  it('offers no invitation link to an active user', async () => {
    server({ [`GET ${USERS}/5`]: () => ({ data: detail() }) });
    renderSettings({ path: `${LIST_PATH}/5` });
    expect(await screen.findByDisplayValue('Lukas')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Einladungslink kopieren' })).toBeNull();
  });

  it("shows the server's refusal of a self-lockout", async () => {
    const calls = server({
      [`GET ${USERS}/5`]: () => ({ data: detail({ self: true, role: 'admin' }) }),
      [`POST ${USERS}/5/edit`]: () => ({
        status: 409,
        data: {
          message: 'Sie können sich die Administratorrolle nicht selbst entziehen.',
          messageKey: 'user_own_admin_role',
        },
      }),
    });
    expectRefusal();
    renderSettings({ path: `${LIST_PATH}/5` });
    const person = userEvent.setup();
    expect(await screen.findByDisplayValue('Lukas')).toBeTruthy();
    // no deactivate button on one's own account
    expect(screen.queryByRole('button', { name: 'Deaktivieren' })).toBeNull();
    await person.click(screen.getByLabelText(/^Rolle/));
    await person.click(await screen.findByRole('option', { name: 'Benutzer/in' }));
    await person.click(screen.getByRole('button', { name: /Speichern/ }));
    await waitFor(() => expect(callsTo(calls, 'POST', `${USERS}/5/edit`)).toHaveLength(1));
    expect(callsTo(calls, 'POST', `${USERS}/5/edit`)[0]!.body).toMatchObject({ role: 'user', version: 3 });
    expect(
      await screen.findAllByText('Sie können sich die Administratorrolle nicht selbst entziehen.'),
    ).not.toHaveLength(0);
  });

  it("shows a superadmin's form read-only to an admin", async () => {
    server({ [`GET ${USERS}/5`]: () => ({ data: detail({ role: 'superadmin', editable: false }) }) });
    renderSettings({ path: `${LIST_PATH}/5` });
    expect(await screen.findByText('Nur ein Superadmin kann einen Superadmin ändern.')).toBeTruthy();
    expect((screen.getByLabelText(/^Vorname/) as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Deaktivieren' })).toBeNull();
  });
});

describe('user model', () => {
  it('offers the actions the state of a user allows', () => {
    expect(userActions(detail())).toEqual(['deactivate', 'reset-2fa']);
    expect(userActions(detail({ status: 'invited', two_factor: false }))).toEqual([
      'resend-invitation',
      'deactivate',
    ]);
    expect(userActions(detail({ status: 'inactive' }))).toEqual(['activate']);
    expect(userActions(detail({ self: true, two_factor: false }))).toEqual([]);
    expect(userActions(detail({ editable: false }))).toEqual([]);
  });

  it('asks for the username only when inviting', () => {
    expect(userFields(choices, 'create').map((f) => f.source)).toContain('username');
    expect(userFields(choices, 'edit').map((f) => f.source)).not.toContain('username');
  });
});
