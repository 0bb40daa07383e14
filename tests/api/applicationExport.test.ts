import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertApplication, pdfBytes, pngBytes } from './applicationExportSupport';
import { Client, createTestApp, DIALECTS, type TestApp } from './harness';
import { blankPng } from './imageSupport';

const URL = '/api/v1/generate-application-export';

interface ReadPdf {
  pages: number;
  /** the text of every page, lines joined by newlines */
  text: string;
  attachments: string[];
}

/** Opens a PDF with pdf.js (an independent reader) and reads the text of all its pages. */
async function readPdf(bytes: Buffer): Promise<ReadPdf> {
  const doc = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false }).promise;
  const parts: string[] = [];
  for (let n = 1; n <= doc.numPages; n += 1) {
    const content = await (await doc.getPage(n)).getTextContent();
    parts.push(
      content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join(''),
    );
  }
  const attachments = (await doc.getAttachments()) as Record<string, { filename: string }> | null;
  const pages = doc.numPages;
  await doc.destroy();
  return {
    pages,
    text: parts.join('\n').replace(/[ \t]+/g, ' '),
    attachments: Object.values(attachments ?? {}).map((a) => a.filename),
  };
}

function pdfOf(res: LightMyRequestResponse): Promise<ReadPdf> {
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  return readPdf(res.rawPayload);
}

