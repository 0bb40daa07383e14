import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApplicationDetail, ApplicationPersonDetail } from '../../schema/api/applications';
import { DEFAULT_FORM_DEFINITION } from '../../server/modules/applicationForms/defaultForm';
import { Client, createTestApp, DIALECTS, type TestApp } from './harness';
import { insertApplication } from './applicationsSupport';

const BASE = '/api/v1/applications';

/** The answers block of the staff sidepanel reads as the dossier prints: dates, phones, amounts. */
describe.each(DIALECTS)('applications: answers formatted for reading (%s)', (dialect) => {
  let t: TestApp;
  let admin: Client;
  let formId: number;
  let rentId: number;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await Client.login(t.app, 'demo.admin');
    rentId = await t.projectId('rent');
    const row = await t.database.db
      .insertInto('application_forms')
      .values({
        project_id: rentId,
        version: 901,
        definition: JSON.stringify(DEFAULT_FORM_DEFINITION),
        created_by: null,
        created_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    formId = row.id;
  });
  afterAll(() => t.close());

  const valueOf = (fields: ReadonlyArray<{ key: string; value: string }>, key: string) =>
    fields.find((f) => f.key === key)?.value;

  it('prints household answers as DD.MM.YYYY, +41 phone numbers, CHF amounts and choice names', async () => {
    const app = await insertApplication(t.database.db, rentId, {
      form_id: formId,
      answers: {
        move_in_date: '2027-04-01',
        landlord_phone: '0447001250',
        current_rent: 2700,
        tenant_since: '2019-10-01',
        parking: 'garage_1',
        pets: true,
      },
      persons: [{ first_name: 'Anna', last_name: 'Keller-Huber', phone: '0791234567' }],
    });
    const res = await admin.get(`${BASE}/${app.id}`);
    expect(res.statusCode).toBe(200);
    const fields = res.json<ApplicationDetail>().answers.sections.flatMap((s) => s.fields);
    expect(valueOf(fields, 'move_in_date')).toBe('01.04.2027');
    expect(valueOf(fields, 'landlord_phone')).toBe('+41 44 700 12 50');
    expect(valueOf(fields, 'current_rent')).toBe("CHF 2'700.00");
    expect(valueOf(fields, 'tenant_since')).toBe('01.10.2019');
    expect(valueOf(fields, 'parking')).toBe('Ein Einstellhallenplatz');
    expect(valueOf(fields, 'pets')).toBe('Ja');
  });

  it('names the other apartments chosen by reference number and title, not by their public ids', async () => {
    const [first, second] = (await t.objectsOf('rent', 'apartments')).slice(1, 3);
    const [foreign] = await t.objectsOf('erstvermietung', 'apartments');
    const app = await insertApplication(t.database.db, rentId, {
      form_id: formId,
      answers: { other_objects: [second!.public_id, first!.public_id, foreign!.public_id] },
      persons: [{ first_name: 'Anna', last_name: 'Keller-Huber' }],
    });
    const res = await admin.get(`${BASE}/${app.id}`);
    expect(res.statusCode).toBe(200);
    const fields = res.json<ApplicationDetail>().answers.sections.flatMap((s) => s.fields);
    const name = (o: { ref_number: string | null; title: string }) =>
      [o.ref_number, o.title].filter(Boolean).join(' · ');
    // in the household's order; another project's object is not named (its id stays as stored)
    expect(valueOf(fields, 'other_objects')).toBe(`${name(second!)}; ${name(first!)}; ${foreign!.public_id}`);
    expect(valueOf(fields, 'other_objects')).not.toContain(first!.public_id);
  });

  it("prints a person's answers the same way, in the staff's language", async () => {
    const app = await insertApplication(t.database.db, rentId, {
      form_id: formId,
      persons: [
        {
          first_name: 'Anna',
          last_name: 'Keller-Huber',
          phone: '0791234567',
          answers: {
            phone: '079 123 45 67',
            income: 85000,
            employed_since: '2020-03-01',
            employment: 'employed',
            nationality: 'DE',
          },
        },
      ],
    });
    const detail = (await admin.get(`${BASE}/${app.id}`)).json<ApplicationDetail>();
    const person = detail.persons[0]!;
    const res = await admin.get(`${BASE}/${app.id}/adult/${person.id}`);
    expect(res.statusCode).toBe(200);
    const fields = res.json<ApplicationPersonDetail>().fields;
    expect(valueOf(fields, 'phone')).toBe('+41 79 123 45 67');
    expect(valueOf(fields, 'income')).toBe("CHF 85'000.00");
    expect(valueOf(fields, 'employed_since')).toBe('01.03.2020');
    expect(valueOf(fields, 'nationality')).toBe('Deutschland');

    const french = await admin.get(`/fr${BASE}/${app.id}/adult/${person.id}`);
    expect(french.statusCode).toBe(200);
    const frFields = french.json<ApplicationPersonDetail>().fields;
    expect(valueOf(frFields, 'nationality')).toBe('Allemagne');
    expect(valueOf(frFields, 'income')).toBe("CHF 85'000.00");
  });
});
