import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ssoResultOf } from '../../authProvider';
import { getStoredUser } from '../../dataProvider/storage';
import { mockApi, renderAuthPages, restoreApi, sessionUser, startWithSso, type Call } from './authFixtures';

const AUTHORIZATION_URL = 'https://login.microsoftonline.com/tenant/oauth2/v2.0/authorize?state=s1';

interface FakePopup {
  location: { href: string };
  closed: boolean;
  focus: () => void;
  close: () => void;
}

function fakePopup(): FakePopup {
  const popup: FakePopup = {
    location: { href: '' },
    closed: false,
    focus: () => undefined,
    close: () => {
      popup.closed = true;
    },
  };
  return popup;
}

function server() {
  return mockApi((call: Call) => {
    if (call.url === '/api/v2/azure/sso' || call.url === '/api/v2/oicd/sso') {
      return { data: { authorizationUrl: AUTHORIZATION_URL } };
    }
    if (call.url === '/api/v1/bootstrap') return { data: { user: sessionUser } };
    return { status: 404, data: { message: `no route ${call.url}` } };
  });
}

function post(data: unknown, origin = window.location.origin) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { origin, data }));
  });
}

afterEach(() => {
  restoreApi();
  vi.restoreAllMocks();
  startWithSso(null);
});

describe('single sign-on on the login page', () => {
  it('offers no directory sign-in when the project has none', async () => {
    startWithSso(null);
    server();
    renderAuthPages();
    expect(await screen.findByRole('form', { name: 'Anmelden' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Mit Microsoft|Mit Firmenkonto/ })).toBeNull();
  });

  it('opens the popup at the directory, ignores messages of other origins and types, and signs in with the popup’s session', async () => {
    startWithSso({ provider: 'azure' });
    const calls = server();
    const popup = fakePopup();
    const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    renderAuthPages('/login?redirect=%2Fobjects%2Fparking');
    const person = userEvent.setup();

    await person.click(await screen.findByRole('button', { name: 'Mit Microsoft anmelden' }));
    expect(open).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Die Anmeldung läuft im neuen Fenster…')).toBeTruthy();
    expect(popup.location.href).toBe(AUTHORIZATION_URL);
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: '/api/v2/azure/sso',
      body: { redirectUri: `${window.location.origin}/api/v2/sso/callback` },
    });

    const signedIn = { type: 'immodesk-sso', ok: true, token: 'tok-sso', user: sessionUser };
    post(signedIn, 'https://evil.example');
    post({ ...signedIn, type: 'something-else' });
    post('immodesk-sso');
    expect(getStoredUser()).toBeNull();
    expect(calls.filter((c) => c.url === '/api/v1/bootstrap')).toHaveLength(0);

    post(signedIn);
    expect((await screen.findByTestId('where')).textContent).toBe('/objects/parking');
    expect(getStoredUser()?.token).toBe('tok-sso');
    expect(calls.filter((c) => c.url === '/api/v1/bootstrap')).toHaveLength(1);
  });

  it('starts an OpenID sign-in at the spec’s oicd path and shows the directory’s refusal in the form', async () => {
    startWithSso({ provider: 'oidc' });
    const calls = server();
    vi.spyOn(window, 'open').mockReturnValue(fakePopup() as unknown as Window);
    renderAuthPages();
    const person = userEvent.setup();

    await person.click(await screen.findByRole('button', { name: 'Mit Firmenkonto anmelden' }));
    expect(calls[0]?.url).toBe('/api/v2/oicd/sso');
    post({
      type: 'immodesk-sso',
      ok: false,
      message: 'Der Anmeldedienst hat keine bestätigte E-Mail-Adresse geliefert.',
      messageKey: 'sso_email_unverified',
    });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Der Anmeldedienst hat keine bestätigte E-Mail-Adresse geliefert.',
    );
    expect(getStoredUser()).toBeNull();
  });

  it('explains a popup the browser blocked, without starting a sign-in', async () => {
    startWithSso({ provider: 'azure' });
    const calls = server();
    vi.spyOn(window, 'open').mockReturnValue(null);
    renderAuthPages();
    const person = userEvent.setup();

    await person.click(await screen.findByRole('button', { name: 'Mit Microsoft anmelden' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Der Browser hat das Anmeldefenster blockiert. Bitte erlauben Sie Pop-up-Fenster für diese Seite und versuchen Sie es erneut.',
    );
    expect(calls).toHaveLength(0);
  });

  it('closes the popup and says why when the sign-in cannot start', async () => {
    startWithSso({ provider: 'azure' });
    mockApi(() => ({
      status: 404,
      data: { message: 'Die Anmeldung mit Microsoft Entra ID ist für dieses Projekt nicht eingerichtet.' },
    }));
    const popup = fakePopup();
    vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    renderAuthPages();
    const person = userEvent.setup();

    await person.click(await screen.findByRole('button', { name: 'Mit Microsoft anmelden' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Die Anmeldung mit Microsoft Entra ID ist für dieses Projekt nicht eingerichtet.',
    );
    expect(popup.closed).toBe(true);
  });
});

describe('ssoResultOf', () => {
  const origin = 'https://beta.immodesk.ch';
  const ok = { type: 'immodesk-sso', ok: true, token: 't', user: sessionUser };

  it('believes only a message of our own origin and type', () => {
    expect(ssoResultOf({ origin, data: ok }, origin)).toEqual({
      ok: true,
      session: { token: 't', user: sessionUser },
    });
    expect(ssoResultOf({ origin: 'https://immodesk.ch', data: ok }, origin)).toBeNull();
    expect(ssoResultOf({ origin, data: { ...ok, type: 'other' } }, origin)).toBeNull();
    expect(ssoResultOf({ origin, data: null }, origin)).toBeNull();
  });

  it('ignores a success without token or user, and reads a refusal with or without its message', () => {
    expect(ssoResultOf({ origin, data: { ...ok, token: '' } }, origin)).toBeNull();
    expect(ssoResultOf({ origin, data: { ...ok, user: { id: 1 } } }, origin)).toBeNull();
    expect(
      ssoResultOf({ origin, data: { type: 'immodesk-sso', ok: false, message: 'Nein' } }, origin),
    ).toEqual({
      ok: false,
      message: 'Nein',
    });
    expect(ssoResultOf({ origin, data: { type: 'immodesk-sso', ok: false } }, origin)).toEqual({
      ok: false,
      message: null,
    });
  });
});
