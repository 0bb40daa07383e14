import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { api } from '../../dataProvider/http';
import type { SsoSettingsReply as SsoSettings } from '../../schema/api/settings';
import {
  callsTo,
  expectRefusal,
  mockApi,
  renderSettings,
  ssoSettings,
  type Call,
  type Reply,
} from './settingsFixtures';

const PATH = '/api/v1/settings/authentication';
const originalAdapter = api.defaults.adapter;
afterEach(() => {
  api.defaults.adapter = originalAdapter;
});

/** The SSO settings as the server keeps them; `onSave` may refuse a save. */
function serverWith(
  initial: Partial<SsoSettings>,
  onSave?: (body: Record<string, unknown>) => Reply | undefined,
) {
  let settings = ssoSettings(initial);
  return mockApi((call: Call) => {
    if (call.url !== PATH) return undefined;
    if (call.method === 'GET') return { data: settings };
    const body = call.body as Record<string, unknown>;
    const refusal = onSave?.(body);
    if (refusal) return refusal;
    const { clientSecret, version: _version, ...rest } = body;
    settings = {
      ...settings,
      ...(rest as Partial<SsoSettings>),
      hasSecret: settings.hasSecret || clientSecret !== '',
      version: settings.version + 1,
    };
    return { data: { ...settings, message: 'gespeichert' } };
  });
}

/** The SSO section once its settings are loaded. */
async function form(): Promise<HTMLElement> {
  const region = await screen.findByRole('region', {
    name: 'Anmeldung mit dem Firmenkonto (Single Sign-on)',
  });
  await within(region).findByRole('button', { name: 'Speichern' });
  return region;
}
const secretInput = () => screen.getByLabelText('Geheimer Clientschlüssel') as HTMLInputElement;
const save = async () => userEvent.click(within(await form()).getByRole('button', { name: 'Speichern' }));
const saves = (calls: Call[]) =>
  callsTo(calls, 'POST', PATH).map((call) => call.body as Record<string, unknown>);

