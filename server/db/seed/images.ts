/**
 * Pictures for the demo objects, drawn here and now (no download): stylised facades, shop fronts,
 * garages, storage rooms, plots and living rooms as SVG, rendered to JPEG by sharp. A small pool of
 * variants is drawn once and shared; each object gets its own stored copies (a file row and key
 * of its own, as an uploaded image has), chosen deterministically from the object's id, so every
 * demo object has a main image and every flyer a picture. Their thumbnails are made by
 * serve-media-files when first asked for: writing them here too would double the start-up's writes.
 */
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Storage } from '../../core/storage';
import { decodeImage } from '../../modules/files/imageVariants';
import type { Database } from '../types';
import { storeDemoDocuments } from './applications';
import { storeDemoContracts } from './contracts';
import { timestamp } from './context';
import { createRng, hashString, type Rng } from './random';

const W = 1200;
const H = 800;
const VARIANTS = 4;
const CHUNK = 400;
/** stored copies written at the same time */
const PARALLEL = 16;

type Scene = 'facade' | 'shop' | 'garage' | 'storage' | 'plot' | 'interior';

/** The pictures of an object of a kind: its main scene, and for apartments a living room too. */
const SCENES: Record<string, readonly Scene[]> = {
  apartments: ['facade', 'interior'],
  craft: ['shop', 'facade'],
  parkingspace: ['garage'],
  other: ['storage'],
  plot: ['plot'],
};

const WALLS = ['#eadfcb', '#f3f0ea', '#d9c4a6', '#c9d5de', '#e7cbb9', '#d5dac6', '#bdb6aa', '#f0d9a8'];
const ROOFS = ['#8c3b2e', '#5d5f63', '#6d4c41', '#a0522d'];
const ACCENTS = ['#4f7a5a', '#7d8791', '#2f5d7c', '#8a5a44', '#b08d57'];
/** The name a picture is stored under, by scene (German, like the rest of the demo). */
const NAMES: Record<Scene, string> = {
  facade: 'Ansicht',
  shop: 'Ladenfront',
  garage: 'Einstellhalle',
  storage: 'Raum',
  plot: 'Grundstück',
  interior: 'Wohnen',
};
const CARS = ['#c0392b', '#2c3e50', '#ecf0f1', '#7f8c8d', '#2e86c1', '#f1c40f'];

const rect = (x: number, y: number, w: number, h: number, fill: string, extra = '') =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${fill}" ${extra}/>`;
const circle = (x: number, y: number, r: number, fill: string) =>
  `<circle cx="${x}" cy="${y}" r="${r}" fill="${fill}"/>`;

function sky(rng: Rng): string {
  const [top, bottom] = rng.pick([
    ['#7fb8e6', '#e4f1fb'],
    ['#9cc7e8', '#f4f8fb'],
    ['#f2b880', '#fde9d2'],
  ] as const);
  return `<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>${rect(0, 0, W, H, 'url(#s)')}<path d="M0 560 Q 300 ${rng.int(430, 500)} 600 540 T 1200 ${rng.int(500, 540)} V 800 H 0 Z" fill="#a9c79a"/>`;
}

function tree(x: number, ground: number, rng: Rng): string {
  const r = rng.int(45, 75);
  return `${rect(x - 8, ground - r - 40, 16, r + 40, '#6b4f3a')}${circle(x, ground - r - 50, r, rng.pick(['#4f8a4b', '#5f9a52', '#3f7a45']))}`;
}

function windowAt(x: number, y: number, w: number, h: number, shutters: string | null): string {
  const glass = `${rect(x, y, w, h, '#ffffff')}${rect(x + 5, y + 5, w - 10, h - 10, '#9fc3d9')}${rect(x + w / 2 - 2, y + 5, 4, h - 10, '#ffffff')}`;
  return shutters
    ? `${rect(x - 16, y, 14, h, shutters)}${glass}${rect(x + w + 2, y, 14, h, shutters)}`
    : glass;
}

