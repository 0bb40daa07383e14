import type { FastifyInstance } from 'fastify';

/** Application states: change-status, priorities, offer, assignment (spec 1 section 4, spec 2 section 7.8). */
export async function applicationFlowRoutes(app: FastifyInstance): Promise<void> {
  void app;
}
