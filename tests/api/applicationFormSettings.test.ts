import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  FormSettingsReply,
  PublicApplicationCreated,
  PublicApplicationReply,
} from '../../schema/api/applicationForms';
import { FIELD_TYPE_CODES, type FormDefinition } from '../../schema/applicationForm';
import { Client, createTestApp, DIALECTS, type TestApp } from './harness';
import { openObjects, validApplication } from './publicApplicationSupport';

const SETTINGS = '/api/v1/settings/form-settings';
const NEW = '/api/v2/applications/new';

describe.each(DIALECTS)('settings: application form (%s)', (dialect) => {
  let t: TestApp;
  let admin: Client;
  let uuid: string;
  let address = 0;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await Client.login(t.app, 'demo.admin');
    const projectId = await t.projectId('rent');
    uuid = (await openObjects(t.database.db, projectId).orderBy('id').executeTakeFirstOrThrow()).public_id;
  });
  afterAll(() => t.close());

  const submit = (body: unknown) =>
    t.app.inject({
      method: 'POST',
      url: NEW,
      payload: body as Record<string, unknown>,
      remoteAddress: `10.1.0.${++address}`,
      headers: { 'tenant-name': 'rent' },
    });
  const settings = async (client = admin) => {
    const res = await client.get(SETTINGS);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<FormSettingsReply>();
  };
  const withField = (definition: FormDefinition, field: Record<string, unknown>) => ({
    sections: definition.sections.map((section, i) =>
      i === 0 ? { ...section, fields: [...section.fields, field] } : section,
    ),
  });

  it('answers only admins', async () => {
    for (const username of [
      'demo.user',
      'demo.assistant',
      'demo.analyst',
      'demo.marketer',
      'demo.contract',
    ]) {
      const client = await Client.login(t.app, username);
      expect((await client.get(SETTINGS)).statusCode, username).toBe(403);
      expect((await client.post(SETTINGS, { version: 1, definition: {} })).statusCode, username).toBe(403);
    }
    const anonymous = await t.app.inject({
      method: 'GET',
      url: SETTINGS,
      headers: { 'tenant-name': 'rent' },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('starts from the shipped form as version 1, with the field types by code', async () => {
    const form = await settings();
    expect(form.version).toBeGreaterThanOrEqual(1);
    expect(form.general.fieldTypes).toContainEqual({ code: 15, name: 'country_select' });
    const keys = form.definition.sections.flatMap((s) => s.fields.map((f) => `${f.scope}:${f.key}`));
    expect(keys).toEqual(
      expect.arrayContaining([
        'household:move_in_date',
        'household:pets',
        'adult:income',
        'adult:id',
        'child:birth_date',
      ]),
    );
  });

  it('refuses a definition with duplicate keys, a select without choices, or min above max, naming the field', async () => {
    const form = await settings();
    const first = form.definition.sections[0]!.fields[0]!;
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ ...first }, 'form_key_duplicate', 'key'],
      [
        {
          key: 'heating',
          type: FIELD_TYPE_CODES.select,
          label: { de: 'Heizung' },
          scope: 'household',
          choices: [],
        },
        'form_choices_missing',
        'choices',
      ],
      [
        {
          key: 'floor_wish',
          type: FIELD_TYPE_CODES.integer,
          label: { de: 'Stockwerk' },
          scope: 'household',
          min: 5,
          max: 2,
        },
        'form_min_above_max',
        'max',
      ],
    ];
    for (const [field, message, at] of cases) {
      const res = await admin.post(SETTINGS, {
        version: form.version,
        definition: withField(form.definition, field),
      });
      expect(res.statusCode, res.body).toBe(400);
      const errors = res.json<{ errors: Record<string, string> }>().errors;
      const index = form.definition.sections[0]!.fields.length;
      expect(errors[`definition.sections.0.fields.${index}.${at}`]).toBe(message);
    }
    expect((await settings()).version).toBe(form.version);
  });

  it('saves a new version (stale one 409) that applies to new applications only; a new required field must be filled next', async () => {
    const before = await submit(validApplication(uuid));
    expect(before.statusCode, before.body).toBe(201);
    const old = before.json<PublicApplicationCreated>();

    const form = await settings();
    const rentId = await t.projectId('rent');
    const othersForms = () =>
      t.database.db
        .selectFrom('application_forms')
        .selectAll()
        .where('project_id', '!=', rentId)
        .orderBy('id')
        .execute();
    // the other letting project's form exists (made lazily by its public form)
    const [elsewhere] = await t.objectsOf('erstvermietung');
    await t.app.inject({
      method: 'GET',
      url: `${NEW}?uuids=${elsewhere!.public_id}`,
      headers: { 'tenant-name': 'erstvermietung' },
    });
    const othersBefore = await othersForms();
    expect(othersBefore.length).toBeGreaterThan(0);

    const field = {
      key: 'previous_address',
      type: FIELD_TYPE_CODES.text,
      label: {
        de: 'Bisherige Adresse',
        fr: 'Adresse actuelle',
        it: 'Indirizzo attuale',
        en: 'Current address',
      },
      required: true,
      scope: 'household',
    };
    const saved = await admin.post(SETTINGS, {
      version: form.version,
      definition: withField(form.definition, field),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const next = saved.json<FormSettingsReply & { message: string }>();
    expect(next.version).toBe(form.version + 1);
    expect(next.formId).not.toBe(form.formId);
    const stale = await admin.post(SETTINGS, { version: form.version, definition: form.definition });
    expect(stale.statusCode).toBe(409);

    // the stored application keeps its version of the form
    const back = await t.app.inject({
      method: 'GET',
      url: `/api/v2/applications/${old.slug}/${old.token}/update`,
      headers: { 'tenant-name': 'rent' },
    });
    const reply = back.json<PublicApplicationReply>();
    expect(reply.formId).toBe(old.formId);
    expect(JSON.stringify(reply.definition)).not.toContain('previous_address');

    const missing = await submit(validApplication(uuid));
    expect(missing.statusCode).toBe(400);
    expect(missing.json<{ errors: Record<string, string> }>().errors['household.previous_address']).toBe(
      'general_field_is_required',
    );
    const body = validApplication(uuid);
    const filled = await submit({
      ...body,
      household: { ...body.household, previous_address: 'Rue du Midi 4, 1003 Lausanne' },
    });
    expect(filled.statusCode, filled.body).toBe(201);
    expect(filled.json<PublicApplicationCreated>().formId).toBe(next.formId);

    // another project's form is untouched
    expect(await othersForms()).toEqual(othersBefore);
  });
});
