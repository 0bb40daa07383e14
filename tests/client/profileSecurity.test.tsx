import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SessionEntry, TwoFactorStatus } from '../../schema/api/accounts';
import {
  expectRefusal,
  mockServer,
  profile,
  renderSignedIn,
  twoFactorOff,
  type Call,
} from './profileFixtures';

const PROFILE = '/api/v1/users/user-profile-settings';
const TWO_FACTOR = `${PROFILE}/2fa`;
const SESSIONS = '/api/v1/users/sessions';
const FEED = '/api/v1/users/calendar-feed';
const FEED_URL = 'https://rent.example.ch/api/v1/calendar-feed/0123456789abcdef.ics';

const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

const session = (id: number, userAgent: string, current = false): SessionEntry => ({
  id,
  created_at: '2026-03-02T08:15:00.000Z',
  last_seen_at: '2026-03-02T09:00:00.000Z',
  ip: '127.0.0.1',
  user_agent: userAgent,
  second_factor: null,
  current,
});

const twoFactorOn: TwoFactorStatus = {
  ...twoFactorOff,
  enabled: true,
  method: 'totp',
  recoveryCodesLeft: 10,
};
const CODES = ['aaaa-1111', 'bbbb-2222', 'cccc-3333'];

/** The security tab with a server answering the reads, plus `routes`. */
function renderSecurity(routes: Parameters<typeof mockServer>[0] = {}) {
  const calls = mockServer({
    [`GET ${PROFILE}`]: { data: profile },
    [`GET ${TWO_FACTOR}`]: { data: twoFactorOff },
    [`GET ${SESSIONS}`]: { data: { sessions: [session(1, FIREFOX_WINDOWS, true)] } },
    [`GET ${FEED}`]: { data: { active: false, createdAt: null, lastUsedAt: null } },
    ...routes,
  });
  renderSignedIn(undefined, '/profile-settings/security');
  return calls;
}

const posts = (calls: Call[], url: string) => calls.filter((c) => c.method === 'POST' && c.url === url);
const region = (name: string) => screen.findByRole('region', { name });
const rule = (label: string) => screen.getByRole('listitem', { name: new RegExp(`^${label}`) });

