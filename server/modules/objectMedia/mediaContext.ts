import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { staffContext } from '../../core/context';
import type { Dialect } from '../../core/db';
import type { Translator } from '../../core/i18n/index';
import { storageFor, type Storage } from '../../core/storage';
import type { Database, Project, User } from '../../db/types';

/** What the saving calls of an object's images and documents work with. */
export interface MediaContext {
  db: Kysely<Database>;
  dialect: Dialect;
  storage: Storage;
  project: Project;
  user: User;
  t: Translator;
  log: { warn(object: object, message: string): void };
}

export function mediaContextOf(app: FastifyInstance, request: FastifyRequest): MediaContext {
  const { project, user, t } = staffContext(request);
  return {
    db: app.db,
    dialect: app.dialect,
    storage: storageFor(app.config),
    project,
    user,
    t,
    log: request.log,
  };
}
