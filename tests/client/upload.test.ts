import {
  AxiosError,
  AxiosHeaders,
  type AxiosAdapter,
  type AxiosProgressEvent,
  type InternalAxiosRequestConfig,
} from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../dataProvider/http';
import { checkUploadFiles, uploadFiles, uploadNotifications, type UploadRules } from '../../dataProvider';

interface Reply {
  status?: number;
  data?: unknown;
}

const originalAdapter = api.defaults.adapter;

/** Answers every call with `reply`, after reporting upload progress at 25, 50 and 100 %. */
function mockAdapter(reply: Reply = {}) {
  const calls: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    calls.push(config);
    for (const loaded of [25, 50, 100]) {
      config.onUploadProgress?.({ loaded, total: 100, bytes: 25, upload: true } as AxiosProgressEvent);
    }
    const { status = 200, data = {} } = reply;
    const response = { data, status, statusText: '', headers: new AxiosHeaders(), config, request: {} };
    if (status >= 400) throw new AxiosError(`status ${status}`, 'ERR_BAD_REQUEST', config, {}, response);
    return response;
  };
  api.defaults.adapter = adapter;
  return calls;
}

afterEach(() => {
  api.defaults.adapter = originalAdapter;
});

const rules: UploadRules = { allowedFileTypes: ['pdf', '.JPG'], maxFileSize: 1 };
const file = (name: string, bytes = 10) => new File([new Uint8Array(bytes)], name);
const translate = (key: string, options?: Record<string, unknown>) =>
  options && Object.keys(options).some((k) => k !== '_')
    ? `${key}(${Object.entries(options)
        .filter(([k]) => k !== '_')
        .map(([k, v]) => `${k}=${String(v)}`)
        .join(',')})`
    : key;

const stored = (name: string) => ({ url: `/serve-media-files?url=1/${name}`, name, size: 10 });

describe('uploadFiles', () => {
  it('posts the files as multipart field "file" without a timeout and reports progress', async () => {
    const calls = mockAdapter({
      data: { status: 'success', uploaded: [stored('a.pdf'), stored('b.jpg')], errors: [] },
    });
    const progress = vi.fn();
    const result = await uploadFiles([file('a.pdf'), file('b.jpg')], progress, undefined, rules);

    expect(calls).toHaveLength(1);
    const call = calls[0]!;
    expect(call.method).toBe('post');
    expect(call.url).toBe('/api/v1/upload-files');
    expect(call.timeout).toBe(0);
    const form = call.data as FormData;
    expect(form.getAll('file').map((entry) => (entry as File).name)).toEqual(['a.pdf', 'b.jpg']);
    expect(progress.mock.calls.map(([percent]) => percent)).toEqual([25, 50, 100, 100]);
    expect(result).toMatchObject({ status: 'success', errors: [], refused: [] });
    expect(result.uploaded.map((u) => u.name)).toEqual(['a.pdf', 'b.jpg']);
  });

  it('refuses a name over 200 characters, a wrong type and an oversized file before sending', async () => {
    const calls = mockAdapter();
    const longName = `${'ä'.repeat(197)}.pdf`;
    const result = await uploadFiles(
      [file(longName), file('tool.exe'), file('big.pdf', 2 * 1024 * 1024)],
      undefined,
      undefined,
      rules,
    );

    expect(calls).toHaveLength(0);
    expect(result.status).toBe('error');
    expect(result.refused).toEqual([
      { file_names: [longName], messageKey: 'admin_file_name_should_not_exceed_200_chars' },
      { file_names: ['tool.exe'], messageKey: 'upload_type_not_allowed', params: { allowed: 'pdf, jpg' } },
      { file_names: ['big.pdf'], messageKey: 'upload_too_large', params: { max: 1 } },
    ]);
  });

  it('counts a name of exactly 200 characters as allowed', () => {
    const name = `${'x'.repeat(196)}.pdf`;
    expect(checkUploadFiles([file(name)], rules)).toEqual({ accepted: [expect.any(File)], refused: [] });
  });

  it('sends only the acceptable files and reports the refused ones with the server errors', async () => {
    const calls = mockAdapter({
      data: {
        status: 'partial',
        uploaded: [stored('ok.pdf')],
        errors: [{ file_names: ['fake.pdf'], message: 'Inhalt passt nicht', detail: 'Ein Programm' }],
      },
    });
    const result = await uploadFiles(
      [file('ok.pdf'), file('fake.pdf'), file('x.exe')],
      undefined,
      undefined,
      rules,
    );

    expect((calls[0]!.data as FormData).getAll('file').map((f) => (f as File).name)).toEqual([
      'ok.pdf',
      'fake.pdf',
    ]);
    expect(result.status).toBe('partial');
    expect(uploadNotifications(result, translate)).toEqual([
      { type: 'error', message: 'x.exe: upload_type_not_allowed(allowed=pdf, jpg)' },
      { type: 'error', message: 'fake.pdf: Inhalt passt nicht' },
    ]);
  });

  it('resolves a 400 that refuses every file with its per-file errors', async () => {
    mockAdapter({
      status: 400,
      data: {
        status: 'error',
        message: 'Keine Datei hochgeladen',
        uploaded: [],
        errors: [{ file_names: ['a.pdf', 'b.pdf'], message: 'Leere Datei', detail: '' }, {}],
      },
    });
    const progress = vi.fn();
    const result = await uploadFiles([file('a.pdf'), file('b.pdf')], progress, undefined, rules);

    expect(result.status).toBe('error');
    // only the transfer's own progress: no file was stored
    expect(progress.mock.calls.map(([percent]) => percent)).toEqual([25, 50, 100]);
    expect(uploadNotifications(result, translate)).toEqual([
      { type: 'error', message: 'a.pdf, b.pdf: Leere Datei' },
      { type: 'error', message: 'error_upload_failed' },
    ]);
  });

  it('rejects other failures for the error catalogue', async () => {
    mockAdapter({ status: 413, data: { message: 'Zu gross' } });
    await expect(uploadFiles([file('a.pdf')], undefined, undefined, rules)).rejects.toMatchObject({
      response: { status: 413 },
    });
  });

  it('shows nothing when every file was stored', async () => {
    mockAdapter({ data: { status: 'success', uploaded: [stored('a.pdf')], errors: [] } });
    const result = await uploadFiles([file('a.pdf')]);
    expect(uploadNotifications(result, translate)).toEqual([]);
  });
});
