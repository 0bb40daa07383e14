import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ObjectFilesSetup } from '../../schema/api/objects';
import { OBJECT_FILE_CATEGORIES } from '../../schema/objects';
import { storageKeyOf } from '../../server/modules/files/service';
import { fixture } from '../fixtures/multipart';
import { Client, createTestApp, FILE_RUNS, type TestApp } from './harness';
import { fileUrls, filesSetupUrl, storedFile } from './objectMediaSupport';

const PDF = fixture('plan.pdf');

describe.each(FILE_RUNS)('object documents, files in %s (%s)', (fileStore, dialect) => {
  let t: TestApp;
  let admin: Client;
  let user: Client;
  let assistant: Client;
  let analyst: Client;
  let beta: Client;
  let objectIds: number[];

  const pdfs = (client: Client, ...names: string[]) =>
    fileUrls(
      client,
      names.map((name) => ({ name, bytes: PDF })),
    );
  const setup = async (id: number, client = admin) => {
    const res = await client.get(filesSetupUrl(id));
    expect(res.statusCode, res.body).toBe(200);
    return res.json<ObjectFilesSetup>();
  };
  const save = (id: number, body: object, client = admin) => client.post(filesSetupUrl(id), body);
  const saved = async (id: number, body: object, client = admin) => {
    const res = await save(id, body, client);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<ObjectFilesSetup>();
  };
  const categories = (files: ObjectFilesSetup['files']) => files.map((f) => [f.name, f.key]);

  beforeAll(async () => {
    t = await createTestApp(dialect, {}, fileStore);
    admin = await Client.login(t.app, 'demo.admin');
    user = await Client.login(t.app, 'demo.user');
    assistant = await Client.login(t.app, 'demo.assistant');
    analyst = await Client.login(t.app, 'demo.analyst');
    beta = await Client.login(t.app, 'beta.superadmin', 'beta');
    objectIds = (await t.objectsOf('rent')).map((o) => o.id);
  });
  afterAll(() => t.close());

  it('answers the documents, the translated categories and the upload rules', async () => {
    const reply = await setup(objectIds[0]!, assistant);
    expect(reply.files).toEqual([]);
    expect(reply.fileChoices.map((c) => c.value)).toEqual([...OBJECT_FILE_CATEGORIES]);
    expect(reply.fileChoices[0]).toEqual({ value: 'floor_plan', displayName: 'Grundriss' });
    expect(reply.details).toEqual({
      allowedFileTypes: ['pdf', 'jpg', 'jpeg', 'png', 'docx', 'xlsx'],
      maxFileSize: 20,
    });
    const french = await assistant.get(`/fr${filesSetupUrl(objectIds[0]!)}`);
    expect(french.json<ObjectFilesSetup>().fileChoices[0]!.displayName).toBe('Plan');
  });

  it('attaches uploaded files under their categories, in the order of the categories', async () => {
    const id = objectIds[1]!;
    const [rules, plan] = await pdfs(user, 'Hausordnung.pdf', 'Grundriss 3½ Zimmer.pdf');
    const reply = await saved(
      id,
      {
        removedFiles: [],
        updatedFiles: [
          { url: rules, key: null, new_key: 'house_rules' },
          { url: plan, key: 'floor_plan' },
        ],
      },
      user,
    );
    expect(categories(reply.files)).toEqual([
      ['Grundriss 3½ Zimmer.pdf', 'floor_plan'],
      ['Hausordnung.pdf', 'house_rules'],
    ]);
    expect(reply.files[0]).toMatchObject({ url: plan, size: PDF.length });
    expect(reply.files[0]!.id).toBeGreaterThan(0);
    expect(await setup(id)).toEqual(reply);
  });

  it('refuses a document without a category or with an unknown one, naming the entry, and attaches nothing', async () => {
    const id = objectIds[2]!;
    const [a, b, c] = await pdfs(admin, 'a.pdf', 'b.pdf', 'c.pdf');
    const res = await save(id, {
      updatedFiles: [
        { url: a, key: null, new_key: null },
        { url: b, new_key: 'floor_plan' },
        { url: c, key: 'floor_plan', new_key: 'grocery_list' },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      messageKey: 'object_files_categories',
      errors: {
        'updatedFiles.0.new_key': 'file_category_required',
        'updatedFiles.2.new_key': 'file_category_required',
      },
    });
    expect(Object.keys(res.json().errors)).toHaveLength(2);
    expect((await setup(id)).files).toEqual([]);
  });

  it('refuses a category given twice, also when a document that stays has it', async () => {
    const id = objectIds[3]!;
    const [plan, second, third] = await pdfs(admin, 'plan.pdf', 'plan2.pdf', 'plan3.pdf');
    await saved(id, { updatedFiles: [{ url: plan, new_key: 'floor_plan' }] });
    const twice = await save(id, {
      updatedFiles: [
        { url: second, new_key: 'energy_certificate' },
        { url: third, new_key: 'energy_certificate' },
      ],
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().errors).toEqual({ 'updatedFiles.1.new_key': 'file_category_duplicate' });
    const taken = await save(id, { updatedFiles: [{ url: second, new_key: 'floor_plan' }] });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().errors).toEqual({ 'updatedFiles.0.new_key': 'file_category_duplicate' });
    expect(categories((await setup(id)).files)).toEqual([['plan.pdf', 'floor_plan']]);
  });

  it('re-categorises documents, two of them swapping their categories in one save', async () => {
    const id = objectIds[4]!;
    const [plan, rules] = await pdfs(admin, 'plan.pdf', 'regeln.pdf');
    await saved(id, {
      updatedFiles: [
        { url: plan, new_key: 'floor_plan' },
        { url: rules, new_key: 'house_rules' },
      ],
    });
    const swapped = await saved(id, {
      updatedFiles: [
        { url: plan, key: 'floor_plan', new_key: 'house_rules' },
        { url: rules, key: 'house_rules', new_key: 'floor_plan' },
      ],
    });
    expect(categories(swapped.files)).toEqual([
      ['regeln.pdf', 'floor_plan'],
      ['plan.pdf', 'house_rules'],
    ]);
    const moved = await saved(id, { updatedFiles: [{ url: plan, key: 'house_rules', new_key: 'other' }] });
    expect(categories(moved.files)).toEqual([
      ['regeln.pdf', 'floor_plan'],
      ['plan.pdf', 'other'],
    ]);
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select(['before', 'after'])
      .where('entity', '=', 'object_files')
      .where('action', '=', 'update')
      .orderBy('id')
      .execute();
    expect(audit.map((row) => [JSON.parse(row.before!).category, JSON.parse(row.after!).category])).toEqual([
      ['floor_plan', 'house_rules'],
      ['house_rules', 'floor_plan'],
      ['house_rules', 'other'],
    ]);
  });

  it('removes documents with their files, and a removed category can be given again in the same save', async () => {
    const id = objectIds[5]!;
    const [old, replacement] = await pdfs(admin, 'alt.pdf', 'neu.pdf');
    await saved(id, { updatedFiles: [{ url: old, new_key: 'energy_certificate' }] });
    const reply = await saved(id, {
      removedFiles: [old],
      updatedFiles: [{ url: replacement, new_key: 'energy_certificate' }],
    });
    expect(categories(reply.files)).toEqual([['neu.pdf', 'energy_certificate']]);
    const oldKey = storageKeyOf(old!)!;
    const row = await t.database.db
      .selectFrom('uploaded_files')
      .select('id')
      .where('storage_key', '=', oldKey)
      .executeTakeFirst();
    expect(row).toBeUndefined();
    expect(await storedFile(t, oldKey)).toBeNull();
  });

  it('refuses unknown urls, files another object holds and documents of another object', async () => {
    const [mine, other] = [objectIds[6]!, objectIds[7]!];
    const [held] = await pdfs(admin, 'fremd.pdf');
    await saved(other, { updatedFiles: [{ url: held, new_key: 'floor_plan' }] });
    const [betaUrl] = await pdfs(beta, 'beta.pdf');
    const res = await save(mine, {
      removedFiles: [held],
      updatedFiles: [
        { url: held, new_key: 'floor_plan' },
        { url: betaUrl, new_key: 'house_rules' },
        { url: '/serve-media-files?url=../secret', new_key: 'other' },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      messageKey: 'object_files_invalid',
      errors: {
        'removedFiles.0': 'file_not_found',
        'updatedFiles.0.url': 'file_in_use',
        'updatedFiles.1.url': 'file_not_found',
        'updatedFiles.2.url': 'file_not_found',
      },
    });
    expect((await setup(mine)).files).toEqual([]);
    expect(categories((await setup(other)).files)).toEqual([['fremd.pdf', 'floor_plan']]);
  });

  it('refuses to remove a document through remove-files while an object holds it', async () => {
    const id = objectIds[8]!;
    const [held, loose] = await pdfs(admin, 'gehalten.pdf', 'lose.pdf');
    await saved(id, { updatedFiles: [{ url: held, new_key: 'other' }] });
    const refused = await admin.post('/api/v1/remove-files', { files: [held] });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors[0]).toMatchObject({
      file_names: ['gehalten.pdf'],
      messageKey: 'file_in_use',
    });
    const partly = await admin.post('/api/v1/remove-files', { files: [held, loose] });
    expect(partly.statusCode).toBe(200);
    expect(partly.json()).toMatchObject({ status: 'partial', removed: [loose] });
    expect(categories((await setup(id)).files)).toEqual([['gehalten.pdf', 'other']]);
  });

  it('lets roles with object_read look and only roles with object_write save', async () => {
    const id = objectIds[9]!;
    expect((await assistant.get(filesSetupUrl(id))).statusCode).toBe(200);
    expect((await analyst.get(filesSetupUrl(id))).statusCode).toBe(403);
    const empty = { removedFiles: [], updatedFiles: [] };
    expect((await assistant.post(filesSetupUrl(id), empty)).statusCode).toBe(403);
    expect((await analyst.post(filesSetupUrl(id), empty)).statusCode).toBe(403);
    expect((await user.post(filesSetupUrl(id), empty)).statusCode).toBe(200);
  });

  it("answers 404 for another customer's object", async () => {
    const betaInOwn = beta.inTenant('beta');
    expect((await betaInOwn.get(filesSetupUrl(objectIds[0]!))).statusCode).toBe(404);
    const post = await betaInOwn.post(filesSetupUrl(objectIds[0]!), { removedFiles: [], updatedFiles: [] });
    expect(post.statusCode).toBe(404);
    const betaObject = (await t.objectsOf('beta'))[0]!.id;
    expect((await admin.get(filesSetupUrl(betaObject))).statusCode).toBe(404);
  });
});
