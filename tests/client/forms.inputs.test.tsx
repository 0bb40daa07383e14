import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosHeaders, type AxiosAdapter } from 'axios';
import type { DataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { api } from '../../dataProvider/http';
import {
  booleanRule,
  choiceRule,
  dateRule,
  emailRule,
  moneyRule,
  numberRule,
  richTextRule,
  tagsRule,
  textRule,
  timeRule,
  urlRule,
} from '../../schema/rules';
import { phoneRule } from '../../schema/phoneRules';
import { SchemaForm, type FieldSpec } from '../../src/forms';
import { PREVIEW_URL, descriptionOf, renderForm, servedFile } from './formsFixtures';

const HOUSEHOLDS = [
  { id: 'single', name: 'Einzelperson' },
  { id: 'family', name: 'Familie' },
];
const CITIES = [
  { id: 8001, name: 'Zürich' },
  { id: 3011, name: 'Bern' },
  { id: 1003, name: 'Lausanne' },
];

/** One input of every kind the engine draws. */
const FIELDS: FieldSpec[] = [
  { source: 'title', kind: 'text', label: 'Titel', required: true },
  { source: 'notes', kind: 'textarea', label: 'Notizen' },
  { source: 'email', kind: 'email', label: 'E-Mail' },
  { source: 'website', kind: 'url', label: 'Webseite' },
  { source: 'secret', kind: 'password', label: 'Kennwort' },
  { source: 'rooms', kind: 'number', label: 'Zimmer', step: 0.5 },
  { source: 'floor', kind: 'integer', label: 'Stockwerk' },
  { source: 'rent', kind: 'money', label: 'Miete' },
  { source: 'household', kind: 'select', label: 'Haushalt', choices: HOUSEHOLDS },
  { source: 'target', kind: 'radio', label: 'Zielgruppe', choices: HOUSEHOLDS },
  { source: 'city', kind: 'autocomplete', label: 'Ort', choices: CITIES, translateChoice: false },
  {
    source: 'building',
    kind: 'reference',
    label: 'Liegenschaft',
    reference: 'buildings',
    optionText: 'title',
  },
  {
    source: 'owner',
    kind: 'remote',
    label: 'Eigentümer',
    loadChoices: async (search) => CITIES.filter((c) => c.name.toLowerCase().includes(search.toLowerCase())),
  },
  { source: 'available', kind: 'date', label: 'Verfügbar ab' },
  { source: 'visit', kind: 'time', label: 'Besichtigung' },
  { source: 'pets', kind: 'boolean', label: 'Haustiere' },
  { source: 'phone', kind: 'phone', label: 'Telefon' },
  { source: 'recipients', kind: 'tags', label: 'Empfänger' },
  { source: 'features', kind: 'tags', label: 'Merkmale', choices: HOUSEHOLDS },
  {
    source: 'areas',
    kind: 'array',
    label: 'Flächen',
    fields: [{ source: 'area', kind: 'number', label: 'Fläche' }],
  },
  { source: 'description', kind: 'richtext', label: 'Beschreibung' },
  { source: 'images', kind: 'image', label: 'Bilder', max: 3 },
  { source: 'contract', kind: 'file', label: 'Vertrag', multiple: false },
];

const SCHEMA = z.object({
  title: textRule({ required: true, max: 200 }),
  notes: textRule({ max: 2000 }),
  email: emailRule(),
  website: urlRule(),
  rooms: numberRule({ step: 0.5, min: 1, max: 30 }),
  floor: numberRule({ integer: true }),
  rent: moneyRule(),
  household: choiceRule(['single', 'family']),
  available: dateRule(),
  visit: timeRule(),
  pets: booleanRule(),
  phone: phoneRule(),
  recipients: tagsRule({ email: true }),
  description: richTextRule(),
});

/** The upload endpoint: stores every file it gets; served files answer with their bytes. */
function uploadServer() {
  const adapter: AxiosAdapter = async (config) => {
    if (config.method === 'get') {
      return {
        ...servedFile(),
        status: 200,
        statusText: '',
        headers: new AxiosHeaders(),
        config,
        request: {},
      };
    }
    const files = (config.data as FormData).getAll('file') as File[];
    const uploaded = files.map((file, index) => ({
      url: `/serve-media-files?url=k${index}`,
      name: file.name,
      size: file.size,
      key: `2026-03/k${index}`,
    }));
    const data = { status: 'success', uploaded, errors: [] };
    return { data, status: 200, statusText: '', headers: new AxiosHeaders(), config, request: {} };
  };
  api.defaults.adapter = adapter;
}

const SEEBLICK = { id: 7, title: 'Seeblick' };
const buildings = {
  getList: <R,>() => Promise.resolve({ data: [SEEBLICK] as R[], total: 1 }),
  getMany: <R,>() => Promise.resolve({ data: [SEEBLICK] as R[] }),
} as Partial<DataProvider>;

const field = (name: RegExp | string) => screen.getByRole('textbox', { name });

describe('form engine: every kind of input', () => {
  it('renders every kind in a react-admin form without a warning, and fills the values as typed', async () => {
    uploadServer();
    const user = userEvent.setup({ delay: null });
    const onSubmit = vi.fn();
    renderForm(<SchemaForm fields={FIELDS} schema={SCHEMA} onSubmit={onSubmit} />, {
      dataProvider: buildings,
    });
    // the upload inputs load on demand
    await screen.findByRole('button', { name: 'Bilder auswählen' }, { timeout: 10_000 });

    await user.type(field(/^Titel/), 'Wohnung Seeblick');
    await user.type(field('Notizen'), 'Hell');
    await user.type(field('E-Mail'), 'anna@example.ch');
    await user.type(field('Webseite'), 'https://immodesk.ch');
    await user.type(screen.getByLabelText('Kennwort'), 'Geheim1!');
    await user.type(field('Zimmer'), '3.5');
    await user.type(field('Stockwerk'), '2');
    const rent = field('Miete');
    await user.type(rent, '1850.5');
    await user.tab();
    expect(rent).toHaveProperty('value', "1'850.50");
    expect(rent.closest('.MuiInputBase-root')?.textContent).toContain('CHF');

    await user.click(screen.getByRole('combobox', { name: 'Haushalt' }));
    await user.click(await screen.findByRole('option', { name: 'Familie' }));
    await user.click(screen.getByRole('radio', { name: 'Einzelperson' }));
    await user.type(screen.getByRole('combobox', { name: 'Ort' }), 'Be');
    await user.click(await screen.findByRole('option', { name: 'Bern' }));
    await user.type(screen.getByRole('combobox', { name: 'Liegenschaft' }), 'Se');
    await user.click(await screen.findByRole('option', { name: 'Seeblick' }));
    await user.type(screen.getByRole('combobox', { name: 'Eigentümer' }), 'La');
    await user.click(await screen.findByRole('option', { name: 'Lausanne' }));

    const date = field('Verfügbar ab');
    await user.type(date, '31.12.2026');
    expect(date).toHaveProperty('value', '31.12.2026');
    await user.type(field('Besichtigung'), '08:30');
    await user.click(screen.getByRole('switch', { name: 'Haustiere' }));
    const phone = field('Telefon');
    await user.type(phone, '0791234567');
    // the formatting loads once the input is used: what was typed before it came is formatted then
    await waitFor(() => expect(phone).toHaveProperty('value', '079 123 45 67'));

    await user.type(screen.getByRole('combobox', { name: 'Empfänger' }), 'ben@example.ch{Enter}');
    // a choice of several tags stays open for the next pick
    await user.click(screen.getByRole('combobox', { name: 'Merkmale' }));
    await user.click(await screen.findByRole('option', { name: 'Einzelperson' }));
    await user.click(screen.getByRole('option', { name: 'Familie' }));
    await user.keyboard('{Escape}');

    // the editor loads on demand; typing into it needs a real browser (tests/e2e), not jsdom
    expect(await screen.findByRole('textbox', { name: 'Beschreibung' }, { timeout: 10_000 })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Hinzufügen' }));
    await user.type(await screen.findByRole('textbox', { name: 'Fläche' }), '85');

    await user.upload(screen.getByLabelText('Bilder'), [
      new File(['a'], 'balkon.jpg', { type: 'image/jpeg' }),
      new File(['b'], 'kueche.png', { type: 'image/png' }),
    ]);
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'balkon.jpg' })).toHaveProperty('src', PREVIEW_URL),
    );
    expect(screen.getByText('2 von 3')).toBeTruthy();
    await user.upload(
      screen.getByLabelText('Vertrag'),
      new File(['%PDF'], 'vertrag.pdf', { type: 'application/pdf' }),
    );
    expect(await screen.findByText('vertrag.pdf')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      title: 'Wohnung Seeblick',
      notes: 'Hell',
      email: 'anna@example.ch',
      website: 'https://immodesk.ch',
      secret: 'Geheim1!',
      rooms: 3.5,
      floor: 2,
      rent: 1850.5,
      household: 'family',
      target: 'single',
      city: 3011,
      building: 7,
      owner: 1003,
      available: '2026-12-31',
      visit: '08:30',
      pets: true,
      phone: '+41791234567',
      recipients: ['ben@example.ch'],
      features: ['single', 'family'],
      areas: [{ area: 85 }],
      images: [
        { name: 'balkon.jpg', url: '/serve-media-files?url=k0', key: '2026-03/k0' },
        { name: 'kueche.png', url: '/serve-media-files?url=k1', key: '2026-03/k1' },
      ],
      contract: { name: 'vertrag.pdf', url: '/serve-media-files?url=k0' },
    });
  }, 120_000);

  it("shows each rule's message with its numbers on the input, and sends nothing", async () => {
    const user = userEvent.setup({ delay: null });
    const onSubmit = vi.fn();
    renderForm(
      <SchemaForm
        fields={FIELDS.slice(0, 17)}
        schema={SCHEMA.partial({ recipients: true, description: true })}
        onSubmit={onSubmit}
      />,
      {
        dataProvider: buildings,
      },
    );
    await user.click(field(/^Titel/));
    await user.paste('x'.repeat(201));
    await user.type(field('Zimmer'), '3.25');
    await user.type(field('Miete'), '10.555');
    await user.type(field('Verfügbar ab'), '29.02.2025');
    await user.type(field('Besichtigung'), '25:00');
    await user.type(field('Telefon'), '079 12');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));

    await waitFor(() => expect(descriptionOf(field(/^Titel/))).toBe('Höchstens 200 Zeichen.'));
    expect(descriptionOf(field('Zimmer'))).toBe('Nur in Schritten von 0.5.');
    expect(descriptionOf(field('Miete'))).toBe('Höchstens 2 Nachkommastellen.');
    expect(descriptionOf(field('Verfügbar ab'))).toBe('Diesen Tag gibt es nicht.');
    expect(descriptionOf(field('Besichtigung'))).toBe('Bitte geben Sie eine Uhrzeit im Format HH:MM ein.');
    expect(descriptionOf(field('Telefon'))).toMatch(/^Bitte geben Sie eine gültige Telefonnummer ein/);
    expect(field(/^Titel/).getAttribute('aria-invalid')).toBe('true');
    expect(await screen.findByText(/Das Formular ist nicht gültig/)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(within(document.body).queryByText('Höchstens %{max} Zeichen.')).toBeNull();
  }, 60_000);

  it("opens the browser's calendar from a date input's button, and fills the day picked", async () => {
    const user = userEvent.setup({ delay: null });
    const showPicker = vi.fn();
    const original = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'showPicker');
    Object.defineProperty(HTMLInputElement.prototype, 'showPicker', {
      configurable: true,
      value: showPicker,
    });
    try {
      const onSubmit = vi.fn();
      renderForm(
        <SchemaForm
          fields={[{ source: 'available', kind: 'date', label: 'Verfügbar ab' }]}
          schema={z.object({ available: dateRule() })}
          defaultValues={{ available: '2026-12-31' }}
          onSubmit={onSubmit}
        />,
      );
      const button = await screen.findByRole('button', { name: 'Kalender öffnen: Verfügbar ab' });
      const picker = document.querySelector<HTMLInputElement>('input[type="date"]')!;
      // the calendar starts on the day in the input, within the years a date may have
      expect(picker.value).toBe('2026-12-31');
      expect(picker.min).toMatch(/^\d{4}-01-01$/);
      expect(picker.tabIndex).toBe(-1);
      await user.click(button);
      expect(showPicker).toHaveBeenCalledTimes(1);
      expect(showPicker.mock.contexts[0]).toBe(picker);

      fireEvent.change(picker, { target: { value: '2027-03-01' } });
      expect(field('Verfügbar ab')).toHaveProperty('value', '01.03.2027');
      const save = screen.getByRole('button', { name: 'Speichern' });
      await waitFor(() => expect(save).toHaveProperty('disabled', false));
      await user.click(save);
      await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
      expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ available: '2027-03-01' });
    } finally {
      if (original) Object.defineProperty(HTMLInputElement.prototype, 'showPicker', original);
      else delete (HTMLInputElement.prototype as { showPicker?: unknown }).showPicker;
    }
  });
});
