import type { FastifyInstance } from 'fastify';

/** Settings > communication: templates, signature, inline images (owned by the templates work). */
export async function mailTemplateRoutes(app: FastifyInstance): Promise<void> {
  void app;
}
