import type { FastifyInstance } from 'fastify';

/** The mail dialog, bulk mail, preview, attachments, direct, reference and offer-denial mails. */
export async function mailSendRoutes(app: FastifyInstance): Promise<void> {
  void app;
}
