import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ObjectDetail } from '../../schema/api/objects';
import { storageFor } from '../../server/core/storage';
import { fixture } from '../fixtures/multipart';
import { Client, createTestApp, FILE_RUNS, type TestApp } from './harness';
import { fileRow, upload } from './objectMediaSupport';
import { expectFieldError, expectStatus, objectBody, objectRow } from './objectsSupport';

const PNG = fixture('logo.png');
const JPG = fixture('foto.jpg');
const PDF = fixture('plan.pdf');

/** Images and documents sent with the creation wizard, and their removal with the object. */
describe.each(FILE_RUNS)('objects: media of the creation wizard, files in %s (%s)', (fileStore, dialect) => {
  let t: TestApp;
  let admin: Client;

  const mediaRows = async (objectId: number) => ({
    images: await t.database.db
      .selectFrom('object_images')
      .selectAll()
      .where('object_id', '=', objectId)
      .execute(),
    files: await t.database.db
      .selectFrom('object_files')
      .selectAll()
      .where('object_id', '=', objectId)
      .execute(),
  });

  beforeAll(async () => {
    t = await createTestApp(dialect, {}, fileStore);
    admin = await Client.login(t.app, 'demo.admin');
  });
  afterAll(() => t.close());

  it('attaches the uploaded images in order and the documents by category, in the same save', async () => {
    const uploaded = await upload(admin, [
      { name: 'aussen.png', bytes: PNG },
      { name: 'wohnzimmer.jpg', bytes: JPG },
      { name: 'grundriss.pdf', bytes: PDF },
    ]);
    const [outside, living, plan] = uploaded.uploaded;
    const body = {
      ...objectBody('apartments', false),
      images: [
        { id: 0, image: living!.key },
        { id: 0, image: outside!.url },
      ],
      files: [{ url: plan!.url, key: 'floor_plan' }],
    };
    const detail = expectStatus(
      await admin.post('/api/v1/objects/apartments/create', body),
      201,
    ) as unknown as ObjectDetail;
    expect(detail.images.map((i) => i.image)).toEqual([living!.key, outside!.key]);
    expect(detail.images[0]).toMatchObject({
      imageUrl: `/serve-media-files?url=${living!.key}`,
      thumbUrl: expect.stringContaining('/serve-media-files?url='),
    });
    expect(detail.images.every((i) => i.id > 0)).toBe(true);
    const rows = await mediaRows(detail.id);
    expect(rows.images.map((r) => r.position).sort()).toEqual([0, 1]);
    expect(rows.files).toEqual([
      expect.objectContaining({ category: 'floor_plan', file_id: (await fileRow(t, plan!.key))!.id }),
    ]);
    // the detail call shows them too
    const again = (await admin.get(`/api/v1/objects/${detail.id}`)).json<ObjectDetail>();
    expect(again.images.map((i) => i.image)).toEqual([living!.key, outside!.key]);
  });

  it('stores no object when an image is not an image of the project, and names that image', async () => {
    const [doc] = (await upload(admin, [{ name: 'hausordnung.pdf', bytes: PDF }])).uploaded;
    const [picture] = (await upload(admin, [{ name: 'bild.png', bytes: PNG }])).uploaded;
    const beta = await Client.login(t.app, 'beta.admin', 'beta');
    const [foreign] = (await upload(beta, [{ name: 'fremd.png', bytes: PNG }])).uploaded;
    for (const bad of [
      doc!.key,
      foreign!.key,
      '1/2026-01/00000000000000000000000000000000.png',
      'kein-schluessel',
    ]) {
      const body = {
        ...objectBody('apartments', false),
        images: [
          { id: 0, image: picture!.key },
          { id: 0, image: bad },
        ],
      };
      const res = await admin.post('/api/v1/objects/apartments/create', body);
      expectFieldError(res, 'images.1.image', 'image_not_found');
      const stored = await t.database.db
        .selectFrom('objects')
        .select('id')
        .where('ref_number', '=', body.basics.refNumber)
        .execute();
      expect(stored, bad).toEqual([]);
    }
    expect(
      await t.database.db
        .selectFrom('object_images')
        .selectAll()
        .where('file_id', '=', (await fileRow(t, picture!.key))!.id)
        .execute(),
    ).toEqual([]);
  });

  it('refuses two documents of one category, naming the second', async () => {
    const [a, b] = (
      await upload(admin, [
        { name: 'a.pdf', bytes: PDF },
        { name: 'b.pdf', bytes: PDF },
      ])
    ).uploaded;
    const body = {
      ...objectBody('apartments', false),
      files: [
        { url: a!.url, key: 'floor_plan' },
        { url: b!.url, key: 'floor_plan' },
      ],
    };
    expectFieldError(
      await admin.post('/api/v1/objects/apartments/create', body),
      'files.1.key',
      'file_category_duplicate',
    );
  });

  it('deletes the images, documents and stored bytes with the object', async () => {
    const [image, doc] = (
      await upload(admin, [
        { name: 'bild.png', bytes: PNG },
        { name: 'plan.pdf', bytes: PDF },
      ])
    ).uploaded;
    const body = {
      ...objectBody('apartments', false),
      images: [{ id: 0, image: image!.key }],
      files: [{ url: doc!.url, key: 'energy_certificate' }],
    };
    const detail = (await admin.post('/api/v1/objects/apartments/create', body)).json<ObjectDetail>();
    const storage = storageFor(t.config);
    expect(await storage.exists(image!.key)).toBe(true);

    const res = await admin.request({ method: 'DELETE', url: `/api/v1/objects/${detail.id}` });
    expect(expectStatus(res, 200).message).toContain(detail.basics.title);
    expect(await objectRow(t, detail.id)).toBeUndefined();
    expect(await mediaRows(detail.id)).toEqual({ images: [], files: [] });
    expect(await fileRow(t, image!.key)).toBeUndefined();
    expect(await fileRow(t, doc!.key)).toBeUndefined();
    expect(await storage.exists(image!.key)).toBe(false);
    expect(await storage.exists(doc!.key)).toBe(false);
  });

  it('deletes the media of objects removed by the bulk delete too', async () => {
    const [image] = (await upload(admin, [{ name: 'bild.png', bytes: PNG }])).uploaded;
    const body = { ...objectBody('apartments', false), images: [{ id: 0, image: image!.key }] };
    const detail = (await admin.post('/api/v1/objects/apartments/create', body)).json<ObjectDetail>();
    const res = await admin.post('/api/v1/objects/apartments', {
      bulkAction: 'delete',
      targets: [detail.id],
    });
    expect(res.json().done).toBe(1);
    expect(await mediaRows(detail.id)).toEqual({ images: [], files: [] });
    expect(await fileRow(t, image!.key)).toBeUndefined();
    expect(await storageFor(t.config).exists(image!.key)).toBe(false);
  });
});
