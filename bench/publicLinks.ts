import Database from 'better-sqlite3';
import path from 'node:path';
import { validApplication } from '../tests/api/publicApplicationSupport';

/**
 * Real addresses of the public pages for bench:client, made the way the staff make them: through
 * the staff API of the demo data and the mails the server queued (read from its SQLite file, so
 * the server must run with a data folder, not in memory). One application of its own per link.
 */

const RENT = 'rent';
const stamp = Date.now();
let run = 0;

async function call<T>(base: string, url: string, init: RequestInit & { token?: string } = {}): Promise<T> {
  const headers: Record<string, string> = { 'tenant-name': RENT, 'content-type': 'application/json' };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  const res = await fetch(`${base}${url}`, { ...init, headers: { ...headers, ...(init.headers as object) } });
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

async function staffToken(base: string): Promise<string> {
  const body = await call<{ token: string }>(base, '/api/v1/login', {
    method: 'POST',
    body: JSON.stringify({ username: 'demo.admin', password: 'Demo2026!' }),
  });
  return body.token;
}

/** The open apartments of the rent project: ids, uuids and application form addresses. */
async function openApartments(base: string, token: string) {
  const list = await call<{ body: Array<{ _id: number; application_url?: string }> }>(
    base,
    '/api/v1/objects/apartments?rowsPerPage=50',
    { token },
  );
  const found: Array<{ id: number; uuid: string; url: string }> = [];
  for (const row of list.body) {
    if (!row.application_url) continue;
    const uuid = new URL(row.application_url, 'http://x').searchParams.get('uuids') ?? '';
    const init = await fetch(`${base}/api/v2/applications/new?uuids=${encodeURIComponent(uuid)}`, {
      headers: { 'tenant-name': RENT },
    });
    if (!init.ok) continue;
    const reply = (await init.json()) as { objects: Array<{ open: boolean }> };
    if (reply.objects.every((o) => o.open)) found.push({ id: row._id, uuid, url: row.application_url });
  }
  if (found.length === 0) throw new Error('no apartment of the demo data takes applications');
  return found;
}

async function newApplication(base: string, uuid: string) {
  run += 1;
  const email = `bench.client.${stamp}.${run}@example.ch`;
  const data = validApplication(uuid);
  const { slug, token } = await call<{ slug: string; token: string }>(base, '/api/v2/applications/new', {
    method: 'POST',
    body: JSON.stringify({
      ...data,
      language: 'de',
      adults: [{ ...data.adults[0], first_name: 'Lea', last_name: `Messung${run}`, email }],
    }),
  });
  const view = await call<{ application: { id: number; version: number } }>(
    base,
    `/api/v2/applications/${slug}/${token}/update`,
  );
  return { ...view.application, email };
}

function linkIn(dataDir: string, email: string, pattern: RegExp): string {
  const db = new Database(path.join(dataDir, 'app.db'), { readonly: true, fileMustExist: true });
  try {
    const row = db
      .prepare('SELECT text_body FROM outbox WHERE to_address = ? ORDER BY id DESC LIMIT 1')
      .get(email) as { text_body: string } | undefined;
    const match = row && pattern.exec(row.text_body);
    if (!match) throw new Error(`no mail to ${email} with ${pattern}`);
    return match[0];
  } finally {
    db.close();
  }
}

const swissDay = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Zurich' }).format(
    new Date(Date.now() + days * 86_400_000),
  );

/** The addresses (paths on the server, or full addresses) of the public pages bench:client loads. */
export interface PublicAddresses {
  applicationForm: string;
  viewingBooking: string;
  offer: string;
  publicObjectList: string;
}

/** Makes one address of each measured public page on a server whose data folder is `dataDir`. */
export async function publicAddresses(base: string, dataDir: string): Promise<PublicAddresses> {
  const token = await staffToken(base);
  const [first, second = first!] = await openApartments(base, token);
  // the viewing booking: a viewing with two slots mailed to a new application
  const invited = await newApplication(base, first!.uuid);
  const { appointment } = await call<{ appointment: { id: number } }>(base, '/api/v1/appointments/create', {
    token,
    method: 'POST',
    body: JSON.stringify({
      date: swissDay(10),
      startTime: '17:00',
      endTime: '18:00',
      place: 'Vor dem Hauseingang',
      contactPerson: 'Marco Bernasconi',
      contactPhone: '044 700 12 50',
      note: '',
      invitation: 'chosen',
      slots: [
        { startTime: '17:00', endTime: '17:30', capacity: 3 },
        { startTime: '17:30', endTime: '18:00', capacity: 3 },
      ],
      applicationIds: [invited.id],
    }),
  });
  await call(base, `/api/v1/appointments/${appointment.id}/send-mail`, {
    token,
    method: 'POST',
    body: JSON.stringify({
      subject: 'Besichtigung',
      body: 'Bitte melden Sie sich an: {{viewing_link}}',
      to: 'invited',
    }),
  });
  const viewingBooking = linkIn(dataDir, invited.email, /\/action\/[^\s]+\/appointments-booking-object/);
  // the offer: a new application offered the second apartment (which then takes no more)
  const offered = await newApplication(base, second.uuid);
  await call(base, `/api/v1/applications/${offered.id}/offer`, {
    token,
    method: 'POST',
    body: JSON.stringify({
      version: offered.version,
      objectId: second.id,
      expiresOn: swissDay(5),
      comment: '',
    }),
  });
  const offer = linkIn(dataDir, offered.email, /\/action\/[A-Za-z0-9_-]+\/offer-form/);
  const port = new URL(base).port;
  return {
    applicationForm: new URL(first!.url, base).pathname + new URL(first!.url, base).search,
    viewingBooking,
    offer,
    // the public object list of the first-letting demo project, on its own host
    publicObjectList: `http://erstvermietung.localhost:${port}/public-object-list`,
  };
}
