import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { dateRule, moneyRule, numberRule, textRule } from '../../schema/rules';
import { SchemaForm, type FieldSpec } from '../../src/forms';
import { descriptionOf, renderForm } from './formsFixtures';

/** Numbers, lengths and dates as people type them, on the engine's inputs. */
const FIELDS: FieldSpec[] = [
  { source: 'name', kind: 'text', label: 'Name' },
  { source: 'remarks', kind: 'textarea', label: 'Bemerkungen' },
  { source: 'area', kind: 'number', label: 'Fläche', unit: 'objects_unit_sqm' },
  { source: 'rooms', kind: 'number', label: 'Zimmer' },
  // the declaration says decimal and required; the schema says whole and optional, and wins
  { source: 'floor', kind: 'number', label: 'Etage', required: true },
  { source: 'rent', kind: 'money', label: 'Miete' },
  { source: 'moveIn', kind: 'date', label: 'Einzug' },
  { source: 'built', kind: 'integer', label: 'Baujahr', grouping: false },
];

const SCHEMA = z.object({
  name: textRule({ required: true, max: 100 }),
  remarks: textRule({ max: 2000 }),
  area: numberRule({ min: 0.5, max: 1_000_000, decimals: 1 }),
  rooms: numberRule({ min: 1, max: 30, step: 0.5 }),
  floor: numberRule({ integer: true, min: -5, max: 200 }),
  rent: moneyRule(),
  moveIn: dateRule(),
  built: numberRule({ integer: true, min: 1000, max: 2100 }),
});

const box = (name: RegExp | string) => screen.getByRole('textbox', { name });

function setup(record: Record<string, unknown> = {}) {
  const user = userEvent.setup({ delay: null });
  const onSubmit = vi.fn();
  renderForm(<SchemaForm fields={FIELDS} schema={SCHEMA} record={record} onSubmit={onSubmit} />);
  const save = () => user.click(screen.getByRole('button', { name: 'Speichern' }));
  return { user, onSubmit, save };
}

describe('number inputs', () => {
  it('reads a decimal comma and apostrophes, and shows the values formatted once left', async () => {
    const { user, onSubmit, save } = setup();
    await user.type(box(/^Name/), 'Muster');
    await user.type(box('Fläche'), '92,5');
    await user.type(box('Zimmer'), '3,5');
    await user.type(box('Etage'), '1');
    await user.type(box('Miete'), "1'234.50");
    await user.click(box('Einzug'));
    expect(box('Fläche')).toHaveProperty('value', '92.5');
    expect(box('Zimmer')).toHaveProperty('value', '3.5');
    expect(box('Miete')).toHaveProperty('value', "1'234.50");
    await save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ area: 92.5, rooms: 3.5, floor: 1, rent: 1234.5 });
  });

  it('takes the typographic apostrophe and shows what is typed while the input has the focus', async () => {
    const { user, onSubmit, save } = setup({ name: 'Muster', rent: 2480 });
    const rent = box('Miete');
    expect(rent).toHaveProperty('value', "2'480.00");
    await user.clear(rent);
    await user.type(rent, '12’500.5');
    expect(rent).toHaveProperty('value', '12’500.5');
    await user.tab();
    expect(rent).toHaveProperty('value', "12'500.50");
    await user.type(box('Fläche'), '1’250');
    await user.tab();
    expect(box('Fläche')).toHaveProperty('value', "1'250");
    // a year keeps its four digits together
    await user.type(box('Baujahr'), '2024');
    await user.tab();
    expect(box('Baujahr')).toHaveProperty('value', '2024');
    await save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ rent: 12500.5, area: 1250, built: 2024 });
  });

  it('keeps text that is no number as typed, says so on the input and saves nothing', async () => {
    const { user, onSubmit, save } = setup({ name: 'Muster' });
    await user.type(box('Fläche'), '92,5 m2');
    await user.type(box('Zimmer'), '1,500');
    await user.type(box('Etage'), '3,5');
    await user.tab();
    // nothing is dropped: the text stays as typed, not 925 or 92.5
    expect(box('Fläche')).toHaveProperty('value', '92,5 m2');
    await save();
    await waitFor(() => expect(descriptionOf(box('Fläche'))).toBe('Bitte geben Sie eine Zahl ein.'));
    expect(descriptionOf(box('Zimmer'))).toMatch(/^Mehrdeutig/);
    expect(descriptionOf(box('Etage'))).toBe('Bitte geben Sie eine ganze Zahl ein.');
    expect(box('Fläche').getAttribute('aria-invalid')).toBe('true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows the required mark and the number keyboard the schema asks for', () => {
    setup();
    expect(box(/^Name/).closest('.MuiFormControl-root')?.querySelector('label')?.textContent).toMatch(/\*/);
    const floor = box('Etage');
    expect(floor.closest('.MuiFormControl-root')?.querySelector('label')?.textContent).not.toMatch(/\*/);
    expect(floor.getAttribute('inputmode')).toBe('numeric');
    expect(box('Fläche').getAttribute('inputmode')).toBe('decimal');
    expect(box('Fläche').getAttribute('type')).toBe('text');
  });
});

describe('text lengths', () => {
  it('refuses text past the limit with a message instead of cutting it', async () => {
    const { user, onSubmit, save } = setup();
    await user.click(box(/^Name/));
    await user.paste('a'.repeat(300));
    expect(box(/^Name/)).toHaveProperty('value', 'a'.repeat(300));
    expect(box(/^Name/).getAttribute('maxlength')).toBeNull();
    expect(descriptionOf(box(/^Name/))).toBe('300 Zeichen: 200 zu viel (höchstens 100).');
    await user.click(box('Bemerkungen'));
    await user.paste('b'.repeat(10_400));
    expect((box('Bemerkungen') as HTMLTextAreaElement).value).toHaveLength(10_400);
    await save();
    await waitFor(() => expect(descriptionOf(box(/^Name/))).toBe('Höchstens 100 Zeichen.'));
    expect(descriptionOf(box('Bemerkungen'))).toBe('Höchstens 2000 Zeichen.');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('counts the characters near the limit only', async () => {
    const { user } = setup();
    await user.click(box(/^Name/));
    await user.paste('a'.repeat(79));
    expect(descriptionOf(box(/^Name/))).toBe('');
    await user.type(box(/^Name/), 'a');
    expect(descriptionOf(box(/^Name/))).toBe('80 / 100 Zeichen');
  });
});

describe('date inputs', () => {
  it('refuses a two-digit year and names a day that does not exist', async () => {
    const { user, onSubmit, save } = setup({ name: 'Muster' });
    await user.type(box('Einzug'), '1.3.27');
    await save();
    await waitFor(() =>
      expect(descriptionOf(box('Einzug'))).toBe('Bitte das Jahr vierstellig eingeben, z. B. 01.03.2027.'),
    );
    expect(box('Einzug')).toHaveProperty('value', '1.3.27');
    await user.clear(box('Einzug'));
    await user.type(box('Einzug'), '31.2.2027');
    // after a refused save, the input is checked again as it changes
    await waitFor(() => expect(descriptionOf(box('Einzug'))).toBe('Diesen Tag gibt es nicht.'));
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
