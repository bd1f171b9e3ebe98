import { type LookupAddress, lookup } from 'node:dns';
import { lookup as lookupAll } from 'node:dns/promises';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/** Why a webhook address is refused: not https, a host that is not public, or one that does not resolve. */
export type WebhookUrlProblem = 'not_https' | 'private' | 'unresolved';

/** Loopback, private, link-local and other ranges no public receiver sits in (RFC 6890's special-purpose blocks). */
const NOT_PUBLIC = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const)
  NOT_PUBLIC.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  NOT_PUBLIC.addSubnet(net, bits, 'ipv6');

export function isPublicAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return isPublicAddress(mapped);
  const family = isIP(address);
  if (family === 0) return false;
  return !NOT_PUBLIC.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** WEBHOOK_ALLOW_HOSTS: hosts (names or addresses) exempt from the rule, for local testing. */
export const allowHostsFrom = (list: string | undefined): ReadonlySet<string> =>
  new Set(
    (list ?? '')
      .split(',')
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean),
  );

const hostOf = (url: URL) => url.hostname.replace(/^\[|\]$/g, '').toLowerCase();

/**
 * A receiver must be `https://` on a host whose every address is public, unless the host is allow-listed. Checked
 * when an endpoint is registered, and again on every connection (`guardedLookup`): a name may change its addresses.
 */
export async function webhookUrlProblem(url: string, allow: ReadonlySet<string>): Promise<WebhookUrlProblem | null> {
  const parsed = new URL(url);
  const host = hostOf(parsed);
  if (allow.has(host)) return null;
  if (parsed.protocol !== 'https:') return 'not_https';
  if (isIP(host)) return isPublicAddress(host) ? null : 'private';
  const addresses = await lookupAll(host, { all: true, verbatim: true }).catch(() => []);
  if (addresses.length === 0) return 'unresolved';
  return addresses.every((a) => isPublicAddress(a.address)) ? null : 'private';
}

/** A `lookup` for http(s).request that refuses a host resolving to any address that is not public. */
export function guardedLookup(allow: ReadonlySet<string>): LookupFunction {
  return (hostname, options, callback) => {
    lookup(hostname, { ...options, all: true }, (err, found: LookupAddress[]) => {
      if (err) return callback(err, '', 4);
      const open = allow.has(hostname.toLowerCase());
      if (!open && !found.every((a) => isPublicAddress(a.address))) {
        return callback(
          Object.assign(new Error(`${hostname} resolves to an address that is not public`), { code: 'EPRIVATE' }),
          '',
          4,
        );
      }
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, found);
      callback(null, found[0]!.address, found[0]!.family);
    });
  };
}
