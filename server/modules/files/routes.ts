import type { FastifyInstance } from 'fastify';

export async function fileRoutes(_app: FastifyInstance): Promise<void> {}
