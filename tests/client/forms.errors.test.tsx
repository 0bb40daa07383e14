import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { HttpError, useRecordContext, type DataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { numberRule, textRule } from '../../schema/rules';
import { SchemaEdit, SchemaForm, useConfirmDiscard, type FieldSpec } from '../../src/forms';
import { expectConsole } from './consoleGuard';
import { descriptionOf, renderForm } from './formsFixtures';

const FIELDS: FieldSpec[] = [
  { source: 'basics.title', kind: 'text', label: 'Titel' },
  {
    source: 'areas',
    kind: 'array',
    label: 'Flächen',
    fields: [{ source: 'area', kind: 'number', label: 'Fläche' }],
  },
];
const SCHEMA = z.object({
  basics: z.object({ title: textRule({ required: true, max: 200 }) }),
  areas: z.array(z.object({ area: numberRule({ required: true, min: 0.5 }) })),
});
const RECORD = {
  id: 1,
  version: 3,
  basics: { title: 'Seeblick' },
  areas: [{ area: 80 }, { area: 12 }, { area: 6 }],
};

/** The version of the record last read, beside the form. */
function ReadVersion() {
  const record = useRecordContext();
  return <p>Gelesen: Version {String(record?.version)}</p>;
}

/** An edit page of `RECORD` whose update answers `refuse()`'s error, or the saved record. */
function editPage(
  refuse: (data: Record<string, unknown>) => unknown,
  reads: Array<typeof RECORD> = [RECORD],
) {
  const getOne = vi.fn(() => Promise.resolve({ data: reads.length > 1 ? reads.shift()! : reads[0]! }));
  const update = vi.fn((_resource: string, params: { data: Record<string, unknown> }) => {
    const error = refuse(params.data);
    return error ? Promise.reject(error) : Promise.resolve({ data: { ...params.data, id: 1 } });
  });
  const dataProvider = { getOne, update } as unknown as Partial<DataProvider>;
  const view = renderForm(
    <SchemaEdit resource="objects" id={1} redirect={false}>
      <SchemaForm fields={FIELDS} schema={SCHEMA} warnWhenUnsavedChanges />
      <ReadVersion />
    </SchemaEdit>,
    { dataProvider },
  );
  return { ...view, getOne, update };
}

const title = () => screen.findByRole('textbox', { name: 'Titel' });

describe('form engine: the server refuses', () => {
  it('puts field errors with their numbers on their inputs, dotted and in arrays, and shows the rest', async () => {
    expectConsole(/HttpError/);
    const user = userEvent.setup({ delay: null });
    const { update } = editPage(
      () =>
        new HttpError('Bitte prüfen', 400, {
          message: 'Bitte prüfen',
          messageKey: 'text_too_long',
          errors: {
            'basics.title': 'text_too_long|{"max":200}',
            'areas.2.area': 'number_too_small|{"min":0.5}',
            refNumber: 'ref_number_taken',
          },
        }),
    );
    await user.type(await title(), ' am See');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));

    await waitFor(() =>
      expect(descriptionOf(screen.getByRole('textbox', { name: 'Titel' }))).toBe('Höchstens 200 Zeichen.'),
    );
    const areas = screen.getAllByRole('textbox', { name: 'Fläche' });
    expect(descriptionOf(areas[2]!)).toBe('Mindestens 0.5.');
    expect(areas[2]!.getAttribute('aria-invalid')).toBe('true');
    expect(areas[0]!.getAttribute('aria-invalid')).toBe('false');
    // a field the form does not have: a notification
    expect(await screen.findByText('Diese Referenz ist in diesem Projekt schon vergeben.')).toBeTruthy();
    expect(update.mock.calls[0]?.[1]).toMatchObject({
      data: { version: 3, basics: { title: 'Seeblick am See' } },
    });
  });

  it('says someone else changed the record, keeps the input, and reloads on request', async () => {
    expectConsole(/HttpError/);
    const user = userEvent.setup({ delay: null });
    const theirs = { ...RECORD, version: 4, basics: { title: 'Seeblick (renoviert)' } };
    const { getOne, update } = editPage(
      () => new HttpError('geändert', 409, { message: 'geändert', messageKey: 'record_changed' }),
      [RECORD, theirs],
    );
    await user.type(await title(), ' am See');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));

    const notice = await screen.findByText(/^Jemand anderes hat diesen Datensatz inzwischen geändert/);
    expect(screen.getByRole('textbox', { name: 'Titel' })).toHaveProperty('value', 'Seeblick am See');
    expect(update).toHaveBeenCalledTimes(1);
    // no notification besides the notice
    expect(screen.queryByText(/Das Formular ist nicht gültig/)).toBeNull();

    await user.click(
      within(notice.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Neu laden' }),
    );
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Titel' })).toHaveProperty('value', 'Seeblick (renoviert)'),
    );
    expect(getOne).toHaveBeenCalledTimes(2);
    expect(screen.queryByText(/^Jemand anderes hat diesen Datensatz/)).toBeNull();

    await user.type(screen.getByRole('textbox', { name: 'Titel' }), '!');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(update).toHaveBeenCalledTimes(2));
    expect(update.mock.calls[1]?.[1]).toMatchObject({ data: { version: 4 } });
  });

  it('saves once however often the button is clicked while saving', async () => {
    const user = userEvent.setup({ delay: null });
    let finish = () => undefined as void;
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderForm(<SchemaForm fields={FIELDS.slice(0, 1)} onSubmit={onSubmit} />);
    await user.type(await title(), 'Seeblick');
    const save = screen.getByRole('button', { name: 'Speichern' });
    // three clicks in the same moment, before the first one could disable the button
    fireEvent.click(save);
    fireEvent.click(save);
    fireEvent.click(save);
    await waitFor(() => expect(save).toHaveProperty('disabled', true));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(save).toHaveProperty('disabled', true);
    finish();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
  });
});

