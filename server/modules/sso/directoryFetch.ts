import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP, isIPv4, type LookupFunction } from 'node:net';

/**
 * Requests to a single sign-on directory (discovery, keys, token, userinfo). Unless private
 * issuers are allowed (tests), they go over https only and never to this machine or a private
 * network: neither by an address in the URL nor by a host name that resolves to one, checked on
 * the address the connection is actually made to (no second lookup an attacker's DNS could answer
 * differently).
 */

/** Replies larger than this are refused: a directory's metadata, keys and tokens are small. */
const MAX_REPLY_BYTES = 1024 * 1024;

/** IPv4 ranges no directory lives in: this network, private, shared, loopback, link-local, reserved. */
const IPV4_BLOCKED: ReadonlyArray<readonly [number, number]> = [
  [0x00000000, 8], // 0.0.0.0/8 this network
  [0x0a000000, 8], // 10/8 private
  [0x64400000, 10], // 100.64/10 shared (carrier-grade NAT)
  [0x7f000000, 8], // 127/8 loopback
  [0xa9fe0000, 16], // 169.254/16 link-local (cloud metadata)
  [0xac100000, 12], // 172.16/12 private
  [0xc0000000, 24], // 192.0.0/24 protocol assignments
  [0xc0a80000, 16], // 192.168/16 private
  [0xc6120000, 15], // 198.18/15 benchmarking
  [0xe0000000, 4], // 224/4 multicast
  [0xf0000000, 4], // 240/4 reserved, broadcast
];

function ipv4Number(address: string): number {
  return address.split('.').reduce((n, part) => n * 256 + Number(part), 0);
}

function isBlockedIpv4(address: string): boolean {
  const n = ipv4Number(address);
  return IPV4_BLOCKED.some(([base, bits]) => Math.floor(n / 2 ** (32 - bits)) === base / 2 ** (32 - bits));
}

/** The 16 bytes of a valid IPv6 address (an IPv4 tail included). */
function ipv6Bytes(address: string): number[] {
  let text = address;
  const tail: number[] = [];
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    tail.push(...dotted[1]!.split('.').map(Number));
    text = `${text.slice(0, dotted.index)}0:0`;
  }
  const [head = '', rest] = text.split('::');
  const groups = (part: string) => (part ? part.split(':').map((g) => parseInt(g, 16)) : []);
  const front = groups(head);
  const back = rest === undefined ? [] : groups(rest);
  const words = [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back];
  const bytes = words.flatMap((w) => [w >> 8, w & 0xff]);
  if (tail.length) bytes.splice(12, 4, ...tail);
  return bytes;
}

function isBlockedIpv6(address: string): boolean {
  const b = ipv6Bytes(address.replace(/%.*$/, ''));
  const zeros = (from: number, to: number) => b.slice(from, to).every((x) => x === 0);
  const embedded = () => b.slice(12, 16).join('.');
  // ::/96 (unspecified, loopback, IPv4-compatible)
  if (zeros(0, 12)) return true;
  // ::ffff:0:0/96 IPv4-mapped, 64:ff9b::/96 NAT64: the IPv4 address inside decides
  if (zeros(0, 10) && b[10] === 0xff && b[11] === 0xff) return isBlockedIpv4(embedded());
  if (b[0] === 0x00 && b[1] === 0x64 && b[2] === 0xff && b[3] === 0x9b && zeros(4, 12)) {
    return isBlockedIpv4(embedded());
  }
  // 2002::/16 6to4: the IPv4 address in bytes 2 to 5 decides
  if (b[0] === 0x20 && b[1] === 0x02) return isBlockedIpv4(b.slice(2, 6).join('.'));
  if ((b[0]! & 0xfe) === 0xfc) return true; // fc00::/7 unique local
  if (b[0] === 0xfe && (b[1]! & 0xc0) === 0x80) return true; // fe80::/10 link-local
  if (b[0] === 0xfe && (b[1]! & 0xc0) === 0xc0) return true; // fec0::/10 site-local (deprecated)
  if (b[0] === 0xff) return true; // ff00::/8 multicast
  return false;
}

