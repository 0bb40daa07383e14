import type { FastifyInstance } from 'fastify';

/** Dossier PDF and ZIP export of applications (POST /api/v1/generate-application-export). */
export async function applicationExportRoutes(app: FastifyInstance): Promise<void> {
  void app;
}