/** The dossier export of applications (spec 2 section 7.8), on both databases. */
describe.each(DIALECTS)('application dossier export (%s)', (dialect) => {
  let t: TestApp;
  let admin: Client;
  let full: number;
  let second: number;
  let foreign: number;
  let workDir: string;
  let objectTitle: string;
  /** the other apartments the household chose, as their public ids and as printed */
  let otherObjects: Array<{ publicId: string; printed: string }>;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await Client.login(t.app, 'demo.admin');
    workDir = mkdtempSync(path.join(tmpdir(), 'dossier-'));
    const objects = await t.objectsOf('rent', 'apartments');
    objectTitle = objects[0]!.title;
    otherObjects = objects.slice(2, 4).map((o) => ({
      publicId: o.public_id,
      printed: [o.ref_number, o.title].filter(Boolean).join(' · '),
    }));
    const adminId = (
      await t.database.db
        .selectFrom('users')
        .select('id')
        .where('username', '=', 'demo.admin')
        .executeTakeFirstOrThrow()
    ).id;
    full = await insertApplication(t, {
      project: 'rent',
      state: 'active.evaluated',
      createdAt: '2026-03-14T09:30:00.000Z',
      adults: [
        {
          first_name: 'Anna',
          last_name: 'Müller-Lüthi',
          answers: {
            email: 'anna@example.ch',
            phone: '+41791234567',
            employer: 'Spital Zürich AG',
            nationality: 'CH',
            civil_status: 'married',
          },
        },
        { first_name: 'Jiří', last_name: 'Dvořák', answers: { employer: 'Bahn AG', civil_status: 'single' } },
      ],
      children: [{ first_name: 'Lina', birth_date: '2019-05-02' }],
      household: {
        move_in_date: '2026-07-01',
        pets: true,
        landlord: 'Verwaltung Sonnenhof',
        old_key: 'früher',
        other_objects: otherObjects.map((o) => o.publicId),
      },
      objects: [objects[0]!.id, objects[1]!.id],
      comments: [{ body: 'Referenz telefonisch bestätigt.', userId: adminId }],
      documents: [
        { category: 'id', name: 'Ausweis Anna.png', mime: 'image/png', bytes: await pngBytes(), person: 0 },
        {
          category: 'id',
          name: 'Pass Jiří.pdf',
          mime: 'application/pdf',
          bytes: await pdfBytes('Pass'),
          person: 1,
        },
        // a second file of the same name is attached too
        { category: 'id', name: 'Pass Jiří.pdf', mime: 'application/pdf', bytes: await pdfBytes('Seite 2') },
      ],
      stars: 4,
      points: 17,
    });
    second = await insertApplication(t, {
      project: 'rent',
      adults: [{ first_name: 'Marco', last_name: 'Bernasconi', answers: { employer: 'Ticino SA' } }],
    });
    foreign = await insertApplication(t, {
      project: 'erstvermietung',
      adults: [{ first_name: 'Fremd', last_name: 'Projekt' }],
    });
  });
  afterAll(async () => {
    if (workDir) rmSync(workDir, { recursive: true, force: true });
    await t.close();
  });

  it('answers one application as a dossier PDF with the household, answers, comments and documents', async () => {
    const res = await admin.post(URL, { targets: [full], exportAction: 'dossier' });
    const pdf = await pdfOf(res);
    const disposition = String(res.headers['content-disposition']);
    expect(disposition).toMatch(/^attachment; filename=".*\.pdf"; filename\*=UTF-8''/);
    expect(decodeURIComponent(disposition.split("''")[1]!)).toBe(
      `Bewerbungsdossier-${full}-Anna-Müller-Lüthi.pdf`,
    );
    for (const text of [
      'Anna Müller-Lüthi',
      'Bewerbung Nr.',
      'Bewertet', // the state in the staff user's language
      '14.03.2026',
      '4 von 5 Sternen',
      objectTitle,
      // household answers, labels from the form version
      'Einzugstermin',
      '01.07.2026',
      'Bisherige Verwaltung',
      'Verwaltung Sonnenhof',
      'old_key', // an answer the form no longer asks for is kept
      // every adult and child
      'Erwachsene Person 1 (Hauptbewerber/in): Anna Müller-Lüthi',
      'Erwachsene Person 2: Jiří Dvořák',
      'Arbeitgeber',
      'Spital Zürich AG',
      'Zivilstand',
      'verheiratet', // the choice's label, not its value
      'Schweiz', // the country's name
      '+41 79 123 45 67',
      'Kind 1',
      'Vorname des Kindes',
      '02.05.2019',
      // comments and documents
      'Referenz telefonisch bestätigt.',
      'Ausweiskopie',
      'Ausweis Anna.png',
      'Pass Jiří.pdf',
    ]) {
      expect(pdf.text, text).toContain(text);
    }
    expect(pdf.text).not.toContain('married');
    // the other apartments chosen on the form by reference number and title, not by public id
    // (spaces left out: a long line wraps, also after a hyphen)
    const squashed = (text: string) => text.replace(/\s+/g, '');
    expect(squashed(pdf.text)).toContain(
      squashed(`Weitere Wohnungen ${otherObjects.map((o) => o.printed).join('; ')}`),
    );
    for (const other of otherObjects) expect(pdf.text).not.toContain(other.publicId);
    // and as a second reader (poppler's pdftotext, which drops a hyphen at a line's end) extracts it
    const bare = (text: string) => text.replace(/[\s-]+/g, '');
    const file = path.join(workDir, 'full.pdf');
    writeFileSync(file, res.rawPayload);
    const poppler = execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
    expect(bare(poppler)).toContain(bare(otherObjects.map((o) => o.printed).join('; ')));
    for (const other of otherObjects) expect(poppler).not.toContain(other.publicId);
    // the image document is a page of its own, the PDF document an attachment
    expect(pdf.pages).toBeGreaterThanOrEqual(2);
    expect(pdf.attachments.sort()).toEqual(['Pass Jiří (2).pdf', 'Pass Jiří.pdf']);
  });

  it('lists an image document of more pixels than the limit without decoding it, and still renders the dossier', async () => {
    // stored as the public link no longer stores it: 16383 × 16383 pixels (268 megapixels) in 260 kB
    const huge = await blankPng(16383, 16383);
    const id = await insertApplication(t, {
      project: 'rent',
      adults: [{ first_name: 'Riesa', last_name: 'Bild' }],
      documents: [
        { category: 'id', name: 'riesig-1.png', mime: 'image/png', bytes: huge, person: 0 },
        { category: 'id', name: 'riesig-2.png', mime: 'image/png', bytes: huge, person: 0 },
        { category: 'id', name: 'klein.png', mime: 'image/png', bytes: await pngBytes(), person: 0 },
      ],
    });
    const pdf = await pdfOf(await admin.post(URL, { targets: [id], exportAction: 'dossier' }));
    // lines joined: a long entry wraps
    const text = pdf.text.replace(/\s+/g, ' ');
    const tooLarge = 'Bild zu gross für das Dossier (über 100 Megapixel), nicht eingefügt';
    expect(text).toContain(`riesig-1.png · Riesa Bild · ${tooLarge}`);
    expect(text).toContain(`riesig-2.png · Riesa Bild · ${tooLarge}`);
    expect(text).toContain('klein.png · Riesa Bild · ');
    expect(text).not.toContain(`klein.png · Riesa Bild · ${tooLarge}`);
    // the small image is a page of its own, the huge ones are not
    expect(text).toContain('Ausweiskopie: klein.png');
    expect(text).not.toContain('Ausweiskopie: riesig');
  });

  it('writes the labels in the language of the staff user', async () => {
    const res = await admin.request({
      method: 'POST',
      url: `/fr${URL}`,
      payload: { targets: [full], exportAction: 'dossier' },
    });
    const pdf = await pdfOf(res);
    for (const text of ['Dossier de candidature', 'Employeur', 'marié·e', 'Suisse', 'Évaluée', 'Adulte 2']) {
      expect(pdf.text, text).toContain(text);
    }
  });

  it('answers several applications as one ZIP with a dossier PDF each', async () => {
    const res = await admin.post(URL, { targets: [full, second], exportAction: 'dossier' });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(String(res.headers['content-disposition'])).toMatch(
      /^attachment; filename="Bewerbungsdossiers-.*\.zip"/,
    );
    const file = path.join(workDir, `${dialect}.zip`);
    writeFileSync(file, res.rawPayload);
    // Info-ZIP reads it back: integrity of every entry (CRC), then the names
    expect(execFileSync('unzip', ['-t', file], { encoding: 'utf8' })).toMatch(/No errors detected/);
    const names = execFileSync('unzip', ['-Z1', file], { encoding: 'utf8' }).trim().split('\n').sort();
    expect(names).toEqual(
      [
        `Bewerbungsdossier-${full}-Anna-Müller-Lüthi.pdf`,
        `Bewerbungsdossier-${second}-Marco-Bernasconi.pdf`,
      ].sort(),
    );
    const out = path.join(workDir, dialect);
    execFileSync('unzip', ['-q', '-o', file, '-d', out]);
    const marco = await readPdf(
      readFileSync(path.join(out, `Bewerbungsdossier-${second}-Marco-Bernasconi.pdf`)),
    );
    expect(marco.text).toContain('Marco Bernasconi');
    expect(marco.text).toContain('Ticino SA');
    const anna = await readPdf(
      readFileSync(path.join(out, `Bewerbungsdossier-${full}-Anna-Müller-Lüthi.pdf`)),
    );
    expect(anna.text).toContain('Spital Zürich AG');
  });

  it('refuses an application of another project and names it, exporting nothing', async () => {
    for (const targets of [[foreign], [full, foreign], [full, 2_000_000_000]]) {
      const res = await admin.post(URL, { targets, exportAction: 'dossier' });
      expect(res.statusCode, JSON.stringify(targets)).toBe(404);
      const body = res.json<{ messageKey: string; message: string; errors: Record<string, string> }>();
      expect(body.messageKey).toBe('application_export_unknown');
      expect(body.errors.targets).toBe('application_export_unknown');
      expect(body.message).toContain(String(targets[targets.length - 1]));
      expect(body.message).not.toContain(`${full},`);
    }
    // in its own project it exports
    const own = await admin
      .inTenant('erstvermietung')
      .post(URL, { targets: [foreign], exportAction: 'dossier' });
    expect((await pdfOf(own)).text).toContain('Fremd Projekt');
  });

  it('refuses an unknown export action and an empty selection', async () => {
    expect((await admin.post(URL, { targets: [full], exportAction: 'excel' })).statusCode).toBe(400);
    expect((await admin.post(URL, { targets: [], exportAction: 'dossier' })).statusCode).toBe(400);
  });

  it('refuses a role without applications_read, and no session', async () => {
    for (const username of ['demo.marketer', 'demo.contract', 'demo.analyst']) {
      const client = await Client.login(t.app, username);
      expect(
        (await client.post(URL, { targets: [full], exportAction: 'dossier' })).statusCode,
        username,
      ).toBe(403);
    }
    expect(
      (await new Client(t.app, null).post(URL, { targets: [full], exportAction: 'dossier' })).statusCode,
    ).toBe(401);
    // the assistant reads applications
    const assistant = await Client.login(t.app, 'demo.assistant');
    await pdfOf(await assistant.post(URL, { targets: [second], exportAction: 'dossier' }));
  });

  it('records each export in the audit trail', async () => {
    const projectId = await t.projectId('rent');
    const count = async () =>
      (
        await t.database.db
          .selectFrom('audit_log')
          .select(['entity_id', 'after'])
          .where('project_id', '=', projectId)
          .where('action', '=', 'export')
          .where('entity', '=', 'applications')
          .execute()
      ).length;
    const before = await count();
    await pdfOf(await admin.post(URL, { targets: [second], exportAction: 'dossier' }));
    expect((await admin.post(URL, { targets: [second, full], exportAction: 'dossier' })).statusCode).toBe(
      200,
    );
    expect((await admin.post(URL, { targets: [foreign], exportAction: 'dossier' })).statusCode).toBe(404);
    expect(await count()).toBe(before + 2);
    const last = await t.database.db
      .selectFrom('audit_log')
      .select(['entity_id', 'after', 'user_name'])
      .where('project_id', '=', projectId)
      .where('action', '=', 'export')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(last.entity_id).toBe(`${second},${full}`);
    expect(JSON.parse(last.after!)).toEqual({ export: 'dossier', applications: 2 });
    expect(last.user_name).not.toBe('');
  });
});
