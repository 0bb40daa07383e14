import type { FastifyInstance } from 'fastify';

/** Staff routes of applications: detail, persons, evaluation, comments, points, documents, duplicates (spec 2 section 7.8). */
export async function applicationRoutes(app: FastifyInstance): Promise<void> {
  void app;
}
