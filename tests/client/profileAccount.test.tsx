import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getStoredLanguage, getStoredUser } from '../../dataProvider/storage';
import type { Bootstrap } from '../../schema/api/session';

import { UserMenu } from '../../src/layout/UserMenu';
import { expectRefusal, mockServer, profile, ProfileScreens, renderSignedIn, user } from './profileFixtures';

const PROFILE = '/api/v1/users/user-profile-settings';

const field = (label: string) => screen.findByRole('textbox', { name: label });

/** The helper text (error) shown under an input. */
function helperOf(input: HTMLElement): string {
  const id = input.getAttribute('aria-describedby');
  return (id && document.getElementById(id)?.textContent) || '';
}

describe('profile settings: account', () => {
  it('opens the account tab by default, among the three tabs', async () => {
    mockServer({ [`GET ${PROFILE}`]: { data: profile } });
    const { locations } = renderSignedIn(<ProfileScreens />, '/profile-settings');
    expect(await field('profile_first_name')).toHaveProperty('value', 'Lukas');
    expect(locations.at(-1)).toBe('/profile-settings/account');
    const tabs = screen.getByRole('tablist', { name: 'profile_sections' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['profile_tab_account', 'profile_tab_security', 'profile_tab_notifications']);
    expect(within(tabs).getByRole('tab', { selected: true }).textContent).toBe('profile_tab_account');
  });

  it('sends an unknown tab to the account tab', async () => {
    mockServer({ [`GET ${PROFILE}`]: { data: profile } });
    const { locations } = renderSignedIn(<ProfileScreens />, '/profile-settings/nothing/here');
    expect(await field('profile_first_name')).toHaveProperty('value', 'Lukas');
    expect(locations.at(-1)).toBe('/profile-settings/account');
  });

  it('checks the rules of the form before sending anything', async () => {
    const calls = mockServer({ [`GET ${PROFILE}`]: { data: profile } });
    renderSignedIn();
    await userEvent.clear(await field('profile_first_name'));
    await userEvent.clear(await field('profile_username'));
    await userEvent.type(await field('profile_username'), 'a b');
    await userEvent.clear(await field('profile_email'));
    await userEvent.type(await field('profile_email'), 'not-an-address');
    await userEvent.click(screen.getByRole('button', { name: 'ra.action.save' }));

    await waitFor(() =>
      expect(helperOf(screen.getByLabelText(/profile_username/))).toBe('username_too_short'),
    );
    expect(helperOf(screen.getByLabelText(/profile_first_name/))).toBe('general_field_is_required');
    expect(helperOf(screen.getByLabelText(/profile_email/))).toBe('email_invalid');
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('asks for the current password while the e-mail address changes, and sends it', async () => {
    const calls = mockServer({
      [`GET ${PROFILE}`]: { data: profile },
      [`POST ${PROFILE}`]: { data: { ...profile, email: 'neu@demo.test', user, message: 'Gespeichert' } },
    });
    renderSignedIn();
    const email = await field('profile_email');
    expect(screen.queryByLabelText(/profile_current_password/)).toBeNull();
    await userEvent.clear(email);
    await userEvent.type(email, 'neu@demo.test');
    const password = await screen.findByLabelText(/profile_current_password/);
    expect(helperOf(password)).toBe('profile_email_password_hint');

    await userEvent.click(screen.getByRole('button', { name: 'ra.action.save' }));
    await waitFor(() => expect(helperOf(password)).toBe('general_field_is_required'));
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

    await userEvent.type(password, 'Demo2026!');
    await userEvent.click(screen.getByRole('button', { name: 'ra.action.save' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      email: 'neu@demo.test',
      currentPassword: 'Demo2026!',
    });
  });

  it("puts the server's field errors on their inputs", async () => {
    expectRefusal();
    mockServer({
      [`GET ${PROFILE}`]: { data: profile },
      [`POST ${PROFILE}`]: {
        status: 400,
        data: { message: 'E-Mail vergeben', errors: { email: 'email_taken', username: 'username_taken' } },
      },
    });
    renderSignedIn();
    await userEvent.clear(await field('profile_email'));
    await userEvent.type(await field('profile_email'), 'anna@demo.test');
    await userEvent.type(await screen.findByLabelText(/profile_current_password/), 'Demo2026!');
    await userEvent.click(screen.getByRole('button', { name: 'ra.action.save' }));

    await waitFor(() => expect(helperOf(screen.getByLabelText(/profile_email/))).toBe('email_taken'));
    expect(helperOf(screen.getByLabelText(/profile_username/))).toBe('username_taken');
    expect(screen.getByLabelText(/profile_email/).getAttribute('aria-invalid')).toBe('true');
  });

  it('says the profile changed elsewhere on 409 and reloads it on request', async () => {
    expectRefusal();
    const calls = mockServer({
      [`GET ${PROFILE}`]: [{ data: profile }, { data: { ...profile, first_name: 'Luca', version: 4 } }],
      [`POST ${PROFILE}`]: {
        status: 409,
        data: { message: 'geändert', messageKey: 'profile_changed_meanwhile' },
      },
    });
    renderSignedIn();
    await userEvent.type(await field('profile_last_name'), '-Keller');
    await userEvent.click(screen.getByRole('button', { name: 'ra.action.save' }));

    const alert = await screen.findByText('profile_conflict');
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      version: 3,
      last_name: 'Meier-Keller',
    });
    await userEvent.click(within(alert.closest('[role="alert"]') as HTMLElement).getByRole('button'));

    await waitFor(() => expect(screen.getByLabelText(/profile_first_name/)).toHaveProperty('value', 'Luca'));
    expect(screen.queryByText('profile_conflict')).toBeNull();
  });

  it('sends the version, refreshes the stored user and bootstrap, and applies a new language', async () => {
    const saved = { ...profile, first_name: 'Lucas', language: 'fr', version: 4 };
    const calls = mockServer({
      [`GET ${PROFILE}`]: { data: profile },
      [`POST ${PROFILE}`]: {
        data: { ...saved, user: { ...user, first_name: 'Lucas', language: 'fr' }, message: 'gespeichert' },
      },
      'GET /api/v1/bootstrap': { data: { user: { ...user, first_name: 'Lucas' } } },
    });
    const { queryClient } = renderSignedIn();
    const firstName = await field('profile_first_name');
    await userEvent.clear(firstName);
    await userEvent.type(firstName, 'Lucas');
    await userEvent.click(screen.getByRole('combobox', { name: /profile_language/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Français' }));
    await userEvent.click(screen.getByRole('button', { name: 'ra.action.save' }));

    await waitFor(() => expect(getStoredUser()?.first_name).toBe('Lucas'));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      first_name: 'Lucas',
      last_name: 'Meier',
      email: 'lukas.meier@demo.test',
      username: 'demo.user',
      language: 'fr',
      version: 3,
    });
    expect(getStoredUser()?.token).toBe('secret-token');
    expect(queryClient.getQueryData<Bootstrap>(['bootstrap'])?.user.first_name).toBe('Lucas');
    expect(getStoredLanguage()).toBe('fr');
    expect(document.documentElement.lang).toBe('fr');
    expect(await screen.findByText('gespeichert')).toBeTruthy();
  });
});

describe('user menu', () => {
  it('leads to the account settings', async () => {
    const { locations } = renderSignedIn(<UserMenu user={user} compact={false} />, '/objects/apartments');
    await userEvent.click(screen.getByRole('button', { name: /layout_user_menu/ }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'profile_menu_account' }));
    expect(locations.at(-1)).toBe('/profile-settings');
  });
});
