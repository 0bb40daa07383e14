import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { SMTPServer } from 'smtp-server';
import type { Config } from '../../core/config';
import type { Executor } from '../../core/scope';
import type { Storage } from '../../core/storage';
import { receiveMail } from './inbound';
import { ownAddressOf, replyTargetOf } from './inboundAddress';

/** The running inbound SMTP server. */
export interface MailReceiver {
  port: number;
  close(): Promise<void>;
}

/** The largest mail accepted (SIZE); a bigger one is answered 552. */
export const MAX_INBOUND_BYTES = 25 * 1024 * 1024;
const MAX_RECIPIENTS = 50;
const MAX_CLIENTS = 100;

function smtpError(code: number, message: string): Error {
  return Object.assign(new Error(message), { responseCode: code });
}

/**
 * Listens for replies on SMTP_IN_PORT (port 0: any free port, the one taken is answered); null
 * when it is not set. No authentication and no STARTTLS (a certificate of its own would be needed
 * for TLS to mean anything; put a relay in front for that). Recipients are checked at RCPT: only
 * the reply address of a mail we sent and the bounce address at MAIL_DOMAIN are accepted.
 */
export async function startMailReceiver(
  db: Executor,
  config: Config,
  storage: Storage,
  log: FastifyBaseLogger,
): Promise<MailReceiver | null> {
  if (config.smtpInPort === null) return null;
  const deps = { db, config, storage, log };
  const server = new SMTPServer({
    name: config.mailDomain,
    secure: false,
    disabledCommands: ['AUTH', 'STARTTLS'],
    authOptional: true,
    hideSTARTTLS: true,
    size: MAX_INBOUND_BYTES,
    rejectOversized: true,
    maxRecipients: MAX_RECIPIENTS,
    maxClients: MAX_CLIENTS,
    disableReverseLookup: true,
    logger: false,
    onRcptTo(address, _session, callback) {
      const own = ownAddressOf(address.address, config.mailDomain);
      if (own === null) {
        callback(smtpError(550, `No such recipient here: ${address.address}`));
        return;
      }
      if (own.kind === 'bounces') {
        callback();
        return;
      }
      replyTargetOf(db, address.address, own.localPart).then(
        (target) => callback(target ? null : smtpError(550, `No such recipient here: ${address.address}`)),
        (err: unknown) => {
          log.error({ err }, 'inbound mail: recipient lookup failed');
          callback(smtpError(451, 'Temporary failure, please try again later'));
        },
      );
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => {
        // past the limit the bytes are not kept; the server answers 552 at the end
        if (!stream.sizeExceeded) chunks.push(chunk);
      });
      stream.on('error', (err: Error) => callback(err));
      stream.on('end', () => {
        if (stream.sizeExceeded) {
          callback(smtpError(552, `Message exceeds the maximum size of ${MAX_INBOUND_BYTES} bytes`));
          return;
        }
        const envelope = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
        };
        receiveMail(deps, envelope, Buffer.concat(chunks)).then(
          () => callback(),
          (err: unknown) => {
            log.error({ err }, 'inbound mail could not be filed');
            callback(smtpError(451, 'Temporary failure, please try again later'));
          },
        );
      });
    },
  });
  server.on('error', (err) => log.warn({ err }, 'inbound SMTP connection error'));
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(config.smtpInPort ?? 0, config.smtpInHost, () => {
      server.server.off('error', reject);
      resolve();
    });
  });
  const port = (server.server.address() as AddressInfo).port;
  log.info({ port, host: config.smtpInHost }, 'receiving mail');
  return {
    port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
