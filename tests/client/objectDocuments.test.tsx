import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { UploadResult } from '../../dataProvider';
import { ObjectDocumentsDialog } from '../../resources/objects/media';
import type { ObjectFilesSetup } from '../../schema/api/objects';
import { expectConsole } from './consoleGuard';
import {
  fakeObjectProvider,
  refusal,
  renderWithAdmin,
  type FakeObjectProvider,
} from './objectActionsFixtures';

const CHOICES = [
  { value: 'floor_plan', displayName: 'Grundriss' },
  { value: 'house_rules', displayName: 'Hausordnung' },
  { value: 'other', displayName: 'Weitere Unterlagen' },
];

const setup: ObjectFilesSetup = {
  files: [
    { id: 1, url: '/serve-media-files?url=f/plan.pdf', key: 'floor_plan', name: 'plan.pdf', size: 2_500_000 },
    {
      id: 2,
      url: '/serve-media-files?url=f/regeln.pdf',
      key: 'house_rules',
      name: 'regeln.pdf',
      size: 40_000,
    },
  ],
  fileChoices: CHOICES,
  details: { allowedFileTypes: ['pdf', 'docx'], maxFileSize: 5 },
};

async function uploadAnswer(files: File[]): Promise<{ data: UploadResult }> {
  return {
    data: {
      status: 'success',
      uploaded: files.map((file) => ({
        url: `/serve-media-files?url=new/${file.name}`,
        name: file.name,
        size: 1000,
      })),
      errors: [],
      refused: [],
    },
  };
}

const pdf = (name: string) => new File(['%PDF-1.7'], name, { type: 'application/pdf' });

function open(provider: FakeObjectProvider) {
  const onClose = vi.fn();
  const view = renderWithAdmin(
    <ObjectDocumentsDialog objectId={7} title="Seeblick 3.5" onClose={onClose} />,
    provider,
  );
  return { ...view, onClose };
}

async function dialog() {
  await screen.findByRole('button', { name: 'Dokumente hinzufügen' });
  return screen.getByRole('dialog', { name: 'Dokumente: Seeblick 3.5' });
}

const category = (modal: HTMLElement, name: string) =>
  within(modal).getByRole('combobox', { name: `Kategorie für «${name}»` }) as HTMLSelectElement;
const picker = () => screen.getByTestId('upload-input') as HTMLInputElement;

describe('documents modal', () => {
  it('blocks Save and marks the rows while a document has no category or shares one', async () => {
    const user = userEvent.setup();
    const provider = fakeObjectProvider({
      getObjectFiles: async () => ({ data: setup }),
      uploadObjectFiles: uploadAnswer,
      saveObjectFiles: async () => ({ data: setup }),
    });
    open(provider);
    const modal = await dialog();
    expect(within(modal).getByText('2.4 MB')).toBeTruthy();
    const save = within(modal).getByRole('button', { name: 'Speichern' });

    await user.upload(picker(), [pdf('energie.pdf')]);
    const added = await within(modal).findByRole('combobox', { name: 'Kategorie für «energie.pdf»' });
    expect(within(modal).getByText('Bitte wählen Sie eine Kategorie.')).toBeTruthy();
    expect(within(modal).getByText('Jedes Dokument braucht eine eigene Kategorie.')).toBeTruthy();
    expect(save).toHaveProperty('disabled', true);

    await user.selectOptions(added, 'floor_plan');
    expect(within(modal).getByText('Jede Kategorie darf nur einmal vorkommen.')).toBeTruthy();
    expect(added.getAttribute('aria-invalid')).toBe('true');
    expect(save).toHaveProperty('disabled', true);

    // the plan becomes "other": every category once, Save is free
    await user.selectOptions(category(modal, 'plan.pdf'), 'other');
    expect(within(modal).queryByText('Jede Kategorie darf nur einmal vorkommen.')).toBeNull();
    await user.click(save);
    await waitFor(() => expect(provider.saveObjectFiles).toHaveBeenCalledTimes(1));
    expect(provider.saveObjectFiles.mock.calls[0]).toEqual([
      7,
      {
        removedFiles: [],
        updatedFiles: [
          { url: '/serve-media-files?url=f/plan.pdf', key: 'floor_plan', new_key: 'other' },
          { url: '/serve-media-files?url=f/regeln.pdf', key: 'house_rules', new_key: 'house_rules' },
          { url: '/serve-media-files?url=new/energie.pdf', key: null, new_key: 'floor_plan' },
        ],
      },
    ]);
  });

  it("shows the server's field errors on their rows", async () => {
    expectConsole(/RequestError/);
    const user = userEvent.setup();
    const provider = fakeObjectProvider({
      getObjectFiles: async () => ({ data: setup }),
      saveObjectFiles: async () => {
        throw refusal(400, {
          messageKey: 'object_files_categories',
          message: 'Jedes Dokument braucht eine Kategorie.',
          errors: { 'updatedFiles.1.new_key': 'file_category_duplicate' },
        });
      },
    });
    open(provider);
    const modal = await dialog();
    await user.selectOptions(category(modal, 'regeln.pdf'), 'other');
    await user.click(within(modal).getByRole('button', { name: 'Speichern' }));
    expect(await within(modal).findByText('Jede Kategorie darf nur einmal vorkommen.')).toBeTruthy();
    expect(category(modal, 'regeln.pdf').getAttribute('aria-invalid')).toBe('true');
    expect(category(modal, 'plan.pdf').getAttribute('aria-invalid')).toBe('false');
  });

  it("on cancel removes this session's uploads only, not the documents taken out", async () => {
    const user = userEvent.setup();
    const provider = fakeObjectProvider({
      getObjectFiles: async () => ({ data: setup }),
      uploadObjectFiles: uploadAnswer,
      removeUploadedFiles: async (files) => ({ data: { status: 'success', message: '', removed: files } }),
    });
    const view = open(provider);
    const modal = await dialog();
    await user.upload(picker(), [pdf('neu.pdf')]);
    await within(modal).findByRole('combobox', { name: 'Kategorie für «neu.pdf»' });
    await user.click(within(modal).getByRole('button', { name: '«plan.pdf» entfernen' }));
    await user.click(within(modal).getByRole('button', { name: 'Abbrechen' }));
    await user.click(await screen.findByRole('button', { name: 'Verwerfen' }));
    await waitFor(() => expect(view.onClose).toHaveBeenCalled());
    expect(provider.removeUploadedFiles.mock.calls).toEqual([[['/serve-media-files?url=new/neu.pdf']]]);
    expect(provider.saveObjectFiles).not.toHaveBeenCalled();
  });
});
