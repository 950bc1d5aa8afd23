import {BlockList, isIP, isIPv4} from 'node:net';
import {lookup as dnsLookup, LookupAddress} from 'node:dns';
import {networkInterfaces} from 'node:os';

/**
 * IPv4 ranges a webhook never reaches (IANA's special-purpose registry): this network, private, carrier-grade
 * NAT, loopback, link-local, IETF protocol assignments, documentation, 6to4 relays, benchmarking, multicast,
 * reserved and broadcast.
 */
const NOT_PUBLIC_V4: Array<[string, number]> = [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
];

/**
 * IPv6 outside global unicast (2000::/3) is never public (loopback, unspecified, IPv4-compatible `::a.b.c.d`,
 * NAT64 64:ff9b::/96 and /48, discard, unique-local, link- and site-local, multicast); inside it, the IETF
 * assignments (Teredo among them), documentation and 6to4 relays of private IPv4 are refused too.
 */
const GLOBAL_V6: [string, number] = ['2000::', 3];
const NOT_PUBLIC_V6: Array<[string, number]> = [
  ['2001::', 23],
  ['2001:db8::', 32],
  ['3fff::', 20],
  ['5f00::', 16],
];

const v4Blocked = new BlockList();
NOT_PUBLIC_V4.forEach(([net, prefix]) => v4Blocked.addSubnet(net, prefix, 'ipv4'));
const v6Global = new BlockList();
v6Global.addSubnet(GLOBAL_V6[0], GLOBAL_V6[1], 'ipv6');
const v6Blocked = new BlockList();
NOT_PUBLIC_V6.forEach(([net, prefix]) => v6Blocked.addSubnet(net, prefix, 'ipv6'));

/** The 16 bytes of an IPv6 address (any textual form, a trailing dotted quad included). */
function v6Bytes(address: string): number[] {
  let text = address;
  const quad = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (quad) {
    const [a, b, c, d] = quad[1].split('.').map(Number);
    text = text.slice(0, -quad[1].length) + `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.includes('::') ? text.split('::') : [text, undefined];
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = [...left, ...Array(8 - left.length - right.length).fill('0'), ...right].map(g => parseInt(g, 16));
  return groups.flatMap(g => [g >> 8, g & 0xff]);
}

/** The IPv4 address an IPv6 address carries for delivery to it (IPv4-mapped, 6to4), if any. */
function embeddedV4(address: string): string | undefined {
  const b = v6Bytes(address);
  const mapped = b.slice(0, 10).every(x => x === 0) && b[10] === 0xff && b[11] === 0xff;
  if (mapped) return b.slice(12, 16).join('.');
  if (b[0] === 0x20 && b[1] === 0x02) return b.slice(2, 6).join('.');
  return undefined;
}

/** The addresses of this machine's own interfaces (a public address of the host is still the host). */
function ownAddresses(): Set<string> {
  return new Set(
    Object.values(networkInterfaces())
      .flat()
      .map(i => i?.address.toLowerCase().replace(/%.*$/, ''))
      .filter((a): a is string => !!a),
  );
}

/**
 * Whether `address` (an IP literal, bracketed or not, or a name) is one a webhook must never reach: this
 * machine (its own interfaces, localhost) or a network that is not public, in IPv4 and in every IPv6 form
 * (IPv4-mapped and 6to4 addresses are judged by the IPv4 they carry). A name is "internal" only when it is
 * localhost; other names are judged on the addresses they resolve to (`publicLookup`).
 */
export function isInternalAddress(address: string): boolean {
  const a = address.replace(/^\[|\]$/g, '').toLowerCase();
  if (a === 'localhost' || a.endsWith('.localhost')) return true;
  const family = isIP(a);
  if (!family) return false;
  if (ownAddresses().has(a)) return true;
  if (family === 4) return v4Blocked.check(a, 'ipv4');
  const carried = embeddedV4(a);
  if (carried) return isInternalAddress(carried);
  return !v6Global.check(a, 'ipv6') || v6Blocked.check(a, 'ipv6');
}

/** Why `url` cannot be a webhook address, or undefined when it can (HTTPS; this machine only when `allowLocal`). */
export function webhookUrlProblem(url: string, allowLocal: boolean): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'url: not an absolute URL';
  }
  if (url.length > 2000) return 'url: at most 2000 characters';
  if (parsed.username || parsed.password) return 'url: must not carry credentials';
  if (parsed.protocol !== 'https:' && !(allowLocal && parsed.protocol === 'http:')) return 'url: must be https';
  if (!allowLocal && isInternalAddress(parsed.hostname)) return 'url: must be a public address';
  return undefined;
}

export const NOT_PUBLIC_MESSAGE = 'the address resolves to this machine or a network that is not public';

type LookupCallback = (err: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * A `lookup` for http(s).request: resolves the name once, refuses it when any of its addresses is internal,
 * and hands the connection the very addresses it checked, so a name rebound between the check and the connect
 * cannot point it inwards. IP literals never reach a lookup: `webhookUrlProblem` judges them.
 */
export function publicLookup(
  hostname: string,
  options: {family?: number | string; all?: boolean},
  callback: LookupCallback,
): void {
  dnsLookup(hostname, {all: true, family: Number(options.family) || 0}, (err, addresses) => {
    if (err) return callback(err, []);
    const bad = addresses.find(a => isInternalAddress(a.address));
    if (bad || !addresses.length)
      return callback(Object.assign(new Error(NOT_PUBLIC_MESSAGE), {code: 'EADDRNOTPUBLIC'}), []);
    if (options.all) return callback(null, addresses);
    return callback(null, addresses[0].address, addresses[0].family);
  });
}

/** At registration: whether the name resolves now to an internal address (a name that does not resolve yet passes). */
export function resolvesInternally(url: string): Promise<boolean> {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) || isIPv4(host)) return Promise.resolve(isInternalAddress(host));
  return new Promise(resolve =>
    publicLookup(host, {all: true}, err => resolve((err as NodeJS.ErrnoException | null)?.code === 'EADDRNOTPUBLIC')),
  );
}
