import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { api } from '../../dataProvider/http';
import { expectConsole } from './consoleGuard';
import { callsTo, formSettings, mockApi, renderSettings, type Reply } from './applicationFormFixtures';

const SETTINGS = '/api/v1/settings/form-settings';
const BUILDER = '/settings/form-settings/forms';
const originalAdapter = api.defaults.adapter;
afterEach(() => {
  api.defaults.adapter = originalAdapter;
});

function server(onSave?: (body: Record<string, unknown>) => Reply | undefined) {
  let settings = formSettings();
  return mockApi((call) => {
    if (call.url !== SETTINGS) return undefined;
    if (call.method === 'GET') return { data: settings };
    const body = call.body as Record<string, unknown>;
    const refusal = onSave?.(body);
    if (refusal) return refusal;
    settings = { ...settings, version: settings.version + 1, formId: settings.formId + 1 };
    return { data: settings };
  });
}

/** The names of the fields of a section, in their order. */
const fieldOrder = (section: HTMLElement) =>
  within(within(section).getByRole('list', { name: 'Felder' }))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('p')?.textContent ?? '');

describe('settings > form settings', () => {
  it('shows the general part: version, when and by whom it was changed, and its use', async () => {
    server();
    renderSettings('/settings/form-settings');
    expect(await screen.findByText('Claudia Studer')).toBeTruthy();
    expect(screen.getByText('01.03.2026 10:15')).toBeTruthy();
    expect(screen.getByText('12')).toBeTruthy();
    expect(screen.getByText('2 Abschnitte, 18 Felder')).toBeTruthy();
  });

  it('moves a field by keyboard, keeps the focus on its button and says where it is now', async () => {
    const calls = server();
    renderSettings(BUILDER);
    const section = await screen.findByRole('region', { name: 'Abschnitt «Haushalt»' });
    expect(fieldOrder(section).slice(0, 2)).toEqual(['Haustiere', 'Einzug ab *']);
    const down = within(section).getByRole('button', { name: '«Haustiere» nach unten' });
    down.focus();
    await userEvent.keyboard('{Enter}');
    expect(fieldOrder(section).slice(0, 2)).toEqual(['Einzug ab *', 'Haustiere']);
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(section).getByRole('button', { name: '«Haustiere» nach unten' }),
      ),
    );
    expect(screen.getByText('«Haustiere» ist jetzt an Position 2 im Abschnitt «Haushalt».')).toBeTruthy();
    await userEvent.keyboard('{Enter}');
    expect(fieldOrder(section).slice(0, 3)).toEqual(['Einzug ab *', 'Kampagne', 'Haustiere']);
    // the first one cannot go further up
    expect(
      (within(section).getByRole('button', { name: '«Einzug ab» nach oben' }) as HTMLButtonElement).disabled,
    ).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: 'Als neue Version speichern' }));
    await screen.findByText('Version 4 gespeichert. Sie gilt für neue Bewerbungen.');
    const body = callsTo(calls, 'POST', SETTINGS)[0]!.body as {
      version: number;
      definition: { sections: { fields: { key: string }[] }[] };
    };
    expect(body.version).toBe(3);
    expect(body.definition.sections[0]!.fields.slice(0, 3).map((f) => f.key)).toEqual([
      'move_in_date',
      'campaign',
      'pets',
    ]);
  });

  it('adds a required field, refuses a missing label on its input, and saves it', async () => {
    const calls = server();
    renderSettings(BUILDER);
    const section = await screen.findByRole('region', { name: 'Abschnitt «Haushalt»' });
    await userEvent.click(within(section).getByRole('button', { name: 'Feld hinzufügen' }));
    await userEvent.click(within(section).getByRole('button', { name: 'Feld «field» bearbeiten' }));
    await userEvent.click(screen.getByRole('button', { name: 'Als neue Version speichern' }));
    const label = await within(section).findByRole('textbox', { name: 'Bezeichnung (DE)' });
    await waitFor(() => expect(label.getAttribute('aria-invalid')).toBe('true'));
    expect(callsTo(calls, 'POST', SETTINGS)).toHaveLength(0);

    await userEvent.click(label);
    await userEvent.paste('Parkplatz gewünscht');
    const key = within(section)
      .getAllByRole('textbox', { name: /^Schlüssel/ })
      .at(-1)!;
    await userEvent.clear(key);
    await userEvent.type(key, 'parking');
    await userEvent.click(within(section).getByRole('checkbox', { name: 'Pflichtfeld' }));
    await userEvent.click(screen.getByRole('button', { name: 'Als neue Version speichern' }));
    await screen.findByText('Version 4 gespeichert. Sie gilt für neue Bewerbungen.');
    const body = callsTo(calls, 'POST', SETTINGS)[0]!.body as {
      definition: { sections: { fields: Record<string, unknown>[] }[] };
    };
    expect(body.definition.sections[0]!.fields.at(-1)).toMatchObject({
      key: 'parking',
      type: 12,
      required: true,
      scope: 'household',
      label: { de: 'Parkplatz gewünscht' },
    });
  });

  it('says when someone else saved a version meanwhile, and reloads it', async () => {
    expectConsole(/HttpError|status 409/);
    const calls = server(() => ({
      status: 409,
      data: { message: 'geändert', messageKey: 'form_settings_changed_meanwhile' },
    }));
    renderSettings(BUILDER);
    const section = await screen.findByRole('region', { name: 'Abschnitt «Haushalt»' });
    await userEvent.click(within(section).getByRole('button', { name: '«Haustiere» nach unten' }));
    await userEvent.click(screen.getByRole('button', { name: 'Als neue Version speichern' }));
    expect(
      await screen.findByText(
        'Jemand anderes hat inzwischen eine neue Version gespeichert. Laden Sie sie neu; Ihre Änderungen hier gehen dabei verloren.',
      ),
    ).toBeTruthy();
    expect(
      (screen.getByRole('button', { name: 'Als neue Version speichern' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Neu laden' }));
    await waitFor(() => expect(callsTo(calls, 'GET', SETTINGS).length).toBeGreaterThanOrEqual(2));
    const reloaded = await screen.findByRole('region', { name: 'Abschnitt «Haushalt»' });
    await waitFor(() => expect(fieldOrder(reloaded).slice(0, 2)).toEqual(['Haustiere', 'Einzug ab *']));
    expect(screen.queryByText(/Jemand anderes hat inzwischen/)).toBeNull();
  });

  it('previews the form with the public renderer in the language chosen', async () => {
    server();
    renderSettings(BUILDER);
    await screen.findByRole('region', { name: 'Abschnitt «Haushalt»' });
    await userEvent.click(screen.getByRole('tab', { name: 'Vorschau' }));
    expect(await screen.findByRole('switch', { name: 'Haustiere' })).toBeTruthy();
    await userEvent.click(screen.getByRole('combobox', { name: 'Sprache der Vorschau' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Français' }));
    expect(await screen.findByRole('switch', { name: 'Animaux' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Beispielobjekt' })).toBeTruthy();
  });
});

describe('settings > form settings > reference questions', () => {
  const REFERENCES = `${SETTINGS}/references`;
  const stored = {
    key: 'added_1',
    kind: 'yesno',
    required: true,
    label: { de: 'Hielt die Mietpartei Haustiere?', fr: '', it: '', en: '' },
  };

  it('adds a question to the employer’s reference, refuses it without German text, and saves it with the stored one', async () => {
    let settings = { version: 3, landlord: [stored], employer: [] as unknown[] };
    const calls = mockApi((call) => {
      if (call.url !== REFERENCES) return undefined;
      if (call.method === 'POST') {
        const body = call.body as typeof settings;
        settings = { ...body, version: settings.version + 1 };
      }
      return { data: settings };
    });
    renderSettings('/settings/form-settings/references');
    expect(await screen.findByDisplayValue('Hielt die Mietpartei Haustiere?')).toBeTruthy();
    expect(screen.getByText('Referenz des Arbeitgebers')).toBeTruthy();
    // the second list is the employer's
    await userEvent.click(screen.getAllByRole('button', { name: 'Hinzufügen' })[1]!);
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    const german = (await screen.findAllByRole('textbox', { name: /Frage \(Deutsch\)/ }))[1]!;
    await waitFor(() => expect(german.getAttribute('aria-invalid')).toBe('true'));
    expect(callsTo(calls, 'POST', REFERENCES)).toHaveLength(0);
    // a long question wraps in its row instead of being cut off
    expect(german.tagName).toBe('TEXTAREA');

    await userEvent.type(german, 'Ist die Probezeit bestanden?');
    await userEvent.click(screen.getAllByRole('combobox', { name: /Antwort/ })[1]!);
    await userEvent.click(await screen.findByRole('option', { name: 'Ja oder nein' }));
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    await screen.findByText('Die Referenzfragen wurden gespeichert.');
    expect(callsTo(calls, 'POST', REFERENCES)[0]!.body).toMatchObject({
      version: 3,
      landlord: [{ key: 'added_1', kind: 'yesno', label: { de: 'Hielt die Mietpartei Haustiere?' } }],
      employer: [{ kind: 'yesno', label: { de: 'Ist die Probezeit bestanden?' } }],
    });
  });
});
