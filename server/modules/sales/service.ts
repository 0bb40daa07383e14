import { createHash } from 'node:crypto';
import type { z } from 'zod';
import type { Language } from '../../../schema/api/common';
import { isLanguage } from '../../../schema/api/common';
import type {
  BuyingConfirmationReply,
  SaleAccountingInfo,
  SaleChangeReply,
  SalePaymentInfo,
  SaleReservationInfo,
} from '../../../schema/api/sales';
import { applicationActionRefusal, type ApplicationAction } from '../../../schema/applicationStates';
import {
  reservationReference,
  reservationRefusal,
  saleStepRefusal,
  type paymentInfoSchema,
  type removeReservationSchema,
  type reservationSchema,
} from '../../../schema/sales';
import { auditedFields } from '../../core/audit';
import type { StaffContext } from '../../core/context';
import { notFound } from '../../core/errors';
import { translator } from '../../core/i18n/index';
import { escapeHtml, mailDelivery, queueMail } from '../../core/mail';
import { scoped, type Executor, type Scoped } from '../../core/scope';
import type { Storage } from '../../core/storage';
import type { Application } from '../../db/tables/applications';
import type { ObjectOccupancy } from '../../db/tables/objects';
import type { SaleReservation } from '../../db/tables/sales';
import type { RealEstateObject } from '../../db/types';
import {
  closeOccupancy,
  entry,
  findApplication,
  findFlowObject,
  flowObject,
  openOccupancy,
  refused,
  setObjectState,
  staffChange,
  stateReply,
  swissDay,
  type Flow,
  updateApplication,
} from '../applicationFlow/common';
import { fileNamePart } from '../objectMedia/print/text';
import { newStorageKey } from '../files/service';
import { renderReservation } from './pdf';
import { reservationSettingsRow } from './settings';

/**
 * The sales pipeline of an application (spec 2 section 7.8): a reservation of one object for the
 * buyer (the object is reserved; a confirmation PDF with a QR-bill for the fee is filed and mailed),
 * its removal (the object is available again, the application back to sale.new), the payment of
 * the fee, and the sale's completion (the object is sold). Every change in one transaction, at the
 * version the person saw.
 */

/** A day some days after another, YYYY-MM-DD. */
const addDaysIso = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const cents = (value: number | null) => (value === null ? null : value / 100);

/** The application's open reservation with its sale details, if any. */
export async function openReservation(
  scope: Scoped,
  applicationId: number,
): Promise<{ occupancy: ObjectOccupancy; sale: SaleReservation } | null> {
  const occupancy = await scope
    .selectFrom('object_occupancies')
    .selectAll()
    .where('application_id', '=', applicationId)
    .where('kind', '=', 'reservation')
    .where('closed_at', 'is', null)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!occupancy) return null;
  const sale = await scope
    .selectFrom('sale_reservations')
    .selectAll()
    .where('occupancy_id', '=', occupancy.id)
    .executeTakeFirst();
  return sale ? { occupancy, sale } : null;
}

async function reservationInfo(
  scope: Scoped,
  held: { occupancy: ObjectOccupancy; sale: SaleReservation } | null,
): Promise<SaleReservationInfo | null> {
  if (!held) return null;
  const object = await findFlowObject(scope, held.sale.object_id);
  return {
    id: held.sale.id,
    object: flowObject(object, true),
    fee: held.sale.fee_cents / 100,
    due_on: held.sale.due_on,
    paid_on: held.occupancy.paid_on,
    reference: held.sale.reference,
    comment: held.occupancy.comment,
    created_at: held.sale.created_at,
    has_confirmation: held.sale.file_id !== null,
  };
}

/** A sale application of the caller's project; a letting project's is not found under sales/. */
export async function findSaleApplication(scope: Scoped, id: number): Promise<Application> {
  const app = await findApplication(scope, id);
  if (app.sale !== 1) throw notFound('application_not_found');
  return app;
}

const subject = (app: Application, reserved: boolean) => ({
  progress_state: app.progress_state,
  sale: app.sale === 1,
  reserved,
});

/** Why a sale step (change-status) is refused: the state machine's reason, else a missing reservation. */
export function saleActionRefusal(app: Application, action: ApplicationAction, reserved: boolean) {
  return (
    applicationActionRefusal(action, { progress_state: app.progress_state, sale: app.sale === 1 }) ??
    saleStepRefusal(action, reserved)
  );
}

/** Why an object cannot be reserved now, or null. */
function objectReservationRefusal(object: RealEstateObject): string | null {
  if (object.active !== 1) return 'object_action_inactive';
  return object.progress_state === 'available' ? null : 'sale_object_not_available';
}

