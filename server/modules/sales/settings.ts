import type { ReservationSettingsRecord } from '../../../schema/api/sales';
import { PAYMENT_DAYS_DEFAULT, type ReservationSettingsInput } from '../../../schema/sales';
import { changedFields, recordAudit } from '../../core/audit';
import { ApiError } from '../../core/errors';
import { scoped, type Executor } from '../../core/scope';
import type { ReservationSettings } from '../../db/tables/sales';
import type { Project, User } from '../../db/types';

/**
 * Settings > reservations (spec 2 section 7.17, admin only): the reservation fee in CHF, the days
 * the buyer has to pay it, and the creditor of the QR-bill (a QR-IBAN and an address). A project
 * without a row has nothing set, at version 1; a reservation needs the settings.
 */

export async function reservationSettingsRow(db: Executor, projectId: number) {
  return scoped(db, projectId).selectFrom('reservation_settings').selectAll().executeTakeFirst();
}

const recordOf = (row: ReservationSettings | undefined): ReservationSettingsRecord => ({
  fee: row ? row.fee_cents / 100 : null,
  paymentDays: row?.payment_days ?? PAYMENT_DAYS_DEFAULT,
  iban: row?.creditor_iban ?? '',
  creditorName: row?.creditor_name ?? '',
  street: row?.creditor_street ?? '',
  buildingNumber: row?.creditor_building ?? '',
  zip: row?.creditor_zip ?? '',
  city: row?.creditor_city ?? '',
  country: row?.creditor_country ?? 'CH',
  version: row?.version ?? 1,
});

export async function getReservationSettings(
  db: Executor,
  project: Project,
): Promise<ReservationSettingsRecord> {
  return recordOf(await reservationSettingsRow(db, project.id));
}

const changed = () => new ApiError(409, 'reservation_settings_changed_meanwhile');

export async function saveReservationSettings(
  db: Executor,
  project: Project,
  user: User,
  input: ReservationSettingsInput,
): Promise<ReservationSettingsRecord> {
  await db.transaction().execute(async (trx) => {
    const s = scoped(trx, project.id);
    const row = await s.selectFrom('reservation_settings').selectAll().executeTakeFirst();
    const current = row?.version ?? 1;
    if (input.version !== undefined && input.version !== current) throw changed();
    const values = {
      fee_cents: Math.round((input.fee ?? 0) * 100),
      payment_days: input.paymentDays ?? PAYMENT_DAYS_DEFAULT,
      creditor_iban: input.iban,
      creditor_name: input.creditorName,
      creditor_street: input.street,
      creditor_building: input.buildingNumber,
      creditor_zip: input.zip,
      creditor_city: input.city,
      creditor_country: input.country || 'CH',
      version: current + 1,
      updated_by: user.id,
      updated_at: new Date().toISOString(),
    };
    if (row) {
      const result = await s
        .updateTable('reservation_settings')
        .set(values)
        .where('version', '=', current)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) throw changed();
    } else {
      const result = await s
        .insertInto('reservation_settings', [values])
        .onConflict((oc) => oc.column('project_id').doNothing())
        .executeTakeFirst();
      if (Number(result.numInsertedOrUpdatedRows ?? 0) !== 1) throw changed();
    }
    const { version: _v, updated_by: _u, updated_at: _a, ...after } = values;
    const before = row
      ? {
          fee_cents: row.fee_cents,
          payment_days: row.payment_days,
          creditor_iban: row.creditor_iban,
          creditor_name: row.creditor_name,
          creditor_street: row.creditor_street,
          creditor_building: row.creditor_building,
          creditor_zip: row.creditor_zip,
          creditor_city: row.creditor_city,
          creditor_country: row.creditor_country,
        }
      : null;
    const change = before ? changedFields(before, after) : { before: null, after };
    if (change) {
      await recordAudit(trx, {
        projectId: project.id,
        userId: user.id,
        action: row ? 'update' : 'create',
        entity: 'reservation_settings',
        entityId: project.id,
        ...change,
      });
    }
  });
  return getReservationSettings(db, project);
}