/** A loopback, link-local, private or otherwise non-public address (IPv4 or IPv6). */
export function isPrivateAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '');
  if (isIPv4(bare)) return isBlockedIpv4(bare);
  if (isIP(bare.replace(/%.*$/, '')) === 6) return isBlockedIpv6(bare);
  return false;
}

/** A host (from a URL) that names this machine or a private network by itself: an address or `localhost`. */
export function isPrivateHost(hostname: string): boolean {
  const host = hostname
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '')
    .toLowerCase();
  return host === 'localhost' || host.endsWith('.localhost') || isPrivateAddress(host);
}

/** Why a request to the directory was not made. */
export class DirectoryAddressError extends Error {}

/** dns.lookup that refuses a name when any of its addresses is private. */
const publicLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
    if (error) return callback(error, '', 0);
    const refused = addresses.find((a) => isPrivateAddress(a.address));
    if (refused || addresses.length === 0) {
      const reason = `${hostname} resolves to ${refused?.address ?? 'no address'}, which is not public`;
      return callback(Object.assign(new DirectoryAddressError(reason), { code: 'EADDRNOTPUBLIC' }), '', 0);
    }
    if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
    return callback(null, addresses[0]!.address, addresses[0]!.family);
  });
};

export interface DirectoryFetchOptions {
  /** loopback and private addresses allowed (SSO_ALLOW_PRIVATE_ISSUER) */
  allowPrivate: boolean;
  /** http allowed besides https (a loopback issuer with SSO_ALLOW_PRIVATE_ISSUER) */
  allowHttp: boolean;
}

interface FetchInit {
  method: string;
  headers: Record<string, string>;
  body?: unknown;
  signal?: AbortSignal;
}

/** A failed request, the way fetch reports it (openid-client treats TypeError as a network error). */
const failed = (cause: unknown) => new TypeError('fetch failed', { cause });

function bodyOf(body: unknown): string | Buffer | undefined {
  if (body === undefined || body === null) return undefined;
  if (typeof body === 'string') return body;
  if (body instanceof URLSearchParams) return body.toString();
  if (body instanceof Uint8Array) return Buffer.from(body);
  throw failed(new DirectoryAddressError('unsupported request body'));
}

/** A fetch for openid-client's customFetch that keeps to the rules above. */
export function directoryFetch(options: DirectoryFetchOptions) {
  return async (input: string, init: FetchInit): Promise<Response> => {
    const url = new URL(input);
    if (url.protocol !== 'https:' && !(url.protocol === 'http:' && options.allowHttp)) {
      throw failed(new DirectoryAddressError(`${url.protocol} is not allowed for ${url.host}`));
    }
    if (!options.allowPrivate && isPrivateHost(url.hostname)) {
      throw failed(new DirectoryAddressError(`${url.hostname} is not a public address`));
    }
    const body = bodyOf(init.body);
    const client = url.protocol === 'https:' ? https : http;
    return new Promise<Response>((resolve, reject) => {
      const request = client.request(
        url,
        {
          method: init.method,
          headers: init.headers,
          signal: init.signal,
          lookup: options.allowPrivate ? (dnsLookup as LookupFunction) : publicLookup,
        },
        (reply) => {
          const chunks: Buffer[] = [];
          let size = 0;
          reply.on('data', (chunk: Buffer) => {
            size += chunk.length;
            if (size > MAX_REPLY_BYTES) reply.destroy(new DirectoryAddressError('reply too large'));
            else chunks.push(chunk);
          });
          reply.on('error', (error) => reject(failed(error)));
          reply.on('end', () => {
            const headers = new Headers();
            for (const [name, value] of Object.entries(reply.headers)) {
              for (const v of Array.isArray(value) ? value : value === undefined ? [] : [value]) {
                headers.append(name, v);
              }
            }
            const status = reply.statusCode ?? 502;
            const empty = [101, 204, 205, 304].includes(status);
            resolve(
              new Response(empty ? null : Buffer.concat(chunks), {
                status,
                statusText: reply.statusMessage,
                headers,
              }),
            );
          });
        },
      );
      request.on('error', (error) => {
        // an aborted request rejects with the signal's reason (a timeout), as fetch does
        reject(init.signal?.aborted ? init.signal.reason : failed(error));
      });
      request.end(body);
    });
  };
}