/** The text that describes an input: its helper text or its error. */
function descriptionOf(input: HTMLElement): string {
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

describe('single sign-on settings', () => {
  it('never shows the stored secret: the input is empty and says one is saved', async () => {
    serverWith({
      provider: 'oidc',
      issuerUrl: 'https://login.example.ch',
      clientId: 'immodesk',
      hasSecret: true,
      version: 4,
    });
    renderSettings();
    await form();
    await waitFor(() =>
      expect((screen.getByLabelText('Anwendungs-ID (Client-ID)') as HTMLInputElement).value).toBe('immodesk'),
    );
    expect(secretInput().value).toBe('');
    expect(secretInput().type).toBe('password');
    expect(descriptionOf(secretInput())).toContain('Gespeichert. Leer lassen, um ihn zu behalten');
  });

  it('keeps the stored secret by sending an empty one, with the version it loaded', async () => {
    const calls = serverWith({
      provider: 'oidc',
      issuerUrl: 'https://login.example.ch',
      clientId: 'a',
      hasSecret: true,
      version: 4,
    });
    renderSettings();
    const clientId = await screen.findByLabelText('Anwendungs-ID (Client-ID)');
    await waitFor(() => expect((clientId as HTMLInputElement).value).toBe('a'));
    await userEvent.clear(clientId);
    await userEvent.type(clientId, 'immodesk-app');
    await save();

    expect(
      await screen.findByText('Die Einstellungen für die Anmeldung mit dem Firmenkonto wurden gespeichert.'),
    ).toBeTruthy();
    expect(saves(calls)).toEqual([
      {
        provider: 'oidc',
        enabled: false,
        directoryId: '',
        clientId: 'immodesk-app',
        clientSecret: '',
        issuerUrl: 'https://login.example.ch',
        allowCreateUsers: false,
        defaultRole: 'user',
        version: 4,
      },
    ]);
  });

  it('sends a typed secret once and empties the input after saving', async () => {
    const calls = serverWith({ version: 1 });
    renderSettings();
    await form();
    await userEvent.type(secretInput(), 's3cret-value');
    await save();

    await screen.findByText('Die Einstellungen für die Anmeldung mit dem Firmenkonto wurden gespeichert.');
    expect(saves(calls)[0]).toMatchObject({ clientSecret: 's3cret-value', version: 1 });
    await waitFor(() => expect(descriptionOf(secretInput())).toContain('Gespeichert.'));
    expect(secretInput().value).toBe('');

    // the next save carries the new version
    await userEvent.type(screen.getByLabelText('Anwendungs-ID (Client-ID)'), 'x');
    await save();
    await waitFor(() => expect(saves(calls)).toHaveLength(2));
    expect(saves(calls)[1]).toMatchObject({ clientSecret: '', version: 2 });
  });

  it('asks Entra for the directory id and any OpenID provider for its issuer', async () => {
    const calls = serverWith({ provider: 'azure', directoryId: '8f3c2a1b-4d5e-4f60-9a7b-1c2d3e4f5a6b' });
    renderSettings();
    await form();
    expect(screen.getByLabelText('Verzeichnis-ID (Mandanten-ID)')).toBeTruthy();
    expect(screen.queryByLabelText('Aussteller-URL (Issuer)')).toBeNull();

    await userEvent.click(screen.getByRole('radio', { name: 'OpenID Connect' }));
    expect(screen.queryByLabelText('Verzeichnis-ID (Mandanten-ID)')).toBeNull();
    await userEvent.type(screen.getByLabelText('Aussteller-URL (Issuer)'), 'https://id.example.ch');
    await save();

    await waitFor(() => expect(saves(calls)).toHaveLength(1));
    expect(saves(calls)[0]).toMatchObject({
      provider: 'oidc',
      directoryId: '',
      issuerUrl: 'https://id.example.ch',
    });
  });

  it('puts the server’s field errors on their inputs', async () => {
    expectRefusal();
    serverWith({ provider: 'oidc' }, () => ({
      status: 400,
      data: {
        message: 'Die Aussteller-URL muss eine https-Adresse ohne Parameter sein.',
        messageKey: 'sso_issuer_invalid',
        errors: { issuerUrl: 'sso_issuer_invalid', clientSecret: 'sso_client_secret_required' },
      },
    }));
    renderSettings();
    await form();
    await userEvent.type(screen.getByLabelText('Aussteller-URL (Issuer)'), 'http://example.ch');
    await save();

    const issuer = screen.getByLabelText('Aussteller-URL (Issuer)');
    await waitFor(() => expect(issuer.getAttribute('aria-invalid')).toBe('true'));
    expect(descriptionOf(issuer)).toContain('Die Aussteller-URL muss eine https-Adresse ohne Parameter sein');
    expect(secretInput().getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(secretInput())).toContain('Bitte geben Sie den geheimen Clientschlüssel ein.');
    const clientId = screen.getByLabelText('Anwendungs-ID (Client-ID)');
    expect(clientId.getAttribute('aria-invalid')).toBe('false');
  });

  it('says clearly when someone else saved in between, and loads their settings on request', async () => {
    expectRefusal();
    let conflict = true;
    const calls = serverWith({ provider: 'oidc', issuerUrl: 'https://a.example.ch', version: 3 }, () =>
      conflict
        ? { status: 409, data: { message: 'geändert', messageKey: 'sso_settings_changed' } }
        : undefined,
    );
    renderSettings();
    await form();
    await userEvent.type(screen.getByLabelText('Anwendungs-ID (Client-ID)'), 'mine');
    await save();

    const notice = await screen.findByText(/^Jemand anderes hat diese Einstellungen inzwischen gespeichert/, {
      selector: '.MuiAlert-message',
    });
    expect(notice).toBeTruthy();
    expect(saves(calls)[0]).toMatchObject({ version: 3 });

    // someone else's save: the next read answers a newer version
    conflict = false;
    api.defaults.adapter = undefined;
    const reloaded = mockApi((call) =>
      call.url === PATH && call.method === 'GET'
        ? {
            data: ssoSettings({
              provider: 'oidc',
              issuerUrl: 'https://b.example.ch',
              clientId: 'theirs',
              version: 4,
            }),
          }
        : undefined,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Aktuelle Einstellungen laden' }));
    await waitFor(() =>
      expect((screen.getByLabelText('Aussteller-URL (Issuer)') as HTMLInputElement).value).toBe(
        'https://b.example.ch',
      ),
    );
    expect((screen.getByLabelText('Anwendungs-ID (Client-ID)') as HTMLInputElement).value).toBe('theirs');
    expect(screen.queryByRole('button', { name: 'Aktuelle Einstellungen laden' })).toBeNull();
    expect(callsTo(reloaded, 'GET', PATH)).toHaveLength(1);
  });

  it('offers the non-admin roles for new accounts once creating accounts is allowed', async () => {
    serverWith({});
    renderSettings();
    await form();
    expect(screen.queryByRole('combobox', { name: /Rolle neuer Benutzerkonten/ })).toBeNull();
    await userEvent.click(
      screen.getByRole('switch', { name: 'Neue Benutzerkonten bei der ersten Anmeldung anlegen' }),
    );
    await userEvent.click(screen.getByRole('combobox', { name: /Rolle neuer Benutzerkonten/ }));
    const options = within(screen.getByRole('listbox'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual([
      'Superuser',
      'Benutzer/in',
      'Assistenz',
      'Vermarktung',
      'Vertragswesen',
      'Analyse',
    ]);
  });

  it('shows the redirect URI to register and copies it', async () => {
    const user = userEvent.setup();
    serverWith({});
    renderSettings();
    await form();
    const field = screen.getByLabelText('Weiterleitungs-URI (Redirect URI)') as HTMLInputElement;
    expect(field.value).toBe('https://rent.immodesk.test/api/v2/sso/callback');
    expect(field.readOnly).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Adresse kopieren' }));
    expect(await screen.findByText('Die Adresse wurde in die Zwischenablage kopiert.')).toBeTruthy();
    expect(await navigator.clipboard.readText()).toBe('https://rent.immodesk.test/api/v2/sso/callback');
  });
});
