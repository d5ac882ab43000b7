import { BlockList, isIP } from 'node:net';

/** `::ffff:203.0.113.7` is the IPv4 client 203.0.113.7 reaching a dual-stack socket. */
function plainAddress(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped ? mapped[1]! : address;
}

/** Whether the client address falls within one of the allowed addresses or networks; an empty list allows any. */
export function addressAllowed(allowed: readonly string[], client: string): boolean {
  if (allowed.length === 0) return true;
  const address = plainAddress(client);
  const family = isIP(address);
  if (family === 0) return false;
  const list = new BlockList();
  for (const entry of allowed) {
    const [network, prefix] = entry.split('/');
    const type = isIP(network!) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(network!, type);
    else list.addSubnet(network!, Number(prefix), type);
  }
  return list.check(address, family === 6 ? 'ipv6' : 'ipv4');
}
