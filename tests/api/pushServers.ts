import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { FileSystem, FtpSrv, type FtpConnection } from 'ftp-srv';
import { Server, utils, type Connection } from 'ssh2';

/**
 * Real portal servers on loopback for the push tests: an FTP server (ftp-srv) and an SFTP server
 * (ssh2's server with its sftp subsystem over a folder). Each takes one user; `dropNextUpload`
 * makes the next upload break off after its first bytes (the half file stays where it was written).
 */

export interface TestPushServer {
  port: number;
  /** the folder the user logs into */
  root: string;
  user: string;
  password: string;
  /** the next upload writes its first bytes, then the server drops the connection */
  dropNextUpload: boolean;
  /** how often a client tried to log in (a client that refuses the server never gets this far) */
  logins: number;
  /** the file names in a folder below the root, sorted */
  files(folder?: string): string[];
  close(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

function tempRoot(prefix: string): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  fs.mkdirSync(path.join(root, 'inbox'));
  return root;
}

const listing =
  (root: string) =>
  (folder = '') =>
    fs.readdirSync(path.join(root, folder)).sort();

/** A writer that keeps the first chunk in the file, then cuts the connection. */
function droppingWriter(fsPath: string, cut: () => void): Writable {
  return new Writable({
    write(chunk: Buffer, _encoding, done) {
      fs.writeFileSync(fsPath, chunk.subarray(0, Math.max(1, Math.floor(chunk.length / 2))));
      cut();
      done(new Error('connection dropped'));
    },
  });
}

/** ftp-srv logs through bunyan's interface; the tests keep it quiet. */
interface SilentLog {
  child(): SilentLog;
  trace(): void;
  debug(): void;
  info(): void;
  warn(): void;
  error(): void;
  fatal(): void;
}
const quiet = () => undefined;
const silentLog: SilentLog = {
  child: () => silentLog,
  trace: quiet,
  debug: quiet,
  info: quiet,
  warn: quiet,
  error: quiet,
  fatal: quiet,
};

/** A certificate and its key, PEM. */
export interface TestCertificate {
  key: string;
  cert: string;
}

/**
 * A self-signed certificate made with openssl for the test (P-256, two days): `name` becomes its
 * common name and its only subject alternative name (not the loopback address the server listens on).
 */
export function selfSignedCertificate(name = 'ftps.portal.test'): TestCertificate {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'immodesk-cert-'));
  try {
    const key = path.join(dir, 'key.pem');
    const cert = path.join(dir, 'cert.pem');
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '2',
        '-subj',
        `/CN=${name}`,
        '-addext',
        `subjectAltName=DNS:${name}`,
        '-keyout',
        key,
        '-out',
        cert,
      ],
      { stdio: 'pipe' },
    );
    return { key: fs.readFileSync(key, 'utf8'), cert: fs.readFileSync(cert, 'utf8') };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** An FTP server; with `tls`, it offers explicit FTPS (AUTH TLS) with that certificate. */
export async function startFtpServer(
  user = 'portal',
  password = 'geheim-123',
  tls?: TestCertificate,
): Promise<TestPushServer> {
  const root = tempRoot('immodesk-ftp-');
  const port = await freePort();
  const pasvMin = 20_000 + Math.floor(Math.random() * 20_000);
  const server = new FtpSrv({
    url: `ftp://127.0.0.1:${port}`,
    pasv_url: '127.0.0.1',
    pasv_min: pasvMin,
    pasv_max: pasvMin + 200,
    anonymous: false,
    log: silentLog,
    ...(tls ? { tls: { key: tls.key, cert: tls.cert } } : {}),
  });
  const state: TestPushServer = {
    port,
    root,
    user,
    password,
    dropNextUpload: false,
    logins: 0,
    files: listing(root),
    close: async () => {
      await server.close();
      fs.rmSync(root, { recursive: true, force: true });
    },
  };

  class DroppingFileSystem extends FileSystem {
    override write(fileName: string, options?: { append?: boolean; start?: unknown }) {
      if (!state.dropNextUpload) return super.write(fileName, options);
      state.dropNextUpload = false;
      const connection = this.connection as FtpConnection & {
        commandSocket: net.Socket;
        connector: { socket?: net.Socket };
      };
      const fsPath = path.join(root, path.posix.resolve(this.cwd, fileName));
      return {
        stream: droppingWriter(fsPath, () => {
          connection.connector.socket?.destroy();
          connection.commandSocket.destroy();
        }),
        clientPath: fileName,
      };
    }
  }

  server.on('login', ({ connection, username, password: given }, resolve, reject) => {
    state.logins += 1;
    if (username === user && given === password) {
      resolve({ fs: new DroppingFileSystem(connection, { root, cwd: '/' }) });
    } else reject(new Error('Login incorrect'));
  });
  await server.listen();
  return state;
}

