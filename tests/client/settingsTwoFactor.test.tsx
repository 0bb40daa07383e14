import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { api } from '../../dataProvider/http';
import {
  callsTo,
  expectRefusal,
  mockApi,
  renderSettings,
  twoFactorSetting,
  type Call,
} from './settingsFixtures';

const PATH = '/api/v1/settings/two-factor';
const originalAdapter = api.defaults.adapter;
afterEach(() => {
  api.defaults.adapter = originalAdapter;
});

/** The project's setting as the server keeps it: a POST changes what the next GET answers. */
function serverWith(ownSessionFactor: string | null = null) {
  let setting = twoFactorSetting();
  return mockApi((call: Call) => {
    if (call.url === PATH && call.method === 'POST') {
      const { require_2fa } = call.body as { require_2fa: boolean };
      setting = { ...setting, require_2fa };
      return { data: { ...setting, message: 'gespeichert' } };
    }
    if (call.url === PATH) return { data: setting };
    if (call.url === '/api/v1/users/sessions') {
      return { data: { sessions: [{ id: 9, second_factor: ownSessionFactor, current: true }] } };
    }
    return undefined;
  });
}

const requireSwitch = () => screen.findByRole('switch', { name: 'Zwei-Faktor-Anmeldung verlangen' });

describe('two-factor requirement', () => {
  it('shows how many of the staff have set up a second factor', async () => {
    serverWith();
    renderSettings();
    expect((await requireSwitch()).matches(':checked')).toBe(false);
    expect(screen.getByText('3 von 8 Mitarbeitenden haben einen zweiten Faktor eingerichtet.')).toBeTruthy();
  });

  it('asks before turning it on, and leaves it off when the question is cancelled', async () => {
    const calls = serverWith();
    renderSettings();
    await userEvent.click(await requireSwitch());

    const dialog = await screen.findByRole('dialog', { name: 'Zwei-Faktor-Anmeldung verlangen?' });
    expect(dialog.textContent).toContain(
      'Mitarbeitende ohne zweiten Faktor richten ihn bei ihrer nächsten Anmeldung ein',
    );
    expect(dialog.textContent).toContain(
      'Sitzungen, die ohne zweiten Faktor geöffnet wurden, funktionieren in diesem Projekt ab sofort nicht mehr.',
    );
    expect(dialog.textContent).toContain('Das betrifft zurzeit 5 Personen.');
    expect(callsTo(calls, 'POST', PATH)).toEqual([]);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    expect(callsTo(calls, 'POST', PATH)).toEqual([]);
    expect((await requireSwitch()).matches(':checked')).toBe(false);
  });

  it('turns it on once confirmed', async () => {
    const calls = serverWith('totp');
    renderSettings();
    await userEvent.click(await requireSwitch());
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verlangen' }));

    expect(
      await screen.findByText('Die Zwei-Faktor-Anmeldung ist für dieses Projekt jetzt Pflicht.'),
    ).toBeTruthy();
    expect(callsTo(calls, 'POST', PATH).map((call) => call.body)).toEqual([{ require_2fa: true }]);
    expect((await requireSwitch()).matches(':checked')).toBe(true);
  });

  it('warns an admin whose own session was opened without a second factor', async () => {
    serverWith(null);
    renderSettings();
    await userEvent.click(await requireSwitch());
    const dialog = await screen.findByRole('dialog');
    expect(
      await within(dialog).findByText(/Auch Ihre eigene Sitzung wurde ohne zweiten Faktor geöffnet/),
    ).toBeTruthy();
  });

  it('turns it off without asking', async () => {
    const calls = mockApi((call) => {
      if (call.url !== PATH) return undefined;
      return { data: twoFactorSetting({ require_2fa: call.method === 'GET' }) };
    });
    renderSettings();
    const toggle = await requireSwitch();
    expect(toggle.matches(':checked')).toBe(true);
    await userEvent.click(toggle);

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(callsTo(calls, 'POST', PATH).map((call) => call.body)).toEqual([{ require_2fa: false }]);
    expect(
      await screen.findByText('Die Zwei-Faktor-Anmeldung ist für dieses Projekt nicht mehr Pflicht.'),
    ).toBeTruthy();
  });

  it('shows the server’s refusal and leaves the switch as it was', async () => {
    expectRefusal();
    mockApi((call) => {
      if (call.url === PATH && call.method === 'POST') {
        return { status: 400, data: { message: 'Bitte wählen Sie Ja oder Nein.', errors: {} } };
      }
      return undefined;
    });
    renderSettings();
    await userEvent.click(await requireSwitch());
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Verlangen' }),
    );
    expect(await screen.findByText('Bitte wählen Sie Ja oder Nein.')).toBeTruthy();
    expect((await requireSwitch()).matches(':checked')).toBe(false);
  });
});