async function accountingOf(scope: Scoped, applicationId: number): Promise<SaleAccountingInfo | null> {
  const row = await scope
    .selectFrom('sale_accounting_answers')
    .selectAll()
    .where('application_id', '=', applicationId)
    .executeTakeFirst();
  if (!row) return null;
  const answer = JSON.parse(row.answer) as Omit<SaleAccountingInfo, 'answered_at' | 'confirmed'>;
  return { ...answer, confirmed: row.confirmed === 1, answered_at: row.answered_at };
}

/** GET /api/v1/sales/applications/{id}/buying-confirmation-prios */
export async function buyingConfirmation(
  db: Executor,
  ctx: StaffContext,
  id: number,
): Promise<BuyingConfirmationReply> {
  const scope = scoped(db, ctx.project.id);
  const app = await findSaleApplication(scope, id);
  const held = await openReservation(scope, id);
  const reserved = held !== null;
  const rows = await scope
    .selectFrom('application_priorities')
    .innerJoin('objects', 'objects.id', 'application_priorities.object_id')
    .selectAll('objects')
    .select('application_priorities.rank as priority_rank')
    .where('application_priorities.application_id', '=', id)
    .orderBy('application_priorities.rank')
    .execute();
  const reserve = reservationRefusal('reserve', subject(app, reserved));
  const settings = await reservationSettingsRow(db, ctx.project.id);
  const link = await scope
    .selectFrom('action_links')
    .select('created_at')
    .where('application_id', '=', id)
    .where('purpose', '=', 'accounting')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return {
    id,
    progress_state: app.progress_state,
    version: app.version,
    reservation: await reservationInfo(scope, held),
    priorities: rows.map(({ priority_rank, ...object }) => ({
      rank: priority_rank,
      object: flowObject(object, true),
      refusal: reserve ?? objectReservationRefusal(object),
    })),
    accounting: await accountingOf(scope, id),
    accounting_link_sent_at: link?.created_at ?? null,
    refusals: {
      reserve: reserve ?? (settings ? null : 'reservation_settings_missing'),
      removeReservation: reservationRefusal('removeReservation', subject(app, reserved)),
      clientSigned: saleActionRefusal(app, 'clientSigned', reserved),
      feeTransferred: saleActionRefusal(app, 'feeTransferred', reserved),
      reservationCompleted: saleActionRefusal(app, 'reservationCompleted', reserved),
    },
    settings_ready: settings !== undefined,
  };
}

const languageOfApp = (app: Application, fallback: string): Language =>
  isLanguage(app.language) ? app.language : isLanguage(fallback) ? fallback : 'de';

const objectLabel = (o: RealEstateObject) => [o.ref_number, o.title].filter(Boolean).join(' – ');
const objectAddress = (o: RealEstateObject) =>
  [`${o.street} ${o.house_number}`.trim(), `${o.postal_code} ${o.city}`.trim()].filter(Boolean).join(', ');

/** The reservation confirmation's PDF bytes and file name, in the buyer's language. */
export async function reservationDocument(
  db: Executor,
  ctx: StaffContext,
  app: Application,
  object: RealEstateObject,
  sale: Pick<SaleReservation, 'fee_cents' | 'due_on' | 'reference' | 'created_at'>,
): Promise<{ bytes: Buffer; name: string }> {
  const settings = await reservationSettingsRow(db, ctx.project.id);
  if (!settings) throw refused('reservation_settings_missing');
  const lang = languageOfApp(app, ctx.project.language);
  const t = translator(lang);
  const bytes = await renderReservation({
    lang,
    t,
    projectTitle: ctx.project.title,
    brandColor: ctx.project.brand_color || '#1d2733',
    buyer: { name: app.main_name, email: app.email, phone: app.phone },
    object: {
      label: objectLabel(object),
      address: objectAddress(object),
      price: cents(object.selling_price),
    },
    fee: sale.fee_cents / 100,
    dueOn: sale.due_on,
    reservedOn: swissDay(sale.created_at),
    reference: sale.reference,
    creditor: {
      iban: settings.creditor_iban,
      name: settings.creditor_name,
      street: settings.creditor_street,
      buildingNumber: settings.creditor_building,
      zip: settings.creditor_zip,
      city: settings.creditor_city,
      country: settings.creditor_country,
    },
  });
  const name = `${fileNamePart(t('sale_file_name'))}-${fileNamePart(app.main_name)}.pdf`;
  return { bytes, name };
}

async function changeReply(f: Flow, app: Application): Promise<SaleChangeReply> {
  return {
    ...stateReply(app),
    reservation: await reservationInfo(f.scope, await openReservation(f.scope, app.id)),
  };
}

/**
 * POST /api/v1/sales/applications/{id}/reservation: reserves an object (available, active, of the
 * project) for the buyer at the project's fee and deadline; files the confirmation with its
 * QR-bill and mails it to the buyer.
 */
