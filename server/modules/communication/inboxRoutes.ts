import type { FastifyInstance } from 'fastify';

/** Inbox, messenger feed, read marks, attachments to documents, unread count and its long poll. */
export async function inboxRoutes(app: FastifyInstance): Promise<void> {
  void app;
}
