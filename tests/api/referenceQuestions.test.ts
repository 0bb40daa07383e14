import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApplicationReferencesReply, ReferenceInfoReply } from '../../schema/api/actionLinks';
import type { FormSettingsReply, ReferenceQuestionSettingsReply } from '../../schema/api/applicationForms';
import { openActionTest } from './applicationFlowSupport';
import { Client, DIALECTS, type TestApp } from './harness';
import { askLandlordReference, referenceUrl } from './referenceSupport';

const SETTINGS = '/api/v1/settings/form-settings/references';

const pets = {
  kind: 'yesno',
  required: true,
  label: { de: 'Hielt die Mietpartei Haustiere?', fr: 'Le locataire avait-il des animaux ?', it: '', en: '' },
};
const keys = { kind: 'text', required: false, label: { de: 'Wurden alle Schlüssel zurückgegeben?' } };

/** The questions a project adds to its reference forms (settings > form settings > references). */
describe.each(DIALECTS)('project reference questions (%s)', (dialect) => {
  let t: TestApp;
  let admin: Client;
  let anonymous: Client;
  let rentId: number;

  beforeAll(async () => {
    ({ t, admin, anonymous, rentId } = await openActionTest(dialect));
  });
  afterAll(() => t.close());

  const current = async () => (await admin.get(SETTINGS)).json<ReferenceQuestionSettingsReply>();

  it('saves the added questions as a new version of the form, with keys they keep', async () => {
    const before = await current();
    expect(before).toMatchObject({ landlord: [], employer: [] });
    const res = await admin.post(SETTINGS, { version: before.version, landlord: [pets], employer: [] });
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json<ReferenceQuestionSettingsReply & { message: string }>();
    expect(saved.version).toBe(before.version + 1);
    expect(saved.message).toMatch(/Referenzfragen/);
    expect(saved.landlord).toEqual([{ ...pets, key: 'added_1', label: { ...pets.label } }]);

    // a second question gets the next key; the first keeps its own although it moved
    const again = await admin.post(SETTINGS, {
      version: saved.version,
      landlord: [keys, saved.landlord[0]],
      employer: [],
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<ReferenceQuestionSettingsReply>().landlord.map((q) => q.key)).toEqual([
      'added_2',
      'added_1',
    ]);
    expect(again.json<ReferenceQuestionSettingsReply>().landlord[0]!.label).toEqual({
      de: keys.label.de,
      fr: '',
      it: '',
      en: '',
    });

    // the application form builder's save (sections only) keeps them
    const form = (await admin.get('/api/v1/settings/form-settings')).json<FormSettingsReply>();
    const { references: _kept, ...sectionsOnly } = form.definition;
    const builder = await admin.post('/api/v1/settings/form-settings', {
      version: form.version,
      definition: sectionsOnly,
    });
    expect(builder.statusCode, builder.body).toBe(200);
    expect((await current()).landlord.map((q) => q.key)).toEqual(['added_2', 'added_1']);

    // put back to one question for the tests below
    const reset = await admin.post(SETTINGS, {
      version: (await current()).version,
      landlord: [{ ...pets, key: 'added_1' }],
      employer: [],
    });
    expect(reset.statusCode, reset.body).toBe(200);
  });

  it('refuses a stale version, a question without German text or of an unknown kind, and more than ten', async () => {
    const { version } = await current();
    const stale = await admin.post(SETTINGS, { version: version - 1, landlord: [], employer: [] });
    expect(stale.statusCode).toBe(409);
    const bad = await admin.post(SETTINGS, {
      version,
      landlord: [{ ...pets, label: { de: ' ' } }],
      employer: [{ ...pets, kind: 'date' }],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty(['landlord.0.label.de']);
    expect(bad.json().errors).toHaveProperty(['employer.0.kind']);
    const many = await admin.post(SETTINGS, { version, landlord: Array(11).fill(pets), employer: [] });
    expect(many.statusCode).toBe(400);
    expect(many.json().errors).toHaveProperty('landlord');
    // nothing was written
    expect((await current()).version).toBe(version);
  });

  it('lets only admins read and change them, each in their own project', async () => {
    for (const user of ['demo.marketer', 'demo.assistant']) {
      const staff = await Client.login(t.app, user);
      expect((await staff.get(SETTINGS)).statusCode).toBe(403);
      expect((await staff.post(SETTINGS, { version: 1, landlord: [], employer: [] })).statusCode).toBe(403);
    }
    expect((await anonymous.get(SETTINGS)).statusCode).toBe(401);
    // another project has its own (none)
    expect((await admin.inTenant('erstvermietung').get(SETTINGS)).json()).toMatchObject({ landlord: [] });
  });

  it('asks the added questions in the reference form, checks their answers, and shows them in the evaluation', async () => {
    const { app, token } = await askLandlordReference(t, admin, rentId);
    const info = (await anonymous.get(`${referenceUrl(token)}/init`)).json<ReferenceInfoReply>();
    const added = info.reference!.questions.find((q) => q.key === 'added_1');
    expect(added).toEqual({ key: 'added_1', kind: 'yesno', required: true, label: { ...pets.label } });
    // the type's own questions come first
    expect(info.reference!.questions[0]!.label).toBeUndefined();

    // a later change of the settings does not change the form of a link already sent
    const { version } = await current();
    expect((await admin.post(SETTINGS, { version, landlord: [], employer: [] })).statusCode).toBe(200);
    const later = (await anonymous.get(`${referenceUrl(token)}/init`)).json<ReferenceInfoReply>();
    expect(later.reference!.questions.map((q) => q.key)).toContain('added_1');

    const answers = { rent_on_time: 'yes', complaints: 'no', would_rent_again: 'yes' };
    const missing = await anonymous.post(referenceUrl(token), { answeredBy: 'Petra Meier', answers });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toHaveProperty(['answers.added_1']);
    const wrong = await anonymous.post(referenceUrl(token), {
      answeredBy: 'Petra Meier',
      answers: { ...answers, added_1: 'vielleicht' },
    });
    expect(wrong.statusCode).toBe(400);
    const ok = await anonymous.post(referenceUrl(token), {
      answeredBy: 'Petra Meier',
      answers: { ...answers, added_1: 'no' },
    });
    expect(ok.statusCode, ok.body).toBe(200);

    const refs = (
      await admin.get(`/api/v1/applications/${app.id}/references`)
    ).json<ApplicationReferencesReply>();
    expect(refs.references[0]!.answers).toContainEqual({
      key: 'added_1',
      label: { ...pets.label },
      value: 'no',
    });
    expect(refs.references[0]!.answers).toContainEqual({ key: 'rent_on_time', value: 'yes' });

    // a link sent now has no added question
    const next = await askLandlordReference(t, admin, rentId);
    const plain = (await anonymous.get(`${referenceUrl(next.token)}/init`)).json<ReferenceInfoReply>();
    expect(plain.reference!.questions.every((q) => q.label === undefined)).toBe(true);
  });
});