export async function createReservation(
  db: Executor,
  storage: Storage,
  ctx: StaffContext,
  id: number,
  input: z.infer<typeof reservationSchema>,
  smtpUrl: string | null,
): Promise<SaleChangeReply> {
  const written: string[] = [];
  try {
    const result = await staffChange(db, ctx, id, input.version, findSaleApplication, async (f, app, trx) => {
      const held = await openReservation(f.scope, id);
      const refusal = reservationRefusal('reserve', subject(app, held !== null));
      if (refusal) throw refused(refusal);
      const settings = await reservationSettingsRow(trx, ctx.project.id);
      if (!settings) throw refused('reservation_settings_missing');
      const object = await findFlowObject(f.scope, input.objectId);
      const objectRefusal = objectReservationRefusal(object);
      if (objectRefusal) throw refused(objectRefusal);
      const today = swissDay(f.now);
      const dueOn = addDaysIso(today, settings.payment_days);
      const occupancyId = await openOccupancy(
        f,
        app,
        object,
        {
          kind: 'reservation',
          starts_on: today,
          ends_on: dueOn,
          comment: input.comment,
          amount: settings.fee_cents,
        },
        'reserve',
      );
      const inserted = await f.scope
        .insertInto('sale_reservations', [
          {
            occupancy_id: occupancyId,
            application_id: id,
            object_id: object.id,
            fee_cents: settings.fee_cents,
            due_on: dueOn,
            file_id: null,
            created_at: f.now,
          },
        ])
        .returning('id')
        .executeTakeFirstOrThrow();
      const reference = reservationReference(ctx.project.id, inserted.id);
      const sale = { fee_cents: settings.fee_cents, due_on: dueOn, reference, created_at: f.now };
      const pdf = await reservationDocument(trx, ctx, app, object, sale);
      const key = newStorageKey(ctx.project.id, 'pdf');
      await storage.put(key, pdf.bytes, { contentType: 'application/pdf' });
      written.push(key);
      const file = await f.scope
        .insertInto('uploaded_files', [
          {
            uploaded_by: ctx.user.id,
            storage_key: key,
            original_name: pdf.name,
            mime: 'application/pdf',
            size: pdf.bytes.length,
            created_at: f.now,
          },
        ])
        .returning('id')
        .executeTakeFirstOrThrow();
      await f.scope
        .updateTable('sale_reservations')
        .set({ reference, file_id: file.id })
        .where('id', '=', inserted.id)
        .execute();
      entry(f, 'sale_reservations', inserted.id, 'reserve', null, {
        object_id: object.id,
        reference,
        fee_cents: settings.fee_cents,
        due_on: dueOn,
        sha256: createHash('sha256').update(pdf.bytes).digest('hex'),
      });
      await setObjectState(f, object, 'reserved', 'reserve');
      const after = await updateApplication(f, app, 'reserve', {});
      if (app.email.trim()) {
        const lang = languageOfApp(app, ctx.project.language);
        const t = translator(lang);
        const params = {
          name: app.main_name,
          unit: objectLabel(object),
          project: ctx.project.title,
        };
        const text = [
          t('sale_mail_greeting', { name: app.main_name }),
          t('sale_mail_body', params),
          t('sale_mail_closing', { project: ctx.project.title }),
        ];
        await queueMail(trx, {
          to: app.email,
          subject: t('sale_mail_subject', params).replace(/[\r\n]+/g, ' '),
          text: text.join('\n\n'),
          html: text.map((p) => `<p>${escapeHtml(p)}</p>`).join(''),
          kind: 'reservation_confirmation',
          projectId: ctx.project.id,
          fromName: ctx.project.title.replace(/[\r\n]+/g, ' '),
          replyTo: ctx.user.email || null,
          attachments: [{ fileId: file.id, name: pdf.name }],
        });
      }
      return changeReply(f, after);
    });
    return { ...result, delivery: mailDelivery({ smtpUrl }) };
  } catch (error) {
    // the PDF of a reservation that was not made goes again
    for (const key of written) await storage.delete(key).catch(() => undefined);
    throw error;
  }
}

/**
 * POST .../reservation/remove: the reservation fell through before the sale was complete. It
 * closes (cancelled), the object is available again, the application goes back to sale.new.
 */
export async function removeReservation(
  db: Executor,
  ctx: StaffContext,
  id: number,
  input: z.infer<typeof removeReservationSchema>,
): Promise<SaleChangeReply> {
  return staffChange(db, ctx, id, input.version, findSaleApplication, async (f, app) => {
    const held = await openReservation(f.scope, id);
    const refusal = reservationRefusal('removeReservation', subject(app, held !== null));
    if (refusal) throw refused(refusal);
    await closeOccupancy(f, held!.occupancy, 'cancelled', input.comment, 'removeReservation');
    const object = await findFlowObject(f.scope, held!.sale.object_id);
    if (object.progress_state === 'reserved')
      await setObjectState(f, object, 'available', 'removeReservation');
    const after = await updateApplication(f, app, 'removeReservation', { progress_state: 'sale.new' });
    return changeReply(f, after);
  });
}

