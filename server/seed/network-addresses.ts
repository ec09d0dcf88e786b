/** Unique IPv4 and MAC addresses for connections, derived from a running connection number. */
import { mixSeed } from './prng.ts';

/** An IPv4 pool: the first address of its network and how many /24 subnets it spans. */
export interface Ipv4Pool {
  readonly firstOctets: readonly [number, number];
  readonly subnets: number;
}

/** Carrier-grade NAT space 100.64.0.0/10 (fibre subscribers). */
export const cgnatPool: Ipv4Pool = { firstOctets: [100, 64], subnets: 1 << 14 };
/** Private space 10.0.0.0/8 (radio subscribers). */
export const privatePool: Ipv4Pool = { firstOctets: [10, 0], subnets: 1 << 16 };

const hostsPerSubnet = 254; // .1 … .254: no network or broadcast address handed to a customer

/** How many addresses `pool` can hand out. */
export function poolCapacity(pool: Ipv4Pool): number {
  return pool.subnets * hostsPerSubnet;
}

/** The `index`-th address of `pool` in a seed-dependent order; distinct indexes give distinct addresses. */
export function ipv4ForIndex(pool: Ipv4Pool, index: number, seed: number): string {
  const capacity = poolCapacity(pool);
  const [first, second] = pool.firstOctets;
  if (index < 0 || index >= capacity) throw new RangeError(`Address pool exhausted at ${index}`);
  // Why 1_000_003 (a prime not dividing 254 × 2^k): the step visits every slot once, scattering customers.
  const slot = (index * 1_000_003 + (mixSeed(seed, first, second) % capacity)) % capacity;
  const subnet = Math.floor(slot / hostsPerSubnet);
  const host = (slot % hostsPerSubnet) + 1;
  return `${first}.${second + (subnet >>> 8)}.${subnet & 0xff}.${host}`;
}

const macSpace = 1 << 24;

/** A MAC under the vendor prefix `oui` (`aa:bb:cc`); within one prefix distinct indexes give distinct MACs. */
export function macForIndex(oui: string, index: number, seed: number): string {
  if (index < 0 || index >= macSpace) throw new RangeError(`MAC space exhausted at ${index}`);
  // Odd step modulo 2^24: a permutation of the 24 device bits.
  const device = (index * 2_654_435 + (mixSeed(seed, 0x3ac) % macSpace)) % macSpace;
  const hex = device.toString(16).padStart(6, '0');
  return `${oui}:${hex.slice(0, 2)}:${hex.slice(2, 4)}:${hex.slice(4, 6)}`;
}
