import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type {
  PublicApplicationCreated,
  PublicApplicationReply,
  PublicPersonSaved,
} from '../../schema/api/applicationForms';
import { loadConfig } from '../../server/core/config';
import { addressKey } from '../../server/modules/publicApplications/rateLimit';
import { createTestApp, DIALECTS, type TestApp } from './harness';
import { openObjects, publicCall, validApplication } from './publicApplicationSupport';

const NEW = '/api/v2/applications/new';
const ATTACK = 'Gewinn abholen: https://evil.example/x';

describe('limits of the public form in the configuration', () => {
  it('default to 10 submits and 300 link writes per address and hour, and read PUBLIC_*', () => {
    const defaults = loadConfig({});
    expect(defaults.publicSubmitsPerAddressPerHour).toBe(10);
    expect(defaults.publicLinkWritesPerAddressPerHour).toBe(300);
    const set = loadConfig({
      PUBLIC_SUBMITS_PER_ADDRESS_PER_HOUR: '3',
      PUBLIC_LINK_WRITES_PER_ADDRESS_PER_HOUR: '40',
    });
    expect(set.publicSubmitsPerAddressPerHour).toBe(3);
    expect(set.publicLinkWritesPerAddressPerHour).toBe(40);
    expect(() => loadConfig({ PUBLIC_SUBMITS_PER_ADDRESS_PER_HOUR: '0' })).toThrow(
      /PUBLIC_SUBMITS_PER_ADDRESS_PER_HOUR/,
    );
  });

  it('counts an IPv6 address by its /64 network and an IPv4-mapped one as IPv4', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8:1:2:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
  });
});

