import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ObjectImagesSetup } from '../../schema/api/objects';
import { formatMoney } from '../../schema/money';
import { storageFor } from '../../server/core/storage';
import { seedDemoMedia } from '../../server/db/seed/images';
import { Client, createTestApp, DIALECTS, type TestApp } from './harness';
import { blankPng } from './imageSupport';
import { dimensions, imageKeys, imagesSetupUrl, picture, saveImages } from './objectMediaSupport';

const postingUrl = (id: number, type?: string) =>
  `/api/v1/objects/${id}/generate-serve-posting-files${type === undefined ? '' : `?type=${type}`}`;

interface ReadPdf {
  pages: number;
  /** the text of the first page, lines joined by newlines */
  text: string;
  /** images painted on the first page */
  images: number;
  width: number;
  height: number;
}

/** Opens a PDF with pdf.js (an independent reader) and reads its first page. */
async function readPdf(bytes: Buffer): Promise<ReadPdf> {
  const doc = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false }).promise;
  const page = await doc.getPage(1);
  const content = await page.getTextContent();
  const text = content.items
    .map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : ''))
    .join('')
    .replace(/[ \t]+/g, ' ');
  const operators = await page.getOperatorList();
  const images = operators.fnArray.filter(
    (fn) => fn === OPS.paintImageXObject || fn === OPS.paintInlineImageXObject,
  ).length;
  const [, , width, height] = page.view as [number, number, number, number];
  const pages = doc.numPages;
  await doc.destroy();
  return { pages, text, images, width, height };
}

function pdfOf(res: LightMyRequestResponse): Promise<ReadPdf> {
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  return readPdf(res.rawPayload);
}

const CONTACT = {
  contact_name: 'Immobilien Müller AG',
  contact_email: 'vermietung@mueller.example',
  contact_phone: '+41 44 123 45 67',
  contact_address: 'Bahnhofstrasse 12\n8001 Zürich',
};