/** A house: its floors of windows, balconies or shop fronts, a roof, a door, trees beside it. */
function building(rng: Rng, shopFront: boolean): string {
  const ground = 660;
  const floors = rng.int(3, 6);
  const floorHeight = Math.min(100, Math.floor(440 / floors));
  const width = rng.int(560, 780);
  const x0 = Math.round((W - width) / 2) + rng.int(-60, 60);
  const top = ground - floors * floorHeight - 20;
  const wall = rng.pick(WALLS);
  const accent = rng.pick(ACCENTS);
  const columns = rng.int(4, 6);
  const cell = width / columns;
  const shutters = rng.chance(0.5) ? accent : null;
  const balconies = !shopFront && rng.chance(0.6);
  const parts = [rect(x0, top, width, ground - top, wall), rect(x0, ground - 20, width, 20, '#8d8a84')];
  parts.push(
    rng.chance(0.5)
      ? `<polygon points="${x0 - 30},${top + 2} ${x0 + width / 2},${top - rng.int(90, 150)} ${x0 + width + 30},${top + 2}" fill="${rng.pick(ROOFS)}"/>`
      : rect(x0 - 10, top - 18, width + 20, 20, '#7a7a7a'),
  );
  for (let floor = 0; floor < floors; floor++) {
    const y = top + 10 + floor * floorHeight;
    const isGround = floor === floors - 1;
    for (let c = 0; c < columns; c++) {
      const x = x0 + c * cell + cell / 2;
      if (isGround && shopFront) {
        parts.push(
          rect(
            x - cell / 2 + 8,
            y + 6,
            cell - 16,
            floorHeight - 16,
            '#a9c9dc',
            'stroke="#3d4a55" stroke-width="6"',
          ),
        );
        continue;
      }
      if (isGround && c === Math.floor(columns / 2)) {
        parts.push(rect(x - 26, y + floorHeight - 88, 52, 78, accent));
        continue;
      }
      const w = Math.min(70, cell * 0.5);
      const h = floorHeight * 0.62;
      parts.push(windowAt(x - w / 2, y + 8, w, h, shutters));
      if (balconies && !isGround && c % 2 === 1) {
        parts.push(rect(x - w / 2 - 24, y + h + 2, w + 48, 8, '#6f767d'));
        for (let p = 0; p <= 6; p++)
          parts.push(rect(x - w / 2 - 24 + ((w + 48) * p) / 6, y + h - 22, 3, 24, '#6f767d'));
      }
    }
  }
  if (shopFront) {
    const y = top + 10 + (floors - 1) * floorHeight - 14;
    for (let s = 0; s < 12; s++)
      parts.push(rect(x0 + (width / 12) * s, y, width / 12, 18, s % 2 ? '#ffffff' : accent));
  }
  parts.push(rect(0, ground, W, H - ground, '#8fb57c'), rect(0, ground + 40, W, 50, '#c9c4bb'));
  parts.push(tree(x0 - 70, ground + 10, rng), tree(x0 + width + 70, ground + 10, rng));
  return sky(rng) + parts.join('');
}

function garage(rng: Rng): string {
  const parts = [rect(0, 0, W, H, '#5b6066'), rect(0, 0, W, 120, '#474b50'), rect(0, 430, W, 370, '#3f4349')];
  for (let p = 0; p < 4; p++) parts.push(rect(120 + p * 320, 110, 40, 330, '#8e9399'));
  for (let l = 0; l < 5; l++)
    parts.push(
      `<polygon points="${60 + l * 270},800 ${80 + l * 270},800 ${250 + l * 200},430 ${242 + l * 200},430" fill="#e8e8e8"/>`,
    );
  for (let c = 0; c < 3; c++) {
    const x = 150 + c * 330 + rng.int(-20, 20);
    const color = rng.pick(CARS);
    parts.push(
      `<rect x="${x}" y="520" width="260" height="90" rx="30" fill="${color}"/>`,
      `<rect x="${x + 45}" y="465" width="170" height="75" rx="28" fill="${color}"/>`,
      rect(x + 62, 478, 136, 48, '#9fb3c2', 'rx="14"'),
      circle(x + 60, 612, 30, '#1c1c1c'),
      circle(x + 200, 612, 30, '#1c1c1c'),
    );
  }
  parts.push(rect(40, 40, 90, 50, '#2e86c1', 'rx="8"'));
  return parts.join('');
}

