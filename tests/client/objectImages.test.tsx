import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ImageUploadResult } from '../../dataProvider/objectMethods';
import { ObjectImagesDialog } from '../../resources/objects/media';
import type { ObjectImageItem, ObjectImagesSetup } from '../../schema/api/objects';
import { expectConsole } from './consoleGuard';
import {
  deferred,
  fakeObjectProvider,
  refusal,
  renderWithAdmin,
  type FakeObjectProvider,
} from './objectActionsFixtures';

const image = (id: number, name = ''): ObjectImageItem => ({
  id,
  image: `2026-01/img${id}.jpg`,
  name,
  imageUrl: `/serve-media-files?url=2026-01/img${id}.jpg`,
  thumbUrl: `/serve-media-files?url=2026-01/img${id}.jpg&variant=thumb`,
});

const setup = (images: ObjectImageItem[], max = 3): ObjectImagesSetup => ({
  images,
  maxNumObjectImages: max,
  allowedImageTypes: ['jpg', 'png'],
});

/** upload-images: each sent file stored as `new/<name>` (id 0). */
async function uploadAnswer(files: File[]): Promise<{ data: ImageUploadResult }> {
  return {
    data: {
      status: 'success',
      uploaded: files.map((file) => ({
        id: 0,
        image: `new/${file.name}`,
        imageUrl: `/serve-media-files?url=new/${file.name}`,
        thumbUrl: `/serve-media-files?url=new/${file.name}&variant=thumb`,
        name: file.name,
      })),
      errors: [],
      refused: [],
    },
  };
}

const jpeg = (name: string) => new File(['jpeg'], name, { type: 'image/jpeg' });

function open(provider: FakeObjectProvider) {
  const onClose = vi.fn();
  const onSaved = vi.fn();
  const view = renderWithAdmin(
    <ObjectImagesDialog objectId={7} title="Seeblick 3.5" onClose={onClose} onSaved={onSaved} />,
    provider,
  );
  return { ...view, onClose, onSaved };
}

/** The modal once its images are loaded (before, a loading modal of the same name shows). */
async function dialog() {
  await screen.findByRole('button', { name: 'Bilder hinzufügen' });
  return screen.getByRole('dialog', { name: 'Bilder: Seeblick 3.5' });
}
const picker = () => screen.getByTestId('upload-input') as HTMLInputElement;
const order = () =>
  within(screen.getByRole('list', { name: 'Bilder in ihrer Reihenfolge' }))
    .getAllByRole('listitem')
    .map((item) => item.getAttribute('aria-label')?.split(',')[0]);