describe('form engine: unsaved input', () => {
  it('asks before leaving a page with unsaved input, and stays when asked to', async () => {
    const user = userEvent.setup({ delay: null });
    const { locations } = editPage(() => undefined);
    await user.type(await title(), ' am See');
    await user.click(screen.getByRole('link', { name: 'leave' }));

    const question = await screen.findByRole('dialog', { name: 'Änderungen verwerfen?' });
    await user.click(within(question).getByRole('button', { name: 'Weiter bearbeiten' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(locations.at(-1)).toBe('/form');
    expect(screen.getByRole('textbox', { name: 'Titel' })).toHaveProperty('value', 'Seeblick am See');

    await user.click(screen.getByRole('link', { name: 'leave' }));
    await user.click(await screen.findByRole('button', { name: 'Verwerfen' }));
    expect(await screen.findByText('elsewhere')).toBeTruthy();
    expect(locations.at(-1)).toBe('/elsewhere');
  });

  it('keeps typed input when its record is read again, and takes the saved record once saved', async () => {
    const user = userEvent.setup({ delay: null });
    const theirs = { ...RECORD, version: 4, areas: [{ area: 90 }] };
    const { update, queryClient } = editPage(() => undefined, [RECORD, theirs]);
    update.mockImplementation((_resource, params) =>
      Promise.resolve({ data: { ...params.data, id: 1, version: 5 } }),
    );
    await user.type(await title(), ' am See');
    await act(() => queryClient.refetchQueries({ queryKey: ['objects', 'getOne'] }));
    expect(await screen.findByText('Gelesen: Version 4')).toBeTruthy();
    // the read did not touch the form: what is typed stays, and so does the version it started from
    expect(screen.getByRole('textbox', { name: 'Titel' })).toHaveProperty('value', 'Seeblick am See');
    expect(screen.getAllByRole('textbox', { name: 'Fläche' })).toHaveLength(3);

    const save = screen.getByRole('button', { name: 'Speichern' });
    await user.click(save);
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    expect(update.mock.calls[0]?.[1]).toMatchObject({
      data: { version: 3, basics: { title: 'Seeblick am See' } },
    });
    // saved: nothing is unsaved, and the next save sends the saved record's version
    await waitFor(() => expect(save).toHaveProperty('disabled', true));
    await user.type(screen.getByRole('textbox', { name: 'Titel' }), '!');
    await user.click(save);
    await waitFor(() => expect(update).toHaveBeenCalledTimes(2));
    expect(update.mock.calls[1]?.[1]).toMatchObject({
      data: { version: 5, basics: { title: 'Seeblick am See!' } },
    });
    await waitFor(() => expect(save).toHaveProperty('disabled', true));
    await user.click(screen.getByRole('link', { name: 'leave' }));
    expect(await screen.findByText('elsewhere')).toBeTruthy();
  });

  it('leaves without asking when nothing changed', async () => {
    const user = userEvent.setup({ delay: null });
    editPage(() => undefined);
    await title();
    await user.click(screen.getByRole('link', { name: 'leave' }));
    expect(await screen.findByText('elsewhere')).toBeTruthy();
  });

  it('asks before closing a modal that holds unsaved input', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm(<ModalWithForm />);
    await user.click(screen.getByRole('button', { name: 'open' }));
    await screen.findByRole('dialog', { name: 'modal' });
    // nothing typed: closes at once
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'modal' })).toBeNull());

    await user.click(screen.getByRole('button', { name: 'open' }));
    await user.type(
      await within(await screen.findByRole('dialog', { name: 'modal' })).findByRole('textbox', {
        name: 'Titel',
      }),
      'x',
    );
    await user.keyboard('{Escape}');
    const question = await screen.findByRole('dialog', { name: 'Änderungen verwerfen?' });
    await user.click(within(question).getByRole('button', { name: 'Weiter bearbeiten' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Änderungen verwerfen?' })).toBeNull());
    expect(
      within(screen.getByRole('dialog', { name: 'modal' })).getByRole('textbox', { name: 'Titel' }),
    ).toHaveProperty('value', 'x');

    await user.click(
      within(screen.getByRole('dialog', { name: 'modal' })).getByRole('button', { name: 'cancel' }),
    );
    await user.click(await screen.findByRole('button', { name: 'Verwerfen' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'modal' })).toBeNull());
  });
});

/** A modal holding a form, closed by Escape, the backdrop or its cancel button. */
function ModalWithForm() {
  const [open, setOpen] = useState(false);
  const guard = useConfirmDiscard(() => setOpen(false));
  return (
    <>
      <Button onClick={() => setOpen(true)}>open</Button>
      <Dialog open={open} onClose={guard.requestClose} aria-labelledby="modal-title">
        <DialogTitle id="modal-title">modal</DialogTitle>
        <DialogContent>
          <SchemaForm
            fields={FIELDS.slice(0, 1)}
            onSubmit={() => undefined}
            unsaved={guard.unsaved}
            toolbar={<Button onClick={guard.requestClose}>cancel</Button>}
          />
        </DialogContent>
      </Dialog>
      {guard.confirmation}
    </>
  );
}