describe('password change', () => {
  it('ticks off the password rules while the user types', async () => {
    renderSecurity();
    const section = await region('profile_password_heading');
    const input = within(section).getByLabelText(/^profile_new_password/);
    expect(rule('auth_rule_length').getAttribute('aria-label')).toMatch(/auth_rule_missing$/);

    await userEvent.type(input, 'abc');
    expect(rule('auth_rule_lowercase').getAttribute('aria-label')).toMatch(/auth_rule_met$/);
    expect(rule('auth_rule_length').getAttribute('aria-label')).toMatch(/auth_rule_missing$/);
    expect(rule('auth_rule_uppercase').getAttribute('aria-label')).toMatch(/auth_rule_missing$/);

    await userEvent.type(input, 'DEF1!');
    for (const label of ['length', 'lowercase', 'uppercase', 'digit', 'special']) {
      expect(rule(`auth_rule_${label}`).getAttribute('aria-label')).toMatch(/auth_rule_met$/);
    }
    await userEvent.type(input, 'x'.repeat(15));
    expect(rule('auth_rule_length').getAttribute('aria-label')).toMatch(/auth_rule_missing$/);
  });

  it('shows a typed password on request and hides it again', async () => {
    renderSecurity();
    const section = await region('profile_password_heading');
    const input = within(section).getByLabelText(/^profile_current_password/);
    expect(input.getAttribute('type')).toBe('password');
    const [show] = within(section).getAllByRole('button', { name: 'ra.input.password.toggle_hidden' });
    await userEvent.click(show!);
    expect(input.getAttribute('type')).toBe('text');
    await userEvent.click(within(section).getByRole('button', { name: 'ra.input.password.toggle_visible' }));
    expect(input.getAttribute('type')).toBe('password');
  });

  it('refuses a confirmation that differs, and shows a wrong current password on its field', async () => {
    expectRefusal();
    const calls = renderSecurity({
      'POST /api/v1/users/reset-password': {
        status: 400,
        data: { message: 'falsch', errors: { current_password: 'current_password_wrong' } },
      },
    });
    const section = await region('profile_password_heading');
    await userEvent.type(within(section).getByLabelText(/^profile_current_password/), 'Wrong1!');
    await userEvent.type(within(section).getByLabelText(/^profile_new_password/), 'Neues1!pw');
    await userEvent.type(within(section).getByLabelText(/^profile_password_confirmation/), 'Neues1!px');
    await userEvent.click(within(section).getByRole('button', { name: 'profile_password_submit' }));
    expect(await within(section).findByText('password_confirmation_mismatch')).toBeTruthy();
    expect(posts(calls, '/api/v1/users/reset-password')).toEqual([]);

    await userEvent.type(within(section).getByLabelText(/^profile_password_confirmation/), '{Backspace}w');
    await userEvent.click(within(section).getByRole('button', { name: 'profile_password_submit' }));
    expect(await within(section).findByText('current_password_wrong')).toBeTruthy();
    expect(posts(calls, '/api/v1/users/reset-password')[0]?.body).toEqual({
      current_password: 'Wrong1!',
      password: 'Neues1!pw',
      password_confirmation: 'Neues1!pw',
    });
  });

  it("shows the server's message that the other sessions ended, and empties the form", async () => {
    renderSecurity({
      'POST /api/v1/users/reset-password': {
        data: { message: 'Andere Sitzungen beendet', endedSessions: 2 },
      },
    });
    const section = await region('profile_password_heading');
    await userEvent.type(within(section).getByLabelText(/^profile_current_password/), 'Demo2026!');
    await userEvent.type(within(section).getByLabelText(/^profile_new_password/), 'Neues1!pw');
    await userEvent.type(within(section).getByLabelText(/^profile_password_confirmation/), 'Neues1!pw');
    await userEvent.click(within(section).getByRole('button', { name: 'profile_password_submit' }));
    expect(await screen.findByText('Andere Sitzungen beendet')).toBeTruthy();
    await waitFor(() =>
      expect(within(section).getByLabelText(/^profile_current_password/)).toHaveProperty('value', ''),
    );
  });
});

