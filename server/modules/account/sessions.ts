import type { SessionEntry } from '../../../schema/api/accounts';
import type { Kysely } from 'kysely';
import { recordAudit } from '../../core/audit';
import type { SessionLimits } from '../../core/auth';
import { notFound } from '../../core/errors';
import type { StaffContext } from '../../core/context';
import type { Database } from '../../db/types';

/** The user's live sessions (an idle or too old one is over even before it is cleaned up), latest use first. */
export async function listSessions(
  db: Kysely<Database>,
  ctx: StaffContext,
  limits: SessionLimits,
): Promise<SessionEntry[]> {
  const now = Date.now();
  const since = new Date(now - limits.sessionIdleMinutes * 60_000).toISOString();
  const bornAfter = new Date(now - limits.sessionMaxHours * 3_600_000).toISOString();
  const rows = await db
    .selectFrom('sessions')
    .select(['id', 'created_at', 'last_seen_at', 'ip', 'user_agent', 'second_factor'])
    .where('user_id', '=', ctx.user.id)
    .where('last_seen_at', '>', since)
    .where('created_at', '>', bornAfter)
    .orderBy('last_seen_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => ({ ...row, current: row.id === ctx.auth.sessionId }));
}

/** Ends sessions of the user and records each in the audit trail; answers how many. */
async function end(
  db: Kysely<Database>,
  ctx: StaffContext,
  which: { only: number } | { allBut: number },
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    let query = trx.deleteFrom('sessions').where('user_id', '=', ctx.user.id);
    query = 'only' in which ? query.where('id', '=', which.only) : query.where('id', '!=', which.allBut);
    const ended = await query.returning(['id', 'user_agent', 'created_at']).execute();
    if (ended.length > 0) {
      await recordAudit(
        trx,
        ended.map((session) => ({
          projectId: ctx.project.id,
          userId: ctx.user.id,
          action: 'session_revoke',
          entity: 'sessions',
          entityId: session.id,
          before: { user_agent: session.user_agent, created_at: session.created_at },
          after: null,
        })),
      );
    }
    return ended.length;
  });
}

/** Ends one of the user's own sessions; another user's (or an unknown one) is not found. */
export async function endSession(db: Kysely<Database>, ctx: StaffContext, sessionId: number): Promise<void> {
  if ((await end(db, ctx, { only: sessionId })) !== 1) throw notFound('session_not_found');
}

/** Ends every session of the user but this one; answers how many. */
export async function endOtherSessions(db: Kysely<Database>, ctx: StaffContext): Promise<number> {
  return end(db, ctx, { allBut: ctx.auth.sessionId });
}
