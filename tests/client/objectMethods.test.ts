import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dataProvider } from '../../dataProvider';
import { api } from '../../dataProvider/http';
import { mockAdapter } from './mockApi';

const originalAdapter = api.defaults.adapter;
const saved: string[] = [];

beforeEach(() => {
  saved.length = 0;
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:mock'), revokeObjectURL: vi.fn() });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});

afterEach(() => {
  api.defaults.adapter = originalAdapter;
});

const jpeg = (name: string) => new File(['jpeg'], name, { type: 'image/jpeg' });
const namesSent = (data: unknown) => ((data as FormData).getAll('file') as File[]).map((file) => file.name);

describe('object methods of the data provider', () => {
  it('sends state actions with their payload to the letting and the sale paths', async () => {
    const calls = mockAdapter(() => ({ data: { id: 7 } }));
    await dataProvider.terminateObject(7, { version: 3, endDate: '2026-05-31', comment: '' });
    await dataProvider.setObjectToRented(7, {
      version: 3,
      tenantName: '',
      startDate: '2026-06-01',
      rent: null,
    });
    await dataProvider.setObjectToSold(7, {
      version: 3,
      buyerName: 'Vreni Huber',
      price: 980000,
      date: '2026-04-15',
    });
    await dataProvider.freeObject(7, { version: 4, comment: 'Finanzierung geplatzt' });
    expect(calls.map((c) => [c.method, c.url])).toEqual([
      ['post', '/api/v1/objects/7/terminate'],
      ['post', '/api/v1/objects/7/set-to-rented'],
      ['post', '/api/v1/sales/objects/7/set-to-sold'],
      ['post', '/api/v1/sales/objects/7/free'],
    ]);
    expect(JSON.parse(String(calls[2]?.data))).toEqual({
      version: 3,
      buyerName: 'Vreni Huber',
      price: 980000,
      date: '2026-04-15',
    });
  });

  it('asks each state detail at its path', async () => {
    const calls = mockAdapter(() => ({ data: { id: 7, current: null, history: [] } }));
    await dataProvider.getObjectStateInfo(7, 'with-offer');
    await dataProvider.getObjectStateInfo(7, 'assigned-rented');
    await dataProvider.getObjectStateInfo(7, 'reserved-payment-info');
    expect(calls.map((c) => c.url)).toEqual([
      '/api/v1/objects/7/with-offer',
      '/api/v1/objects/7/assigned-rented',
      '/api/v1/sales/objects/7/reserved-payment-info',
    ]);
  });

  it('uploads images without timeout, twenty per request, and never a type the project refuses', async () => {
    const calls = mockAdapter((config) => ({
      data: {
        status: 'success',
        message: '',
        uploaded: namesSent(config.data).map((name) => ({
          id: 0,
          image: name,
          imageUrl: '',
          thumbUrl: '',
          name,
        })),
        errors: [],
      },
    }));
    const files = [...Array.from({ length: 25 }, (_, i) => jpeg(`bild-${i}.jpg`)), jpeg('plan.gif')];
    const progress: number[] = [];
    const { data } = await dataProvider.uploadObjectImages(files, {
      onProgress: (percent) => progress.push(percent),
      rules: { allowedFileTypes: ['jpg', 'png'], maxFileSize: 5 },
    });
    expect(calls.map((c) => [c.url, c.timeout, namesSent(c.data).length])).toEqual([
      ['/api/v1/upload-images', 0, 20],
      ['/api/v1/upload-images', 0, 5],
    ]);
    expect(data.uploaded).toHaveLength(25);
    expect(data.refused).toEqual([
      { file_names: ['plan.gif'], messageKey: 'upload_type_not_allowed', params: { allowed: 'jpg, png' } },
    ]);
    expect(data.status).toBe('partial');
    expect(progress.at(-1)).toBe(100);
  });

  it('takes an upload the server refused file by file (400) as a reply', async () => {
    mockAdapter(() => ({
      status: 400,
      data: {
        status: 'error',
        message: 'Nichts hochgeladen.',
        uploaded: [],
        errors: [{ file_names: ['kaputt.jpg'], message: 'Das Bild kann nicht gelesen werden.', detail: '' }],
      },
    }));
    const { data } = await dataProvider.uploadObjectImages([jpeg('kaputt.jpg')]);
    expect(data.status).toBe('error');
    expect(data.errors[0]?.file_names).toEqual(['kaputt.jpg']);
  });

  it('saves the flyer under the name the server gives, without timeout', async () => {
    const calls = mockAdapter(() => ({
      data: new Blob(['%PDF-1.7']),
      headers: {
        'content-type': 'application/pdf',
        'content-disposition': 'attachment; filename="Flyer-A-7.pdf"',
      },
    }));
    const { data } = await dataProvider.downloadObjectPosting(7, 'business_card');
    expect(calls[0]?.method).toBe('post');
    expect(calls[0]?.url).toBe('/api/v1/objects/7/generate-serve-posting-files');
    expect(calls[0]?.params).toEqual({ type: 'business_card' });
    expect(calls[0]?.timeout).toBe(0);
    expect(data.fileName).toBe('Flyer-A-7.pdf');
    expect(saved).toEqual(['Flyer-A-7.pdf']);
  });

  it('previews and imports a sheet without timeout', async () => {
    const calls = mockAdapter(() => ({ data: { file: 'k/sheet.xlsx', valid: 1, invalid: 0, errors: [] } }));
    await dataProvider.previewObjectImport('parkingspace', new File(['PK'], 'p.xlsx'));
    await dataProvider.importObjects('parkingspace', 'k/sheet.xlsx');
    expect(calls.map((c) => [c.method, c.url, c.timeout])).toEqual([
      ['post', '/api/v1/objects/parkingspace/import-bulk-files', 0],
      ['post', '/api/v1/objects/parkingspace/bulk-import', 0],
    ]);
    expect(namesSent(calls[0]?.data)).toEqual(['p.xlsx']);
    expect(JSON.parse(String(calls[1]?.data))).toEqual({ file: 'k/sheet.xlsx' });
  });

  it('saves images and documents of an object and removes given-up uploads', async () => {
    const calls = mockAdapter(() => ({ data: {} }));
    await dataProvider.saveObjectImages(7, {
      removedImages: [3],
      updatedImages: [{ id: 0, image: 'k/a.jpg' }],
    });
    await dataProvider.saveObjectFiles(7, {
      removedFiles: [],
      updatedFiles: [{ url: '/serve-media-files?url=k/a.pdf', key: null, new_key: 'floor_plan' }],
    });
    await dataProvider.removeUploadedFiles(['k/b.jpg']);
    expect(calls.map((c) => [c.method, c.url])).toEqual([
      ['post', '/api/v1/objects/7/upload-images-setup'],
      ['post', '/api/v1/objects/7/upload-files-setup'],
      ['post', '/api/v1/remove-files'],
    ]);
    expect(JSON.parse(String(calls[2]?.data))).toEqual({ files: ['k/b.jpg'] });
  });
});
