/**
 * `npx tsx bench/imageLimits.bench.ts`: what one application dossier costs when the household
 * uploaded huge images. Builds a dossier (renderDossier, in this process, storage in memory)
 * whose documents are N black RGB PNGs of S × S pixels (default 3 of 16383 × 16383, the largest
 * sharp's default limit lets through: 268 megapixels each, about 780 kB on disk) and one small
 * one, then prints the render's time and CPU time, the resident memory before it and at its
 * highest, the process's maximum RSS, and the PDF's size. `--images N`, `--side S`, `--grey`.
 * Result: bench/results/imageLimits.md.
 */
import { performance } from 'node:perf_hooks';
import type { Storage, StoredObject } from '../server/core/storage';
import type { Dossier } from '../server/modules/applicationExport/dossier';
import { readDocumentFiles, renderDossier } from '../server/modules/applicationExport/dossierPdf';
import { blankPng } from '../tests/api/imageSupport';

function numberArg(argv: readonly string[], name: string, fallback: number, max: number): number {
  const at = argv.indexOf(name);
  if (at < 0) return fallback;
  const value = Number(argv[at + 1]);
  if (!Number.isInteger(value) || value < 1 || value > max)
    throw new Error(`${name} needs a whole number from 1 to ${max}`);
  return value;
}

const MB = 1024 * 1024;
const mb = (bytes: number) => `${(bytes / MB).toFixed(0)} MB`;

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  const count = numberArg(argv, '--images', 3, 10);
  const side = numberArg(argv, '--side', 16383, 16383);

  const files = new Map<string, StoredObject>();
  const colour = !argv.includes('--grey');
  const huge = await blankPng(side, side, colour);
  for (let n = 1; n <= count; n += 1)
    files.set(`1/2026-01/huge-${n}.png`, { bytes: huge, meta: { contentType: 'image/png' } });
  files.set('1/2026-01/small.png', { bytes: await blankPng(1200, 900), meta: { contentType: 'image/png' } });
  const storage: Storage = {
    get: async (key) => files.get(key) ?? null,
    open: async () => null,
    put: async () => undefined,
    delete: async () => undefined,
    exists: async (key) => files.has(key),
  };
  const dossier: Dossier = {
    id: 1,
    fileName: 'Bewerbungsdossier-1-Bench.pdf',
    projectTitle: 'Bench',
    brandColor: '#1d4e89',
    title: 'Anna Bench',
    subtitle: 'Bewerbung Nr. 1',
    printed: '27.11.2026',
    summary: [],
    objects: [],
    household: { heading: 'Haushalt', facts: [], sections: [] },
    persons: [],
    comments: [],
    documents: [...files.keys()].map((key, index) => ({
      label: 'Ausweiskopie',
      name: `bild-${index + 1}.png`,
      person: 'Anna Bench',
      mime: 'image/png',
      storageKey: key,
    })),
  };

  global.gc?.();
  const rssBefore = process.memoryUsage.rss();
  const maxRssBefore = process.resourceUsage().maxRSS * 1024;
  let peak = rssBefore;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 10);
  const cpuBefore = process.cpuUsage();
  const start = performance.now();
  const documentFiles = await readDocumentFiles(storage, dossier.documents);
  const pdf = await renderDossier(dossier, documentFiles, 'de');
  const ms = performance.now() - start;
  const cpu = process.cpuUsage(cpuBefore);
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage.rss());
  const maxRss = process.resourceUsage().maxRSS * 1024;

  console.log(
    [
      `dossier with ${count} ${colour ? 'RGB' : 'grey'} PNGs of ${side} × ${side} px (${(huge.length / 1024).toFixed(0)} kB each) and 1 of 1200 × 900 px`,
      `time          ${(ms / 1000).toFixed(2)} s`,
      `cpu           ${((cpu.user + cpu.system) / 1e6).toFixed(2)} s (user and system, every thread)`,
      `rss before    ${mb(rssBefore)}`,
      `rss peak      ${mb(peak)} (sampled every 10 ms)`,
      `maxRSS        ${mb(maxRss)} (process, before the render: ${mb(maxRssBefore)})`,
      `pdf           ${(pdf.length / 1024).toFixed(0)} kB`,
    ].join('\n'),
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
