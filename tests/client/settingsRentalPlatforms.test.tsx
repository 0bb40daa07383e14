import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { routeKeyOf, routePermission } from '../../authProvider/routePermissions';
import { api } from '../../dataProvider/http';
import { callsTo, expectRefusal, marketingPlatforms, mockApi, renderSettings } from './settingsFixtures';

const SETTINGS = '/api/v1/settings/marketing-platforms';
const FINGERPRINT = 'SHA256:nThbg6kXUpJWGl7E1IGOCspRomTxdCARLviKw6E5SY8';
const PATH = '/settings/software-interfaces/rental-platforms';

const originalAdapter = api.defaults.adapter;
afterEach(() => {
  api.defaults.adapter = originalAdapter;
});

describe('settings > software interfaces > rental platforms', () => {
  it('saves a portal pushed over SFTP with a write-only password, the other portals as loaded', async () => {
    const user = userEvent.setup();
    const calls = mockApi((call) => {
      if (call.url !== SETTINGS) return undefined;
      if (call.method === 'GET') return { data: marketingPlatforms() };
      return { data: marketingPlatforms({ enabled: true, transport: 'sftp', passwordSet: true }) };
    });
    renderSettings({ path: PATH });
    expect(await screen.findByRole('heading', { level: 1, name: 'Inserateportale' })).toBeTruthy();
    const form = await screen.findByRole('form', { name: 'Homegate' });
    // the pull feed: no address yet, and no push inputs
    expect(within(form).getByText('Noch keine Feed-Adresse.')).toBeTruthy();
    expect(within(form).queryByRole('textbox', { name: /^Server/ })).toBeNull();

    await user.click(within(form).getByLabelText('Portal eingeschaltet'));
    await user.click(within(form).getByRole('combobox', { name: /Übermittlung/ }));
    await user.click(await screen.findByRole('option', { name: 'SFTP' }));
    await user.type(within(form).getByRole('textbox', { name: /^Server/ }), 'sftp.homegate.ch');
    await user.type(within(form).getByRole('textbox', { name: /Ordner/ }), '/upload');
    await user.type(within(form).getByRole('textbox', { name: /Benutzername/ }), 'immodesk');
    // password and key: none stored yet
    expect(within(form).getAllByText('Nicht gespeichert')).toHaveLength(2);
    await user.type(within(form).getByLabelText(/^Passwort/, { selector: 'input' }), 'geheim-123');
    await user.type(within(form).getByRole('textbox', { name: /Fingerabdruck/ }), FINGERPRINT);
    await user.click(within(form).getByRole('button', { name: 'Speichern' }));

    await waitFor(() => expect(callsTo(calls, 'POST', SETTINGS)).toHaveLength(1));
    const body = callsTo(calls, 'POST', SETTINGS)[0]!.body as {
      version: number;
      platforms: Record<string, Record<string, unknown>>;
    };
    expect(body.version).toBe(3);
    expect(body.platforms.homegate).toMatchObject({
      enabled: true,
      transport: 'sftp',
      host: 'sftp.homegate.ch',
      port: 0,
      path: '/upload',
      username: 'immodesk',
      password: 'geheim-123',
      hostKeyFingerprint: FINGERPRINT,
    });
    expect(body.platforms.flatfox).toEqual({
      enabled: false,
      format: 'swissrets',
      transport: 'pull',
      senderId: '',
      host: '',
      port: 0,
      path: '',
      username: '',
      hostKeyFingerprint: '',
      tlsCertificate: '',
    });
    expect(await screen.findByText('Die Einstellungen des Portals sind gespeichert.')).toBeTruthy();
    // saved: the password is not shown again, only that one is stored
    const saved = await screen.findByRole('form', { name: 'Homegate' });
    expect((within(saved).getByLabelText(/^Passwort/, { selector: 'input' }) as HTMLInputElement).value).toBe(
      '',
    );
    expect(within(saved).getAllByText(/Gespeichert\. Leer lassen/).length).toBeGreaterThan(0);
  });

  it('puts the server’s refusal on the portal’s input', async () => {
    const user = userEvent.setup();
    expectRefusal();
    mockApi((call) => {
      if (call.url !== SETTINGS) return undefined;
      if (call.method === 'GET') {
        return {
          data: marketingPlatforms({
            enabled: true,
            transport: 'ftp',
            host: 'ftp.homegate.ch',
            username: 'x',
          }),
        };
      }
      return {
        status: 400,
        data: {
          message: 'Für dieses Portal ist weder ein Passwort noch ein Schlüssel hinterlegt.',
          errors: { 'platforms.homegate.password': 'marketing_push_no_credentials' },
        },
      };
    });
    renderSettings({ path: PATH });
    const form = await screen.findByRole('form', { name: 'Homegate' });
    await user.type(within(form).getByRole('textbox', { name: /Ordner/ }), '/in');
    await user.click(within(form).getByRole('button', { name: 'Speichern' }));
    const password = within(form).getByLabelText(/^Passwort/, { selector: 'input' });
    await waitFor(() => expect(password.getAttribute('aria-invalid')).toBe('true'));
    expect(
      within(form).getAllByText('Für dieses Portal ist weder ein Passwort noch ein Schlüssel hinterlegt.')
        .length,
    ).toBeGreaterThan(0);
  });

  it('tests the connection with the values in the form and shows the result and the last transfer', async () => {
    const user = userEvent.setup();
    const calls = mockApi((call) => {
      if (call.url === SETTINGS) {
        return {
          data: marketingPlatforms({
            enabled: true,
            transport: 'ftp',
            host: 'ftp.homegate.ch',
            port: 21,
            path: '/in',
            username: 'immodesk',
            passwordSet: true,
            lastTransfer: {
              at: '2026-11-20T10:00:00.000Z',
              objectsSent: 0,
              error: 'marketing_push_auth_failed',
              message: 'Der Server des Portals hat Benutzername, Passwort oder Schlüssel abgelehnt.',
            },
          }),
        };
      }
      if (call.url === `${SETTINGS}/test-connection`) {
        return {
          data: {
            ok: true,
            error: '',
            message: 'Verbindung hergestellt. Einträge im Ordner: 2',
            entries: ['a.json', 'b.zip'],
            fingerprint: '',
          },
        };
      }
      return undefined;
    });
    renderSettings({ path: PATH });
    const form = await screen.findByRole('form', { name: 'Homegate' });
    expect(within(form).getByText(/fehlgeschlagen\. Der Server des Portals hat Benutzername/)).toBeTruthy();
    await user.click(within(form).getByRole('button', { name: 'Verbindung testen' }));
    expect(await within(form).findByText(/Verbindung hergestellt/)).toBeTruthy();
    expect(within(form).getByText('Im Ordner: a.json, b.zip')).toBeTruthy();
    const probe = callsTo(calls, 'POST', `${SETTINGS}/test-connection`)[0]!.body;
    // the stored password is used: the form sends none
    expect(probe).toEqual({
      portal: 'homegate',
      transport: 'ftp',
      host: 'ftp.homegate.ch',
      port: 21,
      path: '/in',
      username: 'immodesk',
      hostKeyFingerprint: '',
      tlsCertificate: '',
    });
  });

  it('shows the SFTP server’s fingerprint and takes it into the form only when asked, to be saved', async () => {
    const user = userEvent.setup();
    const calls = mockApi((call) => {
      if (call.url === SETTINGS && call.method === 'GET') {
        return {
          data: marketingPlatforms({
            enabled: true,
            transport: 'sftp',
            host: 'sftp.homegate.ch',
            username: 'immodesk',
            passwordSet: true,
          }),
        };
      }
      if (call.url === SETTINGS) return { data: marketingPlatforms() };
      if (call.url === `${SETTINGS}/test-connection`) {
        return {
          data: {
            ok: false,
            error: 'marketing_push_host_key_unknown',
            message: 'Für den SFTP-Server des Portals ist kein Fingerabdruck bestätigt.',
            entries: [],
            fingerprint: FINGERPRINT,
          },
        };
      }
      return undefined;
    });
    renderSettings({ path: PATH });
    const form = await screen.findByRole('form', { name: 'Homegate' });
    const field = within(form).getByRole('textbox', { name: /Fingerabdruck/ }) as HTMLInputElement;
    expect(field.value).toBe('');
    await user.click(within(form).getByRole('button', { name: 'Verbindung testen' }));
    expect(await within(form).findByText(`Fingerabdruck des Servers: ${FINGERPRINT}`)).toBeTruthy();
    expect(callsTo(calls, 'POST', `${SETTINGS}/test-connection`)[0]!.body).toMatchObject({
      transport: 'sftp',
      hostKeyFingerprint: '',
    });
    // nothing is trusted yet: not in the form, nothing saved
    expect(field.value).toBe('');
    expect(callsTo(calls, 'POST', SETTINGS)).toHaveLength(0);
    await user.click(within(form).getByRole('button', { name: 'Fingerabdruck übernehmen' }));
    expect(field.value).toBe(FINGERPRINT);
    expect(callsTo(calls, 'POST', SETTINGS)).toHaveLength(0);
    await user.click(within(form).getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(callsTo(calls, 'POST', SETTINGS)).toHaveLength(1));
    const body = callsTo(calls, 'POST', SETTINGS)[0]!.body as {
      platforms: Record<string, Record<string, unknown>>;
    };
    expect(body.platforms.homegate).toMatchObject({ transport: 'sftp', hostKeyFingerprint: FINGERPRINT });
  });

  it('shows a new feed address once, right after it is made', async () => {
    const user = userEvent.setup();
    mockApi((call) => {
      if (call.url === SETTINGS) return { data: marketingPlatforms() };
      if (call.url === `${SETTINGS}/renew-feed`) {
        return {
          data: {
            portal: 'homegate',
            feedUrl: '/api/v1/marketing/feed/homegate/abcdefghijklmnopqrstuvwxyz012345',
            feedCreatedAt: '2026-11-20T10:00:00.000Z',
          },
        };
      }
      return undefined;
    });
    renderSettings({ path: PATH });
    const form = await screen.findByRole('form', { name: 'Homegate' });
    await user.click(within(form).getByRole('button', { name: 'Neue Feed-Adresse erstellen' }));
    const address = (await within(form).findByRole('textbox', { name: 'Feed-Adresse' })) as HTMLInputElement;
    expect(address.value).toMatch(/\/api\/v1\/marketing\/feed\/homegate\/abcdefghijklmnopqrstuvwxyz012345$/);
    expect(within(form).getByText(/Sie wird nur jetzt angezeigt/)).toBeTruthy();
  });

  it('lies in the settings area, which only admins open (the marketer and the analyst do not)', () => {
    expect(routeKeyOf(PATH.slice(1))).toBe('settings');
    expect(routePermission('settings')).toEqual({ kind: 'admin' });
  });
});
