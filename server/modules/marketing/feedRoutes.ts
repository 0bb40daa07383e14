import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { PORTALS } from '../../../schema/marketing';
import { requireProject } from '../../core/context';
import { notFound } from '../../core/errors';
import { PUBLIC, route } from '../../core/route';
import { storageFor } from '../../core/storage';
import type { ExportContext } from './exportModel';
import { mimeOf } from './exportModel';
import { exportBaseName, idxZip } from './exportFiles';
import { feedPath, platformByToken } from './platforms';
import { portalRecords } from './records';
import { swissRetsInventory } from './swissrets';
import { useTransferStorage } from './transfer';

const feedParams = z.object({
  portal: z.enum(PORTALS, 'marketing_feed_not_found'),
  token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, 'marketing_feed_not_found'),
});
const mediaParams = feedParams.extend({
  kind: z.enum(['image', 'document'], 'marketing_feed_not_found'),
  mediaId: z.string().regex(/^\d{1,12}$/, 'marketing_feed_not_found'),
});

/**
 * The pull feed a portal fetches (no session: the token in the address is the key, stored hashed;
 * a wrong one is 404): the current export in the portal's format, SwissRETS JSON or the IDX ZIP
 * with its pictures, and the media the SwissRETS export links to.
 */
export async function marketingFeedRoutes(app: FastifyInstance): Promise<void> {
  const storage = storageFor(app.config);
  useTransferStorage(storage);
  const open = async (projectId: number, portal: (typeof PORTALS)[number], token: string) => {
    const platform = await platformByToken(app.db, projectId, portal, token);
    if (!platform) throw notFound('marketing_feed_not_found');
    return platform;
  };

  route(
    app,
    { method: 'GET', url: '/api/v1/marketing/feed/:portal/:token', guard: PUBLIC, params: feedParams },
    async ({ request, reply, params }) => {
      const project = requireProject(request);
      const platform = await open(project.id, params.portal, params.token);
      const records = await portalRecords(app.db, project.id, params.portal);
      const base = `${request.protocol}://${request.host}${feedPath(params.portal, params.token)}`;
      const ctx: ExportContext = {
        project,
        senderId: platform.sender_id,
        mediaUrl: (kind, id) => `${base}/${kind}/${id}`,
        now: new Date(),
      };
      reply.header('Cache-Control', 'no-store');
      if (platform.format === 'idx') return sendIdx(reply, records, ctx);
      return reply
        .type('application/json; charset=utf-8')
        .send(JSON.stringify(swissRetsInventory(records, ctx)));
    },
  );

  async function sendIdx(
    reply: FastifyReply,
    records: Awaited<ReturnType<typeof portalRecords>>,
    ctx: ExportContext,
  ) {
    const zip = await idxZip(records, ctx, storage);
    return reply
      .type('application/zip')
      .header('Content-Disposition', `attachment; filename="${exportBaseName(ctx)}.zip"`)
      .send(zip);
  }

  route(
    app,
    {
      method: 'GET',
      url: '/api/v1/marketing/feed/:portal/:token/:kind/:mediaId',
      guard: PUBLIC,
      params: mediaParams,
    },
    async ({ request, reply, params }) => {
      const project = requireProject(request);
      await open(project.id, params.portal, params.token);
      const records = await portalRecords(app.db, project.id, params.portal);
      const id = Number(params.mediaId);
      const media = records
        .flatMap((r) => (params.kind === 'image' ? r.images : r.documents))
        .find((m) => m.id === id);
      if (!media) throw notFound('marketing_feed_not_found');
      const stored = await storage.get(media.storageKey);
      if (!stored) throw notFound('marketing_feed_not_found');
      return reply
        .type(stored.meta.contentType || mimeOf(media.name))
        .header('Cache-Control', 'no-store')
        .send(stored.bytes);
    },
  );
}
