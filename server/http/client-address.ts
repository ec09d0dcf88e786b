import { isIPv6 } from 'node:net';
import type { FastifyRequest } from 'fastify';

/**
 * The client a login counts against: the socket's peer address, or with `--trust-proxy` the address the
 * proxy in front appended to X-Forwarded-For (Fastify's `request.ip` with one trusted hop; addresses the
 * client wrote itself, earlier in the header, are not believed).
 * IPv4 counts per address; IPv6 per /64, because one subscriber usually holds a whole /64 and could
 * otherwise take a fresh address, with fresh free attempts, for every guess.
 */
export function clientAddressOf(request: FastifyRequest): string {
  return throttleKeyOf(request.ip);
}

/** The throttle key of an address: IPv4 as is (an IPv4-mapped IPv6 address too), IPv6 as its /64 prefix. */
export function throttleKeyOf(address: string | undefined): string {
  if (!address) return 'unknown';
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  if (!isIPv6(address)) return address;
  return `${expandIPv6(address).slice(0, 4).join(':')}::/64`;
}

// Eight 16-bit groups in lowercase hex, without leading zeros ("::" expanded; a zone index dropped).
function expandIPv6(address: string): string[] {
  const bare = address.split('%')[0] ?? address;
  const [head = '', tail] = bare.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups =
    tail === undefined ? left : [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return groups.map((group) => (group.includes('.') ? group : Number.parseInt(group || '0', 16).toString(16)));
}
