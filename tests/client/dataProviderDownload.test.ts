import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { downloadFile, errorNotifications, fileNameFromDisposition } from '../../dataProvider';
import { api } from '../../dataProvider/http';
import { mockAdapter } from './mockApi';

const translate = (key: string) => key;
const originalAdapter = api.defaults.adapter;
const saved: Array<{ href: string; download: string; attached: boolean }> = [];
let createObjectURL: ReturnType<typeof vi.fn>;
let revokeObjectURL: ReturnType<typeof vi.fn>;

beforeEach(() => {
  saved.length = 0;
  createObjectURL = vi.fn(() => 'blob:file-1');
  revokeObjectURL = vi.fn();
  Object.assign(URL, { createObjectURL, revokeObjectURL });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ href: this.href, download: this.download, attached: document.body.contains(this) });
  });
});

afterEach(() => {
  api.defaults.adapter = originalAdapter;
  vi.restoreAllMocks();
});

describe('fileNameFromDisposition', () => {
  it.each([
    [
      `attachment; filename="Objekte.xlsx"; filename*=UTF-8''Objekte%20M%C3%BCller.xlsx`,
      'Objekte Müller.xlsx',
    ],
    [`attachment; filename*=utf-8''Dossier%20%C3%A9t%C3%A9.pdf; filename="Dossier.pdf"`, 'Dossier été.pdf'],
    [`attachment; filename*=UTF-8'de'Flyer%E2%80%93Bern.pdf`, 'Flyer–Bern.pdf'],
    [`attachment; filename*=ISO-8859-1''Z%FCrich.csv`, 'Zürich.csv'],
    ['attachment; filename="Visitenkarte.pdf"', 'Visitenkarte.pdf'],
    ['attachment; filename=mieter.csv', 'mieter.csv'],
    ['attachment; filename="a \\"b\\".txt"', 'a "b".txt'],
    ['attachment; filename="../../etc/passwd"', 'passwd'],
    ['attachment; filename="a\u0007b.pdf"', 'ab.pdf'],
    [`attachment; filename*=UTF-8''%E0%A4%A; filename="fallback.pdf"`, 'fallback.pdf'],
  ])('%s -> %s', (header, name) => {
    expect(fileNameFromDisposition(header)).toBe(name);
  });

  it('names nothing when the header has no file name', () => {
    expect(fileNameFromDisposition('inline')).toBeNull();
    expect(fileNameFromDisposition('')).toBeNull();
    expect(fileNameFromDisposition(null)).toBeNull();
    expect(fileNameFromDisposition(undefined)).toBeNull();
  });
});

describe('downloadFile', () => {
  it('refuses an empty URL without calling the server', async () => {
    const calls = mockAdapter(() => ({}));
    await expect(downloadFile('')).rejects.toThrow(new Error('File url is required'));
    await expect(downloadFile('   ')).rejects.toThrow('File url is required');
    expect(calls).toHaveLength(0);
  });

  it('fetches a blob without timeout and saves it under the content-disposition name', async () => {
    const calls = mockAdapter(() => ({
      data: new Blob(['%PDF'], { type: 'application/pdf' }),
      headers: {
        'content-type': 'application/pdf',
        'content-disposition': `attachment; filename*=UTF-8''Dossier%20M%C3%BCller.pdf`,
      },
    }));
    await expect(downloadFile('/api/v1/applications/5/dossier')).resolves.toBe('Dossier Müller.pdf');
    expect(calls[0]).toMatchObject({
      url: '/api/v1/applications/5/dossier',
      method: 'get',
      responseType: 'blob',
      timeout: 0,
    });
    expect(createObjectURL).toHaveBeenCalledWith(expect.any(Blob));
    expect(saved).toEqual([{ href: 'blob:file-1', download: 'Dossier Müller.pdf', attached: true }]);
    expect(document.querySelector('a[download]')).toBeNull();
  });

  it('posts when asked and falls back to the given name', async () => {
    const calls = mockAdapter(() => ({ data: new Blob(['x']), headers: { 'content-type': 'text/csv' } }));
    const name = await downloadFile('/api/v1/reporting/honorary', {
      method: 'POST',
      data: { action: 'export-xls' },
      fileName: 'honorar.xlsx',
    });
    expect(name).toBe('honorar.xlsx');
    expect(calls[0]?.method).toBe('post');
    expect(JSON.parse(String(calls[0]?.data))).toEqual({ action: 'export-xls' });
  });

  it('falls back to the file name of the URL', async () => {
    mockAdapter(() => ({ data: new Blob(['x']) }));
    await expect(downloadFile('/media/files/plan-2026.pdf?v=2')).resolves.toBe('plan-2026.pdf');
  });

  it('surfaces the notify list of a failed download', async () => {
    const body = {
      message: 'Export fehlgeschlagen',
      notify: [{ type: 'danger', title: 'Export', text: 'Keine Zeilen' }],
    };
    mockAdapter(() => ({
      status: 422,
      data: new Blob([JSON.stringify(body)], { type: 'application/json' }),
    }));
    const error: unknown = await downloadFile('/api/v1/tenants/export').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 422, body });
    expect(errorNotifications(error, translate)).toEqual([
      { type: 'error', message: 'Export: Keine Zeilen' },
    ]);
    expect(saved).toEqual([]);
  });

  it('shows the first line of a failed download text otherwise', async () => {
    mockAdapter(() => ({
      status: 404,
      data: new Blob(['Datei nicht gefunden\nstack'], { type: 'text/plain' }),
    }));
    const error: unknown = await downloadFile('/api/v1/files/1').catch((e: unknown) => e);
    expect(errorNotifications(error, translate)).toEqual([
      { type: 'error', message: 'Datei nicht gefunden' },
    ]);
  });

  it('treats a JSON reply with a notify list as a message, not as the file', async () => {
    const body = { notify: [{ type: 'warning', title: 'Leer', text: 'Nichts zu exportieren' }] };
    mockAdapter(() => ({
      data: new Blob([JSON.stringify(body)], { type: 'application/json' }),
      headers: { 'content-type': 'application/json' },
    }));
    const error: unknown = await downloadFile('/api/v1/tenants/export').catch((e: unknown) => e);
    expect(errorNotifications(error, translate)).toEqual([
      { type: 'warning', message: 'Leer: Nichts zu exportieren' },
    ]);
    expect(saved).toEqual([]);
  });
});
