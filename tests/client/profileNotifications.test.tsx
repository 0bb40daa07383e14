import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DEFAULT_NOTIFICATION_SETTINGS } from '../../schema/validation';
import { mockServer, renderSignedIn, type Call } from './profileFixtures';

const EVENTS = '/api/v1/users/notification-settings';
const SYSTEM = '/api/v1/users/system-notification-preference';

describe('profile settings: notifications', () => {
  it('saves the e-mail events and the browser preferences with a confirmation', async () => {
    const echo = ({ body }: Call) => ({ data: { ...(body as object), message: 'ok' } });
    const calls = mockServer({
      [`GET ${EVENTS}`]: { data: DEFAULT_NOTIFICATION_SETTINGS },
      [`GET ${SYSTEM}`]: { data: { desktop: false, sound: false } },
      [`POST ${EVENTS}`]: echo,
      [`POST ${SYSTEM}`]: echo,
    });
    renderSignedIn(undefined, '/profile-settings/notifications');

    const newApplication = await screen.findByRole('switch', { name: 'profile_event_new_application' });
    expect(newApplication).toHaveProperty('checked', false);
    expect(screen.getByRole('switch', { name: 'profile_event_new_message' })).toHaveProperty('checked', true);
    await userEvent.click(newApplication);
    await userEvent.click(screen.getByRole('switch', { name: 'profile_event_contract_signed' }));
    await userEvent.click(screen.getByRole('switch', { name: 'profile_sound' }));
    await userEvent.click(screen.getByRole('button', { name: 'ra.action.save' }));

    expect(await screen.findByText('profile_notifications_saved')).toBeTruthy();
    const posted = (url: string) => calls.find((c) => c.method === 'POST' && c.url === url)?.body;
    expect(posted(EVENTS)).toEqual({
      ...DEFAULT_NOTIFICATION_SETTINGS,
      new_application: true,
      contract_signed: false,
    });
    expect(posted(SYSTEM)).toEqual({ desktop: false, sound: true });
    // saved: nothing left to save
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'ra.action.save' })).toHaveProperty('disabled', true),
    );
  });
});