/**
 * The side of a sale step (change-status) on the reservation, in the step's transaction: the fee
 * paid (today unless a day was recorded), or the sale completed (the reservation closes as sold,
 * the buyer's sale opens at the selling price, the object is sold).
 */
export async function applySaleStep(f: Flow, app: Application, action: ApplicationAction): Promise<void> {
  if (app.sale !== 1) return;
  const held = await openReservation(f.scope, app.id);
  if (action === 'deactivate') {
    if (held) throw refused('sale_reservation_open');
    return;
  }
  const refusal = saleActionRefusal(app, action, held !== null);
  if (refusal) throw refused(refusal);
  if (!held) return;
  if (action === 'feeTransferred' && held.occupancy.paid_on === null) {
    await setPaidOn(f, held.occupancy, swissDay(f.now), action);
  }
  if (action === 'reservationCompleted') await completeSale(f, held.occupancy, action);
}

async function setPaidOn(f: Flow, row: ObjectOccupancy, paidOn: string, action: string) {
  await f.scope.updateTable('object_occupancies').set({ paid_on: paidOn }).where('id', '=', row.id).execute();
  entry(f, 'object_occupancies', row.id, action, { paid_on: row.paid_on }, { paid_on: paidOn });
}

/** Closes the reservation as sold and sells the object to its buyer (the reservation's person). */
export async function completeSale(f: Flow, reservation: ObjectOccupancy, action: string): Promise<void> {
  await closeOccupancy(f, reservation, 'sold', '', action);
  const object = await findFlowObject(f.scope, reservation.object_id);
  const values = {
    kind: 'sale',
    object_id: object.id,
    application_id: reservation.application_id,
    person_name: reservation.person_name,
    person_email: reservation.person_email,
    person_phone: reservation.person_phone,
    starts_on: swissDay(f.now),
    ends_on: null,
    amount: object.selling_price,
    comment: '',
    created_by: f.userId,
    created_at: f.now,
  };
  const inserted = await f.scope
    .insertInto('object_occupancies', [values])
    .returning('id')
    .executeTakeFirstOrThrow();
  entry(f, 'object_occupancies', inserted.id, action, null, auditedFields(values));
  await setObjectState(f, object, 'sold', action);
}

/** GET .../payment-info: the fee, its deadline and reference, and whether it arrived. */
export async function paymentInfo(db: Executor, ctx: StaffContext, id: number): Promise<SalePaymentInfo> {
  const scope = scoped(db, ctx.project.id);
  await findSaleApplication(scope, id);
  const held = await openReservation(scope, id);
  if (!held) throw refused('sale_no_reservation');
  const settings = await reservationSettingsRow(db, ctx.project.id);
  return {
    fee: held.sale.fee_cents / 100,
    due_on: held.sale.due_on,
    paid_on: held.occupancy.paid_on,
    reference: held.sale.reference,
    iban: settings?.creditor_iban ?? '',
    creditor: settings?.creditor_name ?? '',
  };
}

/** POST .../payment-info: the day the fee arrived (the step sale.fee.transferred stays a step of its own). */
export async function savePaymentInfo(
  db: Executor,
  ctx: StaffContext,
  id: number,
  input: z.infer<typeof paymentInfoSchema>,
): Promise<SaleChangeReply> {
  return staffChange(db, ctx, id, input.version, findSaleApplication, async (f, app) => {
    const held = await openReservation(f.scope, id);
    if (!held) throw refused('sale_no_reservation');
    if (input.paidOn > swissDay(f.now)) throw refused('sale_paid_in_future');
    await setPaidOn(f, held.occupancy, input.paidOn, 'paymentInfo');
    const after = await updateApplication(f, app, 'paymentInfo', {});
    return changeReply(f, after);
  });
}

/** GET .../reservation-confirmation: the filed PDF of the open reservation. */
export async function reservationConfirmation(
  db: Executor,
  storage: Storage,
  ctx: StaffContext,
  id: number,
): Promise<{ bytes: Buffer; name: string }> {
  const scope = scoped(db, ctx.project.id);
  await findSaleApplication(scope, id);
  const held = await openReservation(scope, id);
  if (!held) throw refused('sale_no_reservation');
  const file =
    held.sale.file_id === null
      ? undefined
      : await scope
          .selectFrom('uploaded_files')
          .selectAll()
          .where('id', '=', held.sale.file_id)
          .executeTakeFirst();
  const stored = file ? await storage.get(file.storage_key) : null;
  if (!file || !stored) throw notFound('file_not_found');
  return { bytes: Buffer.from(stored.bytes), name: file.original_name };
}
