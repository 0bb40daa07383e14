import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  PublicApplicationCreated,
  PublicApplicationFormInit,
  PublicApplicationReply,
  PublicDocumentUploadReply,
  PublicPersonSaved,
} from '../../schema/api/applicationForms';
import { fixture, multipartBody, type UploadFile } from '../fixtures/multipart';
import { Client, createTestApp, DIALECTS, type TestApp } from './harness';
import { blankPng } from './imageSupport';
import { openObjects, publicCall, validApplication } from './publicApplicationSupport';

const NEW = '/api/v2/applications/new';

describe.each(DIALECTS)('public application form (%s)', (dialect) => {
  let t: TestApp;
  let projectId: number;
  let open: { id: number; public_id: string; title: string };
  let address = 0;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    projectId = await t.projectId('rent');
    const row = await openObjects(t.database.db, projectId).orderBy('id').executeTakeFirstOrThrow();
    open = row;
  });
  afterAll(() => t.close());

  /** every test its own address, so that the per-address limit counts only its own submits */
  const nextAddress = () => `10.0.${Math.floor(++address / 250)}.${address % 250}`;
  const call = (
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    payload?: unknown,
    remoteAddress = nextAddress(),
  ) => publicCall(t, method, url, remoteAddress, payload);
  const countApplications = async () =>
    Number(
      (
        await t.database.db
          .selectFrom('applications')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('project_id', '=', projectId)
          .executeTakeFirstOrThrow()
      ).n,
    );
  const submit = async (body: unknown = validApplication(open.public_id)) => {
    const res = await call('POST', NEW, body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json<PublicApplicationCreated>();
  };
  const link = (created: PublicApplicationCreated) =>
    `/api/v1/product-form/${created.formId}/update/${created.slug}/${created.token}`;

  it('gives the form for an advertised object by its public id, and every object row and detail its link', async () => {
    const res = await call('GET', `${NEW}?uuids=${open.public_id}`);
    expect(res.statusCode, res.body).toBe(200);
    const init = res.json<PublicApplicationFormInit>();
    expect(init.objects).toMatchObject([
      { uuid: open.public_id, title: open.title, open: true, refusal: null },
    ]);
    expect(init.definition.sections.length).toBeGreaterThan(3);
    expect(init.languages).toEqual(['de', 'fr', 'it', 'en']);
    expect(open.public_id).toMatch(/^[0-9a-f]{32}$/);
    expect((await call('GET', `${NEW}?uuids=${'0'.repeat(32)}`)).statusCode).toBe(404);
    expect((await call('GET', `${NEW}?uuids=${open.id}`)).statusCode).toBe(404);

    const admin = await Client.login(t.app, 'demo.admin');
    const url = `/form/application/new?uuids=${open.public_id}`;
    const detail = await admin.get(`/api/v1/objects/${open.id}`);
    expect(detail.json<{ application_url: string }>().application_url).toBe(url);
    const list = await admin.get('/api/v1/objects/apartments', { rowsPerPage: '50' });
    expect(list.statusCode, list.body).toBe(200);
    const rows = list.json<{ body: Array<{ _id: number; application_url: string }> }>().body;
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows)
      expect(row.application_url).toMatch(/^\/form\/application\/new\?uuids=[0-9a-f]{32}$/);
    expect(rows.find((row) => row._id === open.id)?.application_url ?? url).toBe(url);

    // a new object gets its own public id from the database, whatever wrote it
    const {
      id: _id,
      public_id: _publicId,
      ...copy
    } = await t.database.db
      .selectFrom('objects')
      .selectAll()
      .where('id', '=', open.id)
      .executeTakeFirstOrThrow();
    const added = await t.database.db
      .insertInto('objects')
      .values({ ...copy, ref_number: `${copy.ref_number}-copy` })
      .returning('id')
      .executeTakeFirstOrThrow();
    const stored = await t.database.db
      .selectFrom('objects')
      .select('public_id')
      .where('id', '=', added.id)
      .executeTakeFirstOrThrow();
    expect(stored.public_id).toMatch(/^[0-9a-f]{32}$/);
    expect(stored.public_id).not.toBe(open.public_id);
    await t.database.db.deleteFrom('objects').where('id', '=', added.id).execute();
  });

  it('stores a valid application with its household, priorities and hashed link, and queues the confirmation in its language', async () => {
    const before = await countApplications();
    const created = await submit();
    expect(created.url).toBe(
      `/fr/form/application/${created.slug}/${created.token}/update/${created.formId}`,
    );
    expect(Buffer.from(created.token, 'base64url').length).toBeGreaterThanOrEqual(16);
    expect(await countApplications()).toBe(before + 1);
    const row = await t.database.db
      .selectFrom('applications')
      .selectAll()
      .where('slug', '=', created.slug)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      project_id: projectId,
      progress_state: 'active.new',
      form_id: created.formId,
      language: 'fr',
      main_name: 'Camille Favre',
      email: 'camille.favre@example.ch',
      phone: '+41791234567',
      birth_date: '1988-05-12',
      adults: 1,
      children: 1,
      household_size: 2,
      object_id: open.id,
      move_in_date: '2027-04-01',
      income_cents: 9_600_000,
    });
    expect(row.token_hash).toBe(createHash('sha256').update(created.token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(created.token);
    expect(row.search_text).toContain('favre');
    const persons = await t.database.db
      .selectFrom('application_persons')
      .select(['person_type', 'position', 'first_name'])
      .where('application_id', '=', row.id)
      .orderBy('person_type')
      .execute();
    expect(persons).toEqual([
      { person_type: 'adult', position: 1, first_name: 'Camille' },
      { person_type: 'child', position: 1, first_name: 'Léa' },
    ]);
    const priorities = await t.database.db
      .selectFrom('application_priorities')
      .select(['object_id', 'rank'])
      .where('application_id', '=', row.id)
      .execute();
    expect(priorities).toEqual([{ object_id: open.id, rank: 1 }]);
    const mail = await t.database.db
      .selectFrom('outbox')
      .selectAll()
      .where('to_address', '=', 'camille.favre@example.ch')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(mail.subject).toContain('Votre candidature');
    expect(mail.text_body).toContain(
      `/fr/form/application/${created.slug}/${created.token}/update/${created.formId}`,
    );

    const back = await call('GET', `/api/v2/applications/${created.slug}/${created.token}/update`);
    expect(back.statusCode, back.body).toBe(200);
    const reply = back.json<PublicApplicationReply>();
    expect(reply.adults[0]!.answers).toMatchObject({ first_name: 'Camille', nationality: 'CH' });
    expect(reply.children).toHaveLength(1);
    expect(reply.objects[0]!.uuid).toBe(open.public_id);
  });

  const invalid: ReadonlyArray<
    [string, (body: ReturnType<typeof validApplication>) => void, string, string]
  > = [
    ['an e-mail address', (b) => (b.adults[0]!.email = 'camille@'), 'adults.0.email', 'email_invalid'],
    ['a phone number', (b) => (b.adults[0]!.phone = '12'), 'adults.0.phone', 'phone_invalid'],
    [
      'a date',
      (b) => (b.household.move_in_date = '31.02.2027'),
      'household.move_in_date',
      'date_day_missing',
    ],
    [
      'a two-digit year',
      (b) => (b.household.move_in_date = '1.3.27'),
      'household.move_in_date',
      'date_year_digits',
    ],
    [
      'an integer below its minimum',
      (b) => (b.adults[0]!.income = -5),
      'adults.0.income',
      'number_too_small',
    ],
    ['a whole number', (b) => (b.household.residents = 2.5), 'household.residents', 'number_integer'],
    ['a select choice', (b) => (b.household.parking = 'helipad'), 'household.parking', 'choice_invalid'],
    [
      'a required radio',
      (b) => delete (b.household as Record<string, unknown>).instruments,
      'household.instruments',
      'general_field_is_required',
    ],
    ['a country', (b) => (b.adults[0]!.nationality = 'XX'), 'adults.0.nationality', 'choice_invalid'],
    [
      'a required consent',
      (b) => (b.household.consent = false),
      'household.consent',
      'general_field_is_required',
    ],
    [
      'a text too long',
      (b) => (b.adults[0]!.first_name = 'x'.repeat(101)),
      'adults.0.first_name',
      'text_too_long',
    ],
    [
      'a name of 300 characters (never cut to its limit)',
      (b) => (b.adults[0]!.first_name = 'x'.repeat(300)),
      'adults.0.first_name',
      'text_too_long',
    ],
    [
      'remarks of 10,400 characters (never cut to 2,000)',
      (b) => Object.assign(b.household, { remarks: 'r'.repeat(10_400) }),
      'household.remarks',
      'text_too_long',
    ],
    [
      'a number written as text that is no number',
      (b) => Object.assign(b.adults[0]!, { income: '96000 CHF' }),
      'adults.0.income',
      'number_invalid',
    ],
    [
      'a required child field',
      (b) => (b.children[0]!.birth_date = ''),
      'children.0.birth_date',
      'general_field_is_required',
    ],
    ['no adult at all', (b) => (b.adults = []), 'adults', 'application_adult_missing'],
  ];
  it.each(invalid)(
    'refuses %s with 400 naming the field, storing nothing',
    async (_name, spoil, field, message) => {
      const before = await countApplications();
      const outbox = await t.database.db
        .selectFrom('outbox')
        .select('id')
        .orderBy('id', 'desc')
        .executeTakeFirst();
      const body = validApplication(open.public_id);
      spoil(body);
      const res = await call('POST', NEW, body);
      expect(res.statusCode, res.body).toBe(400);
      const errors = res.json<{ errors: Record<string, string> }>().errors;
      expect(errors[field]?.split('|')[0]).toBe(message);
      expect(await countApplications()).toBe(before);
      const after = await t.database.db
        .selectFrom('outbox')
        .select('id')
        .orderBy('id', 'desc')
        .executeTakeFirst();
      expect(after?.id).toBe(outbox?.id);
    },
  );

  it('stores text at its limit whole and reads a typed number, cutting and guessing nothing', async () => {
    const body = validApplication(open.public_id);
    Object.assign(body.household, { remarks: 'r'.repeat(2000) });
    Object.assign(body.adults[0]!, { employer: 'e'.repeat(200), income: '96’000' });
    const created = await submit(body);
    const back = await call('GET', `/api/v2/applications/${created.slug}/${created.token}/update`);
    expect(back.statusCode, back.body).toBe(200);
    const reply = back.json<PublicApplicationReply>();
    expect(reply.application.answers.remarks).toBe('r'.repeat(2000));
    expect(reply.adults[0]!.answers.employer).toBe('e'.repeat(200));
    expect(reply.adults[0]!.answers.income).toBe(96000);
  });

  it('says a refused rule in words with its parameters, in the language of the request, never as its key', async () => {
    const body = validApplication(open.public_id);
    body.adults = Array.from({ length: 11 }, () => ({ ...body.adults[0]! }));
    const res = await call('POST', NEW, body);
    expect(res.statusCode, res.body).toBe(400);
    const reply = res.json<{ message: string; errors: Record<string, string> }>();
    // the field's message stays a rule message: the client translates it for the input
    expect(reply.errors.adults).toBe('tags_too_many|{"max":10}');
    expect(reply.message).toBe('Ungültige Anfrage: adults: Höchstens 10 Einträge.');
    const french = await call('POST', `/fr${NEW}`, body);
    expect(french.json<{ message: string }>().message).toContain('adults: 10 entrées au plus.');
    expect(french.body).not.toMatch(/message":"[^"]*tags_too_many/);
  });

  it('refuses a declared household size other than the persons listed, and stores nothing', async () => {
    const before = await countApplications();
    const body = validApplication(open.public_id);
    body.household.residents = 3;
    const res = await call('POST', NEW, body);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ errors: Record<string, string> }>().errors).toEqual({
      'household.residents': 'application_household_count_mismatch|{"declared":3,"entered":2}',
    });
    expect(await countApplications()).toBe(before);
  });

  it('refuses an object taken meanwhile (409 naming it), and the form offers the open others instead', async () => {
    const taken = await openObjects(t.database.db, projectId)
      .where('id', '!=', open.id)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await t.database.db
      .updateTable('objects')
      .set({ progress_state: 'rented' })
      .where('id', '=', taken.id)
      .execute();
    try {
      const res = await call('POST', NEW, validApplication(taken.public_id));
      expect(res.statusCode).toBe(409);
      expect(res.json<{ messageKey: string; message: string }>().messageKey).toBe(
        'application_object_not_available',
      );
      expect(res.json<{ message: string }>().message).toContain(taken.title);
      const init = (await call('GET', `${NEW}?uuids=${taken.public_id}`)).json<PublicApplicationFormInit>();
      expect(init.objects[0]).toMatchObject({ open: false });
      const available = init.available.map((o) => o.uuid);
      expect(available).toContain(open.public_id);
      expect(available).not.toContain(taken.public_id);
    } finally {
      await t.database.db
        .updateTable('objects')
        .set({ progress_state: 'available' })
        .where('id', '=', taken.id)
        .execute();
    }
  });

  it('refuses an object that is not open for applications with a clear message', async () => {
    const objects = await openObjects(t.database.db, projectId).orderBy('id', 'desc').limit(2).execute();
    const [closed, inactive] = objects;
    await t.database.db.updateTable('objects').set({ application: 0 }).where('id', '=', closed!.id).execute();
    await t.database.db.updateTable('objects').set({ active: 0 }).where('id', '=', inactive!.id).execute();
    try {
      const before = await countApplications();
      const res = await call('POST', NEW, validApplication(closed!.public_id));
      expect(res.statusCode).toBe(409);
      expect(res.json<{ messageKey: string; message: string }>()).toMatchObject({
        messageKey: 'application_object_closed',
      });
      expect(res.json<{ message: string }>().message).toContain(closed!.title);
      const second = await call(
        'POST',
        NEW,
        validApplication(open.public_id, { uuids: [open.public_id, inactive!.public_id] }),
      );
      expect(second.json<{ messageKey: string }>().messageKey).toBe('application_object_inactive');
      expect(await countApplications()).toBe(before);
      const init = await call('GET', `${NEW}?uuids=${closed!.public_id}`);
      expect(init.json<PublicApplicationFormInit>().objects[0]).toMatchObject({ open: false });
    } finally {
      await t.database.db
        .updateTable('objects')
        .set({ application: 1 })
        .where('id', '=', closed!.id)
        .execute();
      await t.database.db.updateTable('objects').set({ active: 1 }).where('id', '=', inactive!.id).execute();
    }
  });

  it('limits submits per address (429 with Retry-After), while another address still may', async () => {
    const here = '10.9.9.9';
    const objects = await openObjects(t.database.db, projectId).orderBy('id').limit(4).execute();
    expect(objects).toHaveLength(4);
    // spread over objects, so that only the limit per address is reached
    for (let i = 0; i < 10; i += 1) {
      const res = await call('POST', NEW, validApplication(objects[i % 4]!.public_id), here);
      expect(res.statusCode, res.body).toBe(201);
    }
    const refused = await call('POST', NEW, validApplication(open.public_id), here);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
    expect(refused.json<{ messageKey: string }>().messageKey).toBe('application_rate_limited');
    // another address still may
    expect((await call('POST', NEW, validApplication(open.public_id))).statusCode).toBe(201);
  });

  it('answers 404 to a wrong token or another project, and refuses the link once the application is closed', async () => {
    const created = await submit();
    const wrong = `${created.token.slice(0, -2)}${created.token.endsWith('AA') ? 'BB' : 'AA'}`;
    expect((await call('GET', `/api/v2/applications/${created.slug}/${wrong}/update`)).statusCode).toBe(404);
    const elsewhere = await t.app.inject({
      method: 'GET',
      url: `/api/v2/applications/${created.slug}/${created.token}/update`,
      headers: { 'tenant-name': 'erstvermietung' },
    });
    expect(elsewhere.statusCode).toBe(404);
    expect((await call('GET', `${link(created)}/adult`)).statusCode).toBe(200);

    await t.database.db
      .updateTable('applications')
      .set({ token_expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('slug', '=', created.slug)
      .execute();
    const closed = await call('GET', `/api/v2/applications/${created.slug}/${created.token}/update`);
    expect(closed.statusCode).toBe(410);
    expect(closed.json<{ messageKey: string }>().messageKey).toBe('application_link_closed');
    const write = await call('POST', `${link(created)}/child`, {
      answers: { first_name: 'Noé', last_name: 'Favre', birth_date: '2021-01-01' },
    });
    expect(write.statusCode).toBe(410);

    const other = await submit();
    await t.database.db
      .updateTable('applications')
      .set({ progress_state: 'assigned' })
      .where('slug', '=', other.slug)
      .execute();
    expect((await call('GET', `/api/v2/applications/${other.slug}/${other.token}/update`)).statusCode).toBe(
      410,
    );
  });

  it('lets the household add, change and remove persons through its link, with versions, never the last adult', async () => {
    const created = await submit();
    const child = await call('POST', `${link(created)}/child`, {
      answers: { first_name: 'Noé', last_name: 'Favre', birth_date: '2021-01-01' },
    });
    expect(child.statusCode, child.body).toBe(201);
    expect(child.json<PublicPersonSaved>()).toMatchObject({ adults: 1, children: 2 });
    const bad = await call('POST', `${link(created)}/child`, { answers: { first_name: 'Noé' } });
    expect(bad.statusCode).toBe(400);

    const reply = (
      await call('GET', `/api/v2/applications/${created.slug}/${created.token}/update`)
    ).json<PublicApplicationReply>();
    const adult = reply.adults[0]!;
    const changed = await call('POST', `${link(created)}/adult/${adult.id}`, {
      version: adult.version,
      answers: { ...adult.answers, last_name: 'Favre-Meier' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const stale = await call('POST', `${link(created)}/adult/${adult.id}`, {
      version: adult.version,
      answers: { ...adult.answers, last_name: 'Meier' },
    });
    expect(stale.statusCode).toBe(409);
    const row = await t.database.db
      .selectFrom('applications')
      .select(['main_name', 'household_size', 'children', 'version'])
      .where('slug', '=', created.slug)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ main_name: 'Camille Favre-Meier', household_size: 3, children: 2 });

    expect((await call('DELETE', `${link(created)}/adult/${adult.id}`)).statusCode).toBe(409);
    const childId = child.json<PublicPersonSaved>().person.id;
    const removed = await call('DELETE', `${link(created)}/child/${childId}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await call('GET', `${link(created)}/child/${childId}`)).statusCode).toBe(404);
    // another application's person is not this link's
    const other = await submit();
    expect((await call('GET', `${link(other)}/adult/${adult.id}`)).statusCode).toBe(404);

    const now = (
      await call('GET', `/api/v2/applications/${created.slug}/${created.token}/update`)
    ).json<PublicApplicationReply>().application.version;
    expect(now).toBeGreaterThan(row.version);
    // the declared household size followed the persons added and removed through the link
    const current = (
      await call('GET', `/api/v2/applications/${created.slug}/${created.token}/update`)
    ).json<PublicApplicationReply>();
    expect(current.application.answers.residents).toBe(2);
    const wrongSize = await call('POST', link(created), {
      version: now,
      answers: { ...reply.application.answers, residents: 4 },
    });
    expect(wrongSize.json<{ errors: Record<string, string> }>().errors).toEqual({
      'answers.residents': 'application_household_count_mismatch|{"declared":4,"entered":2}',
    });
    const household = await call('POST', link(created), {
      version: now,
      answers: { ...reply.application.answers, residents: 2, parking: 'none' },
    });
    expect(household.statusCode, household.body).toBe(200);
    expect(
      (await call('POST', link(created), { version: row.version, answers: reply.application.answers }))
        .statusCode,
    ).toBe(409);
  });

  const uploadTo = (
    created: PublicApplicationCreated,
    files: UploadFile[],
    fields: Record<string, string>,
  ) => {
    const { payload, headers } = multipartBody(files, fields);
    return t.app.inject({
      method: 'POST',
      url: `${link(created)}/documents`,
      payload,
      remoteAddress: nextAddress(),
      headers: { ...headers, 'tenant-name': 'rent' },
    });
  };

  it('takes documents through the upload checks, for staff of the project only', async () => {
    const created = await submit();
    const ok = await uploadTo(created, [{ name: 'betreibungsauszug.pdf', bytes: fixture('plan.pdf') }], {
      category: 'debt_collection',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const reply = ok.json<PublicDocumentUploadReply>();
    expect(reply.uploaded).toMatchObject([
      { category: 'debt_collection', file_name: 'betreibungsauszug.pdf' },
    ]);
    expect(JSON.stringify(reply)).not.toContain('serve-media');

    const forged = await uploadTo(created, [{ name: 'lohn.pdf', bytes: fixture('foto.jpg') }], {
      category: 'salary_slip',
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json<PublicDocumentUploadReply>().errors[0]!.file_names).toEqual(['lohn.pdf']);
    const long = await uploadTo(created, [{ name: `${'a'.repeat(201)}.pdf`, bytes: fixture('plan.pdf') }], {
      category: 'id',
    });
    expect(long.statusCode).toBe(400);
    const unknown = await uploadTo(created, [{ name: 'x.pdf', bytes: fixture('plan.pdf') }], {
      category: 'passport_photo',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<{ messageKey: string }>().messageKey).toBe('application_document_category_unknown');

    const documents = await t.database.db
      .selectFrom('application_documents')
      .innerJoin('applications', 'applications.id', 'application_documents.application_id')
      .innerJoin('uploaded_files', 'uploaded_files.id', 'application_documents.file_id')
      .select([
        'uploaded_files.project_id as file_project',
        'application_documents.project_id as project',
        'uploaded_files.storage_key as key',
      ])
      .where('applications.slug', '=', created.slug)
      .execute();
    expect(documents).toHaveLength(1);
    expect(documents[0]).toMatchObject({ file_project: projectId, project: projectId });
    // the file is served to a session of the project, not to anyone with its key
    const anonymous = await t.app.inject({
      method: 'GET',
      url: `/api/v1/serve-media-files?url=${encodeURIComponent(documents[0]!.key)}`,
      headers: { 'tenant-name': 'rent' },
    });
    expect([401, 403, 404]).toContain(anonymous.statusCode);
  });

  it('refuses an image document of more pixels than the limit, read from its header, and stores nothing', async () => {
    const created = await submit();
    const filesBefore = await t.database.db
      .selectFrom('uploaded_files')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    // 16383 × 16383 pixels (268 megapixels) in a file of 260 kB
    const huge = await blankPng(16383, 16383);
    const res = await uploadTo(created, [{ name: 'ausweis.png', bytes: huge }], { category: 'id' });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(400);
    const reply = res.json<PublicDocumentUploadReply>();
    expect(reply.status).toBe('error');
    expect(reply.uploaded).toEqual([]);
    expect(reply.errors).toEqual([
      {
        file_names: ['ausweis.png'],
        message: 'Das Bild hat zu viele Bildpunkte.',
        detail: 'Erlaubt sind Bilder bis 100 Megapixel.',
      },
    ]);
    const filesAfter = await t.database.db
      .selectFrom('uploaded_files')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(filesAfter.n)).toBe(Number(filesBefore.n));

    // beside an image within the limit, that one is stored and the huge one listed as refused
    const mixed = await uploadTo(
      created,
      [
        { name: 'gross.png', bytes: huge },
        { name: 'pass.jpg', bytes: fixture('foto.jpg') },
      ],
      { category: 'id' },
    );
    expect(mixed.statusCode, mixed.body.slice(0, 300)).toBe(200);
    const partial = mixed.json<PublicDocumentUploadReply>();
    expect(partial.status).toBe('partial');
    expect(partial.uploaded.map((d) => d.file_name)).toEqual(['pass.jpg']);
    expect(partial.errors.map((e) => e.file_names)).toEqual([['gross.png']]);
  });
});
