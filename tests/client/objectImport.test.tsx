import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ObjectImportButton } from '../../resources/objects/actions';
import type { ImportRowError, ObjectImportPreview } from '../../schema/api/objects';
import { expectConsole } from './consoleGuard';
import { deferred, fakeObjectProvider, refusal, renderWithAdmin } from './objectActionsFixtures';

const errors: ImportRowError[] = [
  { row: 4, column: 'PLZ', message: 'Eine Schweizer Postleitzahl hat vier Ziffern, z. B. 8001.' },
  { row: 3, column: '', message: 'Die Ref.-Nr. «A-1» kommt mehrmals vor (Zeilen 3, 5).' },
];

const preview = (extra: Partial<ObjectImportPreview> = {}): ObjectImportPreview => ({
  file: '2026-04/sheet.xlsx',
  type: 'apartments',
  columns: ['Bezeichnung', 'PLZ'],
  rows: [],
  errors,
  valid: 2,
  invalid: 2,
  ...extra,
});

const LIST_KEY = ['objects', 'getList', { page: 1, meta: { kind: 'apartments', sale: false } }];

const sheet = () =>
  new File(['PK'], 'wohnungen.xlsx', {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });

async function openDialog() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Importieren' }));
  const dialog = await screen.findByRole('dialog', { name: 'Wohnungen importieren' });
  return { user, dialog };
}

describe('object import', () => {
  it('previews the rows to create and every refused row, imports the valid ones and shows the result', async () => {
    const importing = deferred<{
      data: { created: number; ids: number[]; refused: ImportRowError[]; message: string };
    }>();
    const provider = fakeObjectProvider({
      downloadImportTemplate: async () => ({ data: { fileName: 'Importvorlage-Wohnungen.xlsx' } }),
      previewObjectImport: async (_type, _file, options) => {
        options?.onProgress?.(100);
        return { data: preview() };
      },
      importObjects: () => importing.promise,
    });
    const view = renderWithAdmin(<ObjectImportButton type="apartments" />, provider, {
      path: '/objects/apartments/x',
    });
    view.queryClient.setQueryData(LIST_KEY, { data: [] });
    const { user, dialog } = await openDialog();

    await user.click(within(dialog).getByRole('button', { name: 'Vorlage (CSV)' }));
    expect(provider.downloadImportTemplate).toHaveBeenCalledWith('apartments', 'csv');

    await user.upload(screen.getByTestId('upload-input') as HTMLInputElement, sheet());
    expect(await within(dialog).findByText(/2 Zeilen werden als neue Objekte angelegt/)).toBeTruthy();
    expect(within(dialog).getByText(/2 Zeilen können nicht importiert werden/)).toBeTruthy();
    expect(provider.previewObjectImport.mock.calls[0]?.[0]).toBe('apartments');
    const table = within(dialog).getByRole('table', { name: 'Nicht importierbare Zeilen' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Zeile', 'Spalte', 'Grund'],
      ['3', 'ganze Zeile', 'Die Ref.-Nr. «A-1» kommt mehrmals vor (Zeilen 3, 5).'],
      ['4', 'PLZ', 'Eine Schweizer Postleitzahl hat vier Ziffern, z. B. 8001.'],
    ]);

    await user.click(within(dialog).getByRole('button', { name: '2 gültige Zeilen importieren' }));
    expect(within(dialog).getByRole('progressbar', { name: 'Wird importiert' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Abbrechen' })).toHaveProperty('disabled', true);
    importing.resolve({
      data: {
        created: 2,
        ids: [101, 102],
        refused: errors,
        message: '2 Objekt(e) importiert, 2 Zeile(n) ausgelassen.',
      },
    });
    expect(await within(dialog).findByText('2 Objekt(e) importiert, 2 Zeile(n) ausgelassen.')).toBeTruthy();
    expect(provider.importObjects).toHaveBeenCalledWith('apartments', '2026-04/sheet.xlsx');
    expect(within(dialog).getByRole('table', { name: 'Nicht importierbare Zeilen' })).toBeTruthy();
    // the object lists load again
    expect(view.queryClient.getQueryState(LIST_KEY)?.isInvalidated).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: 'Schliessen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('pages through hundreds of refused rows', async () => {
    const many = Array.from({ length: 60 }, (_, i) => ({
      row: i + 2,
      column: 'PLZ',
      message: `Fehler ${i + 2}`,
    }));
    const provider = fakeObjectProvider({
      previewObjectImport: async () => ({ data: preview({ errors: many, valid: 0, invalid: 60 }) }),
    });
    renderWithAdmin(<ObjectImportButton type="apartments" />, provider);
    const { user, dialog } = await openDialog();
    await user.upload(screen.getByTestId('upload-input') as HTMLInputElement, sheet());
    const table = await within(dialog).findByRole('table', { name: 'Nicht importierbare Zeilen' });
    expect(within(table).getAllByRole('row')).toHaveLength(26);
    expect(within(dialog).getByText('1–25 von 60')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Zur nächsten Seite' }));
    expect(within(table).getByText('Fehler 27')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: '0 gültige Zeilen importieren' })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it("shows the server's message for a sheet it cannot read", async () => {
    expectConsole(/RequestError/);
    const message = 'Die Datei «wohnungen.xlsx» ist keine Tabelle.';
    const provider = fakeObjectProvider({
      previewObjectImport: async () => {
        throw refusal(400, { messageKey: 'import_not_a_sheet', message });
      },
    });
    renderWithAdmin(<ObjectImportButton type="apartments" />, provider);
    const { user, dialog } = await openDialog();
    await user.upload(screen.getByTestId('upload-input') as HTMLInputElement, sheet());
    expect(await within(dialog).findByText(message)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Tabelle auswählen' })).toBeTruthy();
  });
});
