import net, { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

// every host name of these tests resolves to loopback, as a hostile DNS would answer
vi.mock('node:dns', async (original) => {
  const dns = await original<typeof import('node:dns')>();
  const lookup = (
    _host: string,
    options: { all?: boolean },
    callback: (e: null, a: unknown, f?: number) => void,
  ) => (options.all ? callback(null, [{ address: '127.0.0.1', family: 4 }]) : callback(null, '127.0.0.1', 4));
  return { ...dns, default: { ...dns, lookup }, lookup };
});

const { DirectoryAddressError, directoryFetch, isPrivateAddress, isPrivateHost } =
  await import('./directoryFetch');

describe('addresses a directory may not live at', () => {
  it('tells loopback, link-local and private addresses from public ones, IPv4 and IPv6', () => {
    const blocked = [
      '127.0.0.1',
      '127.255.0.9',
      '0.0.0.0',
      '10.0.0.1',
      '172.16.5.4',
      '172.31.255.255',
      '192.168.0.1',
      '169.254.169.254',
      '100.64.0.1',
      '224.0.0.1',
      '255.255.255.255',
      '::',
      '::1',
      'fe80::1',
      'fe80::1%eth0',
      'fd00::1',
      'fc00::1',
      'ff02::1',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::ffff:a00:1',
      '64:ff9b::a9fe:a9fe',
      '2002:7f00:1::1',
      '[::1]',
    ];
    const open = [
      '8.8.8.8',
      '172.32.0.1',
      '192.169.0.1',
      '2a00:1450:400a::200e',
      '::ffff:8.8.8.8',
      '2002:808:808::1',
    ];
    for (const address of blocked) expect(isPrivateAddress(address), address).toBe(true);
    for (const address of open) expect(isPrivateAddress(address), address).toBe(false);
    expect(isPrivateHost('localhost')).toBe(true);
    expect(isPrivateHost('login.localhost')).toBe(true);
    expect(isPrivateHost('login.example.ch')).toBe(false);
  });
});

describe('requests to a directory', () => {
  let connections = 0;
  let server: net.Server;
  let port: number;

  beforeAll(async () => {
    server = net.createServer((socket) => {
      connections += 1;
      socket.destroy();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const get = (fetch: ReturnType<typeof directoryFetch>, url: string) =>
    fetch(url, { method: 'GET', headers: {} });

  it('never connects to a host name that resolves to a private address', async () => {
    const guarded = directoryFetch({ allowPrivate: false, allowHttp: false });
    const error = await get(
      guarded,
      `https://login.example.ch:${port}/.well-known/openid-configuration`,
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TypeError);
    expect((error as TypeError).cause).toBeInstanceOf(DirectoryAddressError);
    expect(connections).toBe(0);
  });

  it('refuses http, and an address in the URL, before any lookup', async () => {
    const guarded = directoryFetch({ allowPrivate: false, allowHttp: false });
    for (const url of [
      `http://login.example.ch:${port}/`,
      `https://127.0.0.1:${port}/`,
      `https://[::1]:${port}/`,
    ]) {
      await expect(get(guarded, url), url).rejects.toBeInstanceOf(TypeError);
    }
    expect(connections).toBe(0);
  });

  it('connects there when private issuers are allowed (tests)', async () => {
    const open = directoryFetch({ allowPrivate: true, allowHttp: true });
    await expect(get(open, `http://login.example.ch:${port}/`)).rejects.toBeInstanceOf(TypeError);
    expect(connections).toBe(1);
  });
});