function storageRoom(rng: Rng): string {
  const wall = rng.pick(['#d8d2c4', '#cfd4d8', '#e2dccf']);
  const parts = [rect(0, 0, W, H, wall), rect(0, 620, W, 180, '#9a948a')];
  parts.push(rect(160, 200, 260, 420, '#8b5e3c'));
  for (let p = 1; p < 6; p++) parts.push(rect(160 + p * 43, 200, 3, 420, '#6e4a2f'));
  parts.push(circle(390, 420, 10, '#d4af37'));
  for (let s = 0; s < 4; s++) {
    const y = 240 + s * 110;
    parts.push(rect(560, y, 460, 12, '#7a6a55'));
    for (let b = 0; b < rng.int(2, 4); b++) {
      const w = rng.int(70, 120);
      parts.push(
        rect(580 + b * 135, y - rng.int(50, 85), w, 85, rng.pick(['#c8a26b', '#b98b54', '#d7b98a'])),
      );
    }
  }
  parts.push(circle(600, 80, 22, '#fff4c2'), rect(597, 0, 6, 60, '#444444'));
  return parts.join('');
}

function plot(rng: Rng): string {
  const parts = [
    sky(rng),
    `<path d="M0 600 Q 400 ${rng.int(520, 580)} 800 610 T 1200 590 V 800 H 0 Z" fill="#9cc46f"/>`,
  ];
  parts.push(`<path d="M0 690 Q 600 640 1200 700 V 800 H 0 Z" fill="#86b35c"/>`);
  for (let p = 0; p < 14; p++) parts.push(rect(60 + p * 80, 640 + (p % 2) * 4, 8, 70, '#8b6b4a'));
  parts.push(rect(60, 660, 1050, 6, '#8b6b4a'), rect(60, 690, 1050, 6, '#8b6b4a'));
  parts.push(tree(rng.int(150, 350), 600, rng), tree(rng.int(850, 1050), 600, rng));
  return parts.join('');
}

function interior(rng: Rng): string {
  const wall = rng.pick(['#f4efe6', '#e9eef0', '#efe6da', '#e6ece3']);
  const sofa = rng.pick(['#5d6d7e', '#a04000', '#3e6e5a', '#8e7cc3', '#b9a58a']);
  const parts = [rect(0, 0, W, H, wall), rect(0, 600, W, 200, '#c19a6b')];
  for (let b = 0; b < 12; b++) parts.push(rect(b * 100, 600, 2, 200, '#a9825a'));
  parts.push(rect(640, 110, 420, 380, '#ffffff'), rect(655, 125, 390, 350, '#a7d3f0'));
  parts.push(
    `<path d="M655 400 Q 800 330 950 380 T 1045 360 V 475 H 655 Z" fill="#9cc46f"/>`,
    rect(846, 125, 8, 350, '#ffffff'),
  );
  parts.push(
    `<rect x="120" y="430" width="440" height="150" rx="24" fill="${sofa}"/>`,
    `<rect x="150" y="380" width="380" height="90" rx="22" fill="${sofa}"/>`,
  );
  parts.push(rect(140, 580, 14, 30, '#3b2f2f'), rect(526, 580, 14, 30, '#3b2f2f'));
  parts.push(rect(950, 520, 70, 80, '#b5651d'), circle(985, 480, 55, '#4f8a4b'));
  parts.push(
    rect(340, 60, 4, 160, '#333333'),
    `<polygon points="300,220 384,220 362,180 322,180" fill="#f5cba7"/>`,
  );
  return parts.join('');
}