describe.each(DIALECTS)('limits of the public form (%s)', (dialect) => {
  let t: TestApp;
  let projectId: number;
  let objects: Array<{ id: number; public_id: string; title: string }>;
  let address = 0;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    projectId = await t.projectId('rent');
    objects = await openObjects(t.database.db, projectId).orderBy('id').limit(4).execute();
    expect(objects).toHaveLength(4);
  });
  afterEach(() => {
    const defaults = loadConfig({});
    t.config.publicSubmitsPerAddressPerHour = defaults.publicSubmitsPerAddressPerHour;
    t.config.publicLinkWritesPerAddressPerHour = defaults.publicLinkWritesPerAddressPerHour;
  });
  afterAll(() => t.close());

  const nextAddress = () => `10.1.${Math.floor(++address / 250)}.${address % 250}`;
  const call = (method: 'POST' | 'DELETE', url: string, remoteAddress: string, payload?: unknown) =>
    publicCall(t, method, url, remoteAddress, payload);
  const submitFrom = (remoteAddress: string, uuid = objects[0]!.public_id, extra = {}) =>
    call('POST', NEW, remoteAddress, validApplication(uuid, extra));
  const link = (created: PublicApplicationCreated) =>
    `/api/v1/product-form/${created.formId}/update/${created.slug}/${created.token}`;

  it('lets a 21st address submit after 20 addresses have each used up their own hourly limit', async () => {
    // the limit per address made small, so that 20 addresses reach it with few requests
    t.config.publicSubmitsPerAddressPerHour = 2;
    const crowd = Array.from({ length: 20 }, nextAddress);
    for (const here of crowd) {
      for (let i = 0; i < 2; i += 1) {
        const res = await submitFrom(here, objects[i]!.public_id);
        expect(res.statusCode, res.body).toBe(201);
      }
    }
    for (const here of [crowd[0]!, crowd[19]!]) {
      const again = await submitFrom(here, objects[3]!.public_id);
      expect(again.statusCode).toBe(429);
      expect(again.json<{ messageKey: string }>().messageKey).toBe('application_rate_limited');
    }
    const newcomer = await submitFrom(nextAddress());
    expect(newcomer.statusCode, newcomer.body).toBe(201);
    // no count is shared by the addresses
    const buckets = await t.database.db
      .selectFrom('public_rate_events')
      .select('bucket')
      .distinct()
      .where('bucket', 'like', 'application_submit:%')
      .execute();
    expect(buckets.every((b) => /:address:/.test(b.bucket))).toBe(true);
  });

  it('limits the submits of one address for one object, and still takes another object from it', async () => {
    const here = nextAddress();
    for (let i = 0; i < 3; i += 1) {
      expect((await submitFrom(here, objects[1]!.public_id)).statusCode).toBe(201);
    }
    const fourth = await submitFrom(here, objects[1]!.public_id);
    expect(fourth.statusCode).toBe(429);
    expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(0);
    expect((await submitFrom(here, objects[2]!.public_id)).statusCode).toBe(201);
    // the same object from another address
    expect((await submitFrom(nextAddress(), objects[1]!.public_id)).statusCode).toBe(201);
  });

  it('counts an IPv6 household by its network, not by each of its addresses', async () => {
    t.config.publicSubmitsPerAddressPerHour = 2;
    expect((await submitFrom('2001:db8:7:7::1')).statusCode).toBe(201);
    expect((await submitFrom('2001:db8:7:7::2', objects[1]!.public_id)).statusCode).toBe(201);
    expect((await submitFrom('2001:db8:7:7::3', objects[2]!.public_id)).statusCode).toBe(429);
    expect((await submitFrom('2001:db8:7:8::1')).statusCode).toBe(201);
  });

  it('sends a confirmation that carries none of the applicant’s free text, from the project’s name', async () => {
    const body = validApplication(objects[2]!.public_id);
    const to = 'victim@example.org';
    const attack = {
      ...body,
      language: 'de',
      household: {
        ...body.household,
        pets: true,
        pets_description: `${ATTACK} pets`,
        instruments: 'yes',
        instruments_description: `${ATTACK} instruments`,
        remarks: `${ATTACK} remarks\nmore lines`,
        landlord_name: `${ATTACK} landlord`,
        moving_reason: `${ATTACK} moving`,
      },
      adults: [
        {
          ...body.adults[0],
          first_name: `${ATTACK} first`,
          last_name: `${ATTACK} last`,
          profession: `${ATTACK} profession`,
          employer: `${ATTACK} employer`,
          email: to,
        },
      ],
      children: [{ first_name: `${ATTACK} child`, last_name: `${ATTACK} child`, birth_date: '2019-09-03' }],
    };
    const res = await call('POST', NEW, nextAddress(), attack);
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json<PublicApplicationCreated>();
    // the free text is stored with the application (for staff) ...
    const stored = await t.database.db
      .selectFrom('applications')
      .select(['main_name', 'answers'])
      .where('slug', '=', created.slug)
      .executeTakeFirstOrThrow();
    expect(stored.main_name).toContain(ATTACK);
    expect(stored.answers).toContain(`${ATTACK} remarks`);

    // ... but the mail to the typed address has none of it
    const mail = await t.database.db
      .selectFrom('outbox')
      .selectAll()
      .where('to_address', '=', to)
      .executeTakeFirstOrThrow();
    for (const part of [mail.subject, mail.text_body, mail.html_body ?? '', mail.from_name ?? '']) {
      expect(part).not.toContain('evil.example');
      expect(part).not.toContain('Gewinn');
    }
    const project = await t.database.db
      .selectFrom('projects')
      .select('title')
      .where('id', '=', projectId)
      .executeTakeFirstOrThrow();
    expect(mail.from_name).toBe(project.title);
    expect(mail.subject).toBe(`Ihre Bewerbung für ${objects[2]!.title}`);
    expect(mail.text_body).toContain(
      `/form/application/${created.slug}/${created.token}/update/${created.formId}`,
    );
    expect(mail.text_body).toContain(project.title);
  });

  it('records every write through a private link, so that the write past the hourly limit is refused', async () => {
    const created = (await submitFrom(nextAddress(), objects[3]!.public_id)).json<PublicApplicationCreated>();
    const base = link(created);
    const here = nextAddress();
    t.config.publicLinkWritesPerAddressPerHour = 8;

    // 8 writes of every kind: household, create, change and remove persons
    const show = await t.app.inject({
      method: 'GET',
      url: `/api/v2/applications/${created.slug}/${created.token}/update`,
      headers: { 'tenant-name': 'rent' },
    });
    const { application } = show.json<PublicApplicationReply>();
    const household = await call('POST', base, here, {
      version: application.version,
      answers: { ...application.answers, remarks: 'Wir sind eine ruhige Familie.' },
    });
    expect(household.statusCode, household.body).toBe(200);
    const child = { first_name: 'Noé', last_name: 'Favre', birth_date: '2021-02-01' };
    const made = await call('POST', `${base}/child`, here, { answers: child });
    expect(made.statusCode, made.body).toBe(201);
    const person = made.json<PublicPersonSaved>().person;
    let personVersion = person.version;
    for (let i = 0; i < 3; i += 1) {
      const changed = await call('POST', `${base}/child/${person.id}`, here, {
        version: personVersion,
        answers: { ...child, first_name: `Noé ${i}` },
      });
      expect(changed.statusCode, changed.body).toBe(200);
      personVersion = changed.json<PublicPersonSaved>().person.version;
    }
    const adult = await call('POST', `${base}/adult`, here, {
      answers: { ...validApplication('x').adults[0], first_name: 'Dominique' },
    });
    expect(adult.statusCode, adult.body).toBe(201);
    const removed = await call('DELETE', `${base}/adult/${adult.json<PublicPersonSaved>().person.id}`, here);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await call('DELETE', `${base}/child/${person.id}`, here)).statusCode).toBe(200);

    const recorded = await t.database.db
      .selectFrom('public_rate_events')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('bucket', '=', `application_link:address:${here}`)
      .executeTakeFirstOrThrow();
    expect(Number(recorded.n)).toBe(8);

    const ninth = await call('POST', `${base}/child`, here, { answers: child });
    expect(ninth.statusCode, ninth.body).toBe(429);
    expect(ninth.json<{ messageKey: string }>().messageKey).toBe('application_rate_limited');
    expect(Number(ninth.headers['retry-after'])).toBeGreaterThan(0);
    // another address may still write
    expect((await call('POST', `${base}/child`, nextAddress(), { answers: child })).statusCode).toBe(201);
  });
});
