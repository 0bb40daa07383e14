import type { Kysely } from 'kysely';
import type { Config } from '../../core/config';
import { ApiError } from '../../core/errors';
import { scoped } from '../../core/scope';
import type { Database } from '../../db/types';

const MB = 1024 * 1024;
const HOUR_MS = 60 * 60 * 1000;

/** How much a project may store, and how much one person may upload to it per hour. */
export interface UploadLimits {
  quotaBytes: number;
  ratePerHourBytes: number;
}

export function uploadLimitsOf(
  config: Pick<Config, 'uploadQuotaBytes' | 'uploadRateBytesPerHour'>,
): UploadLimits {
  return { quotaBytes: config.uploadQuotaBytes, ratePerHourBytes: config.uploadRateBytesPerHour };
}

/**
 * The part of the quota that uploads through the public form may fill; the rest
 * (UPLOAD_STAFF_RESERVE_PERCENT) is kept for staff, so that the public can never stop their work.
 */
export function publicQuotaBytes(
  config: Pick<Config, 'uploadQuotaBytes' | 'uploadStaffReservePercent'>,
): number {
  return Math.floor((config.uploadQuotaBytes * (100 - config.uploadStaffReservePercent)) / 100);
}

/** The bytes a project's files take (the files as stored; thumbnails beside them are not counted). */
export async function storageUsed(db: Kysely<Database>, projectId: number): Promise<number> {
  const row = await scoped(db, projectId)
    .selectFrom('uploaded_files')
    .select((eb) => eb.fn.sum<number | string | null>('size').as('used'))
    .executeTakeFirst();
  return Number(row?.used ?? 0);
}

/**
 * What a person uploaded to a project in the last hour, from the audit trail (so removing a file
 * does not give the upload back), and when the oldest of it leaves the hour.
 */
async function uploadedLastHour(
  db: Kysely<Database>,
  projectId: number,
  userId: number,
  now: number,
): Promise<{ bytes: number; oldest: number | null }> {
  const rows = await scoped(db, projectId)
    .selectFrom('audit_log')
    .select(['after', 'created_at'])
    .where('created_at', '>=', new Date(now - HOUR_MS).toISOString())
    .where('user_id', '=', userId)
    .where('entity', '=', 'uploaded_files')
    .where('action', '=', 'create')
    .orderBy('created_at')
    .execute();
  let bytes = 0;
  for (const row of rows) {
    const size = row.after ? (JSON.parse(row.after) as { size?: unknown }).size : 0;
    bytes += typeof size === 'number' ? size : 0;
  }
  return { bytes, oldest: rows[0] ? Date.parse(rows[0].created_at) : null };
}

const megabytes = (bytes: number) => Math.ceil((bytes / MB) * 10) / 10;

/**
 * The room an upload has: `take(size)` before each file is stored, which refuses (413 when the
 * project's storage is full, 429 when the person has uploaded their hourly amount) by throwing.
 * Counted at the start of the request and then per file, so one request never passes the limits;
 * requests running at the same moment may pass them by at most one request.
 */
export async function uploadBudget(
  db: Kysely<Database>,
  projectId: number,
  userId: number,
  limits: UploadLimits,
): Promise<{ take(size: number): void }> {
  const now = Date.now();
  let used = await storageUsed(db, projectId);
  const recent = await uploadedLastHour(db, projectId, userId, now);
  let uploaded = recent.bytes;
  return {
    take(size) {
      if (used + size > limits.quotaBytes) {
        throw new ApiError(413, 'upload_quota_exceeded', {
          used: megabytes(used),
          quota: megabytes(limits.quotaBytes),
        });
      }
      if (uploaded + size > limits.ratePerHourBytes) {
        const freeAt = recent.oldest === null ? now + HOUR_MS : recent.oldest + HOUR_MS;
        const seconds = Math.max(60, Math.ceil((freeAt - now) / 1000));
        throw new ApiError(
          429,
          'upload_rate_exceeded',
          {
            uploaded: megabytes(uploaded),
            max: megabytes(limits.ratePerHourBytes),
            minutes: Math.ceil(seconds / 60),
          },
          { headers: { 'Retry-After': String(seconds) } },
        );
      }
      used += size;
      uploaded += size;
    },
  };
}
