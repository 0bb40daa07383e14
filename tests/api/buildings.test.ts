import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuildingCreateInit, BuildingDetail } from '../../schema/api/buildings';
import type { BulkResult } from '../../schema/api/tableData';
import { Client, createTestApp, DIALECTS, type TestApp } from './harness';
import { auditOf, expectFieldError, expectStatus, freshRef, listSearch } from './objectsSupport';

const BUILDINGS = '/api/v1/buildings';

function buildingBody(refNumber = freshRef('HAUS')) {
  return {
    title: 'Wohnhaus Lindenhof',
    refNumber,
    street: 'Lindenhofstrasse',
    houseNumber: '12a',
    postalCode: '8001',
    city: 'Zürich',
    constructionYear: 1962,
    numFloors: 5,
  };
}

/** Buildings: detail, create, edit, delete (spec 2 section 7.14). */
describe.each(DIALECTS)('buildings (%s)', (dialect) => {
  let t: TestApp;
  let admin: Client;
  let assistant: Client;

  const row = (id: number) =>
    t.database.db.selectFrom('buildings').selectAll().where('id', '=', id).executeTakeFirst();
  const remove = (client: Client, id: number) =>
    client.request({ method: 'DELETE', url: `${BUILDINGS}/${id}` });
  async function created(body = buildingBody()): Promise<BuildingDetail> {
    return expectStatus(await admin.post(`${BUILDINGS}/create`, body), 201) as unknown as BuildingDetail;
  }

  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await Client.login(t.app, 'demo.admin');
    assistant = await Client.login(t.app, 'demo.assistant');
  });
  afterAll(() => t.close());

  it('answers a building with the number of its objects', async () => {
    const building = (await t.buildingsOf('rent'))[0]!;
    const objects = (
      await t.database.db.selectFrom('objects').select('id').where('building_id', '=', building.id).execute()
    ).length;
    const detail = expectStatus(
      await assistant.get(`${BUILDINGS}/${building.id}`),
      200,
    ) as unknown as BuildingDetail;
    expect(detail).toEqual({
      id: building.id,
      title: building.title,
      refNumber: building.ref_number,
      street: building.street,
      houseNumber: building.house_number,
      postalCode: building.postal_code,
      city: building.city,
      constructionYear: building.construction_year,
      numFloors: building.num_floors,
      active: building.active === 1,
      version: building.version,
      numObjects: objects,
    });
    expect(objects).toBeGreaterThan(0);
  });

  it("answers 404 for another customer's building and a missing one", async () => {
    const beta = (await t.buildingsOf('beta'))[0]!;
    expect(expectStatus(await admin.get(`${BUILDINGS}/${beta.id}`), 404).messageKey).toBe(
      'building_not_found',
    );
    expect((await admin.get(`${BUILDINGS}/999999999/edit`)).statusCode).toBe(404);
  });

  it('starts the create form empty with the next free reference number', async () => {
    const init = expectStatus(await admin.get(`${BUILDINGS}/create`), 200) as unknown as BuildingCreateInit;
    expect(init.values).toEqual({
      title: '',
      refNumber: 'RENT-B-0011',
      street: '',
      houseNumber: '',
      postalCode: '',
      city: '',
      constructionYear: null,
      numFloors: null,
    });
  });

  it('creates a building with 201, its audit row and its search text', async () => {
    const detail = await created({ ...buildingBody(), title: 'Siedlung Heuried' });
    expect(detail).toMatchObject({
      title: 'Siedlung Heuried',
      houseNumber: '12a',
      active: true,
      version: 1,
      numObjects: 0,
    });
    expect((await row(detail.id))!.project_id).toBe(await t.projectId('rent'));
    const [entry] = await auditOf(t, 'buildings', detail.id);
    expect(entry).toMatchObject({ action: 'create', before: null });
    expect(await listSearch(admin, 'buildings/', 'heuried')).toEqual([detail.id]);
  });

  it.each([
    ['title', '', 'general_field_is_required'],
    ['refNumber', '#1', 'ref_number_invalid'],
    ['street', '', 'general_field_is_required'],
    ['postalCode', '123', 'postal_code_invalid'],
    ['city', 'x'.repeat(101), 'text_too_long|{"max":100}'],
    ['constructionYear', 999, 'number_too_small|{"min":1000}'],
    ['numFloors', 2.5, 'number_integer'],
  ])('refuses a bad %s with 400 naming it and stores nothing', async (field, value, key) => {
    const before = (await t.buildingsOf('rent')).length;
    expectFieldError(
      await admin.post(`${BUILDINGS}/create`, { ...buildingBody(), [field]: value }),
      field,
      key,
    );
    expect((await t.buildingsOf('rent')).length).toBe(before);
  });

  it('refuses a reference number another building of the project has', async () => {
    const taken = (await t.buildingsOf('rent'))[1]!.ref_number;
    expectFieldError(
      await admin.post(`${BUILDINGS}/create`, buildingBody(taken.toLowerCase())),
      'refNumber',
      'ref_number_taken',
    );
  });

  it('saves an edit at the loaded version, and refuses a stale one with 409 leaving the building unchanged', async () => {
    const detail = await created();
    const edit = {
      ...buildingBody(detail.refNumber),
      title: 'Wohnhaus Lindenhof Ost',
      version: detail.version,
    };
    const saved = expectStatus(
      await admin.post(`${BUILDINGS}/${detail.id}/edit`, edit),
      200,
    ) as unknown as BuildingDetail;
    expect(saved).toMatchObject({ title: 'Wohnhaus Lindenhof Ost', version: detail.version + 1 });
    const entries = await auditOf(t, 'buildings', detail.id);
    expect(JSON.parse(entries.at(-1)!.after!)).toEqual({ title: 'Wohnhaus Lindenhof Ost' });
    expect(await listSearch(admin, 'buildings/', 'lindenhof ost')).toEqual([detail.id]);

    const current = await row(detail.id);
    const stale = await admin.post(`${BUILDINGS}/${detail.id}/edit`, { ...edit, title: 'Zu spät' });
    const body = expectStatus(stale, 409);
    expect(body.messageKey).toBe('record_changed');
    expect(body.message).toContain('Liegenschaft');
    expect(await row(detail.id)).toEqual(current);
    expect((await admin.get(`${BUILDINGS}/${detail.id}/edit`)).json<BuildingDetail>().title).toBe(
      'Wohnhaus Lindenhof Ost',
    );
  });

  it("refuses an edit without a version and an edit of another customer's building", async () => {
    const detail = await created();
    expectFieldError(
      await admin.post(`${BUILDINGS}/${detail.id}/edit`, buildingBody(detail.refNumber)),
      'version',
    );
    const beta = (await t.buildingsOf('beta'))[0]!;
    const res = await admin.post(`${BUILDINGS}/${beta.id}/edit`, {
      ...buildingBody(),
      version: beta.version,
    });
    expect(res.statusCode).toBe(404);
    expect(await row(beta.id)).toEqual(beta);
  });

  it('refuses to delete a building that still has objects, and deletes an empty one', async () => {
    const full = (await t.buildingsOf('rent'))[0]!;
    const refused = expectStatus(await remove(admin, full.id), 409);
    expect(refused.messageKey).toBe('building_has_objects');
    expect(await row(full.id)).toEqual(full);

    const empty = await created();
    const done = expectStatus(await remove(admin, empty.id), 200);
    expect(done.message).toBe('Die Liegenschaft «Wohnhaus Lindenhof» wurde gelöscht.');
    expect(await row(empty.id)).toBeUndefined();
    expect((await auditOf(t, 'buildings', empty.id)).at(-1)).toMatchObject({ action: 'delete', after: null });

    // the bulk delete skips the building for the same reason
    const bulk = (
      await admin.post('/api/v1/buildings/', { bulkAction: 'delete', targets: [full.id] })
    ).json<BulkResult>();
    expect(bulk.results[0]).toMatchObject({ status: 'skipped', message: refused.message });
  });

  it('lets the assistant read but not create, edit or delete', async () => {
    const building = (await t.buildingsOf('rent'))[3]!;
    expect((await assistant.get(`${BUILDINGS}/${building.id}`)).statusCode).toBe(200);
    expect((await assistant.get(`${BUILDINGS}/create`)).statusCode).toBe(403);
    expect((await assistant.post(`${BUILDINGS}/create`, buildingBody())).statusCode).toBe(403);
    expect(
      (await assistant.post(`${BUILDINGS}/${building.id}/edit`, { ...buildingBody(), version: 1 }))
        .statusCode,
    ).toBe(403);
    expect((await remove(assistant, building.id)).statusCode).toBe(403);
    expect(await row(building.id)).toEqual(building);
  });

  it('works the same in a sale project, where buildings have no sales/ prefix', async () => {
    const sale = admin.inTenant('verkauf');
    const init = (await sale.get(`${BUILDINGS}/create`)).json<BuildingCreateInit>();
    expect(init.values.refNumber).toBe('VERK-B-0004');
    expect((await sale.post(`${BUILDINGS}/create`, buildingBody(init.values.refNumber))).statusCode).toBe(
      201,
    );
  });
});
