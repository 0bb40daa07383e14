import type { FastifyInstance } from 'fastify';

/** Settings > form settings: the application form builder (spec 1 section 2). */
export async function applicationFormRoutes(app: FastifyInstance): Promise<void> {
  void app;
}
