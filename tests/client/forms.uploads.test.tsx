import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosHeaders, type AxiosAdapter, type AxiosProgressEvent } from 'axios';
import { describe, expect, it, vi } from 'vitest';
import { api } from '../../dataProvider/http';
import { SchemaForm, type FieldSpec } from '../../src/forms';
import { PREVIEW_URL, renderForm, servedFile } from './formsFixtures';

interface Stored {
  url: string;
  name: string;
  size: number;
}

/**
 * The upload endpoint: reports half the upload, then waits for `release()`; stores every file but
 * those named in `broken`, which it refuses with a reason.
 */
function uploadServer(broken: string[] = []) {
  const sent: string[][] = [];
  let release = () => undefined as void;
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
    sent.push(files.map((file) => file.name));
    config.onUploadProgress?.({ loaded: 50, total: 100, bytes: 50, upload: true } as AxiosProgressEvent);
    await new Promise<void>((resolve) => (release = resolve));
    const uploaded: Stored[] = files
      .filter((file) => !broken.includes(file.name))
      .map((file) => ({ url: `/serve-media-files?url=${file.name}`, name: file.name, size: file.size }));
    const errors = broken.map((name) => ({ file_names: [name], message: 'Die Datei ist beschädigt.' }));
    const data = { status: errors.length ? 'partial' : 'success', uploaded, errors };
    return { data, status: 200, statusText: '', headers: new AxiosHeaders(), config, request: {} };
  };
  api.defaults.adapter = adapter;
  return { sent, release: () => release() };
}

const pdf = (name: string) => new File(['%PDF-1.7'], name, { type: 'application/pdf' });
const FILES: FieldSpec = { source: 'files', kind: 'file', label: 'Dokumente' };

describe('form engine: uploads', () => {
  it('uploads on pick with progress, names every refused file, and keeps what the server stored', async () => {
    const user = userEvent.setup({ delay: null, applyAccept: false });
    const server = uploadServer(['scan.pdf']);
    const onSubmit = vi.fn();
    renderForm(
      <SchemaForm fields={[{ source: 'title', kind: 'text', label: 'Titel' }, FILES]} onSubmit={onSubmit} />,
    );
    const input = await screen.findByLabelText('Dokumente', {}, { timeout: 10_000 });
    await user.type(screen.getByRole('textbox', { name: 'Titel' }), 'Mietvertrag');

    await user.upload(input, [pdf('plan.pdf'), pdf('scan.pdf'), new File(['MZ'], 'setup.exe')]);
    const progress = await screen.findByRole('progressbar', { name: 'Wird hochgeladen' });
    expect(progress.getAttribute('aria-valuenow')).toBe('50');
    expect(screen.getByRole('button', { name: 'Dateien auswählen' })).toHaveProperty('disabled', true);
    // the type the project does not allow never leaves the browser
    expect(server.sent).toEqual([['plan.pdf', 'scan.pdf']]);

    // not saved while a file is on its way
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Bitte warten Sie, bis alle Dateien hochgeladen sind.')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();

    server.release();
    expect(
      await screen.findByText('setup.exe: Dieser Dateityp ist nicht erlaubt. Erlaubt sind: pdf, jpg, png.'),
    ).toBeTruthy();
    expect(screen.getByText('scan.pdf: Die Datei ist beschädigt.')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByRole('list', { name: 'Dokumente' }).textContent).toBe('plan.pdf');

    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      title: 'Mietvertrag',
      files: [{ url: '/serve-media-files?url=plan.pdf', name: 'plan.pdf', size: 8 }],
    });
  });

  it('takes no more images than allowed, and removes one on request', async () => {
    const user = userEvent.setup({ delay: null });
    const server = uploadServer();
    renderForm(
      <SchemaForm
        fields={[{ source: 'images', kind: 'image', label: 'Bilder', max: 2 }]}
        onSubmit={vi.fn()}
      />,
    );
    const input = await screen.findByLabelText('Bilder', {}, { timeout: 10_000 });
    const image = (name: string) => new File(['x'], name, { type: 'image/png' });

    await user.upload(input, [image('a.png'), image('b.png'), image('c.png')]);
    server.release();
    expect(
      await screen.findByText('Höchstens 2 Dateien: Die übrigen wurden nicht hochgeladen.'),
    ).toBeTruthy();
    expect(server.sent).toEqual([['a.png', 'b.png']]);
    expect(screen.getByText('2 von 2')).toBeTruthy();
    // previews come through the data provider with the session's token, not as a bare <img src>
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'a.png' })).toHaveProperty('src', PREVIEW_URL),
    );
    expect(screen.getByRole('button', { name: 'Bilder auswählen' })).toHaveProperty('disabled', true);

    await user.click(screen.getByRole('button', { name: 'b.png entfernen' }));
    expect(screen.getByText('1 von 2')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Bilder auswählen' })).toHaveProperty('disabled', false);
    expect(screen.queryByRole('img', { name: 'b.png' })).toBeNull();
  });

  it('reorders images with their names, the first marked as the main image, and keeps the focus on the moved one', async () => {
    const user = userEvent.setup({ delay: null });
    const server = uploadServer();
    const onSubmit = vi.fn();
    renderForm(
      <SchemaForm
        fields={[{ source: 'images', kind: 'image', label: 'Bilder', max: 5 }]}
        onSubmit={onSubmit}
      />,
    );
    const input = await screen.findByLabelText('Bilder', {}, { timeout: 10_000 });
    const image = (name: string) => new File(['x'], name, { type: 'image/png' });
    await user.upload(input, [image('wohnzimmer.png'), image('kueche.png'), image('bad.png')]);
    server.release();
    const list = await screen.findByRole('list', { name: 'Bilder' });
    const order = () =>
      within(list)
        .getAllByRole('listitem')
        .map((item) => within(item).getByRole('img').getAttribute('alt'));
    await waitFor(() => expect(order()).toEqual(['wohnzimmer.png', 'kueche.png', 'bad.png']));
    expect(within(within(list).getAllByRole('listitem')[0]!).getByText('Hauptbild')).toBeTruthy();
    // the first cannot move up, the last not down
    expect(screen.getByRole('button', { name: '«wohnzimmer.png» nach vorne verschieben' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(screen.getByRole('button', { name: '«bad.png» nach hinten verschieben' })).toHaveProperty(
      'disabled',
      true,
    );

    await user.click(screen.getByRole('button', { name: '«kueche.png» nach vorne verschieben' }));
    expect(order()).toEqual(['kueche.png', 'wohnzimmer.png', 'bad.png']);
    expect(within(within(list).getAllByRole('listitem')[0]!).getByText('Hauptbild')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('«kueche.png» ist jetzt an Position 1 von 3.');
    // at the front now: the focus goes to its other button
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('button', { name: '«kueche.png» nach hinten verschieben' }),
      ),
    );
    await user.click(screen.getByRole('button', { name: '«wohnzimmer.png» nach hinten verschieben' }));
    expect(order()).toEqual(['kueche.png', 'bad.png', 'wohnzimmer.png']);

    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect((onSubmit.mock.calls[0]?.[0] as { images: Array<{ name: string; url: string }> }).images).toEqual([
      { name: 'kueche.png', url: '/serve-media-files?url=kueche.png', size: 1 },
      { name: 'bad.png', url: '/serve-media-files?url=bad.png', size: 1 },
      { name: 'wohnzimmer.png', url: '/serve-media-files?url=wohnzimmer.png', size: 1 },
    ]);
  });
});
