import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { ApiErrorBody } from '../../schema/api/common';
import type { TableData } from '../../schema/api/tableData';
import { hasRentalCriteria, PROPERTY_TYPES, type ObjectType } from '../../schema/objects';
import { readRuleMessage } from '../../schema/rules';
import { permissionSubject } from '../../server/core/auth';
import { translator } from '../../server/core/i18n/index';
import type { Database } from '../../server/db/types';
import type { ListRequest } from '../../server/lists/types';
import type { Client, TestApp } from './harness';

/** Helpers the object and building API tests share. */

export function expectStatus(res: LightMyRequestResponse, status: number, what = ''): ApiErrorBody {
  expect(res.statusCode, `${what} ${res.body}`).toBe(status);
  expect(res.headers['content-type'], what).toContain('application/json');
  const body = res.json<ApiErrorBody>();
  if (status >= 400) expect(body.message, what).toBeTruthy();
  return body;
}

/**
 * A 400 that names `field` with the message `key`: a key with parameters (`number_too_small|{"min":0}`)
 * must match exactly, a bare key whatever parameters it carries.
 */
export function expectFieldError(res: LightMyRequestResponse, field: string, key?: string): ApiErrorBody {
  const body = expectStatus(res, 400, field);
  expect(Object.keys(body.errors ?? {}), `${field}: ${res.body}`).toContain(field);
  const message = body.errors?.[field] ?? '';
  if (key) expect(key.includes('|') ? message : readRuleMessage(message).key, field).toBe(key);
  return body;
}

let counter = 0;
/** A reference number no demo object has. */
export function freshRef(prefix = 'TEST'): string {
  counter += 1;
  return `${prefix}-${process.pid}-${counter}`;
}

/** A body the create call accepts for any type, in a letting or a sale project. */
export function objectBody(type: ObjectType, sale: boolean, refNumber = freshRef()) {
  return {
    basics: {
      title: 'Helle Wohnung am Stadtpark',
      propertyType: PROPERTY_TYPES[type][0],
      refNumber,
      rooms: type === 'apartments' ? 3.5 : null,
      floor: '2. OG',
      floorNum: 2,
      area: 84.5,
      areas: type === 'apartments' ? [{ kind: 'balcony', area: 8 }] : [],
      characteristics: [],
    },
    prices: sale
      ? { sellingPrice: 985000 }
      : { rentalPrice: 2140.5, nettoPrice: 1890.5, extraPrice: 250, deposit: 5671.5 },
    address: { building: null, street: 'Stadtparkweg', houseNumber: '7', postalCode: '8004', city: 'Zürich' },
    ...(hasRentalCriteria(type, sale) ? { rental: { minAdults: 1, maxAdults: 3 } } : {}),
    additional: {
      application: true,
      availableFrom: '01.04.2026',
      owner: 'Pensionskasse Limmattal',
      visitation: 'nach Vereinbarung',
      visitationPhone: '044 500 12 30',
      description: '<p>Ruhige Lage</p>',
    },
  };
}

/** The same body with one field of one group replaced. */
export function withField<T extends object>(body: T, group: string, field: string, value: unknown): T {
  const groups = body as unknown as Record<string, Record<string, unknown>>;
  return { ...body, [group]: { ...groups[group], [field]: value } };
}

export async function listSearch(client: Client, path: string, search: string): Promise<number[]> {
  const res = await client.get(`/api/v1/${path}`, { search, rowsPerPage: '50' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TableData>().body.map((r) => r._id);
}

export async function auditOf(t: TestApp, entity: string, id: number) {
  return t.database.db
    .selectFrom('audit_log')
    .selectAll()
    .where('entity', '=', entity)
    .where('entity_id', '=', String(id))
    .orderBy('id')
    .execute();
}

export async function objectRow(t: TestApp, id: number) {
  return t.database.db.selectFrom('objects').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function occupanciesOf(t: TestApp, objectId: number) {
  return t.database.db
    .selectFrom('object_occupancies')
    .selectAll()
    .where('object_id', '=', objectId)
    .orderBy('id')
    .execute();
}

/** How many rows a table holds, over all projects. */
export async function rowCount(t: TestApp, table: keyof Database): Promise<number> {
  const row = await t.database.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A ListRequest as server/lists/routes.ts builds it, from the database rows of project and user. */
export async function listRequest(t: TestApp, slug: string, username: string): Promise<ListRequest> {
  const db = t.database.db;
  const project = await db
    .selectFrom('projects')
    .selectAll()
    .where('slug', '=', slug)
    .executeTakeFirstOrThrow();
  const user = await db
    .selectFrom('users')
    .selectAll()
    .where('username', '=', username)
    .executeTakeFirstOrThrow();
  return {
    db,
    dialect: t.database.dialect,
    project,
    user,
    subject: permissionSubject(user, project),
    t: translator('de'),
    lang: 'de',
  };
}
