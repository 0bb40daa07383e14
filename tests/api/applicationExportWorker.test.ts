import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertApplication, pngBytes } from './applicationExportSupport';
import { Client, createTestApp, DIALECTS, type TestApp } from './harness';

const URL = '/api/v1/generate-application-export';

/**
 * The dossier PDFs are rendered in worker threads (dossierPool.ts): a dossier whose rendering
 * fails (here: over the worker's heap ceiling, which is set low) fails that export alone with a
 * clear message, the server keeps answering, and the next export renders in a fresh worker.
 */
describe.each(DIALECTS)('application dossier export in worker threads (%s)', (dialect) => {
  let t: TestApp;
  let admin: Client;
  let workDir: string;

  beforeAll(async () => {
    // one worker with a heap that loads the renderer but not a dossier of a 2 MB comment
    t = await createTestApp(dialect, { exportWorkers: 1, exportWorkerHeapMb: 48 });
    admin = await Client.login(t.app, 'demo.admin');
    workDir = mkdtempSync(path.join(tmpdir(), 'dossier-worker-'));
  });
  afterAll(async () => {
    if (workDir) rmSync(workDir, { recursive: true, force: true });
    await t.close();
  });

  /** The text of a PDF as poppler's pdftotext reads it. */
  function pdfText(res: LightMyRequestResponse, name: string): string {
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const file = path.join(workDir, `${dialect}-${name}.pdf`);
    writeFileSync(file, res.rawPayload);
    return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
  }

  it('lists a damaged stored image as missing and still renders a PDF that pdftotext reads', async () => {
    const png = await pngBytes();
    const id = await insertApplication(t, {
      project: 'rent',
      adults: [{ first_name: 'Kaputt', last_name: 'Bild' }],
      documents: [
        // a PNG cut in the middle of its pixels, and bytes that are no image at all
        { category: 'id', name: 'halb.png', mime: 'image/png', bytes: png.subarray(0, 60), person: 0 },
        { category: 'id', name: 'rauschen.jpg', mime: 'image/jpeg', bytes: Buffer.alloc(5000, 0xa7) },
        { category: 'id', name: 'gut.png', mime: 'image/png', bytes: png, person: 0 },
      ],
    });
    const text = pdfText(await admin.post(URL, { targets: [id], exportAction: 'dossier' }), 'damaged');
    const flat = text.replace(/\s+/g, ' ');
    expect(flat).toContain('Kaputt Bild');
    expect(flat).toMatch(/halb\.png · Kaputt Bild · Datei nicht verfügbar/);
    expect(flat).toMatch(/rauschen\.jpg · Datei nicht verfügbar/);
    expect(flat).toContain('Ausweiskopie: gut.png');
  });

  it('fails a dossier whose rendering fails with a clear 500, keeps answering, and renders the next', async () => {
    const heavy = await insertApplication(t, {
      project: 'rent',
      adults: [{ first_name: 'Schwer', last_name: 'Gewicht' }],
      comments: [{ body: 'Wort '.repeat(400_000), userId: null }],
    });
    const light = await insertApplication(t, {
      project: 'rent',
      adults: [{ first_name: 'Leicht', last_name: 'Gewicht' }],
    });

    const failed = await admin.post(URL, { targets: [heavy], exportAction: 'dossier' });
    expect(failed.statusCode, failed.body.slice(0, 300)).toBe(500);
    const body = failed.json<{ messageKey: string; message: string }>();
    expect(body.messageKey).toBe('application_export_failed');
    expect(body.message).toBe(`Das Dossier der Bewerbung ${heavy} konnte nicht erstellt werden.`);

    // the server still answers, and the next dossier renders in a fresh worker
    expect((await admin.get('/api/v1/applications')).statusCode).toBe(200);
    expect(pdfText(await admin.post(URL, { targets: [light], exportAction: 'dossier' }), 'light')).toContain(
      'Leicht Gewicht',
    );

    // in a ZIP the failing dossier aborts the archive (its response is already under way)
    await expect(admin.post(URL, { targets: [light, heavy], exportAction: 'dossier' })).rejects.toThrow(
      /destroyed before completion/,
    );
    expect(pdfText(await admin.post(URL, { targets: [light], exportAction: 'dossier' }), 'again')).toContain(
      'Leicht Gewicht',
    );
  });
});