const { STATUS_CODE, flagsToString } = utils.sftp;

/**
 * An Ed25519 key pair in OpenSSH's formats. ssh2's generator drops every leading zero byte of the
 * public key's bit string, the key's own first byte included, so about one pair in 256 comes out
 * with a 31-byte key that neither ssh-keygen nor a server accepts. Such a pair is made again.
 */
export function ed25519KeyPair(): { private: string; public: string } {
  for (;;) {
    const pair = utils.generateKeyPairSync('ed25519');
    const blob = Buffer.from(pair.public.trim().split(/\s+/)[1] ?? '', 'base64');
    // string "ssh-ed25519" (4 + 11 bytes), then string key (4 + 32 bytes)
    if (blob.length === 51 && blob.readUInt32BE(15) === 32) return pair;
  }
}

/** What `ssh-keygen -lf` prints as a public key's fingerprint (`SHA256:…`). */
export function sshKeygenFingerprint(publicKey: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'immodesk-key-'));
  try {
    const file = path.join(dir, 'host.pub');
    fs.writeFileSync(file, `${publicKey.trim()}\n`);
    const line = execFileSync('ssh-keygen', ['-lf', file], { encoding: 'utf8' });
    const found = /\bSHA256:[A-Za-z0-9+/]+/.exec(line);
    if (!found) throw new Error(`ssh-keygen printed no fingerprint: ${line}`);
    return found[0];
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export interface TestSftpServer extends TestPushServer {
  /** the OpenSSH private key the user may log in with instead of the password */
  clientKey: string;
  /** the server's host key fingerprint, as `ssh-keygen -lf` prints it for its public key */
  fingerprint: string;
}

/** A small SFTP server over a temporary folder: password or key login, the calls a push makes. */
export async function startSftpServer(user = 'portal', password = 'geheim-123'): Promise<TestSftpServer> {
  const root = tempRoot('immodesk-sftp-');
  const hostKey = ed25519KeyPair();
  const fingerprint = sshKeygenFingerprint(hostKey.public);
  const clientPair = ed25519KeyPair();
  const allowedKey = utils.parseKey(clientPair.public);
  if (allowedKey instanceof Error) throw allowedKey;
  const clients = new Set<Connection>();

  // client paths are absolute below the root, or relative to it
  const inRoot = (p: string) => path.join(root, path.posix.resolve('/', p));

  const server = new Server({ hostKeys: [hostKey.private] }, (client) => {
    clients.add(client);
    client.on('close', () => clients.delete(client));
    client.on('error', () => clients.delete(client));
    client.on('authentication', (ctx) => {
      state.logins += 1;
      if (ctx.username !== user) return ctx.reject(['password', 'publickey']);
      if (ctx.method === 'password' && ctx.password === password) return ctx.accept();
      if (
        ctx.method === 'publickey' &&
        ctx.key.algo === allowedKey.type &&
        ctx.key.data.equals(allowedKey.getPublicSSH())
      ) {
        if (!ctx.signature || !ctx.blob) return ctx.accept();
        if (allowedKey.verify(ctx.blob, ctx.signature, ctx.hashAlgo) === true) return ctx.accept();
      }
      ctx.reject(['password', 'publickey']);
    });
    client.on('ready', () => {
      client.on('session', (acceptSession) => {
        const session = acceptSession();
        session.on('sftp', (acceptSftp) => {
          const sftp = acceptSftp();
          const files = new Map<number, { fd: number; path: string }>();
          const dirs = new Map<number, { entries: string[] | null; path: string }>();
          let next = 1;
          const handleOf = (buffer: Buffer) => buffer.readUInt32BE(0);
          const newHandle = () => {
            const h = Buffer.alloc(4);
            h.writeUInt32BE(next++);
            return h;
          };
          const fail = (reqid: number, error: unknown) => {
            const code = (error as NodeJS.ErrnoException).code;
            sftp.status(
              reqid,
              code === 'ENOENT'
                ? STATUS_CODE.NO_SUCH_FILE
                : code === 'EACCES'
                  ? STATUS_CODE.PERMISSION_DENIED
                  : STATUS_CODE.FAILURE,
            );
          };
          sftp.on('REALPATH', (reqid, p) => {
            const resolved = path.posix.resolve('/', p);
            sftp.name(reqid, [{ filename: resolved, longname: resolved, attrs: {} as never }]);
          });
          sftp.on('OPENDIR', (reqid, p) => {
            try {
              if (!fs.statSync(inRoot(p)).isDirectory()) return sftp.status(reqid, STATUS_CODE.FAILURE);
            } catch (error) {
              return fail(reqid, error);
            }
            const h = newHandle();
            dirs.set(handleOf(h), { entries: null, path: inRoot(p) });
            sftp.handle(reqid, h);
          });
          sftp.on('READDIR', (reqid, h) => {
            const dir = dirs.get(handleOf(h));
            if (!dir) return sftp.status(reqid, STATUS_CODE.FAILURE);
            if (dir.entries) return sftp.status(reqid, STATUS_CODE.EOF);
            dir.entries = fs.readdirSync(dir.path);
            if (dir.entries.length === 0) return sftp.status(reqid, STATUS_CODE.EOF);
            sftp.name(
              reqid,
              dir.entries.map((filename) => {
                const st = fs.statSync(path.join(dir.path, filename));
                return {
                  filename,
                  longname: filename,
                  attrs: { mode: st.mode, uid: 0, gid: 0, size: st.size, atime: 0, mtime: 0 },
                };
              }),
            );
          });
          sftp.on('OPEN', (reqid, filename, flags) => {
            try {
              const fd = fs.openSync(inRoot(filename), flagsToString(flags) ?? 'r');
              const h = newHandle();
              files.set(handleOf(h), { fd, path: inRoot(filename) });
              sftp.handle(reqid, h);
            } catch (error) {
              fail(reqid, error);
            }
          });
          sftp.on('WRITE', (reqid, h, offset, data) => {
            const file = files.get(handleOf(h));
            if (!file) return sftp.status(reqid, STATUS_CODE.FAILURE);
            if (state.dropNextUpload) {
              state.dropNextUpload = false;
              fs.writeSync(
                file.fd,
                data.subarray(0, Math.max(1, Math.floor(data.length / 2))),
                0,
                undefined,
                offset,
              );
              client.end();
              return;
            }
            fs.writeSync(file.fd, data, 0, data.length, offset);
            sftp.status(reqid, STATUS_CODE.OK);
          });
          sftp.on('CLOSE', (reqid, h) => {
            const id = handleOf(h);
            const file = files.get(id);
            if (file) fs.closeSync(file.fd);
            files.delete(id);
            dirs.delete(id);
            sftp.status(reqid, STATUS_CODE.OK);
          });
          sftp.on('RENAME', (reqid, from, to) => {
            // like OpenSSH's server: an existing target is refused
            if (fs.existsSync(inRoot(to))) return sftp.status(reqid, STATUS_CODE.FAILURE);
            try {
              fs.renameSync(inRoot(from), inRoot(to));
              sftp.status(reqid, STATUS_CODE.OK);
            } catch (error) {
              fail(reqid, error);
            }
          });
          sftp.on('REMOVE', (reqid, p) => {
            try {
              fs.unlinkSync(inRoot(p));
              sftp.status(reqid, STATUS_CODE.OK);
            } catch (error) {
              fail(reqid, error);
            }
          });
          for (const call of ['STAT', 'LSTAT'] as const) {
            sftp.on(call, (reqid: number, p: string) => {
              try {
                const st = fs.statSync(inRoot(p));
                sftp.attrs(reqid, { mode: st.mode, uid: 0, gid: 0, size: st.size, atime: 0, mtime: 0 });
              } catch (error) {
                fail(reqid, error);
              }
            });
          }
        });
      });
    });
  });
  const port = await new Promise<number>((resolve) => {
    server.listen(0, '127.0.0.1', () => resolve((server.address() as net.AddressInfo).port));
  });
  const state: TestSftpServer = {
    port,
    root,
    user,
    password,
    clientKey: clientPair.private,
    fingerprint,
    dropNextUpload: false,
    logins: 0,
    files: listing(root),
    close: async () => {
      for (const c of clients) c.end();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
  return state;
}
