import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storageFor } from '../../server/core/storage';
import { RECEIVER_LIMITS, startMailReceiver, type MailReceiver } from '../../server/modules/mail/receiver';
import { createTestApp, DIALECTS, type TestApp } from './harness';

const DOMAIN = 'immodesk.test';

/** A raw SMTP connection: its replies line by line and the moment the server closes it. */
interface Client {
  socket: Socket;
  /** the next reply line the server sends */
  next(): Promise<string>;
  closed: Promise<void>;
}

function open(port: number, localAddress = '127.0.0.1'): Promise<Client> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port, localAddress });
    const lines: string[] = [];
    const waiting: Array<(line: string) => void> = [];
    let buffer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      let end = buffer.indexOf('\r\n');
      while (end !== -1) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const waiter = waiting.shift();
        if (waiter) waiter(line);
        else lines.push(line);
        end = buffer.indexOf('\r\n');
      }
    });
    const closed = new Promise<void>((done) => socket.once('close', () => done()));
    socket.once('error', reject);
    socket.once('connect', () =>
      resolve({
        socket,
        closed,
        next: () =>
          new Promise<string>((done) => {
            const line = lines.shift();
            if (line !== undefined) done(line);
            else waiting.push(done);
          }),
      }),
    );
  });
}

describe.each(DIALECTS)('inbound mail: connection limits (%s)', (dialect) => {
  let t: TestApp;
  let receiver: MailReceiver;
  let idleReceiver: MailReceiver;
  const clients: Client[] = [];

  beforeAll(async () => {
    t = await createTestApp(dialect, { mailDomain: DOMAIN, smtpInPort: 0, smtpInHost: '127.0.0.1' });
    const storage = storageFor(t.config);
    receiver = (await startMailReceiver(t.database.db, t.config, storage, t.app.log))!;
    idleReceiver = (await startMailReceiver(t.database.db, t.config, storage, t.app.log, {
      ...RECEIVER_LIMITS,
      idleTimeoutMs: 300,
    }))!;
  });
  afterAll(async () => {
    for (const client of clients) client.socket.destroy();
    await receiver.close();
    await idleReceiver.close();
    await t.close();
  });

  const client = async (port: number, localAddress?: string) => {
    const c = await open(port, localAddress);
    clients.push(c);
    return c;
  };

  it('refuses one address more connections than its share with 421, while another sender gets through', async () => {
    const max = RECEIVER_LIMITS.maxPerClient;
    const held: Client[] = [];
    for (let i = 0; i < max; i++) {
      const c = await client(receiver.port);
      expect(await c.next()).toMatch(/^220 /);
      held.push(c);
    }
    const extra = await client(receiver.port);
    expect(await extra.next()).toMatch(/^421 /);
    await extra.closed;
    const other = await client(receiver.port, '127.0.0.2');
    expect(await other.next()).toMatch(/^220 /);
    other.socket.write('EHLO other.example.org\r\n');
    expect(await other.next()).toMatch(/^250[- ]/);
    // a connection that ends frees its place for the same address
    held[0]!.socket.write('QUIT\r\n');
    expect(await held[0]!.next()).toMatch(/^221 /);
    await held[0]!.closed;
    const again = await client(receiver.port);
    expect(await again.next()).toMatch(/^220 /);
  });

  it('drops a connection that stays silent past the idle timeout', async () => {
    const c = await client(idleReceiver.port);
    expect(await c.next()).toMatch(/^220 /);
    expect(await c.next()).toMatch(/^421 .*Timeout/);
    await c.closed;
    expect(c.socket.destroyed).toBe(true);
  });
});
