import { startBalancer, UPSTREAM_HEADER, type Balancer, type BalancerOptions } from './balancer';
import { findNginx, startNginxBalancer } from './nginx-balancer';

/**
 * What stands in front of the server processes: Debian's nginx with the configuration the repository
 * ships, when the machine has it (`TOPOLOGY_BALANCER=node` asks for the small proxy anyway); the small
 * Node proxy on a machine without nginx.
 */
export async function startFrontBalancer(options: BalancerOptions): Promise<Balancer> {
  const nginx = process.env.TOPOLOGY_BALANCER === 'node' ? null : findNginx();
  if (!nginx) return startBalancer(options);
  return startNginxBalancer({ ...options, nginx, pinHeader: UPSTREAM_HEADER });
}
