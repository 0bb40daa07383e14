import path from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { duplicateGroups, normalizePhone } from '../../schema/applicationDuplicates';
import { answersSchema, documentFields, formDefinitionSchema } from '../../schema/applicationForm';
import {
  RENT_APPLICATION_STATES,
  SALE_APPLICATION_STATES,
  isClosedApplicationState,
} from '../../schema/applicationStates';
import { applicationPointsTotal } from '../../schema/applicationPoints';
import { storageFor } from '../../server/core/storage';
import { DEFAULT_FORM_DEFINITION } from '../../server/modules/applicationForms/defaultForm';
import { applicationSearchText } from '../../server/modules/applications/searchText';
import { addApplications, storeDemoDocuments } from '../../server/db/seed/applications';
import { createTestApp, DIALECTS, type TestApp } from './harness';

const LETTING = ['rent', 'erstvermietung', 'bauprojekt', 'beta'];

function groupBy<T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}

describe.each(DIALECTS)('demo applications (%s)', (dialect) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  const applicationsOf = async (slug: string) =>
    t.database.db
      .selectFrom('applications')
      .selectAll()
      .where('project_id', '=', await t.projectId(slug))
      .orderBy('id')
      .execute();

  it('gives every letting project applications in every state, at least 600 in rent', async () => {
    for (const slug of LETTING) {
      const apps = await applicationsOf(slug);
      expect(new Set(apps.map((a) => a.progress_state)), slug).toEqual(new Set(RENT_APPLICATION_STATES));
      expect(apps.every((a) => a.sale === 0)).toBe(true);
    }
    expect((await applicationsOf('rent')).length).toBeGreaterThanOrEqual(600);
    const sale = await applicationsOf('verkauf');
    expect(new Set(sale.map((a) => a.progress_state))).toEqual(new Set(SALE_APPLICATION_STATES));
    expect(sale.every((a) => a.sale === 1)).toBe(true);
    const counts = await t.database.db
      .selectFrom('application_state_counts')
      .select(['project_id', 'progress_state', 'n'])
      .where('n', '>', 0)
      .execute();
    const actual = await t.database.db
      .selectFrom('applications')
      .select((eb) => ['project_id', 'progress_state', eb.fn.countAll<number>().as('n')])
      .groupBy(['project_id', 'progress_state'])
      .execute();
    const key = (r: { project_id: number; progress_state: string; n: unknown }) =>
      `${r.project_id}:${r.progress_state}:${Number(r.n)}`;
    expect(counts.map(key).sort()).toEqual(actual.map(key).sort());
  });

  it('binds an offered or assigned application to a free object whose state follows, and nothing else', async () => {
    const db = t.database.db;
    const apps = await db.selectFrom('applications').selectAll().execute();
    const bindings = await db
      .selectFrom('object_occupancies')
      .selectAll()
      .where('application_id', 'is not', null)
      .execute();
    const held = apps.filter((a) => a.progress_state === 'with_offer' || a.progress_state === 'assigned');
    expect(held.length).toBeGreaterThanOrEqual(2 * LETTING.length);
    expect(bindings).toHaveLength(held.length);
    const today = new Date().toISOString().slice(0, 10);
    for (const app of held) {
      const own = bindings.filter((b) => b.application_id === app.id);
      expect(own, String(app.id)).toHaveLength(1);
      const binding = own[0]!;
      const object = await db
        .selectFrom('objects')
        .selectAll()
        .where('id', '=', binding.object_id)
        .executeTakeFirstOrThrow();
      expect(object.id).toBe(app.object_id);
      expect(object.project_id).toBe(app.project_id);
      expect(binding.project_id).toBe(app.project_id);
      expect(object.progress_state).toBe(app.progress_state);
      expect(binding.closed_at).toBeNull();
      expect(binding.person_name).toBe(app.main_name);
      expect(binding.person_email).toBe(app.email);
      if (app.progress_state === 'with_offer') {
        expect(binding.kind).toBe('offer');
        expect(binding.ends_on! >= today).toBe(true);
      } else {
        expect(binding.kind).toBe('assignment');
        expect(binding.ends_on).toBeNull();
      }
      // the only current binding of that object
      const others = await db
        .selectFrom('object_occupancies')
        .select('id')
        .where('object_id', '=', object.id)
        .where('closed_at', 'is', null)
        .execute();
      expect(others).toHaveLength(1);
    }
    // the counts of the object list follow the objects
    const counts = await db
      .selectFrom('object_state_counts')
      .select(['project_id', 'object_type', 'active', 'progress_state', 'n'])
      .where('n', '>', 0)
      .execute();
    const actual = await db
      .selectFrom('objects')
      .select((eb) => [
        'project_id',
        'object_type',
        'active',
        'progress_state',
        eb.fn.countAll<number>().as('n'),
      ])
      .groupBy(['project_id', 'object_type', 'active', 'progress_state'])
      .execute();
    const key = (r: Record<string, unknown>) =>
      `${String(r.project_id)}:${String(r.object_type)}:${String(r.active)}:${String(r.progress_state)}:${Number(r.n)}`;
    expect(counts.map(key).sort()).toEqual(actual.map(key).sort());
  });

  it('keeps persons, priorities, comments and documents in the application’s project', async () => {
    const db = t.database.db;
    const crossPersons = await db
      .selectFrom('application_persons as p')
      .innerJoin('applications as a', 'a.id', 'p.application_id')
      .select('p.id')
      .whereRef('p.project_id', '!=', 'a.project_id')
      .execute();
    expect(crossPersons).toEqual([]);
    const crossPriorities = await db
      .selectFrom('application_priorities as r')
      .innerJoin('applications as a', 'a.id', 'r.application_id')
      .innerJoin('objects as o', 'o.id', 'r.object_id')
      .select('r.application_id')
      .where((eb) =>
        eb.or([
          eb('r.project_id', '!=', eb.ref('a.project_id')),
          eb('o.project_id', '!=', eb.ref('a.project_id')),
        ]),
      )
      .execute();
    expect(crossPriorities).toEqual([]);
    const crossComments = await db
      .selectFrom('application_comments as c')
      .innerJoin('applications as a', 'a.id', 'c.application_id')
      .innerJoin('users as u', 'u.id', 'c.user_id')
      .innerJoin('projects as p', 'p.id', 'a.project_id')
      .select('c.id')
      .where((eb) =>
        eb.or([
          eb('c.project_id', '!=', eb.ref('a.project_id')),
          eb('u.organisation_id', '!=', eb.ref('p.organisation_id')),
        ]),
      )
      .execute();
    expect(crossComments).toEqual([]);
    const crossDocuments = await db
      .selectFrom('application_documents as d')
      .innerJoin('applications as a', 'a.id', 'd.application_id')
      .innerJoin('uploaded_files as f', 'f.id', 'd.file_id')
      .leftJoin('application_persons as p', 'p.id', 'd.person_id')
      .select('d.id')
      .where((eb) =>
        eb.or([
          eb('d.project_id', '!=', eb.ref('a.project_id')),
          eb('f.project_id', '!=', eb.ref('a.project_id')),
          eb('p.application_id', '!=', eb.ref('a.id')),
        ]),
      )
      .execute();
    expect(crossDocuments).toEqual([]);

    // every application has its main adult first, the household counts match its persons
    const apps = await db.selectFrom('applications').selectAll().execute();
    const persons = await db.selectFrom('application_persons').selectAll().orderBy('position').execute();
    const priorities = await db.selectFrom('application_priorities').selectAll().orderBy('rank').execute();
    const byApp = groupBy(persons, (p) => p.application_id);
    const ranks = groupBy(priorities, (p) => p.application_id);
    for (const app of apps) {
      const own = byApp.get(app.id) ?? [];
      expect(own[0]).toMatchObject({ person_type: 'adult', position: 1, email: app.email, phone: app.phone });
      expect(own.filter((p) => p.person_type === 'adult')).toHaveLength(app.adults);
      expect(own.filter((p) => p.person_type === 'child')).toHaveLength(app.children);
      expect(app.household_size).toBe(own.length);
      expect(`${own[0]!.first_name} ${own[0]!.last_name}`).toBe(app.main_name);
      expect(app.phone).toBe(normalizePhone(app.phone));
      expect(app.phone).toMatch(/^\+417\d{8}$/);
      expect(app.email).toMatch(/^[a-z0-9.]+@example\.(com|org|net)$/);
      expect(app.birth_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      const objects = (ranks.get(app.id) ?? []).map((r) => r.object_id);
      expect(objects.length).toBeGreaterThanOrEqual(1);
      expect(ranks.get(app.id)!.map((r) => r.rank)).toEqual(objects.map((_, i) => i + 1));
      expect(app.object_id).toBe(objects[0]);
      expect(app.search_text).toBe(applicationSearchText(app));
      expect(app.search_text).toContain(own[0]!.last_name.toLowerCase());
    }
  });

  it('answers the project’s form version 1, which each application keeps', async () => {
    const db = t.database.db;
    const forms = await db.selectFrom('application_forms').selectAll().execute();
    const projects = await db.selectFrom('projects').select('id').execute();
    expect(forms.map((f) => f.project_id).sort()).toEqual(projects.map((p) => p.id).sort());
    for (const form of forms) {
      expect(form.version).toBe(1);
      expect(formDefinitionSchema.parse(JSON.parse(form.definition))).toEqual(DEFAULT_FORM_DEFINITION);
    }
    const formOf = new Map(forms.map((f) => [f.project_id, f.id]));
    const apps = await db.selectFrom('applications').selectAll().execute();
    const household = answersSchema(DEFAULT_FORM_DEFINITION, 'household');
    for (const app of apps) {
      expect(app.form_id).toBe(formOf.get(app.project_id));
      const parsed = household.safeParse(JSON.parse(app.answers));
      expect(parsed.success, `${app.id}: ${JSON.stringify(parsed.error?.issues)}`).toBe(true);
    }
    const persons = await db.selectFrom('application_persons').selectAll().execute();
    const schemas = {
      adult: answersSchema(DEFAULT_FORM_DEFINITION, 'adult'),
      child: answersSchema(DEFAULT_FORM_DEFINITION, 'child'),
    };
    for (const person of persons) {
      const answers = JSON.parse(person.answers) as Record<string, unknown>;
      const parsed = schemas[person.person_type as 'adult' | 'child'].safeParse(answers);
      expect(parsed.success, `${person.id}: ${JSON.stringify(parsed.error?.issues)}`).toBe(true);
      expect(answers.first_name).toBe(person.first_name);
      expect(answers.birth_date).toBe(person.birth_date);
    }
  });

  it('keeps the private link’s token hashed, a reason for every inactive application, and evaluations', async () => {
    const apps = await t.database.db.selectFrom('applications').selectAll().execute();
    expect(new Set(apps.map((a) => a.token_hash)).size).toBe(apps.length);
    expect(new Set(apps.map((a) => a.slug)).size).toBe(apps.length);
    for (const app of apps) {
      expect(app.token_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(app.slug).toMatch(/^[0-9a-z]{20}$/);
      expect(app.token_expires_at !== null).toBe(isClosedApplicationState(app.progress_state));
      if (app.progress_state === 'inactive') {
        expect(app.deactivation_reason).not.toBe('');
        expect(app.state_before_deactivation).not.toBeNull();
      } else {
        expect(app.deactivation_reason).toBe('');
      }
      expect(app.overall_star).toBeGreaterThanOrEqual(0);
      expect(app.overall_star).toBeLessThanOrEqual(5);
      expect(app.points).toBeGreaterThanOrEqual(0);
    }
    const rentId = await t.projectId('rent');
    const rent = apps.filter((a) => a.project_id === rentId);
    expect(rent.filter((a) => a.overall_star > 0).length).toBeGreaterThan(rent.length / 3);
    expect(new Set(rent.map((a) => a.points)).size).toBeGreaterThan(3);
    const comments = await t.database.db.selectFrom('application_comments').selectAll().execute();
    expect(comments.length).toBeGreaterThan(100);
    expect(comments.some((c) => c.resolved === 1)).toBe(true);
  });

  it('stores the points the rules give for each application’s household, object and documents', async () => {
    const db = t.database.db;
    const apps = await db.selectFrom('applications').selectAll().execute();
    const documents = groupBy(
      await db.selectFrom('application_documents').selectAll().execute(),
      (d) => d.application_id,
    );
    const objects = new Map(
      (await db.selectFrom('objects').selectAll().where('object_type', '=', 'apartments').execute()).map(
        (o) => [o.id, o],
      ),
    );
    for (const app of apps) {
      const object = app.object_id === null ? null : objects.get(app.object_id)!;
      const expected = applicationPointsTotal({
        income_ratio: app.income_ratio,
        household_size: app.household_size,
        pets: app.pets,
        move_in_date: app.move_in_date,
        document_categories: (documents.get(app.id) ?? []).map((d) => d.category),
        answers: JSON.parse(app.answers) as Record<string, unknown>,
        object,
      });
      expect(app.points, String(app.id)).toBe(expected);
      if (app.sale === 0 && object?.rental_price)
        expect(app.income_ratio).toBeCloseTo((app.income_cents ?? 0) / (object.rental_price * 12), 2);
    }
    const withDocuments = apps.filter((a) => documents.has(a.id));
    expect(new Set(withDocuments.map((a) => a.points)).size).toBeGreaterThan(3);
  });

  it('flags households that applied twice with the duplicate rules', async () => {
    for (const slug of ['rent', 'erstvermietung']) {
      const apps = await applicationsOf(slug);
      expect(apps.map((a) => a.duplicate_group)).toEqual(duplicateGroups(apps));
      const groups = apps.filter((a) => a.duplicate_group !== null);
      expect(groups.length, slug).toBeGreaterThanOrEqual(2);
    }
    const rent = await applicationsOf('rent');
    const kinds = new Set(rent.flatMap((a) => (a.duplicate_group ? [a.duplicate_group.slice(0, 2)] : [])));
    expect(kinds).toEqual(new Set(['e:', 'p:', 'n:']));
  });

  it('stores the documents of the first applications as files the storage holds', async () => {
    const db = t.database.db;
    const rows = await db
      .selectFrom('application_documents as d')
      .innerJoin('uploaded_files as f', 'f.id', 'd.file_id')
      .select(['d.application_id', 'd.category', 'f.storage_key', 'f.mime', 'f.size', 'f.original_name'])
      .execute();
    const rentApps = await applicationsOf('rent');
    const withDocuments = new Set(rows.map((r) => r.application_id));
    expect(rentApps.filter((a) => withDocuments.has(a.id)).length).toBeGreaterThanOrEqual(40);
    expect(new Set(rows.map((r) => r.category))).toEqual(
      new Set(documentFields(DEFAULT_FORM_DEFINITION).map((f) => f.key)),
    );
    const storage = storageFor(t.config);
    for (const row of rows) {
      const stored = await storage.get(row.storage_key);
      expect(stored, row.storage_key).not.toBeNull();
      expect(stored!.bytes.length).toBe(row.size);
      expect(stored!.meta.contentType).toBe(row.mime);
      if (row.mime === 'application/pdf') {
        expect(stored!.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
        expect(stored!.bytes.subarray(-6).toString('latin1')).toBe('%%EOF\n');
      } else {
        expect(row.mime).toBe('image/png');
        expect([...stored!.bytes.subarray(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
      }
    }
    // both open in independent readers: the PDF's text is its title, the PNG an ID card picture
    const pdf = rows.find((r) => r.mime === 'application/pdf')!;
    const doc = await getDocument({
      data: new Uint8Array((await storage.get(pdf.storage_key))!.bytes),
      isEvalSupported: false,
      // the demo PDFs name Helvetica without embedding it, as a PDF may
      standardFontDataUrl: `${path.resolve('node_modules/pdfjs-dist/standard_fonts')}/`,
    }).promise;
    expect(doc.numPages).toBe(1);
    const text = (await (await doc.getPage(1)).getTextContent()).items
      .map((item) => ('str' in item ? item.str : ''))
      .join(' ');
    await doc.destroy();
    expect(text).toContain(pdf.original_name.replace(/\.pdf$/, '').replace(/[^\u0020-\u00ff]/g, '?'));
    const png = rows.find((r) => r.mime === 'image/png')!;
    expect(await sharp((await storage.get(png.storage_key))!.bytes).metadata()).toMatchObject({
      format: 'png',
      width: 240,
      height: 150,
    });

    // written again only when missing
    expect(await storeDemoDocuments(db, storage)).toBe(0);
    await storage.delete(rows[0]!.storage_key);
    expect(await storeDemoDocuments(db, storage)).toBe(1);
    expect((await storage.get(rows[0]!.storage_key))!.bytes.length).toBe(rows[0]!.size);
  });

  it('tops the rent project up to N applications, flagging duplicates across old and new ones', async () => {
    const db = t.database.db;
    const before = (await applicationsOf('rent')).length;
    const progress: Array<[number, number]> = [];
    const added = await addApplications(db, 'rent', before + 1200, (done, total) =>
      progress.push([done, total]),
    );
    expect(added).toBe(1200);
    expect(progress.at(-1)).toEqual([1200, 1200]);
    expect(await addApplications(db, 'rent', before + 1200)).toBe(0);
    const apps = await applicationsOf('rent');
    expect(apps).toHaveLength(before + 1200);
    expect(apps.map((a) => a.duplicate_group)).toEqual(duplicateGroups(apps));
    const added_ = apps.slice(before);
    expect(added_.every((a) => a.progress_state !== 'with_offer' && a.progress_state !== 'assigned')).toBe(
      true,
    );
    expect(added_.every((a) => a.search_text === applicationSearchText(a))).toBe(true);
    const persons = await db
      .selectFrom('application_persons')
      .select((eb) => eb.fn.count<number>('application_id').distinct().as('n'))
      .where('project_id', '=', await t.projectId('rent'))
      .executeTakeFirstOrThrow();
    expect(Number(persons.n)).toBe(before + 1200);
    const [count] = await db
      .selectFrom('application_state_counts')
      .select((eb) => eb.fn.sum<number>('n').as('n'))
      .where('project_id', '=', await t.projectId('rent'))
      .execute();
    expect(Number(count!.n)).toBe(before + 1200);
  });
});
