import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { api } from '../../dataProvider/http';
import type { TeamChoices } from '../../schema/api/teams';
import { column, DETAIL_COLUMN, row, tableData } from './listFixtures';
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

const teamTable = tableData({
  header: [column('name'), DETAIL_COLUMN],
  body: [row(9, { name: 'Vermietung' })],
  bulkOptions: [],
  filters: [],
  search: { enabled: false, value: '' },
  settings: { key: 'settings_teams', columnOrder: [], canReorder: false },
});

function server() {
  return mockApi((call: Call) => {
    if (call.method === 'GET' && call.url === TEAMS) return { data: teamTable };
    if (call.url === `${TEAMS}/choices`) return { data: choices };
    if (call.method === 'POST' && call.url === `${TEAMS}/9/edit`) {
      return { data: { id: 9, members: [3], projects: [1], ...(call.body as object), version: 2 } };
    }
    if (call.method === 'DELETE' && call.url === `${TEAMS}/9`) return { data: { message: 'Gelöscht' } };
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

  it("saves a team's change on the team's own path, then shows the teams list again", async () => {
    const calls = server();
    const { location } = renderSettings({ path: '/settings/user-management/teams/9' });
    const person = userEvent.setup();
    const name = await screen.findByRole('textbox', { name: /Name/ });
    await waitFor(() => expect((name as HTMLInputElement).value).toBe('Vermietung'));
    await person.clear(name);
    await person.type(name, 'Verkauf');
    await person.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(callsTo(calls, 'POST', `${TEAMS}/9/edit`)).toHaveLength(1));
    expect(callsTo(calls, 'POST', `${TEAMS}/9/edit`)[0]!.body).toMatchObject({ name: 'Verkauf', version: 1 });
    await waitFor(() => expect(location()).toBe('/settings/user-management/teams'));
    expect(await screen.findByText('Vermietung')).toBeTruthy();
    expect(callsTo(calls, 'GET', TEAMS).length).toBeGreaterThan(0);
  });

  it('deletes a team on its own path after asking, then shows the teams list', async () => {
    const calls = server();
    const { location } = renderSettings({ path: '/settings/user-management/teams/9' });
    const person = userEvent.setup();
    await person.click(await screen.findByRole('button', { name: 'Löschen' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Team löschen?')).toBeTruthy();
    expect(callsTo(calls, 'DELETE', `${TEAMS}/9`)).toEqual([]);
    await person.click(within(dialog).getByRole('button', { name: /Bestätigen|Ja|Löschen/ }));
    await waitFor(() => expect(callsTo(calls, 'DELETE', `${TEAMS}/9`)).toHaveLength(1));
    await waitFor(() => expect(location()).toBe('/settings/user-management/teams'));
    expect(await screen.findByText('Team gelöscht')).toBeTruthy();
  });
});
