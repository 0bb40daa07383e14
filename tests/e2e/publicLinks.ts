import { expect, type APIRequestContext } from '@playwright/test';
import { validApplication } from '../api/publicApplicationSupport';
import { latestMailTo } from './outbox';
import { apiSignIn, projectUrl } from './support';

/**
 * Real links to the public pages, made the way the staff make them: through the staff API of the
 * demo projects and the mails the server queues (read from the outbox). Each link belongs to a new
 * application of its own, so the demo records other tests use stay as they are. Answers paths on
 * the default project (rent) or full addresses on another one.
 */

const RENT = 'rent';
const SALE = 'verkauf';
const tokens = new Map<string, string>();
let run = 0;
const stamp = `${Date.now()}`;

/** The staff headers of demo.admin in a project (signed in once per project). */
export async function staffHeaders(
  request: APIRequestContext,
  project = RENT,
): Promise<Record<string, string>> {
  if (!tokens.has(project)) tokens.set(project, (await apiSignIn(request, 'demo.admin', project)).token);
  return { authorization: `Bearer ${tokens.get(project)}`, 'tenant-name': project };
}

/** The path of the link the newest mail to `email` carries. */
export function linkIn(email: string, pattern: RegExp): string {
  const mail = latestMailTo(email);
  expect(mail, `a mail to ${email}`).not.toBeNull();
  const match = pattern.exec(mail!.text_body);
  expect(match, mail!.text_body).not.toBeNull();
  return match![0];
}

/** Apartments of the rent project that take applications now: their ids and application links. */
export async function openApartments(
  request: APIRequestContext,
): Promise<Array<{ id: number; uuid: string; url: string }>> {
  const list = await request.get('/api/v1/objects/apartments?rowsPerPage=50', {
    headers: await staffHeaders(request),
  });
  expect(list.status()).toBe(200);
  const rows = ((await list.json()) as { body: Array<{ _id: number; application_url?: string }> }).body;
  const found: Array<{ id: number; uuid: string; url: string }> = [];
  for (const row of rows) {
    if (!row.application_url) continue;
    const uuid = new URL(row.application_url, 'http://x').searchParams.get('uuids') ?? '';
    const init = await request.get(`/api/v2/applications/new?uuids=${encodeURIComponent(uuid)}`, {
      headers: { 'tenant-name': RENT },
    });
    if (init.status() !== 200) continue;
    const reply = (await init.json()) as { objects: Array<{ open: boolean }> };
    if (reply.objects.every((o) => o.open)) found.push({ id: row._id, uuid, url: row.application_url });
  }
  expect(found.length, 'apartments of the demo data that take applications').toBeGreaterThan(0);
  return found;
}

let taken = 0;

/**
 * The next of the open apartments, in turn: the public form takes 3 applications per address and
 * object an hour, and other specs on the same server apply for the first one (this starts at the second).
 */
async function nextApartment(request: APIRequestContext): Promise<{ id: number; uuid: string; url: string }> {
  const open = await openApartments(request);
  expect(open.length).toBeGreaterThan(0);
  taken += 1;
  return open[taken % open.length]!;
}

