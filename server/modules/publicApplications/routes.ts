import type { FastifyInstance } from 'fastify';

/** The public application form: api/v2/applications and api/v1/product-form (spec 2 section 7.9). */
export async function publicApplicationRoutes(app: FastifyInstance): Promise<void> {
  void app;
}
