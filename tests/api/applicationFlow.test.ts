import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApplicationStateReply } from '../../schema/api/applicationFlow';
import { CHANGE_STATUS_ACTIONS } from '../../schema/applicationFlow';
import {
  applicationActionRefusal,
  isClosedApplicationState,
  nextApplicationState,
  RENT_APPLICATION_STATES,
  SALE_APPLICATION_STATES,
} from '../../schema/applicationStates';
import { saleStepRefusal } from '../../schema/sales';
import { applicationRow, insertApplication } from './applicationFlowSupport';
import { Client, createTestApp, DIALECTS, type TestApp } from './harness';
import { auditOf, expectFieldError, expectStatus } from './objectsSupport';

/** change-status over HTTP: every action in every state, versions, reasons, roles, projects. */
describe.each(DIALECTS)('applications: change-status (%s)', (dialect) => {
  let t: TestApp;
  let admin: Client;
  let sale: Client;
  let rentId: number;
  let saleId: number;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await Client.login(t.app, 'demo.admin');
    sale = admin.inTenant('verkauf');
    rentId = await t.projectId('rent');
    saleId = await t.projectId('verkauf');
  });
  afterAll(() => t.close());

  const insert = (state: string, isSale = false) =>
    insertApplication(t.database.db, isSale ? saleId : rentId, {
      progress_state: state,
      sale: isSale ? 1 : 0,
      state_before_deactivation:
        state === 'inactive' ? (isSale ? 'sale.client.signed' : 'active.evaluated') : null,
      token_expires_at: isClosedApplicationState(state) ? '2026-01-01T00:00:00.000Z' : null,
    });

  for (const kind of ['rent', 'sale'] as const) {
    const isSale = kind === 'sale';
    const states = isSale ? SALE_APPLICATION_STATES : RENT_APPLICATION_STATES;
    it(`allows and refuses every change-status action in every ${kind} state`, async () => {
      const client = isSale ? sale : admin;
      const prefix = isSale ? '/api/v1/sales/applications' : '/api/v1/applications';
      for (const state of states) {
        for (const action of CHANGE_STATUS_ACTIONS) {
          const app = await insert(state, isSale);
          const what = `${state} ${action}`;
          const res = await client.post(`${prefix}/${app.id}/change-status`, {
            action,
            version: app.version,
            reason: 'Wohnung anderweitig gefunden',
          });
          // the sale steps also need a reservation, which these applications do not have
          const refusal =
            applicationActionRefusal(action, { progress_state: state, sale: isSale }) ??
            (isSale ? saleStepRefusal(action, false) : null);
          const row = await applicationRow(t.database.db, app.id);
          if (refusal) {
            expect(expectStatus(res, 409, what).messageKey, what).toBe(refusal);
            expect(row.progress_state, what).toBe(state);
            expect(row.version, what).toBe(app.version);
            continue;
          }
          const next = nextApplicationState(action, {
            progress_state: state,
            sale: isSale,
            state_before_deactivation: app.state_before_deactivation,
          });
          expectStatus(res, 200, what);
          const reply = res.json<ApplicationStateReply>();
          expect(reply, what).toMatchObject({ id: app.id, progress_state: next, version: app.version + 1 });
          expect(row.progress_state, what).toBe(next);
          // the private link closes with the application and opens again with it
          expect(row.token_expires_at !== null, what).toBe(isClosedApplicationState(next!));
          const audit = await auditOf(t, 'applications', app.id);
          expect(
            audit.map((a) => a.action),
            what,
          ).toEqual([action]);
          expect(JSON.parse(audit[0]!.after!), what).toMatchObject({ progress_state: next });
        }
      }
    });
  }

  it('needs a reason to deactivate, keeps it, and activate returns to the state before', async () => {
    const app = await insert('active.in_progress');
    const url = `/api/v1/applications/${app.id}/change-status`;
    expectFieldError(await admin.post(url, { action: 'deactivate', version: app.version }), 'reason');
    expectFieldError(
      await admin.post(url, { action: 'deactivate', version: app.version, reason: '  ' }),
      'reason',
    );
    const off = (
      await admin.post(url, { action: 'deactivate', version: app.version, reason: 'Zu spät eingereicht' })
    ).json<ApplicationStateReply>();
    expect(off).toMatchObject({ progress_state: 'inactive', deactivation_reason: 'Zu spät eingereicht' });
    expect(off.private_link_expires_at).not.toBeNull();
    expect(off.actions).toEqual(['activate']);
    const on = (
      await admin.post(url, { action: 'activate', version: off.version })
    ).json<ApplicationStateReply>();
    expect(on).toMatchObject({
      progress_state: 'active.in_progress',
      deactivation_reason: '',
      private_link_expires_at: null,
    });
    const row = await applicationRow(t.database.db, app.id);
    expect(row).toMatchObject({
      state_before_deactivation: null,
      token_expires_at: null,
      version: app.version + 2,
    });
  });

  it('refuses a stale version with 409 and changes nothing', async () => {
    const app = await insert('active.new');
    const url = `/api/v1/applications/${app.id}/change-status`;
    expect((await admin.post(url, { action: 'startProgress', version: app.version })).statusCode).toBe(200);
    const res = await admin.post(url, { action: 'markEvaluated', version: app.version });
    expect(expectStatus(res, 409).messageKey).toBe('record_changed');
    expect((await applicationRow(t.database.db, app.id)).progress_state).toBe('active.in_progress');
  });

  it('refuses offer and assign (they name an object) and unknown actions with 400', async () => {
    const app = await insert('active.new');
    const url = `/api/v1/applications/${app.id}/change-status`;
    for (const action of ['offer', 'assign', 'explode', '']) {
      expectFieldError(await admin.post(url, { action, version: app.version }), 'action');
    }
    expectFieldError(await admin.post(url, { action: 'startProgress' }), 'version');
  });

  it('answers 404 for another project’s application and for ids no row has', async () => {
    const other = await insertApplication(t.database.db, await t.projectId('erstvermietung'));
    const gets = ['priority-apartments', 'alternative-apartments', 'offer', 'offer-declined', 'assignment'];
    for (const path of gets) {
      const res = await admin.get(`/api/v1/applications/${other.id}/${path}`);
      expect(expectStatus(res, 404, path).messageKey).toBe('application_not_found');
    }
    const posts = [
      'change-status',
      'edit-prios',
      'offer',
      'offer/decline',
      'offer/withdraw',
      'assignment',
      'assignment/update',
      'assignment/cancel',
      'assignment/release',
    ];
    const objectId = (await t.objectsOf('rent'))[0]!.id;
    for (const path of posts) {
      const res = await admin.post(`/api/v1/applications/${other.id}/${path}`, {
        action: 'startProgress',
        version: other.version,
        objectIds: [],
        objectId,
        expiresOn: '2030-01-01',
        reason: 'x',
      });
      expect(expectStatus(res, 404, path).messageKey).toBe('application_not_found');
    }
    expect((await applicationRow(t.database.db, other.id)).version).toBe(other.version);
    expect((await admin.get('/api/v1/applications/99999999999/offer')).statusCode).toBe(404);
    // not an id at all: a malformed address (schema/rowId.ts)
    expect((await admin.get('/api/v1/applications/abc/offer')).statusCode).toBe(400);
    const foreignObject = (await t.objectsOf('erstvermietung'))[0]!;
    expect((await admin.get(`/api/v1/objects/${foreignObject.id}/applications`)).statusCode).toBe(404);
  });

  it('lets a role without applications_write read but not change; without applications_read nothing', async () => {
    const app = await insert('active.new');
    const assistant = await Client.login(t.app, 'demo.assistant');
    const analyst = await Client.login(t.app, 'demo.analyst');
    const user = await Client.login(t.app, 'demo.user');
    const objectId = (await t.objectsOf('rent'))[0]!.id;
    for (const path of ['priority-apartments', 'alternative-apartments', 'offer-declined']) {
      expect((await assistant.get(`/api/v1/applications/${app.id}/${path}`)).statusCode, path).toBe(200);
      expect((await analyst.get(`/api/v1/applications/${app.id}/${path}`)).statusCode, path).toBe(403);
    }
    expect((await assistant.get(`/api/v1/objects/${objectId}/applications`)).statusCode).toBe(200);
    expect((await analyst.get(`/api/v1/objects/${objectId}/applications`)).statusCode).toBe(403);
    const body = {
      action: 'startProgress',
      version: app.version,
      objectIds: [],
      objectId,
      expiresOn: '2030-01-01',
    };
    for (const path of [
      'change-status',
      'edit-prios',
      'offer',
      'offer/withdraw',
      'assignment',
      'assignment/release',
    ]) {
      expect((await assistant.post(`/api/v1/applications/${app.id}/${path}`, body)).statusCode, path).toBe(
        403,
      );
    }
    expect((await applicationRow(t.database.db, app.id)).version).toBe(app.version);
    const res = await user.post(`/api/v1/applications/${app.id}/change-status`, body);
    expect(res.statusCode, res.body).toBe(200);
    const anonymous = new Client(t.app, null);
    expect((await anonymous.post(`/api/v1/applications/${app.id}/change-status`, body)).statusCode).toBe(401);
  });

  it('runs the sale steps to a completed reservation, which closes the private link', async () => {
    let app = await insert('sale.new', true);
    // the steps need the buyer's reservation of an object
    const object = (await t.objectsOf('verkauf'))[0]!;
    await t.database.db
      .updateTable('objects')
      .set({ progress_state: 'available', active: 1 })
      .where('id', '=', object.id)
      .execute();
    const settings = {
      fee: 5000,
      paymentDays: 10,
      iban: 'CH4431999123000889012',
      creditorName: 'Verkauf AG',
      street: 'Bahnhofstrasse',
      zip: '8001',
      city: 'Zürich',
      country: 'CH',
    };
    expect((await sale.post('/api/v1/settings/reservations', settings)).statusCode).toBe(200);
    const reserved = await sale.post(`/api/v1/sales/applications/${app.id}/reservation`, {
      version: app.version,
      objectId: object.id,
    });
    expect(reserved.statusCode, reserved.body).toBe(200);
    app = await applicationRow(t.database.db, app.id);
    for (const [action, state] of [
      ['clientSigned', 'sale.client.signed'],
      ['feeTransferred', 'sale.fee.transferred'],
      ['reservationCompleted', 'sale.reservation.completed'],
    ] as const) {
      const res = await sale.post(`/api/v1/sales/applications/${app.id}/change-status`, {
        action,
        version: app.version,
      });
      expect(res.json<ApplicationStateReply>().progress_state, res.body).toBe(state);
      app = await applicationRow(t.database.db, app.id);
    }
    expect(app.token_expires_at).not.toBeNull();
    const offer = await sale.post(`/api/v1/applications/${app.id}/offer`, {
      version: app.version,
      objectId: (await t.objectsOf('verkauf'))[0]!.id,
      expiresOn: '2030-01-01',
    });
    expect(expectStatus(offer, 409).messageKey).toBe('application_action_not_in_project');
  });
});
