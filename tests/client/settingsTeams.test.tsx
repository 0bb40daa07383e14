import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { api } from '../../dataProvider/http';
import type { TeamChoices } from '../../schema/api/teams';
import { callsTo, mockApi, renderSettings, type Call } from './settingsFixtures';

const TEAMS = '/api/v1/settings/teams';
const originalAdapter = api.defaults.adapter;
afterEach(() => {
  api.defaults.adapter = originalAdapter;
});

const choices: TeamChoices = {
  users: [
    { id: 3, name: 'Lukas Meier' },
    { id: 4, name: 'Nicole Favre' },
  ],
  projects: [
    { id: 1, title: 'Projekt rent' },
    { id: 2, title: 'Projekt verkauf' },
  ],
};

function server() {
  return mockApi((call: Call) => {
    if (call.url === `${TEAMS}/choices`) return { data: choices };
    if (call.url === `${TEAMS}/create`) return { data: { id: 9, version: 1, ...(call.body as object) } };
    if (call.url === `${TEAMS}/9`) {
      return { data: { id: 9, name: 'Vermietung', members: [3], projects: [1], version: 1 } };
    }
    return undefined;
  });
}

describe('settings: teams', () => {
  it('asks for a project before a new team is sent', async () => {
    const calls = server();
    renderSettings({ path: '/settings/user-management/teams/create' });
    await userEvent.type(await screen.findByRole('textbox', { name: /Name/ }), 'Vermietung');
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Bitte wählen Sie mindestens ein Projekt.')).toBeTruthy();
    expect(callsTo(calls, 'POST', `${TEAMS}/create`)).toEqual([]);
  });

  it("shows a team's name, members and projects in its form", async () => {
    server();
    renderSettings({ path: '/settings/user-management/teams/9' });
    const name = await screen.findByRole('textbox', { name: /Name/ });
    await waitFor(() => expect((name as HTMLInputElement).value).toBe('Vermietung'));
    expect(screen.getByText('Lukas Meier')).toBeTruthy();
    expect(screen.getByText('Projekt rent')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Löschen' })).toBeTruthy();
  });
});