describe.each(DIALECTS)('flyer and business card (%s)', (dialect) => {
  let t: TestApp;
  let admin: Client;
  let assistant: Client;
  let analyst: Client;
  let withImage: { id: number; ref: string };
  let withoutImage: { id: number; ref: string };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await Client.login(t.app, 'demo.admin');
    assistant = await Client.login(t.app, 'demo.assistant');
    analyst = await Client.login(t.app, 'demo.analyst');
    const db = t.database.db;
    await db.updateTable('projects').set(CONTACT).where('slug', '=', 'rent').execute();
    const [first, second] = await t.objectsOf('rent');
    await db
      .updateTable('objects')
      .set({
        title: 'Attika Dvořák-Blick, 3. OG',
        rooms: 3.5,
        area: 84.5,
        floor: '3. OG',
        available_from: '2027-04-01',
        rental_price: 164_550,
        netto_price: 150_000,
        extra_price: 14_550,
        selling_price: null,
        characteristics: JSON.stringify(['balcony', 'lift']),
        description:
          '<p>Helle <strong>Wohnung</strong> &amp; Seesicht.</p><script>alert(1)</script><ul><li>Neue Küche</li></ul>',
      })
      .where('id', '=', first!.id)
      .execute();
    withImage = { id: first!.id, ref: first!.ref_number };
    withoutImage = { id: second!.id, ref: second!.ref_number };
    const [key] = await imageKeys(admin, [{ name: 'fassade.jpg', bytes: await picture(1600, 1000) }]);
    await saveImages(admin, withImage.id, [{ id: 0, image: key! }]);
  });
  afterAll(() => t.close());

  it('prints a flyer with the main image, the facts in Swiss formats, the features, the description and the contact', async () => {
    const res = await admin.post(postingUrl(withImage.id, 'flyer'));
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Flyer-${withImage.ref}.pdf"; filename*=UTF-8''Flyer-${withImage.ref}.pdf`,
    );
    const pdf = await pdfOf(res);
    expect(pdf.pages).toBe(1);
    expect([Math.round(pdf.width), Math.round(pdf.height)]).toEqual([595, 842]);
    expect(pdf.images).toBe(1);
    for (const expected of [
      'Attika Dvořák-Blick, 3. OG',
      'Bruttomiete pro Monat',
      "CHF 1'645.50",
      "CHF 1'500.00",
      'CHF 145.50',
      'Zimmer 3.5',
      'Wohnfläche 84.5 m²',
      'Etage 3. OG',
      'Bezug ab 01.04.2027',
      'Balkon · Lift',
      'Helle Wohnung & Seesicht.',
      '• Neue Küche',
      'Immobilien Müller AG',
      'Bahnhofstrasse 12',
      '8001 Zürich',
      'Tel. +41 44 123 45 67',
      'vermietung@mueller.example',
      `Objekt-Nr. ${withImage.ref}`,
      'Jetzt online bewerben: QR-Code scannen',
    ]) {
      expect(pdf.text).toContain(expected);
    }
    expect(pdf.text).not.toMatch(/<|alert/);
    // the fonts travel inside the file: no reliance on the reader's fonts
    expect(res.rawPayload.includes('/FontFile')).toBe(true);
    expect(res.rawPayload.includes('/Helvetica')).toBe(false);
  });

  it('prints a flyer without images with a neutral placeholder', async () => {
    const pdf = await pdfOf(await admin.post(postingUrl(withoutImage.id, 'flyer')));
    expect(pdf.images).toBe(0);
    expect(pdf.text).toContain('Kein Bild vorhanden');
  });

  it('prints the placeholder instead of a main image of more pixels than the limit, without decoding it', async () => {
    // stored as no upload stores it now: 16383 × 16383 pixels (268 megapixels) in 260 kB
    const huge = await blankPng(16383, 16383);
    const db = t.database.db;
    const projectId = await t.projectId('rent');
    const [, , third] = await t.objectsOf('rent');
    const key = `${projectId}/2026-01/${'ab'.repeat(16)}.png`;
    await storageFor(t.config).put(key, huge, { contentType: 'image/png' });
    const now = new Date().toISOString();
    const file = await db
      .insertInto('uploaded_files')
      .values({
        project_id: projectId,
        uploaded_by: null,
        storage_key: key,
        original_name: 'riesig.png',
        mime: 'image/png',
        size: huge.length,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('object_images')
      .values({ project_id: projectId, object_id: third!.id, file_id: file.id, position: 1, created_at: now })
      .execute();
    const pdf = await pdfOf(await admin.post(postingUrl(third!.id, 'flyer')));
    expect(pdf.images).toBe(0);
    expect(pdf.text).toContain('Kein Bild vorhanden');
  });

  it('shows the selling price on the flyer of a sale object', async () => {
    const [object] = await t.objectsOf('verkauf');
    const seller = admin.inTenant('verkauf');
    const pdf = await pdfOf(await seller.post(postingUrl(object!.id, 'flyer')));
    expect(pdf.text).toContain('Verkaufspreis');
    expect(pdf.text).toContain(formatMoney(object!.selling_price! / 100));
    expect(pdf.text).not.toContain('Bruttomiete');
  });

  it('prints a business card of 85 × 55 mm with title, address, price and contact', async () => {
    const res = await assistant.post(postingUrl(withImage.id, 'business_card'));
    expect(res.headers['content-disposition']).toContain(`filename="Visitenkarte-${withImage.ref}.pdf"`);
    const pdf = await pdfOf(res);
    expect(pdf.pages).toBe(1);
    expect(pdf.width).toBeCloseTo((85 / 25.4) * 72, 1);
    expect(pdf.height).toBeCloseTo((55 / 25.4) * 72, 1);
    for (const expected of [
      'Attika Dvořák-Blick, 3. OG',
      "CHF 1'645.50",
      '3.5 Zimmer · 84.5 m² · 3. OG',
      'Immobilien Müller AG',
      'Tel. +41 44 123 45 67',
      'vermietung@mueller.example',
    ]) {
      expect(pdf.text).toContain(expected);
    }
    const object = (await t.objectsOf('rent'))[0]!;
    expect(pdf.text).toContain(
      `${object.street} ${object.house_number}, ${object.postal_code} ${object.city}`,
    );
  });

  it('speaks the language of the request', async () => {
    const res = await admin.post(`/fr${postingUrl(withImage.id, 'business-card')}`);
    expect(res.headers['content-disposition']).toContain(`filename="Carte-de-visite-${withImage.ref}.pdf"`);
    const card = await pdfOf(res);
    expect(card.text).toContain('Loyer brut par mois');
    const flyer = await pdfOf(await admin.post(`/it${postingUrl(withImage.id, 'flyer')}`));
    expect(flyer.text).toContain('Pigione lorda al mese');
    expect(flyer.text).toContain('Disponibile dal 01.04.2027');
  });

  it('refuses an unknown or missing type with 400', async () => {
    for (const type of ['poster', undefined]) {
      const res = await admin.post(postingUrl(withImage.id, type));
      expect(res.statusCode).toBe(400);
      expect(res.json().messageKey).toBe('posting_type_unknown');
    }
  });

  it("needs object_read, and another customer's object is not found", async () => {
    expect((await analyst.post(postingUrl(withImage.id, 'flyer'))).statusCode).toBe(403);
    expect((await new Client(t.app, null).post(postingUrl(withImage.id, 'flyer'))).statusCode).toBe(401);
    const beta = await Client.login(t.app, 'beta.superadmin', 'beta');
    expect((await beta.post(postingUrl(withImage.id, 'flyer'))).statusCode).toBe(404);
    expect((await admin.post(postingUrl(999_999_999, 'flyer'))).statusCode).toBe(404);
  });
});

describe.each(DIALECTS)('demo pictures (%s)', (dialect) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it('gives every demo object a main image, apartments and business units a second one, and every flyer a picture', async () => {
    const db = t.database.db;
    const result = await seedDemoMedia(db, storageFor(t.config));
    const objects = await db.selectFrom('objects').select(['id', 'object_type', 'project_id']).execute();
    // apartments also show a living room, business units their facade besides the shop front
    const twice = objects.filter((o) => o.object_type === 'apartments' || o.object_type === 'craft').length;
    expect(result.images).toBe(objects.length + twice);
    const counts = await db
      .selectFrom('object_images')
      .select(['object_id', (eb) => eb.fn.countAll().as('n')])
      .groupBy('object_id')
      .execute();
    expect(counts).toHaveLength(objects.length);

    const admin = await Client.login(t.app, 'demo.admin', 'verkauf');
    const [object] = await t.objectsOf('verkauf');
    const setup = (await admin.get(imagesSetupUrl(object!.id))).json<ObjectImagesSetup>();
    expect(setup.images).toHaveLength(2);
    const image = await admin.get(setup.images[0]!.imageUrl);
    expect(await dimensions(image.rawPayload)).toMatchObject({ width: 1200, height: 800, format: 'jpeg' });
    const thumb = await admin.get(setup.images[0]!.thumbUrl);
    expect(await dimensions(thumb.rawPayload)).toMatchObject({ width: 480, height: 320 });
    const flyer = await readPdf((await admin.post(postingUrl(object!.id, 'flyer'))).rawPayload);
    expect(flyer.images).toBe(1);
  });
});
