import type { Kysely } from 'kysely';
import { LANGUAGES } from '../../../schema/api/common';
import {
  DEFAULT_PUBLIC_FIELDS,
  DEFAULT_PUBLIC_FILTERS,
  emptyPageTexts,
  frameOriginOf,
  PUBLIC_OBJECT_FIELDS,
  PUBLIC_OBJECT_FILTERS,
  type PublicPageTexts,
  type WebsiteObjectListInput,
  type WebsiteObjectListReply,
} from '../../../schema/publicObjects';
import { changedFields, recordAudit } from '../../core/audit';
import { ApiError } from '../../core/errors';
import type { Translator } from '../../core/i18n/index';
import { scoped, type Executor } from '../../core/scope';
import type { Database, Project, User } from '../../db/types';
import { jsonList } from '../marketing/exportModel';

/**
 * Settings > website, page builder and iframe: which fields and filters the public object list
 * shows, its title and intro per language, and the sites that may frame the iframe pages.
 * Until first saved, the defaults (version 0).
 */

const only = <T extends string>(allowed: readonly T[], values: unknown[]): T[] =>
  allowed.filter((value) => values.includes(value));

function textsOf(json: string): PublicPageTexts {
  const texts = emptyPageTexts();
  let stored: Record<string, Partial<{ title: string; intro: string }>> = {};
  try {
    stored = JSON.parse(json) as typeof stored;
  } catch {
    stored = {};
  }
  for (const lang of LANGUAGES) {
    texts[lang] = { title: stored[lang]?.title ?? '', intro: stored[lang]?.intro ?? '' };
  }
  return texts;
}

export async function getObjectListSettings(
  db: Executor,
  projectId: number,
): Promise<WebsiteObjectListReply> {
  const row = await scoped(db, projectId).selectFrom('website_object_lists').selectAll().executeTakeFirst();
  if (!row) {
    return {
      fields: [...DEFAULT_PUBLIC_FIELDS],
      filters: [...DEFAULT_PUBLIC_FILTERS],
      texts: emptyPageTexts(),
      frameDomains: [],
      version: 0,
    };
  }
  return {
    fields: only(PUBLIC_OBJECT_FIELDS, jsonList(row.fields)),
    filters: only(PUBLIC_OBJECT_FILTERS, jsonList(row.filters)),
    texts: textsOf(row.texts),
    frameDomains: jsonList<string>(row.frame_domains).filter((d) => frameOriginOf(d) !== null),
    version: row.version,
  };
}

/** Saves the settings at the version they were loaded at (409 when they changed meanwhile). */
export async function saveObjectListSettings(
  db: Kysely<Database>,
  project: Project,
  user: User,
  input: WebsiteObjectListInput,
  t: Translator,
): Promise<WebsiteObjectListReply & { message: string }> {
  await db.transaction().execute(async (trx) => {
    const scope = scoped(trx, project.id);
    const before = await scope.selectFrom('website_object_lists').selectAll().executeTakeFirst();
    const current = before?.version ?? 0;
    if (input.version !== undefined && input.version !== current) {
      throw new ApiError(409, 'website_list_changed');
    }
    const values = {
      fields: JSON.stringify(only(PUBLIC_OBJECT_FIELDS, input.fields)),
      filters: JSON.stringify(only(PUBLIC_OBJECT_FILTERS, input.filters)),
      texts: JSON.stringify(input.texts),
      frame_domains: JSON.stringify(input.frameDomains),
      updated_at: new Date().toISOString(),
    };
    let id: number;
    if (before) {
      const result = await scope
        .updateTable('website_object_lists')
        .set({ ...values, version: current + 1 })
        .where('version', '=', current)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) throw new ApiError(409, 'website_list_changed');
      id = before.id;
    } else {
      const inserted = await scope
        .insertInto('website_object_lists', [{ ...values, version: 1 }])
        .returning('id')
        .executeTakeFirstOrThrow();
      id = inserted.id;
    }
    const { updated_at: _u, ...audited } = values;
    const change = before
      ? changedFields(
          {
            fields: before.fields,
            filters: before.filters,
            texts: before.texts,
            frame_domains: before.frame_domains,
          },
          audited,
        )
      : { before: null, after: audited };
    if (change) {
      await recordAudit(trx, {
        projectId: project.id,
        userId: user.id,
        action: before ? 'update' : 'create',
        entity: 'website_object_lists',
        entityId: id,
        ...change,
      });
    }
  });
  return { ...(await getObjectListSettings(db, project.id)), message: t('website_list_saved') };
}
