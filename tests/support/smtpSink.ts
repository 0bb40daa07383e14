import { SMTPServer, type SMTPServerOptions } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';
import { connect, type AddressInfo } from 'node:net';

/** A mail the sink accepted (answered 250 after DATA), parsed. */
export interface SinkMail {
  from: string;
  to: string[];
  parsed: ParsedMail;
  raw: Buffer;
}

export interface SinkOptions {
  /** drop (destroy) the n-th, 2n-th, ... connection once a mail's data arrived, without answering it */
  dropEvery?: number;
  /** answer every mail's data with this permanent error, e.g. 550 */
  rejectWith?: { code: number; message: string };
  /** a user name and password the sink demands (AUTH PLAIN/LOGIN); none: no authentication */
  auth?: { user: string; pass: string };
  /**
   * while true, a mail's data is never answered (a server that hangs: the sender's attempts stay
   * open); read at each mail, so a test may set it back to false
   */
  hold?: boolean;
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
  // the number of each open connection (1 for the first the sink accepted), by session id
  const numbers = new Map<string, number>();
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
    onConnect(session, callback) {
      connections += 1;
      numbers.set(session.id, connections);
      callback();
    },
    onClose(session) {
      numbers.delete(session.id);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks);
        const number = numbers.get(session.id) ?? 0;
        if (options.dropEvery && number % options.dropEvery === 0) {
          // the whole message arrived, but the connection ends without an answer to DATA: the
          // client cannot know whether the mail was taken (it was not)
          sink.dropped += 1;
          for (const connection of server.connections) {
            if (connection.id === session.id) connection._socket.destroy();
          }
          return;
        }
        if (options.rejectWith) {
          const error = new Error(options.rejectWith.message) as Error & { responseCode: number };
          error.responseCode = options.rejectWith.code;
          callback(error);
          return;
        }
        if (options.hold) return;
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

/**
 * Sends one mail by hand (EHLO, MAIL FROM, RCPT TO, DATA) and answers every line the server sent
 * after the message's end, once the connection closed: how a test sees that a sink dropped it.
 */
export async function answersAfterData(port: number): Promise<{ lines: string[] }> {
  const socket = connect(port, '127.0.0.1');
  const lines: string[] = [];
  let buffer = '';
  const waiters: Array<() => void> = [];
  socket.on('data', (chunk: Buffer) => {
    buffer += chunk.toString('utf8');
    const parts = buffer.split('\r\n');
    buffer = parts.pop() ?? '';
    lines.push(...parts);
    waiters.splice(0).forEach((w) => w());
  });
  let ended = false;
  const closed = new Promise<void>((resolve) =>
    socket.on('close', () => {
      ended = true;
      waiters.splice(0).forEach((w) => w());
      resolve();
    }),
  );
  socket.on('error', () => {});
  const answer = async (code: string) => {
    while (!lines.some((l) => l.startsWith(`${code} `))) {
      if (ended) throw new Error(`the sink closed the connection before answering ${code}`);
      await new Promise<void>((resolve) => waiters.push(resolve));
    }
    lines.splice(0);
  };
  await answer('220');
  for (const [command, code] of [
    ['EHLO test.local', '250'],
    ['MAIL FROM:<a@test.local>', '250'],
    ['RCPT TO:<b@test.local>', '250'],
    ['DATA', '354'],
  ] as const) {
    socket.write(`${command}\r\n`);
    await answer(code);
  }
  socket.write('Subject: dropped\r\n\r\nbody\r\n.\r\n');
  await closed;
  return { lines: [...lines, buffer].filter(Boolean) };
}
