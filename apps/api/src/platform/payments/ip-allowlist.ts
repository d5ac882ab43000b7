import { BlockList, isIP } from 'node:net';

/** The addresses ЮKassa sends notifications from, as published in its documentation. */
export const YOOKASSA_NOTIFICATION_RANGES = [
  '185.71.76.0/27',
  '185.71.77.0/27',
  '77.75.153.0/25',
  '77.75.156.11',
  '77.75.156.35',
  '77.75.154.128/25',
  '2a02:5180::/32',
] as const;

/** Parses "a.b.c.d/n, x::/n, a.b.c.d" into a matcher; throws on anything that is not an address or range. */
export function createIpAllowList(ranges: readonly string[]): (ip: string) => boolean {
  const list = new BlockList();
  for (const raw of ranges) {
    const [address = '', prefix] = raw.trim().split('/');
    const family = isIP(address);
    if (!family) throw new Error(`Not an IP address or range: ${raw}`);
    const type = family === 4 ? 'ipv4' : 'ipv6';
    if (prefix === undefined) list.addAddress(address, type);
    else {
      const bits = Number(prefix);
      if (!/^\d{1,3}$/.test(prefix) || bits > (family === 4 ? 32 : 128)) throw new Error(`Bad prefix length: ${raw}`);
      list.addSubnet(address, bits, type);
    }
  }
  return (ip) => {
    // A dual-stack socket reports IPv4 senders as ::ffff:a.b.c.d.
    const address = ip.startsWith('::ffff:') && isIP(ip.slice(7)) === 4 ? ip.slice(7) : ip;
    const family = isIP(address);
    return family !== 0 && list.check(address, family === 4 ? 'ipv4' : 'ipv6');
  };
}
