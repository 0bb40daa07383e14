import { SMTPServer, type SMTPServerOptions } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';
import type { AddressInfo } from 'node:net';

/** A mail the sink accepted (answered 250 after DATA), parsed. */
export interface SinkMail {
  from: string;
  to: string[];
  parsed: ParsedMail;
  raw: Buffer;
}

export interface SinkOptions {
  /** drop (destroy) every n-th connection after the mail's data arrived, before answering */
  dropEvery?: number;
  /** answer every mail's data with this permanent error, e.g. 550 */
  rejectWith?: { code: number; message: string };
  /** a user name and password the sink demands (AUTH PLAIN/LOGIN); none: no authentication */
  auth?: { user: string; pass: string };
}

export interface SmtpSink {
  port: number;
  /** smtp://[user:pass@]127.0.0.1:port */
  url: string;
  /** the mails accepted so far, in order */
  mails: SinkMail[];
  /** connections dropped so far */
  dropped: number;
  close(): Promise<void>;
}

/** An SMTP server on loopback for tests: it accepts, drops or refuses mail as told. */
export async function startSmtpSink(options: SinkOptions = {}): Promise<SmtpSink> {
  const mails: SinkMail[] = [];
  let connections = 0;
  const sink: SmtpSink = { port: 0, url: '', mails, dropped: 0, close: async () => {} };
  const serverOptions: SMTPServerOptions = {
    secure: false,
    disabledCommands: options.auth ? ['STARTTLS'] : ['STARTTLS', 'AUTH'],
    authOptional: !options.auth,
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (options.auth && auth.username === options.auth.user && auth.password === options.auth.pass) {
        callback(null, { user: auth.username });
      } else {
        callback(new Error('Invalid username or password'));
      }
    },
    onConnect(_session, callback) {
      connections += 1;
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks);
        if (options.dropEvery && connections % options.dropEvery === 0) {
          sink.dropped += 1;
          // the connection ends without an answer to DATA: the mail is not accepted
          (session as unknown as { _socket?: { destroy(): void } })._socket?.destroy();
          server.connections.forEach((connection) => {
            const c = connection as unknown as { id: string; _socket?: { destroy(): void } };
            if (c.id === session.id) c._socket?.destroy();
          });
          return;
        }
        if (options.rejectWith) {
          const error = new Error(options.rejectWith.message) as Error & { responseCode: number };
          error.responseCode = options.rejectWith.code;
          callback(error);
          return;
        }
        void simpleParser(raw).then((parsed) => {
          mails.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            parsed,
            raw,
          });
          callback();
        }, callback);
      });
    },
  };
  const server = new SMTPServer(serverOptions);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  const credentials = options.auth
    ? `${encodeURIComponent(options.auth.user)}:${encodeURIComponent(options.auth.pass)}@`
    : '';
  sink.port = port;
  sink.url = `smtp://${credentials}127.0.0.1:${port}`;
  sink.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return sink;
}