const DRAW: Record<Scene, (rng: Rng) => string> = {
  facade: (rng) => building(rng, false),
  shop: (rng) => building(rng, true),
  garage,
  storage: storageRoom,
  plot,
  interior,
};

/** One picture of the pool, as a JPEG. */
export async function draw(scene: Scene, variant: number): Promise<Buffer> {
  const rng = createRng(hashString(`immodesk-demo-picture:${scene}:${variant}`));
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${DRAW[scene](rng)}</svg>`;
  return decodeImage(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
}

async function inParallel<T>(items: readonly T[], work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL, items.length) }, worker));
}

/**
 * Gives every object of the demo its pictures (stored files, file rows, image rows in order). Run
 * once, right after the demo data was seeded.
 */
export async function seedDemoMedia(
  db: Kysely<Database>,
  storage: Storage,
): Promise<{ images: number; ms: number }> {
  const started = performance.now();
  const objects = await db
    .selectFrom('objects')
    .select(['id', 'project_id', 'object_type', 'ref_number'])
    .orderBy('id')
    .execute();

  const pool = new Map<string, Promise<Buffer>>();
  const picture = (scene: Scene, variant: number) => {
    const name = `${scene}:${variant}`;
    if (!pool.has(name)) pool.set(name, draw(scene, variant));
    return pool.get(name)!;
  };
  const month = timestamp(0).slice(0, 7);
  const planned = objects.flatMap((object) =>
    (SCENES[object.object_type] ?? ['facade']).map((scene, position) => {
      const hash = createHash('sha256').update(`immodesk-demo-image:${object.id}:${position}`).digest('hex');
      return {
        object,
        scene,
        position,
        variant: hashString(hash) % VARIANTS,
        key: `${object.project_id}/${month}/${hash.slice(0, 32)}.jpg`,
      };
    }),
  );
  const sizes = new Map<string, number>();
  await inParallel(planned, async (item) => {
    const image = await picture(item.scene, item.variant);
    await storage.put(item.key, image, { contentType: 'image/jpeg' });
    sizes.set(item.key, image.length);
  });

  const createdAt = timestamp(0);
  await db.transaction().execute(async (trx) => {
    for (let start = 0; start < planned.length; start += CHUNK) {
      const chunk = planned.slice(start, start + CHUNK);
      const files = await trx
        .insertInto('uploaded_files')
        .values(
          chunk.map((item) => ({
            project_id: item.object.project_id,
            uploaded_by: null,
            storage_key: item.key,
            original_name: `${NAMES[item.scene]} ${item.object.ref_number}.jpg`,
            mime: 'image/jpeg',
            size: sizes.get(item.key)!,
            created_at: createdAt,
          })),
        )
        .returning(['id', 'storage_key'])
        .execute();
      const fileId = new Map(files.map((file) => [file.storage_key, file.id]));
      await trx
        .insertInto('object_images')
        .values(
          chunk.map((item) => ({
            project_id: item.object.project_id,
            object_id: item.object.id,
            file_id: fileId.get(item.key)!,
            position: item.position,
            created_at: createdAt,
          })),
        )
        .execute();
    }
  });
  return { images: planned.length, ms: Math.round(performance.now() - started) };
}

/**
 * The pictures of a demo that was just seeded, and the files of its applications' documents, for
 * the server's start and the seed command alike (and the signed agreements of its digital contracts): the demo works without them, so a failure is
 * answered rather than thrown.
 */
export function addDemoPictures(
  db: Kysely<Database>,
  storage: Storage,
): Promise<{ images: number; documents: number; contracts: number; ms: number } | { error: unknown }> {
  return seedDemoMedia(db, storage)
    .then(async (media) => ({
      ...media,
      documents: await storeDemoDocuments(db, storage),
      contracts: await storeDemoContracts(db, storage),
    }))
    .catch((error: unknown) => ({ error }));
}
