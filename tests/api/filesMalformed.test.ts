import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { translate } from '../../server/core/i18n/index';
import { fixture, multipartBody } from '../fixtures/multipart';
import { Client, createTestApp, DIALECTS, type TestApp } from './harness';

const UPLOAD = '/api/v1/upload-files';
const PDF = fixture('plan.pdf');

interface Logged {
  level: 'error' | 'warn' | 'info';
  args: unknown[];
}

describe.each(DIALECTS)('malformed multipart bodies (%s)', (dialect) => {
  let t: TestApp;
  let admin: Client;
  let logged: Logged[] = [];

  beforeAll(async () => {
    t = await createTestApp(dialect);
    // what each request logs, and at which level
    t.app.addHook('onRequest', async (request: FastifyRequest) => {
      for (const level of ['error', 'warn', 'info'] as const) {
        vi.spyOn(request.log, level).mockImplementation((...args: unknown[]) => {
          logged.push({ level, args });
        });
      }
    });
    admin = await Client.login(t.app, 'demo.admin');
  });
  afterAll(() => t.close());

  const rows = async () => (await t.database.db.selectFrom('uploaded_files').select('id').execute()).length;

  async function send(payload: Buffer | string, contentType: string) {
    logged = [];
    const before = await rows();
    const res = await admin.request({
      method: 'POST',
      url: UPLOAD,
      payload,
      headers: { 'content-type': contentType },
    });
    expect(await rows()).toBe(before);
    return res;
  }

  function expectUnreadable(res: Awaited<ReturnType<typeof send>>) {
    expect(res.statusCode, res.body).toBe(400);
    const body = res.json<{ message: string; messageKey: string }>();
    expect(body.messageKey).toBe('upload_malformed');
    expect(body.message).toMatch(/nicht gelesen werden/);
    expect(logged.filter((l) => l.level !== 'info')).toEqual([]);
    expect(logged.some((l) => l.level === 'info')).toBe(true);
  }

  it('answers 400 to a body cut off in the middle of a file, logging at info', async () => {
    const { payload, headers } = multipartBody([{ name: 'plan.pdf', bytes: PDF }]);
    const cut = payload.subarray(0, Math.floor(payload.length / 2));
    expectUnreadable(await send(cut, headers['content-type']!));
  });

  it('answers 400 to multipart/form-data without a boundary, logging at info', async () => {
    const { payload } = multipartBody([{ name: 'plan.pdf', bytes: PDF }]);
    expectUnreadable(await send(payload, 'multipart/form-data'));
  });

  it('answers 400 to garbage under a multipart content type, logging at info', async () => {
    const garbage = Buffer.from(
      '\r\n--xyz\r\nthis is no header at all\r\n\r\n\u0000\u0001\u0002 garbage',
      'latin1',
    );
    expectUnreadable(await send(garbage, 'multipart/form-data; boundary=xyz'));
  });

  it('answers 400 to a cut-off or boundary-less body on the other upload routes too', async () => {
    const { payload, headers } = multipartBody([{ name: 'liste.csv', bytes: Buffer.from('a;b\n1;2\n') }]);
    const cut = payload.subarray(0, payload.length - 20);
    for (const url of ['/api/v1/upload-images', '/api/v1/objects/apartments/import-bulk-files']) {
      for (const [body, type] of [
        [cut, headers['content-type']!],
        [payload, 'multipart/form-data'],
      ] as const) {
        logged = [];
        const res = await admin.request({
          method: 'POST',
          url,
          payload: body,
          headers: { 'content-type': type },
        });
        expect(res.statusCode, `${url}: ${res.body}`).toBe(400);
        expect(res.json()).toMatchObject({ messageKey: 'upload_malformed' });
        expect(logged.filter((l) => l.level !== 'info')).toEqual([]);
      }
    }
  });

  it('answers in the language of the path', async () => {
    const res = await admin.request({
      method: 'POST',
      url: `/fr${UPLOAD}`,
      payload: 'x',
      headers: { 'content-type': 'multipart/form-data' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toBe(translate('fr', 'upload_malformed'));
  });
});