/** A new application of our own for an apartment (sent through the public API). */
export async function newApplication(
  request: APIRequestContext,
  uuid: string,
  household: Record<string, unknown> = {},
): Promise<{ id: number; version: number; email: string }> {
  run += 1;
  const email = `e2e.public.${stamp}.${run}@example.ch`;
  const base = validApplication(uuid);
  const created = await request.post('/api/v2/applications/new', {
    data: {
      ...base,
      language: 'de',
      household: { ...base.household, ...household },
      adults: [{ ...base.adults[0], first_name: 'Lea', last_name: `Prüfung${run}`, email }],
    },
    headers: { 'tenant-name': RENT },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { slug, token } = (await created.json()) as { slug: string; token: string };
  const view = await request.get(`/api/v2/applications/${slug}/${token}/update`, {
    headers: { 'tenant-name': RENT },
  });
  const { application } = (await view.json()) as { application: { id: number; version: number } };
  return { id: application.id, version: application.version, email };
}

/** A Swiss calendar day `days` from today, as YYYY-MM-DD. */
export const swissDay = (days: number): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Zurich' }).format(
    new Date(Date.now() + days * 86_400_000),
  );

/** The offer page of an apartment offered to a new application. */
export async function offerLink(request: APIRequestContext): Promise<string> {
  const apartment = await nextApartment(request);
  const app = await newApplication(request, apartment.uuid);
  const offer = await request.post(`/api/v1/applications/${app.id}/offer`, {
    data: { version: app.version, objectId: apartment.id, expiresOn: swissDay(5), comment: '' },
    headers: await staffHeaders(request),
  });
  expect(offer.status(), await offer.text()).toBe(200);
  return linkIn(app.email, /\/action\/[A-Za-z0-9_-]+\/offer-form/);
}

/** The documents upload page of a new application asked for its debt-enforcement extract. */
export async function documentsLink(request: APIRequestContext): Promise<string> {
  const apartment = await nextApartment(request);
  const app = await newApplication(request, apartment.uuid);
  const asked = await request.post(`/api/v1/applications/${app.id}/documents-request`, {
    data: { categories: ['debt_collection'], message: 'Bitte den aktuellen Auszug.' },
    headers: await staffHeaders(request),
  });
  expect(asked.status(), await asked.text()).toBe(200);
  return linkIn(app.email, /\/action\/[0-9a-f-]{36}\/[A-Za-z0-9_-]+\/documents-upload-form/);
}

/** A new application whose landlord was mailed for a reference: its id and the reference form's path. */
export async function referenceRequest(request: APIRequestContext): Promise<{ id: number; link: string }> {
  const apartment = await nextApartment(request);
  run += 1;
  const landlord = `vermietung.public.${stamp}.${run}@example.ch`;
  const app = await newApplication(request, apartment.uuid, {
    landlord_name: 'Verwaltung Seeblick AG',
    landlord_email: landlord,
  });
  const url = '/api/v1/communication/landlord/reference-mails';
  const headers = await staffHeaders(request);
  const dialog = await request.get(`${url}?targets=${app.id}`, { headers });
  expect(dialog.status(), await dialog.text()).toBe(200);
  const draft = ((await dialog.json()) as { mailTemplates: Array<{ subject: string; body: string }> })
    .mailTemplates[0]!;
  const sent = await request.post(url, {
    data: { targets: [app.id], subject: draft.subject, body: draft.body },
    headers,
  });
  expect(sent.status(), await sent.text()).toBe(200);
  return { id: app.id, link: linkIn(landlord, /\/action\/[A-Za-z0-9_-]+\/reference-form\?type=landlord/) };
}

/** The landlord reference form of a new application, from the reference mail. */
export async function referenceLink(request: APIRequestContext): Promise<string> {
  return (await referenceRequest(request)).link;
}

/** What differs between the viewings the tests make: the day, the hour in two half-hour slots, who is invited. */
export interface ViewingPlan {
  days: number;
  times: [start: string, middle: string, end: string];
  place: string;
  capacity: number;
  invitation: 'chosen' | 'public';
  applicationIds: number[];
}

/**
 * A viewing of the rent project made through the staff API, at `url` (the general create or an
 * object's own), with Marco Bernasconi as the contact; answers its id.
 */
export async function createViewing(
  request: APIRequestContext,
  plan: ViewingPlan,
  url = '/api/v1/appointments/create',
): Promise<number> {
  const [start, middle, end] = plan.times;
  const created = await request.post(url, {
    headers: await staffHeaders(request),
    data: {
      date: swissDay(plan.days),
      startTime: start,
      endTime: end,
      place: plan.place,
      contactPerson: 'Marco Bernasconi',
      contactPhone: '044 700 12 50',
      note: '',
      invitation: plan.invitation,
      slots: [
        { startTime: start, endTime: middle, capacity: plan.capacity },
        { startTime: middle, endTime: end, capacity: plan.capacity },
      ],
      applicationIds: plan.applicationIds,
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  return ((await created.json()) as { appointment: { id: number } }).appointment.id;
}

/**
 * A viewing in 10 days, 17:00–18:00 in two slots of 3 places, to which an application is invited
 * and mailed: answers the viewing's id and the booking page's path from the mail.
 */
export async function mailedViewing(
  request: APIRequestContext,
  application: { id: number; email: string },
): Promise<{ id: number; link: string }> {
  const id = await createViewing(request, {
    days: 10,
    times: ['17:00', '17:30', '18:00'],
    place: 'Vor dem Hauseingang',
    capacity: 3,
    invitation: 'chosen',
    applicationIds: [application.id],
  });
  const mailed = await request.post(`/api/v1/appointments/${id}/send-mail`, {
    headers: await staffHeaders(request),
    data: { subject: 'Besichtigung', body: 'Bitte melden Sie sich an: {{viewing_link}}', to: 'invited' },
  });
  expect(mailed.status(), await mailed.text()).toBe(200);
  return { id, link: linkIn(application.email, /\/action\/[^\s]+\/appointments-booking-object/) };
}

/** The viewing booking page of a new viewing with two slots, mailed to a new application. */
export async function viewingLink(request: APIRequestContext): Promise<string> {
  const apartment = await nextApartment(request);
  const app = await newApplication(request, apartment.uuid);
  return (await mailedViewing(request, app)).link;
}

interface SaleReply {
  id: number;
  version: number;
  reservation: unknown;
  priorities: Array<{ object: { id: number }; refusal: string | null }>;
  refusals: { reserve: string | null };
}

/**
 * A buyer of the sale project with an open reservation: settings > reservations filled in, one of
 * the buyer's priority objects reserved through the staff API. Answers the application's id, its
 * version after the reservation, the buyer's address and the accounting confirmation mail's form
 * (its path and the templates its dialog offers).
 */
export async function reservedBuyer(request: APIRequestContext): Promise<{
  id: number;
  version: number;
  email: string;
  form: string;
  templates: Array<{ id: number; subject: string; body: string }>;
}> {
  const headers = await staffHeaders(request, SALE);
  const settings = await request.get('/api/v1/settings/reservations', { headers });
  expect(settings.status()).toBe(200);
  const saved = await request.post('/api/v1/settings/reservations', {
    headers,
    data: {
      fee: 5000,
      paymentDays: 10,
      iban: 'CH44 3199 9123 0008 8901 2',
      creditorName: 'Verkauf Seeblick AG',
      street: 'Bahnhofstrasse',
      buildingNumber: '1',
      zip: '8001',
      city: 'Zürich',
      country: 'CH',
      version: ((await settings.json()) as { version: number }).version,
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const list = await request.get('/api/v1/sales/applications/?rowsPerPage=50', { headers });
  expect(list.status(), await list.text()).toBe(200);
  const base = '/api/v1/sales/applications';
  for (const row of ((await list.json()) as { body: Array<{ _id: number }> }).body) {
    const sale = (await (
      await request.get(`${base}/${row._id}/buying-confirmation-prios`, { headers })
    ).json()) as SaleReply;
    const form = `${base}/${row._id}/interested/send-buying-confirmation-form`;
    if ((await request.get(form, { headers })).status() !== 200) continue;
    if (sale.reservation || sale.refusals?.reserve !== null) continue;
    const object = sale.priorities.find((p) => p.refusal === null);
    if (!object) continue;
    const reserved = await request.post(`${base}/${row._id}/reservation`, {
      headers,
      data: { version: sale.version, objectId: object.object.id, comment: '' },
    });
    expect(reserved.status(), await reserved.text()).toBe(200);
    const { version } = (await reserved.json()) as { version: number };
    const dialog = (await (await request.get(form, { headers })).json()) as {
      contactGroups: Array<{ contacts: Array<{ email: string }> }>;
      mailTemplates: Array<{ id: number; subject: string; body: string }>;
    };
    const email = dialog.contactGroups[0]!.contacts[0]!.email;
    return { id: row._id, version, email, form, templates: dialog.mailTemplates };
  }
  throw new Error('no buyer of the demo data may reserve one of its priority objects');
}

/** The path of the accounting confirmation link in the newest mail to a buyer. */
export const accountingPath = (email: string): string =>
  linkIn(email, /\/action\/[0-9a-f-]{36}\/[A-Za-z0-9_-]+\/accounting-confirmation-form/);

/**
 * The accounting confirmation page of a reserved buyer of the sale project, the confirmation mail
 * sent with the project's template. Answers the full address (the sale project has its own host).
 */
export async function accountingLink(request: APIRequestContext): Promise<string> {
  const buyer = await reservedBuyer(request);
  const template = buyer.templates[0]!;
  const sent = await request.post(buyer.form, {
    headers: await staffHeaders(request, SALE),
    data: { version: buyer.version, subject: template.subject, body: template.body, templateId: template.id },
  });
  expect(sent.status(), await sent.text()).toBe(200);
  return projectUrl(SALE, `${accountingPath(buyer.email)}?lang=de`);
}

/** An offer link answered (declined) through the public API: the page then says it was used. */
export async function usedOfferLink(request: APIRequestContext): Promise<string> {
  const path = await offerLink(request);
  const id = /\/action\/([A-Za-z0-9_-]+)\/offer-form/.exec(path)![1];
  const answered = await request.post(`/api/v1/applications/${id}/offer-confirm`, {
    headers: { 'tenant-name': RENT },
    data: { answer: 'decline', reason: 'Wir haben etwas anderes gefunden.' },
  });
  expect(answered.status(), await answered.text()).toBe(200);
  return path;
}

/** Switches the city template of a project on (settings > website, through the staff API). */
export async function enableCityTemplate(request: APIRequestContext, project: string): Promise<void> {
  const headers = await staffHeaders(request, project);
  const url = '/api/v1/settings/website/city-template';
  const current = (await (await request.get(url, { headers })).json()) as { version: number };
  const saved = await request.post(url, {
    headers,
    data: {
      enabled: true,
      cityName: 'Stadt Winterthur',
      legalUrl: 'https://stadt.example/rechtliches',
      imprintUrl: 'https://stadt.example/impressum',
      accessibilityUrl: 'https://stadt.example/barrierefreiheit',
      version: current.version,
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
}

/** The first offer the public object list of a project shows: its id. */
export async function firstPublicObject(request: APIRequestContext, project: string): Promise<string> {
  const listed = await request.get('/api/v1/objects/iframe-object-list', {
    headers: { 'tenant-name': project },
  });
  expect(listed.status()).toBe(200);
  const offers = (await listed.json()) as { objects: Array<{ id: string }> };
  expect(offers.objects.length).toBeGreaterThan(0);
  return offers.objects[0]!.id;
}