describe('image upload modal', () => {
  it('counts against the limit, discards the surplus with a message and disables picking when full', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const provider = fakeObjectProvider({
      getObjectImages: async () => ({ data: setup([image(1), image(2)]) }),
      uploadObjectImages: uploadAnswer,
    });
    open(provider);
    const modal = await dialog();
    expect(await within(modal).findByText('2 von 3 Bildern')).toBeTruthy();
    await user.upload(picker(), [jpeg('a.jpg'), jpeg('b.jpg'), jpeg('c.jpg')]);

    expect(
      await within(modal).findByText(
        'Ein Objekt kann höchstens 3 Bilder haben: 2 Bilder wurden nicht übernommen.',
      ),
    ).toBeTruthy();
    expect(provider.uploadObjectImages.mock.calls[0]?.[0].map((file) => file.name)).toEqual(['a.jpg']);
    expect(await within(modal).findByText('3 von 3 Bildern')).toBeTruthy();
    expect(within(modal).getByRole('button', { name: 'Bilder hinzufügen' })).toHaveProperty('disabled', true);
    expect(order()).toEqual(['Bild 1', 'Bild 2', 'a.jpg']);
  });

  it('refuses a type the project does not allow before sending anything', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const provider = fakeObjectProvider({
      getObjectImages: async () => ({ data: setup([]) }),
      uploadObjectImages: uploadAnswer,
    });
    open(provider);
    const modal = await dialog();
    await within(modal).findByText('0 von 3 Bildern');
    expect(picker().accept).toBe('.jpg,.png');
    await user.upload(picker(), [new File(['gif'], 'plan.gif', { type: 'image/gif' })]);
    expect(
      await within(modal).findByText('plan.gif: Dieser Dateityp ist nicht erlaubt. Erlaubt sind: jpg, png.'),
    ).toBeTruthy();
    expect(provider.uploadObjectImages).not.toHaveBeenCalled();
  });

  it('shows thumbnails only, marks the first as main image, and saves the order set by keyboard', async () => {
    const user = userEvent.setup();
    const provider = fakeObjectProvider({
      getObjectImages: async () => ({ data: setup([image(1), image(2), image(3)]) }),
      saveObjectImages: async () => ({ data: setup([image(3), image(1)]) }),
    });
    const view = open(provider);
    const modal = await dialog();
    await waitFor(() => expect(provider.getMediaFile).toHaveBeenCalledTimes(3));
    const urls = provider.getMediaFile.mock.calls.map(([url]) => url);
    expect(urls.every((url) => url.endsWith('&variant=thumb'))).toBe(true);
    expect(within(modal).getAllByText('Hauptbild')).toHaveLength(1);

    // Bild 3 to the front with the arrow keys, on its "move forward" button
    const forward = within(modal).getByRole('button', { name: '«Bild 3» nach vorne verschieben' });
    forward.focus();
    await user.keyboard('{ArrowLeft}');
    expect(order()).toEqual(['Bild 1', 'Bild 3', 'Bild 2']);
    expect(document.activeElement).toBe(
      within(modal).getByRole('button', { name: '«Bild 3» nach vorne verschieben' }),
    );
    await user.keyboard('{ArrowLeft}');
    expect(order()).toEqual(['Bild 3', 'Bild 1', 'Bild 2']);
    // at the front: the focus moves on to the button that can still move it
    expect(document.activeElement).toBe(
      within(modal).getByRole('button', { name: '«Bild 3» nach hinten verschieben' }),
    );
    expect(within(modal).getByRole('status').textContent).toBe('«Bild 3» ist jetzt an Position 1 von 3.');
    const first = within(modal).getAllByRole('listitem')[0]!;
    expect(within(first).getByText('Hauptbild')).toBeTruthy();

    await user.click(within(modal).getByRole('button', { name: '«Bild 2» entfernen' }));
    await user.click(within(modal).getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(provider.saveObjectImages).toHaveBeenCalledTimes(1));
    expect(provider.saveObjectImages.mock.calls[0]).toEqual([
      7,
      {
        removedImages: [2],
        updatedImages: [
          { id: 3, image: '2026-01/img3.jpg' },
          { id: 1, image: '2026-01/img1.jpg' },
        ],
      },
    ]);
    await waitFor(() => expect(view.onClose).toHaveBeenCalled());
    expect(view.onSaved).toHaveBeenCalled();
  });

  it('reorders by dragging too', async () => {
    const provider = fakeObjectProvider({
      getObjectImages: async () => ({ data: setup([image(1), image(2)]) }),
    });
    open(provider);
    const modal = await dialog();
    const [one, two] = within(modal).getAllByRole('listitem');
    const data = { effectAllowed: '', setData: vi.fn(), types: ['text/plain'], files: [] };
    fireEvent.dragStart(two!, { dataTransfer: data });
    fireEvent.dragOver(one!, { dataTransfer: data });
    fireEvent.drop(one!, { dataTransfer: data });
    expect(order()).toEqual(['Bild 2', 'Bild 1']);
  });

  it('names the images by the files uploaded (those of the wizard too), by number where unknown', async () => {
    const provider = fakeObjectProvider({
      getObjectImages: async () => ({ data: setup([image(1, 'wohnzimmer.jpg'), image(2)]) }),
    });
    open(provider);
    const modal = await dialog();
    expect(order()).toEqual(['wohnzimmer.jpg', 'Bild 2']);
    const [one, two] = within(modal).getAllByRole('listitem');
    const data = { effectAllowed: '', setData: vi.fn(), types: ['text/plain'], files: [] };
    fireEvent.dragStart(two!, { dataTransfer: data });
    fireEvent.dragOver(one!, { dataTransfer: data });
    fireEvent.drop(one!, { dataTransfer: data });
    expect(order()).toEqual(['Bild 2', 'wohnzimmer.jpg']);
  });

  it("cancels by removing only this session's uploads, after asking", async () => {
    const user = userEvent.setup();
    const provider = fakeObjectProvider({
      getObjectImages: async () => ({ data: setup([image(1)]) }),
      uploadObjectImages: uploadAnswer,
      removeUploadedFiles: async (files) => ({ data: { status: 'success', message: '', removed: files } }),
    });
    const view = open(provider);
    const modal = await dialog();
    await within(modal).findByText('1 von 3 Bildern');
    await user.upload(picker(), [jpeg('neu.jpg')]);
    await within(modal).findByText('2 von 3 Bildern');
    await user.click(within(modal).getByRole('button', { name: 'Abbrechen' }));
    await user.click(await screen.findByRole('button', { name: 'Verwerfen' }));
    await waitFor(() => expect(view.onClose).toHaveBeenCalled());
    expect(provider.removeUploadedFiles.mock.calls).toEqual([[['new/neu.jpg']]]);
    expect(provider.saveObjectImages).not.toHaveBeenCalled();
  });

  it('ignores a second click on Save while the first save runs', async () => {
    const user = userEvent.setup();
    const saving = deferred<{ data: ObjectImagesSetup }>();
    const provider = fakeObjectProvider({
      getObjectImages: async () => ({ data: setup([image(1), image(2)]) }),
      saveObjectImages: () => saving.promise,
    });
    const view = open(provider);
    const modal = await dialog();
    await user.click(within(modal).getByRole('button', { name: '«Bild 2» nach vorne verschieben' }));
    const save = within(modal).getByRole('button', { name: 'Speichern' });
    fireEvent.click(save);
    fireEvent.click(save);
    await waitFor(() => expect(save).toHaveProperty('disabled', true));
    fireEvent.click(save);
    expect(provider.saveObjectImages).toHaveBeenCalledTimes(1);
    saving.resolve({ data: setup([image(2), image(1)]) });
    await waitFor(() => expect(view.onClose).toHaveBeenCalledTimes(1));
  });

  it('reloads the images with a message when someone else changed them meanwhile', async () => {
    expectConsole(/RequestError/);
    const user = userEvent.setup({ applyAccept: false });
    const loads = [setup([image(1), image(2)]), setup([image(1), image(2), image(4)], 4)];
    const provider = fakeObjectProvider({
      getObjectImages: async () => ({ data: loads.length > 1 ? loads.shift()! : loads[0]! }),
      uploadObjectImages: uploadAnswer,
      saveObjectImages: async () => {
        throw refusal(409, { messageKey: 'object_images_changed', message: 'Die Bilder wurden geändert.' });
      },
    });
    open(provider);
    const modal = await dialog();
    await within(modal).findByText('2 von 3 Bildern');
    await user.upload(picker(), [jpeg('neu.jpg')]);
    await within(modal).findByText('3 von 3 Bildern');
    await user.click(within(modal).getByRole('button', { name: 'Speichern' }));
    expect(
      await within(modal).findByText(/Die Bilder wurden inzwischen von jemand anderem geändert/),
    ).toBeTruthy();
    expect(order()).toEqual(['Bild 1', 'Bild 2', 'Bild 3', 'neu.jpg']);
    expect(within(modal).getByText('4 von 4 Bildern')).toBeTruthy();
  });
});
