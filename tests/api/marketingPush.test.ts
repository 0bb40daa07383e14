import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PORTALS, type Portal } from '../../schema/marketing';
import { runDueJobs } from '../../server/core/jobs';
import { decryptSecret, isEncryptedSecret } from '../../server/core/secrets';
import type { RealEstateObject } from '../../server/db/types';
import { MARKETING_TRANSFER_JOB, runMarketingTransfer } from '../../server/modules/marketing/transfer';
import { Client, createTestApp, DIALECTS, type TestApp } from './harness';
import { addObjectImages } from './objectImageSupport';
import { expectStatus } from './objectsSupport';
import {
  ed25519KeyPair,
  selfSignedCertificate,
  sshKeygenFingerprint,
  startFtpServer,
  startSftpServer,
  type TestCertificate,
  type TestPushServer,
  type TestSftpServer,
} from './pushServers';

interface PlatformView {
  portal: Portal;
  enabled: boolean;
  format: string;
  transport: string;
  senderId: string;
  host: string;
  port: number;
  path: string;
  username: string;
  passwordSet: boolean;
  privateKeySet: boolean;
  hostKeyFingerprint: string;
  tlsCertificate: string;
  lastTransfer: { at: string; objectsSent: number; error: string; message: string } | null;
}
interface PlatformsView {
  version: number;
  platforms: PlatformView[];
}

/** The portal's FTPS certificate, and one the settings may hold that is not the server's. */
const portalCert: TestCertificate = selfSignedCertificate('ftps.portal.test');
const otherCert: TestCertificate = selfSignedCertificate('ftps.portal.test');
/** A fingerprint of a host key the SFTP server does not have. */
const otherFingerprint = sshKeygenFingerprint(ed25519KeyPair().public);

const AUTH_FAILED_DE =
  'Der Server des Portals hat Benutzername, Passwort oder Schlüssel abgelehnt. Bitte prüfen Sie die Zugangsdaten.';

