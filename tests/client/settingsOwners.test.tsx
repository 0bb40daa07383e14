import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { api } from '../../dataProvider/http';
import type { OwnerChoices } from '../../schema/api/owners';
import { callsTo, mockApi, renderSettings, type Call } from './settingsFixtures';

const OWNERS = '/api/v1/settings/owners';
const originalAdapter = api.defaults.adapter;
afterEach(() => {
  api.defaults.adapter = originalAdapter;
});

const choices: OwnerChoices = {
  objects: [{ id: 5, name: 'W-001 · Wohnung 3.5 Zimmer' }],
  buildings: [{ id: 7, name: 'G-01 · Seeblick' }],
};

function server() {
  return mockApi((call: Call) => {
    if (call.url === `${OWNERS}/choices`) return { data: choices };
    if (call.url === `${OWNERS}/create`) return { data: { id: 9, version: 1, ...(call.body as object) } };
    return undefined;
  });
}

describe('settings: owners', () => {
  it('checks the IBAN in the form before anything is sent', async () => {
    const calls = server();
    renderSettings({ path: '/settings/user-management/owners/create' });
    await userEvent.type(await screen.findByRole('textbox', { name: /Name/ }), 'Anna Keller');
    await userEvent.type(screen.getByRole('textbox', { name: 'IBAN' }), 'CH93 0076 2011 6238 5295 8');
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(
      await screen.findByText('Bitte geben Sie eine gültige IBAN ein, z. B. CH93 0076 2011 6238 5295 7.'),
    ).toBeTruthy();
    expect(callsTo(calls, 'POST', `${OWNERS}/create`)).toEqual([]);
  });

  it('sends a valid owner in electronic IBAN form', async () => {
    const calls = server();
    renderSettings({ path: '/settings/user-management/owners/create' });
    await userEvent.type(await screen.findByRole('textbox', { name: /Name/ }), 'Anna Keller');
    await userEvent.type(screen.getByRole('textbox', { name: 'IBAN' }), 'CH93 0076 2011 6238 5295 7');
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(callsTo(calls, 'POST', `${OWNERS}/create`)).toHaveLength(1));
    const body = callsTo(calls, 'POST', `${OWNERS}/create`)[0]!.body as { name: string; iban: string };
    expect(body.name).toBe('Anna Keller');
    expect(body.iban.replace(/\s/g, '')).toBe('CH9300762011623852957');
  });
});
