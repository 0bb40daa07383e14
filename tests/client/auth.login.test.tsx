import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { authProvider, queryClient } from '../../authProvider';
import { api } from '../../dataProvider/http';
import { getStoredUser } from '../../dataProvider/storage';
import { i18nProvider } from '../../i18n';
import { defaultPermissions } from '../../schema/permissions';
import { LoginPage } from '../../src/login/LoginPage';
import { retryAfterMinutes } from '../../src/login/loginError';
import { mockAdapter } from './mockApi';

const mockApi = mockAdapter;

const user = {
  id: 3,
  first_name: 'Beat',
  last_name: 'Keller',
  email: 'beat.keller@example.ch',
  company: 'Immo AG',
  role: 'user',
  permissions: defaultPermissions('user'),
  features: {},
  username: 'demo.user',
  userType: 'staff',
  language: 'de',
};

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function renderLogin(path = '/login') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AdminContext
        authProvider={authProvider}
        i18nProvider={i18nProvider}
        store={memoryStore()}
        queryClient={queryClient}
      >
        <Routes>
          <Route path="/login" element={<LoginPage />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </AdminContext>
    </MemoryRouter>,
  );
}

const originalAdapter = api.defaults.adapter;
afterEach(() => {
  api.defaults.adapter = originalAdapter;
  queryClient.clear();
});

describe('LoginPage', () => {
  it('submits username and password on Enter and goes back to the page asked for', async () => {
    const calls = mockApi((config) =>
      config.url?.endsWith('/login') ? { data: { token: 'tok-5', user } } : { data: { user } },
    );
    renderLogin('/login?redirect=%2Fobjects%2Fparking');
    const person = userEvent.setup();
    const username = await screen.findByLabelText(/Benutzername oder E-Mail/);
    expect(username).toHaveProperty('name', 'username');
    expect(username.getAttribute('autocomplete')).toBe('username');
    const password = screen.getByLabelText(/^Passwort/, { selector: 'input' });
    expect(password).toHaveProperty('name', 'password');
    expect(password.getAttribute('autocomplete')).toBe('current-password');

    await person.type(username, ' demo.user ');
    await person.type(password, 'Demo2026!{Enter}');

    expect((await screen.findByTestId('where')).textContent).toBe('/objects/parking');
    expect(calls[0]?.url).toBe('/api/v1/login');
    expect(JSON.parse(String(calls[0]?.data))).toEqual({ username: 'demo.user', password: 'Demo2026!' });
    expect(getStoredUser()?.token).toBe('tok-5');
  });

  it("shows the server's message in the form when the sign-in is refused", async () => {
    mockApi(() => ({
      status: 401,
      data: { message: 'Benutzername oder Passwort ist falsch.', messageKey: 'invalid_credentials' },
    }));
    renderLogin();
    const person = userEvent.setup();
    await person.type(await screen.findByLabelText(/Benutzername oder E-Mail/), 'demo.user');
    await person.type(screen.getByLabelText(/^Passwort/, { selector: 'input' }), 'falsch');
    await person.click(screen.getByRole('button', { name: 'Anmelden' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Benutzername oder Passwort ist falsch.');
    expect(getStoredUser()).toBeNull();
    expect(screen.getByRole('button', { name: 'Anmelden' })).toHaveProperty('disabled', false);
  });

  it('says how long to wait after too many attempts, from Retry-After', async () => {
    mockApi(() => ({
      status: 429,
      data: { message: 'Zu viele Versuche.' },
      headers: { 'Retry-After': '540' },
    }));
    renderLogin();
    const person = userEvent.setup();
    await person.type(await screen.findByLabelText(/Benutzername oder E-Mail/), 'demo.user');
    await person.type(screen.getByLabelText(/^Passwort/, { selector: 'input' }), 'falsch{Enter}');

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuchen Sie es in 9 Minuten erneut.',
    );
  });

  it('asks for both fields before calling the server', async () => {
    const calls = mockApi(() => ({ data: {} }));
    renderLogin();
    const person = userEvent.setup();
    await person.click(await screen.findByRole('button', { name: 'Anmelden' }));
    expect(screen.getAllByText('Bitte ausfüllen.')).toHaveLength(2);
    expect(calls).toHaveLength(0);
  });

  it('sends someone already signed in on to the app', async () => {
    window.localStorage.setItem('immodesk.user', JSON.stringify({ ...user, token: 'tok-1' }));
    renderLogin();
    expect((await screen.findByTestId('where')).textContent).toBe('/');
  });
});

describe('retryAfterMinutes', () => {
  it('rounds seconds up to whole minutes, at least one', () => {
    expect(retryAfterMinutes('540')).toBe(9);
    expect(retryAfterMinutes('541')).toBe(10);
    expect(retryAfterMinutes('5')).toBe(1);
  });

  it('reads an HTTP date and ignores a missing header', () => {
    const now = Date.parse('2026-03-01T10:00:00Z');
    expect(retryAfterMinutes('Sun, 01 Mar 2026 10:03:30 GMT', now)).toBe(4);
    expect(retryAfterMinutes(undefined)).toBeNull();
    expect(retryAfterMinutes('soon')).toBeNull();
  });
});
