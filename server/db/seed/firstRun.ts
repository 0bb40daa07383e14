import type { Kysely } from 'kysely';
import { defaultPermissions } from '../../../schema/permissions';
import type { Config } from '../../core/config';
import { hashPassword } from '../../core/passwords';
import type { Database } from '../types';
import { newProjectRow } from './definitions';
import { DEMO_PASSWORD } from './args';
import { seedDemo } from './demo';
import { seedFlowTemplates } from './mailTemplates';

export class FirstRunError extends Error {}

/**
 * Fills an empty database: demo data outside production; in production one organisation with a
 * reletting project and its first admin from ADMIN_USERNAME / ADMIN_PASSWORD.
 */
export async function fillEmptyDatabase(
  db: Kysely<Database>,
  config: Pick<Config, 'nodeEnv' | 'adminUsername' | 'adminPassword'>,
): Promise<'demo' | 'admin' | 'none'> {
  const existing = await db.selectFrom('organisations').select('id').limit(1).executeTakeFirst();
  if (existing) return 'none';
  if (config.nodeEnv !== 'production') {
    await seedDemo(db, { passwordHash: await hashPassword(DEMO_PASSWORD) });
    return 'demo';
  }
  if (!config.adminUsername || !config.adminPassword) {
    throw new FirstRunError(
      'The database is empty: set ADMIN_USERNAME and ADMIN_PASSWORD to create the first admin.',
    );
  }
  if (config.adminPassword.length < 12)
    throw new FirstRunError('ADMIN_PASSWORD must have at least 12 characters.');
  const passwordHash = await hashPassword(config.adminPassword);
  const username = config.adminUsername;
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    const org = await trx
      .insertInto('organisations')
      .values({ name: 'Immodesk', created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const project = await trx
      .insertInto('projects')
      .values(
        newProjectRow(
          {
            organisationId: org.id,
            slug: 'rent',
            title: 'Wiedervermietung',
            type: 'rent',
            brandColor: '#1f6f8b',
          },
          now,
        ),
      )
      .returning('id')
      .executeTakeFirstOrThrow();
    await seedFlowTemplates(trx, project.id, now);
    await trx
      .insertInto('users')
      .values({
        organisation_id: org.id,
        username,
        username_key: username.toLowerCase(),
        email: username.includes('@') ? username : `${username}@localhost`,
        email_key: (username.includes('@') ? username : `${username}@localhost`).toLowerCase(),
        first_name: 'Admin',
        last_name: '',
        company: '',
        role: 'superadmin',
        permissions: JSON.stringify(defaultPermissions('superadmin')),
        user_type: 'staff',
        language: 'de',
        password_hash: passwordHash,
        is_active: 1,
        created_at: now,
      })
      .execute();
  });
  return 'admin';
}
