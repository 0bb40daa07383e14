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

/** How many connections the receiver holds, in all and per client address, and how long one may idle. */
export interface ReceiverLimits {
  /** connections in all; one more is answered 421 */
  maxClients: number;
  /** connections from one client address at a time; one more is answered 421 */
  maxPerClient: number;
  /** milliseconds a connection may stay silent while it owes us a command; then 421 and closed */
  idleTimeoutMs: number;
}

export const RECEIVER_LIMITS: ReceiverLimits = {
  maxClients: 100,
  maxPerClient: 10,
  idleTimeoutMs: 60_000,
};

function smtpError(code: number, message: string): Error {
  return Object.assign(new Error(message), { responseCode: code });
}

/**
 * Listens for replies on SMTP_IN_PORT (port 0: any free port, the one taken is answered); null
 * when it is not set. No authentication and no STARTTLS (a certificate of its own would be needed
 * for TLS to mean anything; put a relay in front for that). Recipients are checked at RCPT: only
 * the reply address of a mail we sent and the bounce address at MAIL_DOMAIN are accepted. One
 * client address holds at most `maxPerClient` connections (more are answered 421), and a
 * connection that stays silent for `idleTimeoutMs` is answered 421 and closed.
 */
export async function startMailReceiver(
  db: Executor,
  config: Config,
  storage: Storage,
  log: FastifyBaseLogger,
  limits: ReceiverLimits = RECEIVER_LIMITS,
): Promise<MailReceiver | null> {
  if (config.smtpInPort === null) return null;
  const deps = { db, config, storage, log };
  // the sessions let in, and how many of them each client address holds: one sender cannot take
  // every connection (the others would get 421), and a silent one is dropped after the timeout
  const admitted = new Map<string, string>();
  const perAddress = new Map<string, number>();
  const server = new SMTPServer({
    name: config.mailDomain,
    secure: false,
    disabledCommands: ['AUTH', 'STARTTLS'],
    authOptional: true,
    hideSTARTTLS: true,
    size: MAX_INBOUND_BYTES,
    rejectOversized: true,
    maxRecipients: MAX_RECIPIENTS,
    maxClients: limits.maxClients,
    socketTimeout: limits.idleTimeoutMs,
    disableReverseLookup: true,
    logger: false,
    onConnect(session, callback) {
      const address = session.remoteAddress;
      const held = perAddress.get(address) ?? 0;
      if (held >= limits.maxPerClient) {
        log.warn({ address, held }, 'inbound SMTP: too many connections from one address');
        callback(smtpError(421, 'Too many connections from your address, try again later'));
        return;
      }
      perAddress.set(address, held + 1);
      admitted.set(session.id, address);
      callback();
    },
    onClose(session) {
      const address = admitted.get(session.id);
      if (address === undefined) return;
      admitted.delete(session.id);
      const held = (perAddress.get(address) ?? 1) - 1;
      if (held > 0) perAddress.set(address, held);
      else perAddress.delete(address);
    },
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
