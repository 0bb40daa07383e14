import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  DepositProviderListReply,
  DepositProviderRecord,
  DigitalSignatureRecord,
  RentalAgreementRecord,
} from '../../schema/api/contractSettings';
import { Client, createTestApp, DIALECTS, type TestApp } from './harness';

const AGREEMENT = '/api/v1/settings/rental-agreement';
const SIGNATURE = '/api/v1/settings/digital-signature';
const PROVIDERS = '/api/v1/settings/deposit-providers';

type Refusal = { messageKey?: string; message: string; errors: Record<string, string> };

describe.each(DIALECTS)(
  'settings: rental agreement, digital signature, deposit providers (%s)',
  (dialect) => {
    let t: TestApp;
    let admin: Client;

    beforeAll(async () => {
      t = await createTestApp(dialect);
      admin = await Client.login(t.app, 'demo.admin');
    });
    afterAll(() => t.close());

    const auditOf = async (entity: string, id: number) =>
      (
        await t.database.db
          .selectFrom('audit_log')
          .select('action')
          .where('entity', '=', entity)
          .where('entity_id', '=', String(id))
          .orderBy('id')
          .execute()
      ).map((row) => row.action);

    it('reads the demo template in German and French with its clauses', async () => {
      const res = await admin.get(AGREEMENT);
      expect(res.statusCode).toBe(200);
      const record = res.json<RentalAgreementRecord>();
      expect(record.texts.de).toContain('{{tenant_names}}');
      expect(record.texts.fr).toContain('{{net_rent}}');
      expect(record.texts.it).toBe('');
      expect(record.clauses).toEqual(['general_terms', 'house_rules', 'pets', 'laundry_schedule']);
    });

    it('saves the template sanitised, with its version (409 when stale), audited', async () => {
      const before = (await admin.get(AGREEMENT)).json<RentalAgreementRecord>();
      const saved = await admin.post(AGREEMENT, {
        texts: {
          de: '<p onclick="steal()">Miete {{net_rent}}</p><script>alert(1)</script><img src="x" onerror="alert(2)">',
          it: '<p>Pigione {{net_rent}}<iframe src="https://evil.example"></iframe></p>',
        },
        clauses: ['pets', 'house_rules'],
        version: before.version,
      });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json<RentalAgreementRecord>()).toEqual({
        texts: { de: '<p>Miete {{net_rent}}</p>', fr: '', it: '<p>Pigione {{net_rent}}</p>', en: '' },
        clauses: ['house_rules', 'pets'],
        // a save without the cantons keeps them
        initialRentCantons: before.initialRentCantons,
        // and without the attachments keeps them (none here)
        attachments: before.attachments,
        version: before.version + 1,
      });
      expect((await admin.get(AGREEMENT)).json<RentalAgreementRecord>().texts.de).toBe(
        '<p>Miete {{net_rent}}</p>',
      );
      const stale = await admin.post(AGREEMENT, { texts: { de: '<p>Alt</p>' }, version: before.version });
      expect(stale.statusCode).toBe(409);
      expect(stale.json<Refusal>().messageKey).toBe('rental_agreement_changed_meanwhile');
      expect(await auditOf('rental_agreement_settings', await t.projectId('rent'))).toContain('update');
    });

    it('refuses unknown and damaged placeholders, an empty German template and unknown clauses as field errors', async () => {
      const { version } = (await admin.get(AGREEMENT)).json<RentalAgreementRecord>();
      const res = await admin.post(AGREEMENT, {
        texts: { de: '<p></p>', fr: '<p>{{loyer_net}}</p>', en: '<p>Rent {{net_rent}</p>' },
        clauses: ['house_rules', 'barbecue'],
        version,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json<Refusal>().errors).toEqual({
        'texts.de': 'general_field_is_required',
        'texts.fr': 'contract_unknown_placeholder',
        'texts.en': 'contract_unknown_placeholder',
        clauses: 'contract_clause_unknown',
      });
      // a mail placeholder is not a contract's
      const mail = await admin.post(AGREEMENT, { texts: { de: '<p>{{applicant_name}}</p>' }, version });
      expect(mail.json<Refusal>().errors).toEqual({ 'texts.de': 'contract_unknown_placeholder' });
      expect((await admin.get(AGREEMENT)).json<RentalAgreementRecord>().version).toBe(version);
    });

    it('chooses a countersigner among the project users and keeps the link lifetime within 1 to 60 days', async () => {
      const before = (await admin.get(SIGNATURE)).json<DigitalSignatureRecord>();
      expect(before).toMatchObject({ countersigner_id: null, link_days: 14, version: 1 });
      const contract = before.countersigners.find((c) => c.name !== '' && c.id > 0);
      expect(contract).toBeDefined();
      const names = before.countersigners.map((c) => c.name);
      expect(names.length).toBeGreaterThan(3);

      const saved = await admin.post(SIGNATURE, {
        countersigner_id: contract!.id,
        link_days: 21,
        version: 1,
      });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json<DigitalSignatureRecord>()).toMatchObject({
        countersigner_id: contract!.id,
        link_days: 21,
        version: 2,
      });

      const bounds = await admin.post(SIGNATURE, {
        countersigner_id: contract!.id,
        link_days: 61,
        version: 2,
      });
      expect(bounds.statusCode).toBe(400);
      expect(bounds.json<Refusal>().errors).toEqual({ link_days: 'number_too_large|{"max":60}' });
      const zero = await admin.post(SIGNATURE, { countersigner_id: contract!.id, link_days: 0, version: 2 });
      expect(zero.json<Refusal>().errors).toEqual({ link_days: 'number_too_small|{"min":1}' });

      // a user of another customer is no countersigner here
      const beta = await t.database.db
        .selectFrom('users')
        .select('id')
        .where('username', '=', 'beta.admin')
        .executeTakeFirstOrThrow();
      const foreign = await admin.post(SIGNATURE, { countersigner_id: beta.id, link_days: 10, version: 2 });
      expect(foreign.statusCode).toBe(400);
      expect(foreign.json<Refusal>().errors).toEqual({ countersigner_id: 'countersigner_invalid' });

      const stale = await admin.post(SIGNATURE, {
        countersigner_id: contract!.id,
        link_days: 10,
        version: 1,
      });
      expect(stale.statusCode).toBe(409);
      expect(await auditOf('digital_signature_settings', await t.projectId('rent'))).toEqual(['create']);
    });

    it('lists, creates, reads, edits (409 when stale) and deletes deposit providers, each audited', async () => {
      const list = (await admin.get(PROVIDERS)).json<DepositProviderListReply>();
      expect(list.providers.map((p) => p.name)).toEqual(['Helvetia Mietkaution AG']);

      const created = await admin.post(`${PROVIDERS}/create`, {
        name: '  Kautionsgarant  ',
        contact: 'Frau Meier',
        email: 'anfragen@kautionsgarant.example.ch',
      });
      expect(created.statusCode, created.body).toBe(201);
      const record = created.json<DepositProviderRecord>();
      expect(record).toMatchObject({ name: 'Kautionsgarant', contact: 'Frau Meier', version: 1 });
      expect((await admin.get(`${PROVIDERS}/${record.id}`)).json<DepositProviderRecord>().email).toBe(
        'anfragen@kautionsgarant.example.ch',
      );

      const edit = (version: number, name: string) =>
        admin.post(`${PROVIDERS}/${record.id}/edit`, { name, contact: '', email: record.email, version });
      const edited = await edit(1, 'Kautionsgarant AG');
      expect(edited.statusCode).toBe(200);
      expect(edited.json<DepositProviderRecord>()).toMatchObject({
        name: 'Kautionsgarant AG',
        contact: '',
        version: 2,
      });
      const stale = await edit(1, 'Veraltet');
      expect(stale.statusCode).toBe(409);
      expect(stale.json<Refusal>().messageKey).toBe('deposit_provider_changed_meanwhile');

      const removed = await admin.request({ method: 'DELETE', url: `${PROVIDERS}/${record.id}` });
      expect(removed.statusCode).toBe(200);
      expect((await admin.get(`${PROVIDERS}/${record.id}`)).statusCode).toBe(404);
      expect(await auditOf('deposit_providers', record.id)).toEqual(['create', 'update', 'delete']);
    });

    it('refuses a provider without name, with a bad mail address, or an edit without version', async () => {
      const res = await admin.post(`${PROVIDERS}/create`, {
        name: ' ',
        contact: 'x'.repeat(201),
        email: 'kein-mail',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json<Refusal>().errors).toEqual({
        name: 'general_field_is_required',
        contact: 'text_too_long|{"max":200}',
        email: 'email_invalid',
      });
      const id = (await admin.get(PROVIDERS)).json<DepositProviderListReply>().providers[0]!.id;
      const noVersion = await admin.post(`${PROVIDERS}/${id}/edit`, { name: 'A', email: 'a@b.ch' });
      expect(noVersion.statusCode).toBe(400);
      expect(noVersion.json<Refusal>().errors).toEqual({ version: 'general_field_is_required' });
      expect((await admin.get(`${PROVIDERS}/abc`)).statusCode).toBe(400);
      expect((await admin.get(`${PROVIDERS}/99999999`)).statusCode).toBe(404);
    });

    it('keeps the settings to admins of the project: others 403, another customer or project 404 and its own data', async () => {
      const id = (await admin.get(PROVIDERS)).json<DepositProviderListReply>().providers[0]!.id;
      const user = await Client.login(t.app, 'demo.user');
      expect((await user.get(AGREEMENT)).statusCode).toBe(403);
      expect((await user.post(AGREEMENT, { texts: { de: '<p>x</p>' } })).statusCode).toBe(403);
      expect((await user.get(SIGNATURE)).statusCode).toBe(403);
      expect((await user.get(PROVIDERS)).statusCode).toBe(403);
      expect((await user.post(`${PROVIDERS}/create`, { name: 'X', email: 'x@y.ch' })).statusCode).toBe(403);
      const contract = await Client.login(t.app, 'demo.contract');
      expect((await contract.get(`${PROVIDERS}/${id}`)).statusCode).toBe(403);

      const beta = await Client.login(t.app, 'beta.admin', 'beta');
      expect((await beta.get(`${PROVIDERS}/${id}`)).statusCode).toBe(404);
      expect(
        (await beta.post(`${PROVIDERS}/${id}/edit`, { name: 'X', email: 'x@y.ch', version: 1 })).statusCode,
      ).toBe(404);
      expect((await beta.request({ method: 'DELETE', url: `${PROVIDERS}/${id}` })).statusCode).toBe(404);
      expect(
        (await beta.get(PROVIDERS)).json<DepositProviderListReply>().providers.map((p) => p.id),
      ).not.toContain(id);
      const betaAgreement = (await beta.get(AGREEMENT)).json<RentalAgreementRecord>();
      expect(betaAgreement.texts.de).not.toBe('<p>Miete {{net_rent}}</p>');
      const betaSignature = (await beta.get(SIGNATURE)).json<DigitalSignatureRecord>();
      expect(betaSignature.countersigner_id).toBeNull();
      expect(betaSignature.countersigners.every((c) => !c.name.startsWith('demo'))).toBe(true);

      const verkauf = await Client.login(t.app, 'demo.admin', 'verkauf');
      expect((await verkauf.get(`${PROVIDERS}/${id}`)).statusCode).toBe(404);
      expect((await verkauf.get(PROVIDERS)).json<DepositProviderListReply>().providers).toEqual([]);
      expect((await verkauf.get(AGREEMENT)).json<RentalAgreementRecord>().texts.de).toBe('');
      expect((await admin.get(`${PROVIDERS}/${id}`)).statusCode).toBe(200);
    });
  },
);
