import type { FastifyInstance } from 'fastify';
import { applicationExportSchema } from '../../../schema/applicationExport';
import { MAX_ROW_ID } from '../../../schema/constants';
import { formatDate } from '../../../schema/dates';
import { recordAudit } from '../../core/audit';
import { staffContext } from '../../core/context';
import { ApiError } from '../../core/errors';
import { readOf, route } from '../../core/route';
import { storageFor } from '../../core/storage';
import { contentDisposition } from '../files/disposition';
import { fileNamePart } from '../objectMedia/print/text';
import { loadDossier, projectApplicationIds } from './dossier';
import type { Dossier } from './dossier';
import { readDocumentFiles } from './dossierPdf';
import { DossierPool, DossierPoolBusy } from './dossierPool';
import { zipWriter } from './zip';

/**
 * Dossier export of applications (spec 2 section 7.8, POST /api/v1/generate-application-export):
 * one dossier PDF per application, a single one as `application/pdf`, several as one ZIP streamed
 * while its dossiers are made. Only the project's applications: any other id refuses the whole
 * export with 404 and the ids. Each export is one entry in the audit trail. The PDFs are rendered
 * in worker threads (dossierPool.ts), never on the thread that answers the other requests.
 */
export async function applicationExportRoutes(app: FastifyInstance): Promise<void> {
  const pool = new DossierPool({
    size: app.config.exportWorkers,
    queue: app.config.exportQueue,
    heapMb: app.config.exportWorkerHeapMb,
  });
  app.addHook('onClose', () => pool.close());
  const busy = () => new ApiError(503, 'application_export_busy');

  route(
    app,
    {
      method: 'POST',
      url: '/api/v1/generate-application-export',
      guard: readOf('applications'),
      body: applicationExportSchema,
    },
    async ({ request, reply, body }) => {
      const { project, user, t, lang } = staffContext(request);
      const ids = [...new Set(body.targets)];
      const known = await projectApplicationIds(
        app.db,
        project.id,
        ids.filter((id) => id <= MAX_ROW_ID),
      );
      const unknown = ids.filter((id) => !known.has(id));
      if (unknown.length > 0) {
        throw new ApiError(
          404,
          'application_export_unknown',
          { ids: unknown.join(', ') },
          { errors: { targets: 'application_export_unknown' } },
        );
      }
      if (pool.full) throw busy();
      const storage = storageFor(app.config);
      const render = async (dossier: Dossier) =>
        pool.render({ dossier, lang, files: await readDocumentFiles(storage, dossier.documents) });
      const audit = () =>
        app.db.transaction().execute((trx) =>
          recordAudit(trx, {
            projectId: project.id,
            userId: user.id,
            action: 'export',
            entity: 'applications',
            entityId: ids.join(','),
            before: null,
            after: { export: body.exportAction, applications: ids.length },
          }),
        );

      if (ids.length === 1) {
        const dossier = await loadDossier(app.db, project, ids[0]!, lang, t);
        if (!dossier) throw new ApiError(404, 'application_export_unknown', { ids: String(ids[0]) });
        let pdf: Buffer;
        try {
          pdf = await render(dossier);
        } catch (error) {
          if (error instanceof DossierPoolBusy) throw busy();
          request.log.error({ err: error }, 'application export failed');
          throw new ApiError(500, 'application_export_failed', { id: dossier.id });
        }
        await audit();
        return reply
          .header('Content-Type', 'application/pdf')
          .header('Content-Disposition', contentDisposition('attachment', dossier.fileName))
          .header('X-Content-Type-Options', 'nosniff')
          .send(pdf);
      }

      await audit();
      const zip = zipWriter();
      // the dossiers are made one after the other while the archive streams out
      void (async () => {
        try {
          for (const id of ids) {
            const dossier = await loadDossier(app.db, project, id, lang, t);
            if (!dossier) continue; // removed since the check: left out
            await zip.add(dossier.fileName, await render(dossier));
          }
          await zip.finish();
        } catch (error) {
          request.log.error({ err: error }, 'application export failed');
          zip.abort(error instanceof Error ? error : new Error(String(error)));
        }
      })();
      const name = `${fileNamePart(t('dossier_zip_file'))}-${formatDate(new Date().toISOString())}.zip`;
      return reply
        .header('Content-Type', 'application/zip')
        .header('Content-Disposition', contentDisposition('attachment', name))
        .header('X-Content-Type-Options', 'nosniff')
        .send(zip.stream);
    },
  );
}