/** Marketing push: FTP and SFTP transfers to real servers on loopback, the settings and "test connection". */
describe.each(DIALECTS)('marketing push (%s)', (dialect) => {
  let t: TestApp;
  let admin: Client;
  let marketer: Client;
  let analyst: Client;
  let ftp: TestPushServer;
  let sftp: TestSftpServer;
  let ftps: TestPushServer;
  const used = new Set<number>();
  /** the clock of the job passes: each pass a little later, a retry's pass past its backoff */
  let clock = Date.now();

  async function fresh(): Promise<RealEstateObject> {
    const found = (await t.objectsOf('rent', 'apartments')).find(
      (o) => !used.has(o.id) && o.active === 1 && o.progress_state === 'available',
    );
    expect(found).toBeDefined();
    used.add(found!.id);
    await addObjectImages(t, found!, { variant: 1, name: () => 'Fassade.jpg' });
    return found!;
  }

  /** An ad on one portal, published (its transfer queued). */
  async function publish(portal: Portal): Promise<RealEstateObject> {
    const object = await fresh();
    const e = expectStatus(
      await marketer.get(`/api/v2/marketing/objects/${object.id}/edit`),
      200,
    ) as unknown as { version: number };
    expectStatus(
      await marketer.post('/api/v1/marketing/ad/save', {
        id: object.id,
        version: e.version,
        texts: { de: { title: 'Helle Wohnung', description: '<p>Mit Sicht</p>' } },
        imageIds: [],
        contactName: 'Reto Brunner',
        contactEmail: 'reto.brunner@example.ch',
        contactPhone: '+41 44 123 45 67',
        viewingInfo: '',
        portals: [portal],
      }),
      200,
    );
    expectStatus(await marketer.post('/api/v1/marketing/ad/publish', { id: object.id }), 200);
    return object;
  }

  async function settings(client = admin): Promise<PlatformsView> {
    return expectStatus(
      await client.get('/api/v1/settings/marketing-platforms'),
      200,
    ) as unknown as PlatformsView;
  }

  /** Saves one portal's settings (the others as they are); answers the reply. */
  async function savePortal(portal: Portal, values: Record<string, unknown>) {
    const now = await settings();
    const platforms = Object.fromEntries(
      now.platforms.map((p) => [
        p.portal,
        {
          enabled: p.enabled,
          format: p.format,
          transport: p.transport,
          senderId: p.senderId,
          host: p.host,
          port: p.port,
          path: p.path,
          username: p.username,
          hostKeyFingerprint: p.hostKeyFingerprint,
          tlsCertificate: p.tlsCertificate,
          ...(p.portal === portal ? values : {}),
        },
      ]),
    );
    return admin.post('/api/v1/settings/marketing-platforms', { version: now.version, platforms });
  }

  const ftpSettings = (format: string, extra: Record<string, unknown> = {}) => ({
    enabled: true,
    format,
    transport: 'ftp',
    senderId: `ftp-${format}`,
    host: '127.0.0.1',
    port: ftp.port,
    path: '/inbox',
    username: ftp.user,
    password: ftp.password,
    ...extra,
  });
  const sftpSettings = (format: string, extra: Record<string, unknown> = {}) => ({
    enabled: true,
    format,
    transport: 'sftp',
    senderId: `sftp-${format}`,
    host: '127.0.0.1',
    port: sftp.port,
    path: '/inbox',
    username: sftp.user,
    password: sftp.password,
    hostKeyFingerprint: sftp.fingerprint,
    ...extra,
  });
  const ftpsSettings = (format: string, extra: Record<string, unknown> = {}) => ({
    enabled: true,
    format,
    transport: 'ftps',
    senderId: `ftps-${format}`,
    host: '127.0.0.1',
    port: ftps.port,
    path: '/inbox',
    username: ftps.user,
    password: ftps.password,
    tlsCertificate: portalCert.cert,
    ...extra,
  });

  /** One pass of the transfer jobs; `minutes` moves the clock on first (past a retry's backoff). */
  const runTransfers = (minutes = 0) => {
    clock = Math.max(clock, Date.now()) + minutes * 60_000 + 1000;
    return runDueJobs(
      t.database.db,
      { [MARKETING_TRANSFER_JOB]: runMarketingTransfer },
      { now: new Date(clock) },
    );
  };

  const adState = async (objectId: number, portal: Portal) =>
    t.database.db
      .selectFrom('marketing_ad_portals')
      .select(['state', 'reason'])
      .where('object_id', '=', objectId)
      .where('portal', '=', portal)
      .executeTakeFirstOrThrow();

  const lastTransfer = (portal: Portal) =>
    t.database.db
      .selectFrom('marketing_transfers')
      .selectAll()
      .where('portal', '=', portal)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();

  const zipNames = (file: string) => {
    expect(execFileSync('unzip', ['-t', file], { encoding: 'utf8' })).toMatch(/No errors detected/);
    return execFileSync('unzip', ['-Z1', file], { encoding: 'utf8' }).trim().split('\n');
  };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await Client.login(t.app, 'demo.admin');
    marketer = await Client.login(t.app, 'demo.marketer');
    analyst = await Client.login(t.app, 'demo.analyst');
    ftp = await startFtpServer();
    sftp = await startSftpServer();
    ftps = await startFtpServer('portal', 'geheim-123', portalCert);
  });
  afterAll(async () => {
    await t.close();
    await ftp.close();
    await sftp.close();
    await ftps.close();
  });

  describe('settings', () => {
    it('seals the password, never answers it, and keeps it when the form saves without one', async () => {
      const saved = await savePortal('homegate', ftpSettings('swissrets'));
      expect(saved.statusCode).toBe(200);
      expect(saved.body).not.toContain(ftp.password);
      expect((saved.json() as PlatformsView).platforms[0]).toMatchObject({
        portal: 'homegate',
        transport: 'ftp',
        host: '127.0.0.1',
        port: ftp.port,
        path: '/inbox',
        username: ftp.user,
        passwordSet: true,
        privateKeySet: false,
      });
      const row = await t.database.db
        .selectFrom('marketing_platforms')
        .selectAll()
        .where('portal', '=', 'homegate')
        .where('project_id', '=', await t.projectId('rent'))
        .executeTakeFirstOrThrow();
      expect(isEncryptedSecret(row.password_secret)).toBe(true);
      expect(row.password_secret).not.toContain(ftp.password);
      expect(decryptSecret(row.password_secret)).toBe(ftp.password);
      // saved again without a password: the stored one stays
      const again = await savePortal('homegate', { ...ftpSettings('swissrets'), password: undefined });
      expect(again.statusCode).toBe(200);
      const kept = await t.database.db
        .selectFrom('marketing_platforms')
        .select('password_secret')
        .where('id', '=', row.id)
        .executeTakeFirstOrThrow();
      expect(kept.password_secret).toBe(row.password_secret);
      const read = await admin.get('/api/v1/settings/marketing-platforms');
      expect(read.body).not.toContain(ftp.password);
      expect(read.body).not.toContain(row.password_secret);
      // the changelog says the credentials changed, never what they are
      const audit = await t.database.db
        .selectFrom('audit_log')
        .selectAll()
        .where('entity', '=', 'marketing_platforms')
        .execute();
      expect(audit.length).toBeGreaterThan(0);
      expect(JSON.stringify(audit)).not.toContain(ftp.password);
      expect(JSON.stringify(audit)).not.toContain(row.password_secret);
    });

    it('refuses a push without a server, user or any credential, and keeps the settings from the analyst', async () => {
      const noHost = await savePortal('newhome', sftpSettings('idx', { host: '' }));
      expect(noHost.statusCode).toBe(400);
      expect(noHost.json<{ errors: Record<string, string> }>().errors).toHaveProperty([
        'platforms.newhome.host',
      ]);
      const noSecret = await savePortal('newhome', sftpSettings('idx', { password: '' }));
      expect(noSecret.statusCode).toBe(400);
      expect(noSecret.json<{ errors: Record<string, string> }>().errors).toEqual({
        'platforms.newhome.password': 'marketing_push_no_credentials',
      });
      expect((await analyst.get('/api/v1/settings/marketing-platforms')).statusCode).toBe(403);
      expect((await marketer.get('/api/v1/settings/marketing-platforms')).statusCode).toBe(403);
      const probe = await analyst.post('/api/v1/settings/marketing-platforms/test-connection', {
        portal: 'homegate',
        transport: 'ftp',
        host: '127.0.0.1',
        port: ftp.port,
        path: '/inbox',
        username: ftp.user,
      });
      expect(probe.statusCode).toBe(403);
    });
  });

  describe('test connection', () => {
    const probe = (body: Record<string, unknown>) =>
      admin.post('/api/v1/settings/marketing-platforms/test-connection', {
        portal: 'homegate',
        transport: 'ftp',
        host: '127.0.0.1',
        port: ftp.port,
        path: '/inbox',
        username: ftp.user,
        ...body,
      });

    it('connects with the stored password and lists the folder, over FTP and SFTP', async () => {
      fs.writeFileSync(path.join(ftp.root, 'inbox', 'hello.txt'), 'hi');
      const ok = await probe({});
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toMatchObject({
        ok: true,
        error: '',
        entries: expect.arrayContaining(['hello.txt']),
      });
      expect(ok.body).not.toContain(ftp.password);
      fs.writeFileSync(path.join(sftp.root, 'inbox', 'welcome.txt'), 'hi');
      const overSftp = await probe({
        portal: 'newhome',
        transport: 'sftp',
        port: sftp.port,
        username: sftp.user,
        password: sftp.password,
        hostKeyFingerprint: sftp.fingerprint,
      });
      expect(overSftp.json()).toMatchObject({ ok: true, entries: ['welcome.txt'] });
      const withKey = await probe({
        portal: 'newhome',
        transport: 'sftp',
        port: sftp.port,
        username: sftp.user,
        privateKey: sftp.clientKey,
        hostKeyFingerprint: sftp.fingerprint,
      });
      expect(withKey.json()).toMatchObject({ ok: true });
    });

    it('says in words what went wrong: credentials, folder, server', async () => {
      const wrong = (await probe({ password: 'falsch' })).json<{
        ok: boolean;
        error: string;
        message: string;
      }>();
      expect(wrong).toMatchObject({
        ok: false,
        error: 'marketing_push_auth_failed',
        message: AUTH_FAILED_DE,
      });
      const wrongSftp = await probe({
        portal: 'newhome',
        transport: 'sftp',
        port: sftp.port,
        username: sftp.user,
        password: 'falsch',
        hostKeyFingerprint: sftp.fingerprint,
      });
      expect(wrongSftp.json()).toMatchObject({ ok: false, error: 'marketing_push_auth_failed' });
      expect((await probe({ path: '/nowhere' })).json()).toMatchObject({
        ok: false,
        error: 'marketing_push_path_missing',
      });
      const sftpFolder = await probe({
        portal: 'newhome',
        transport: 'sftp',
        port: sftp.port,
        username: sftp.user,
        password: sftp.password,
        path: '/nowhere',
        hostKeyFingerprint: sftp.fingerprint,
      });
      expect(sftpFolder.json()).toMatchObject({ ok: false, error: 'marketing_push_path_missing' });
      const closed = await probe({ port: 1 });
      expect(closed.json()).toMatchObject({ ok: false, error: 'marketing_push_unreachable' });
      // no password stored for this portal and none given
      expect((await probe({ portal: 'icasa' })).json()).toMatchObject({
        ok: false,
        error: 'marketing_push_no_credentials',
      });
    });
  });

  describe('transfers', () => {
    it('pushes the SwissRETS JSON and its images over FTP under their final names', async () => {
      expectStatus(await savePortal('homegate', ftpSettings('swissrets')), 200);
      const object = await publish('homegate');
      await runTransfers();
      expect(await adState(object.id, 'homegate')).toEqual({ state: 'live', reason: '' });
      const names = ftp.files('inbox');
      expect(names.filter((n) => n.endsWith('.part'))).toEqual([]);
      expect(names).toContain('ftp-swissrets.json');
      const json = JSON.parse(
        fs.readFileSync(path.join(ftp.root, 'inbox', 'ftp-swissrets.json'), 'utf8'),
      ) as {
        properties: Array<{
          id: string;
          localizations: Array<{ attachments?: { images?: Array<{ url: string }> } }>;
        }>;
      };
      const images = json.properties.flatMap((p) =>
        p.localizations.flatMap((l) => l.attachments?.images ?? []),
      );
      expect(images.length).toBeGreaterThan(0);
      for (const image of images) {
        // each linked picture lies complete beside the JSON
        const bytes = fs.readFileSync(path.join(ftp.root, 'inbox', image.url));
        expect(bytes.subarray(0, 2).toString('hex')).toBe('ffd8');
      }
      expect(await lastTransfer('homegate')).toMatchObject({ transport: 'ftp', error: '' });
      const view = (await settings()).platforms.find((p) => p.portal === 'homegate')!;
      expect(view.lastTransfer).toMatchObject({ error: '', message: '' });
      expect(view.lastTransfer!.objectsSent).toBeGreaterThanOrEqual(1);
    });

    it('leaves no half file under the final name when the FTP server drops the connection, and the retry succeeds', async () => {
      expectStatus(await savePortal('flatfox', ftpSettings('idx')), 200);
      const object = await publish('flatfox');
      ftp.dropNextUpload = true;
      await runTransfers();
      expect(ftp.files('inbox')).not.toContain('ftp-idx.zip');
      expect(await adState(object.id, 'flatfox')).toEqual({
        state: 'failed',
        reason: 'marketing_push_interrupted',
      });
      expect((await lastTransfer('flatfox')).error).toMatch(/^marketing_push_interrupted/);
      // the retry waits for its backoff, then goes through
      await runTransfers(2);
      expect(ftp.files('inbox')).toContain('ftp-idx.zip');
      expect(ftp.files('inbox').filter((n) => n.endsWith('.part'))).toEqual([]);
      const names = zipNames(path.join(ftp.root, 'inbox', 'ftp-idx.zip'));
      expect(names).toContain('unload.txt');
      expect(names.some((n) => n.startsWith(`${object.id}_`))).toBe(true);
      expect(await adState(object.id, 'flatfox')).toEqual({ state: 'live', reason: '' });
      expect(await lastTransfer('flatfox')).toMatchObject({ error: '' });
    });

    it('pushes the IDX ZIP over SFTP, replaces it at the next transfer, and survives a dropped connection', async () => {
      expectStatus(await savePortal('newhome', sftpSettings('idx')), 200);
      const first = await publish('newhome');
      await runTransfers();
      expect(await adState(first.id, 'newhome')).toEqual({ state: 'live', reason: '' });
      const file = path.join(sftp.root, 'inbox', 'sftp-idx.zip');
      expect(zipNames(file).some((n) => n.startsWith(`${first.id}_`))).toBe(true);
      // the next transfer drops mid-upload: the ZIP of the first stays whole, the new one waits
      const second = await publish('newhome');
      sftp.dropNextUpload = true;
      await runTransfers();
      expect(await adState(second.id, 'newhome')).toEqual({
        state: 'failed',
        reason: 'marketing_push_interrupted',
      });
      expect(await adState(first.id, 'newhome')).toEqual({ state: 'live', reason: '' });
      expect(zipNames(file).some((n) => n.startsWith(`${second.id}_`))).toBe(false);
      await runTransfers(2);
      expect(await adState(second.id, 'newhome')).toEqual({ state: 'live', reason: '' });
      // the half upload's temporary file is cleared by the next transfer
      expect(sftp.files('inbox').filter((n) => n.endsWith('.part'))).toEqual([]);
      const names = zipNames(file);
      expect(names.some((n) => n.startsWith(`${first.id}_`))).toBe(true);
      expect(names.some((n) => n.startsWith(`${second.id}_`))).toBe(true);
    });

    it('logs in over SFTP with a private key instead of a password', async () => {
      expectStatus(
        await savePortal(
          'immoscout',
          sftpSettings('swissrets', { password: '', privateKey: sftp.clientKey }),
        ),
        200,
      );
      const view = (await settings()).platforms.find((p) => p.portal === 'immoscout')!;
      expect(view).toMatchObject({ passwordSet: false, privateKeySet: true });
      const object = await publish('immoscout');
      await runTransfers();
      expect(await adState(object.id, 'immoscout')).toEqual({ state: 'live', reason: '' });
      expect(sftp.files('inbox')).toContain('sftp-swissrets.json');
    });

    it('shows wrong credentials as a clear reason in the marketing list and the settings', async () => {
      expectStatus(
        await savePortal('icasa', ftpSettings('swissrets', { password: 'falsch', senderId: 'icasa' })),
        200,
      );
      const object = await publish('icasa');
      await runTransfers();
      expect(await adState(object.id, 'icasa')).toEqual({
        state: 'failed',
        reason: 'marketing_push_auth_failed',
      });
      expect(ftp.files('inbox')).not.toContain('icasa.json');
      const list = expectStatus(
        await marketer.post('/api/v2/marketing/objects', { search: object.ref_number }),
        200,
      ) as unknown as { body: Array<Record<string, unknown>> };
      expect(list.body.find((r) => r._id === object.id)).toMatchObject({
        icasa: 'failed',
        _portal_reasons: { icasa: AUTH_FAILED_DE },
      });
      const view = (await settings()).platforms.find((p) => p.portal === 'icasa')!;
      expect(view.lastTransfer).toMatchObject({
        objectsSent: 0,
        error: 'marketing_push_auth_failed',
        message: AUTH_FAILED_DE,
      });
      // with the right password the next retry delivers
      expectStatus(await savePortal('icasa', ftpSettings('swissrets', { senderId: 'icasa' })), 200);
      await runTransfers(2);
      expect(await adState(object.id, 'icasa')).toEqual({ state: 'live', reason: '' });
      expect(ftp.files('inbox')).toContain('icasa.json');
    });

    it('never answers a credential on any settings call', async () => {
      for (const reply of [
        await admin.get('/api/v1/settings/marketing-platforms'),
        await savePortal('homegate', ftpSettings('swissrets', { password: undefined })),
      ]) {
        expect(reply.body).not.toContain(ftp.password);
        expect(reply.body).not.toContain(sftp.password);
        expect(reply.body).not.toContain('PRIVATE KEY');
        expect(reply.body).not.toMatch(/"password"|"privateKey"|password_secret|private_key_secret/);
      }
      expect(PORTALS.length).toBe(5);
    });
  });

  describe('SFTP host key', () => {
    const probe = (body: Record<string, unknown>) =>
      admin.post('/api/v1/settings/marketing-platforms/test-connection', {
        portal: 'newhome',
        transport: 'sftp',
        host: '127.0.0.1',
        port: sftp.port,
        path: '/inbox',
        username: sftp.user,
        password: sftp.password,
        ...body,
      });

    it('test connection shows the server’s fingerprint when none is given, and sends no credential', async () => {
      const before = sftp.logins;
      const reply = await probe({ hostKeyFingerprint: '' });
      expect(reply.statusCode).toBe(200);
      expect(reply.json()).toMatchObject({
        ok: false,
        error: 'marketing_push_host_key_unknown',
        entries: [],
        fingerprint: sftp.fingerprint,
      });
      expect(sftp.fingerprint).toMatch(/^SHA256:[A-Za-z0-9+/]{43}$/);
      // refused before logging in: the password never reached the server
      expect(sftp.logins).toBe(before);
      // confirmed: it connects and answers the same fingerprint
      expect((await probe({ hostKeyFingerprint: sftp.fingerprint })).json()).toMatchObject({
        ok: true,
        fingerprint: sftp.fingerprint,
      });
      // another key: refused, the server's own fingerprint shown for comparison
      const other = await probe({ hostKeyFingerprint: otherFingerprint });
      expect(other.json()).toMatchObject({
        ok: false,
        error: 'marketing_push_host_key_mismatch',
        fingerprint: sftp.fingerprint,
      });
    });

    it('refuses an SFTP portal saved without a fingerprint or with a malformed one', async () => {
      const none = await savePortal('newhome', sftpSettings('idx', { hostKeyFingerprint: '' }));
      expect(none.statusCode).toBe(400);
      expect(none.json<{ errors: Record<string, string> }>().errors).toEqual({
        'platforms.newhome.hostKeyFingerprint': 'marketing_host_key_required',
      });
      const malformed = await savePortal(
        'newhome',
        sftpSettings('idx', { hostKeyFingerprint: 'MD5:12:34:56' }),
      );
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json<{ errors: Record<string, string> }>().errors).toEqual({
        'platforms.newhome.hostKeyFingerprint': 'marketing_host_key_invalid',
      });
      // ssh-keygen's form, with the padding some tools add, is taken and kept without it
      expectStatus(
        await savePortal('newhome', sftpSettings('idx', { hostKeyFingerprint: `${sftp.fingerprint}=` })),
        200,
      );
      const view = (await settings()).platforms.find((p) => p.portal === 'newhome')!;
      expect(view.hostKeyFingerprint).toBe(sftp.fingerprint);
    });

    it('uploads nothing to a server whose key does not match, shows why, and delivers once the right one is saved', async () => {
      expectStatus(
        await savePortal(
          'newhome',
          sftpSettings('swissrets', { senderId: 'pinned', hostKeyFingerprint: otherFingerprint }),
        ),
        200,
      );
      const files = sftp.files('inbox');
      const logins = sftp.logins;
      const object = await publish('newhome');
      await runTransfers();
      expect(await adState(object.id, 'newhome')).toEqual({
        state: 'failed',
        reason: 'marketing_push_host_key_mismatch',
      });
      expect(sftp.files('inbox')).toEqual(files);
      expect(sftp.logins).toBe(logins);
      expect((await lastTransfer('newhome')).error).toMatch(/^marketing_push_host_key_mismatch/);
      const list = expectStatus(
        await marketer.post('/api/v2/marketing/objects', { search: object.ref_number }),
        200,
      ) as unknown as { body: Array<Record<string, unknown>> };
      expect(list.body.find((r) => r._id === object.id)).toMatchObject({
        newhome: 'failed',
        _portal_reasons: { newhome: expect.stringMatching(/anderen Schlüssel/) },
      });
      const view = (await settings()).platforms.find((p) => p.portal === 'newhome')!;
      expect(view.lastTransfer).toMatchObject({ error: 'marketing_push_host_key_mismatch' });
      // settings from before the fingerprint existed: refused too, never trusted on first use
      await t.database.db
        .updateTable('marketing_platforms')
        .set({ host_key_fingerprint: '' })
        .where('portal', '=', 'newhome')
        .where('project_id', '=', await t.projectId('rent'))
        .execute();
      await runTransfers(2);
      expect(await adState(object.id, 'newhome')).toEqual({
        state: 'failed',
        reason: 'marketing_push_host_key_unknown',
      });
      expect(sftp.files('inbox')).toEqual(files);
      expect(sftp.logins).toBe(logins);
      // the confirmed fingerprint saved: the next retry delivers
      expectStatus(await savePortal('newhome', sftpSettings('swissrets', { senderId: 'pinned' })), 200);
      await runTransfers(5);
      expect(await adState(object.id, 'newhome')).toEqual({ state: 'live', reason: '' });
      expect(sftp.files('inbox')).toContain('pinned.json');
    });
  });

  describe('FTPS', () => {
    const probe = (body: Record<string, unknown>) =>
      admin.post('/api/v1/settings/marketing-platforms/test-connection', {
        portal: 'immoscout',
        transport: 'ftps',
        host: '127.0.0.1',
        port: ftps.port,
        path: '/inbox',
        username: ftps.user,
        password: ftps.password,
        tlsCertificate: portalCert.cert,
        ...body,
      });

    it('connects over TLS to the certificate the settings trust, and to no other', async () => {
      fs.writeFileSync(path.join(ftps.root, 'inbox', 'tls.txt'), 'hi');
      expect((await probe({})).json()).toMatchObject({ ok: true, entries: ['tls.txt'] });
      const logins = ftps.logins;
      // no certificate in the settings: the self-signed one is not trusted
      expect((await probe({ tlsCertificate: '' })).json()).toMatchObject({
        ok: false,
        error: 'marketing_push_tls_failed',
      });
      // another certificate (same name) in the settings: refused as well
      expect((await probe({ tlsCertificate: otherCert.cert })).json()).toMatchObject({
        ok: false,
        error: 'marketing_push_tls_failed',
      });
      // neither sent the password
      expect(ftps.logins).toBe(logins);
      expect((await probe({ password: 'falsch' })).json()).toMatchObject({
        ok: false,
        error: 'marketing_push_auth_failed',
        message: AUTH_FAILED_DE,
      });
      // the plain FTP server offers no TLS: the connection is not made in the clear instead
      expect((await probe({ port: ftp.port })).json()).toMatchObject({ ok: false });
      expect(ftp.files('inbox')).not.toContain('tls.txt');
    });

    it('refuses a certificate that is not PEM', async () => {
      const reply = await savePortal('immoscout', ftpsSettings('swissrets', { tlsCertificate: 'abc' }));
      expect(reply.statusCode).toBe(400);
      expect(reply.json<{ errors: Record<string, string> }>().errors).toEqual({
        'platforms.immoscout.tlsCertificate': 'marketing_tls_certificate_invalid',
      });
    });

    it('pushes the files complete over FTPS, and nothing while the certificate is not trusted', async () => {
      expectStatus(
        await savePortal('immoscout', ftpsSettings('swissrets', { tlsCertificate: otherCert.cert })),
        200,
      );
      const object = await publish('immoscout');
      await runTransfers();
      expect(await adState(object.id, 'immoscout')).toEqual({
        state: 'failed',
        reason: 'marketing_push_tls_failed',
      });
      expect(ftps.files('inbox')).toEqual(['tls.txt']);
      expectStatus(await savePortal('immoscout', ftpsSettings('swissrets')), 200);
      const view = (await settings()).platforms.find((p) => p.portal === 'immoscout')!;
      expect(view).toMatchObject({ transport: 'ftps', tlsCertificate: portalCert.cert.trim() });
      await runTransfers(5);
      expect(await adState(object.id, 'immoscout')).toEqual({ state: 'live', reason: '' });
      const names = ftps.files('inbox');
      expect(names.filter((n) => n.endsWith('.part'))).toEqual([]);
      const json = JSON.parse(
        fs.readFileSync(path.join(ftps.root, 'inbox', 'ftps-swissrets.json'), 'utf8'),
      ) as {
        properties: Array<{
          id: string;
          localizations: Array<{ attachments?: { images?: Array<{ url: string }> } }>;
        }>;
      };
      expect(json.properties.length).toBeGreaterThanOrEqual(1);
      const images = json.properties.flatMap((p) =>
        p.localizations.flatMap((l) => l.attachments?.images ?? []),
      );
      expect(images.length).toBeGreaterThan(0);
      for (const image of images) {
        const bytes = fs.readFileSync(path.join(ftps.root, 'inbox', image.url));
        expect(bytes.subarray(0, 2).toString('hex')).toBe('ffd8');
      }
      expect(await lastTransfer('immoscout')).toMatchObject({ transport: 'ftps', error: '' });
    });
  });
});
