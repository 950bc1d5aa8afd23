import {lookup} from 'node:dns/promises';
import {isIP} from 'node:net';

/** Addresses of this machine and of private networks: webhooks never reach them outside tests (SSRF). */
export function isInternalAddress(address: string): boolean {
  const a = address.replace(/^\[|\]$/g, '').toLowerCase();
  if (a === 'localhost' || a.endsWith('.localhost')) return true;
  if (isIP(a) === 4) {
    const [x, y] = a.split('.').map(Number);
    return (
      x === 127 ||
      x === 10 ||
      x === 0 ||
      (x === 169 && y === 254) ||
      (x === 172 && y >= 16 && y < 32) ||
      (x === 192 && y === 168) ||
      (x === 100 && y >= 64 && y < 128)
    );
  }
  if (isIP(a) === 6)
    return (
      a === '::1' ||
      a === '::' ||
      a.startsWith('fc') ||
      a.startsWith('fd') ||
      a.startsWith('fe80') ||
      a.startsWith('::ffff:')
    );
  return false;
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

/** Checked again at each delivery, on the address the name resolves to now (a name may point inwards later). */
export async function resolvesInternally(url: string): Promise<boolean> {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  if (isIP(host)) return isInternalAddress(host);
  const addresses = await lookup(host, {all: true});
  return addresses.some(a => isInternalAddress(a.address));
}
