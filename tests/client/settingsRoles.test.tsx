import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { api } from '../../dataProvider/http';
import type { RoleSetting, RolesReply } from '../../schema/api/roles';
import { PERMISSION_KEYS } from '../../schema/permissions';
import { EDITABLE_ROLES, neverKeys, roleDefaults } from '../../schema/roles';
import { callsTo, mockApi, renderSettings, type Call } from './settingsFixtures';

const PATH = '/api/v1/settings/roles';
const ROLES_PATH = '/settings/user-management/roles';
const originalAdapter = api.defaults.adapter;
afterEach(() => {
  api.defaults.adapter = originalAdapter;
});

function settingOf(role: (typeof EDITABLE_ROLES)[number]): RoleSetting {
  return {
    role,
    permissions: roleDefaults(role),
    defaults: roleDefaults(role),
    never: neverKeys(role),
    customised: false,
    version: 0,
  };
}

/** The roles as the server keeps them: a PUT changes what the next GET answers, a DELETE resets. */
function server() {
  let reply: RolesReply = { keys: [...PERMISSION_KEYS], roles: EDITABLE_ROLES.map(settingOf) };
  const replace = (next: RoleSetting) => {
    reply = { ...reply, roles: reply.roles.map((r) => (r.role === next.role ? next : r)) };
    return { data: next };
  };
  return mockApi((call: Call) => {
    const role = call.url.startsWith(`${PATH}/`) ? call.url.slice(PATH.length + 1) : null;
    const current = reply.roles.find((r) => r.role === role);
    if (current && call.method === 'PUT') {
      const { permissions } = call.body as { permissions: RoleSetting['permissions'] };
      return replace({ ...current, permissions, customised: true, version: current.version + 1 });
    }
    if (current && call.method === 'DELETE') return replace(settingOf(current.role));
    if (call.url === PATH) return { data: reply };
    return undefined;
  });
}

async function chooseRole(label: string) {
  await userEvent.click(await screen.findByRole('combobox', { name: 'Rolle' }));
  await userEvent.click(await screen.findByRole('option', { name: label }));
}

describe('settings: roles', () => {
  it('shows the keys a role can never have as disabled checkboxes', async () => {
    server();
    renderSettings({ path: ROLES_PATH });
    await chooseRole('Analyse');
    const never = await screen.findByRole('checkbox', {
      name: 'Objekte bearbeiten (Für diese Rolle nicht möglich)',
    });
    expect((never as HTMLInputElement).disabled).toBe(true);
    const reporting = screen.getByRole('checkbox', { name: 'Reporting' });
    expect((reporting as HTMLInputElement).disabled).toBe(false);
    expect((reporting as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('Standard')).toBeTruthy();
  });

  it('saves a role without a key the admin unticked, and restores the defaults', async () => {
    const calls = server();
    renderSettings({ path: ROLES_PATH });
    await chooseRole('Benutzer/in');
    const objects = await screen.findByRole('checkbox', { name: 'Objekte lesen' });
    expect((objects as HTMLInputElement).checked).toBe(true);
    await userEvent.click(objects);
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));

    await waitFor(() => expect(callsTo(calls, 'PUT', `${PATH}/user`)).toHaveLength(1));
    const body = callsTo(calls, 'PUT', `${PATH}/user`)[0]!.body as { permissions: string[]; version: number };
    expect(body.version).toBe(0);
    expect(body.permissions).not.toContain('object_read');
    expect(body.permissions).toContain('homepage_read');
    expect(await screen.findByText('Angepasst')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Standard wiederherstellen' }));
    await waitFor(() => expect(callsTo(calls, 'DELETE', `${PATH}/user`)).toHaveLength(1));
    expect(await screen.findByText('Standard')).toBeTruthy();
    const again = await screen.findByRole('checkbox', { name: 'Objekte lesen' });
    expect((again as HTMLInputElement).checked).toBe(true);
    expect(within(document.body).queryByText('Angepasst')).toBeNull();
  });
});