describe('two-factor sign-in', () => {
  it('sets up an app: password first, QR code and key, a code, then the recovery codes once', async () => {
    expectRefusal();
    const calls = renderSecurity({
      [`GET ${TWO_FACTOR}`]: [{ data: twoFactorOff }, { data: twoFactorOn }],
      [`POST ${TWO_FACTOR}/totp/start`]: [
        { status: 400, data: { message: 'falsch', errors: { password: 'current_password_wrong' } } },
        {
          data: {
            method: 'totp',
            secret: 'JBSWY3DPEHPK3PXP',
            otpauthUri: 'otpauth://totp/Immodesk:demo.user?secret=JBSWY3DPEHPK3PXP&issuer=Immodesk',
          },
        },
      ],
      [`POST ${TWO_FACTOR}/totp/confirm`]: [
        { status: 400, data: { message: 'falsch', errors: { code: 'two_factor_code_invalid' } } },
        { data: { recoveryCodes: CODES, twoFactor: twoFactorOn, message: 'eingeschaltet' } },
      ],
    });
    const section = await region('profile_2fa_heading');
    expect(await within(section).findByText('profile_2fa_status_off')).toBeTruthy();
    await userEvent.click(within(section).getByRole('button', { name: 'profile_2fa_setup_totp' }));

    const dialog = await screen.findByRole('dialog', { name: 'profile_2fa_totp_title' });
    await userEvent.type(within(dialog).getByLabelText(/profile_password/), 'nope');
    await userEvent.click(within(dialog).getByRole('button', { name: 'profile_continue' }));
    expect(await within(dialog).findByText('current_password_wrong')).toBeTruthy();
    await userEvent.clear(within(dialog).getByLabelText(/profile_password/));
    await userEvent.type(within(dialog).getByLabelText(/profile_password/), 'Demo2026!');
    await userEvent.click(within(dialog).getByRole('button', { name: 'profile_continue' }));

    const qr = await within(dialog).findByRole('img', { name: 'profile_2fa_qr_label' });
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/);
    expect(within(dialog).getByText('JBSWY3DPEHPK3PXP')).toBeTruthy();
    expect(posts(calls, `${TWO_FACTOR}/totp/start`).map((c) => c.body)).toEqual([
      { password: 'nope' },
      { password: 'Demo2026!' },
    ]);

    await userEvent.type(within(dialog).getByLabelText(/profile_2fa_code/), '000000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'profile_2fa_confirm' }));
    expect(await within(dialog).findByText('two_factor_code_invalid')).toBeTruthy();
    await userEvent.clear(within(dialog).getByLabelText(/profile_2fa_code/));
    await userEvent.type(within(dialog).getByLabelText(/profile_2fa_code/), '123456');
    await userEvent.click(within(dialog).getByRole('button', { name: 'profile_2fa_confirm' }));

    const codes = await screen.findByRole('list', { name: 'profile_2fa_codes_list' });
    expect(
      within(codes)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(CODES);
    expect(posts(calls, `${TWO_FACTOR}/totp/confirm`).at(-1)?.body).toEqual({ code: '123456' });
    await userEvent.click(screen.getByRole('button', { name: 'profile_done' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(section).getByText('profile_2fa_status_totp')).toBeTruthy();
    expect(within(section).getByRole('button', { name: 'profile_2fa_disable' })).toBeTruthy();
  });

  it('sets up codes by e-mail with the code from the mail', async () => {
    const calls = renderSecurity({
      [`POST ${TWO_FACTOR}/email/start`]: {
        data: {
          method: 'email',
          sentTo: 'l***@demo.test',
          message: 'Wir haben einen Code an l***@demo.test gesendet.',
        },
      },
      [`POST ${TWO_FACTOR}/email/confirm`]: {
        data: { recoveryCodes: CODES, twoFactor: { ...twoFactorOn, method: 'email' }, message: 'ok' },
      },
    });
    const section = await region('profile_2fa_heading');
    await userEvent.click(await within(section).findByRole('button', { name: 'profile_2fa_setup_email' }));
    const dialog = await screen.findByRole('dialog', { name: 'profile_2fa_email_title' });
    await userEvent.type(within(dialog).getByLabelText(/profile_password/), 'Demo2026!');
    await userEvent.click(within(dialog).getByRole('button', { name: 'profile_continue' }));
    expect(await within(dialog).findByText('Wir haben einen Code an l***@demo.test gesendet.')).toBeTruthy();
    expect(within(dialog).queryByRole('img')).toBeNull();
    await userEvent.type(within(dialog).getByLabelText(/profile_2fa_code/), '654321');
    await userEvent.click(within(dialog).getByRole('button', { name: 'profile_2fa_confirm' }));
    expect(await screen.findByRole('list', { name: 'profile_2fa_codes_list' })).toBeTruthy();
    expect(posts(calls, `${TWO_FACTOR}/email/confirm`)[0]?.body).toEqual({ code: '654321' });
    await userEvent.click(screen.getByRole('button', { name: 'profile_done' }));
    expect(await within(section).findByText('profile_2fa_status_email')).toBeTruthy();
  });

  it('gives new recovery codes after the password', async () => {
    renderSecurity({
      [`GET ${TWO_FACTOR}`]: { data: twoFactorOn },
      [`POST ${TWO_FACTOR}/recovery-codes`]: { data: { recoveryCodes: CODES, message: 'neu' } },
    });
    const section = await region('profile_2fa_heading');
    await userEvent.click(await within(section).findByRole('button', { name: 'profile_2fa_new_codes' }));
    const dialog = await screen.findByRole('dialog', { name: 'profile_2fa_new_codes' });
    await userEvent.type(within(dialog).getByLabelText(/profile_password/), 'Demo2026!');
    await userEvent.click(within(dialog).getByRole('button', { name: 'profile_continue' }));
    const codes = await screen.findByRole('list', { name: 'profile_2fa_codes_list' });
    expect(
      within(codes)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(CODES);
  });

  it("keeps it on with the server's message when a project requires it", async () => {
    expectRefusal();
    renderSecurity({
      [`GET ${TWO_FACTOR}`]: { data: { ...twoFactorOn, required: true } },
      [`POST ${TWO_FACTOR}/disable`]: {
        status: 409,
        data: { message: 'Ihr Projekt verlangt die Zwei-Faktor-Anmeldung.', messageKey: 'x' },
      },
    });
    const section = await region('profile_2fa_heading');
    await userEvent.click(await within(section).findByRole('button', { name: 'profile_2fa_disable' }));
    const dialog = await screen.findByRole('dialog', { name: 'profile_2fa_disable' });
    await userEvent.type(within(dialog).getByLabelText(/profile_password/), 'Demo2026!');
    await userEvent.click(within(dialog).getByRole('button', { name: 'profile_2fa_disable' }));
    expect(await within(dialog).findByText('Ihr Projekt verlangt die Zwei-Faktor-Anmeldung.')).toBeTruthy();
    expect(within(section).getByText('profile_2fa_status_totp')).toBeTruthy();
  });
});

describe('sessions', () => {
  it('lists the sessions in plain words, the current one marked, and ends another', async () => {
    const sessions = [session(7, FIREFOX_WINDOWS, true), session(8, SAFARI_IPHONE), session(9, '')];
    const calls = renderSecurity({
      [`GET ${SESSIONS}`]: [{ data: { sessions } }, { data: { sessions: [sessions[0], sessions[2]] } }],
      [`DELETE ${SESSIONS}/8`]: { data: { current: false, message: 'Sitzung beendet' } },
    });
    const table = await screen.findByRole('table', { name: 'profile_sessions_heading' });
    const rows = within(table).getAllByRole('row').slice(1);
    // the first cell: device, the current session marked (and, on phones only, the sign-in time)
    expect(
      rows.map(
        (row) => within(row).getAllByRole('cell')[0]?.textContent?.split('profile_session_created')[0],
      ),
    ).toEqual([
      'profile_session_device(browser=Firefox,os=Windows)profile_session_current',
      'profile_session_device(browser=Safari,os=iPhone)',
      'profile_session_device_unknown',
    ]);
    expect(within(rows[0]!).queryByRole('button')).toBeNull();
    expect(within(rows[1]!).getAllByRole('cell')[1]?.textContent).toBe('02.03.2026 09:15');

    await userEvent.click(within(rows[1]!).getByRole('button', { name: /^profile_session_end_label/ }));
    expect(await screen.findByText('Sitzung beendet')).toBeTruthy();
    expect(calls.some((c) => c.method === 'DELETE' && c.url === `${SESSIONS}/8`)).toBe(true);
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
  });

  it('ends all other sessions, and says when there are none', async () => {
    const calls = renderSecurity({
      [`GET ${SESSIONS}`]: [
        { data: { sessions: [session(7, FIREFOX_WINDOWS, true), session(8, SAFARI_IPHONE)] } },
        { data: { sessions: [session(7, FIREFOX_WINDOWS, true)] } },
      ],
      [`DELETE ${SESSIONS}`]: { data: { ended: 1, message: 'Andere beendet (1)' } },
    });
    const section = await region('profile_sessions_heading');
    await userEvent.click(
      await within(section).findByRole('button', { name: 'profile_sessions_end_others' }),
    );
    expect(await within(section).findByText('profile_sessions_none')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual([SESSIONS]);
    expect(within(section).queryByRole('button', { name: 'profile_sessions_end_others' })).toBeNull();
  });
});

describe('calendar subscription', () => {
  it('makes the private address of the viewings feed and shows it once', async () => {
    const user = userEvent.setup();
    const calls = renderSecurity({
      [`POST ${FEED}`]: {
        data: {
          active: true,
          createdAt: '2026-11-28T10:00:00.000Z',
          lastUsedAt: null,
          url: FEED_URL,
          message: 'profile_calendar_renewed',
        },
      },
    });
    const section = await region('profile_calendar_heading');
    expect(await within(section).findByText('profile_calendar_none')).toBeTruthy();
    await user.click(within(section).getByRole('button', { name: 'profile_calendar_create' }));
    expect(await within(section).findByDisplayValue(FEED_URL)).toBeTruthy();
    expect(posts(calls, FEED)).toHaveLength(1);
  });
});
