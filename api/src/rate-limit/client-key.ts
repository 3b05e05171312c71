import { isIPv6 } from 'node:net';

/**
 * The rate-limit key of a client address: IPv4 as it is, IPv6 by its /64 network (one subscriber usually holds a
 * whole /64, so a key per address would give each client billions of keys), an IPv4-mapped IPv6 address as IPv4.
 */
export function clientKey(ip: string): string {
  const address = ip.trim().toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (mapped) return mapped[1]!;
  if (!isIPv6(address)) return address;
  const [head = '', tail = ''] = address.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  // An embedded IPv4 tail (…:1.2.3.4) is the last 32 bits: it never reaches the first 64.
  const missing = 8 - headGroups.length - tailGroups.length - (tailGroups.at(-1)?.includes('.') ? 1 : 0);
  const groups = address.includes('::')
    ? [...headGroups, ...Array<string>(Math.max(0, missing)).fill('0')]
    : headGroups;
  const network = groups
    .slice(0, 4)
    .concat(Array<string>(4).fill('0'))
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''));
  return `${network.join(':')}::/64`;
}
