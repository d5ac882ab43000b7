import { spawn } from 'node:child_process';
import {
  accessSync,
  chownSync,
  constants,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Balancer } from './balancer';
import { readShippedConfig, renderMain, renderSite, type NginxUpstream } from './nginx-config';

const CANDIDATES = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/local/nginx/sbin/nginx'];

/** Debian's nginx (or NGINX_BIN) when this machine has one; null means the small Node balancer stands in. */
export function findNginx(): string | null {
  const candidates = process.env.NGINX_BIN ? [process.env.NGINX_BIN] : CANDIDATES;
  for (const path of candidates) {
    try {
      accessSync(path, constants.X_OK);
      return path;
    } catch {
      // not here
    }
  }
  return null;
}

async function freePort(host: string): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Root runs nginx as nobody: the test's nginx never holds privileges, whoever starts it. */
function unprivilegedUser(): { uid: number; gid: number } | null {
  if (process.getuid?.() !== 0) return null;
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('nobody:'));
  const [, , uid, gid] = line?.split(':') ?? [];
  return uid && gid ? { uid: Number(uid), gid: Number(gid) } : null;
}

function chownTree(path: string, user: { uid: number; gid: number }): void {
  chownSync(path, user.uid, user.gid);
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    const child = join(path, entry.name);
    if (entry.isDirectory()) chownTree(child, user);
    else chownSync(child, user.uid, user.gid);
  }
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(1_000) })).ok;
  } catch {
    return false;
  }
}

export interface NginxBalancerOptions {
  upstreams: NginxUpstream[];
  host?: string;
  port?: number;
  pinHeader: string;
  nginx?: string;
}

/**
 * Starts nginx with the shipped configuration in front of `upstreams`, as an unprivileged process with
 * its own prefix, pid, logs and temp folders under a temp directory. `close` stops it and removes the
 * folder; should this process exit first, nginx is told to stop too.
 */
export async function startNginxBalancer(options: NginxBalancerOptions): Promise<Balancer> {
  const nginx = options.nginx ?? findNginx();
  if (!nginx) throw new Error('nginx is not installed');
  const host = options.host ?? '127.0.0.1';
  const port = options.port || (await freePort(host));
  const dir = mkdtempSync(join(tmpdir(), 'lootmarket-nginx-'));
  for (const name of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'])
    mkdirSync(join(dir, 'temp', name), { recursive: true });
  const site = renderSite(readShippedConfig(), {
    upstreams: options.upstreams,
    host,
    port,
    pinHeader: options.pinHeader,
  });
  const config = join(dir, 'nginx.conf');
  writeFileSync(config, renderMain(dir, site));
  writeFileSync(join(dir, 'upstreams.log'), '');
  const user = unprivilegedUser();
  if (user) chownTree(dir, user);

  const child = spawn(nginx, ['-p', dir, '-c', config, '-e', join(dir, 'error.log')], {
    stdio: ['ignore', 'ignore', 'pipe'],
    ...(user ?? {}),
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const stopOnExit = () => child.exitCode === null && child.kill('SIGTERM');
  process.once('exit', stopOnExit);

  const stop = async () => {
    process.removeListener('exit', stopOnExit);
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(dir, { recursive: true, force: true });
  };

  const url = `http://${host}:${port}`;
  const deadline = Date.now() + 15_000;
  while (!(await answers(`${url}/nginx-health`))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      const log = existsSync(join(dir, 'error.log')) ? readFileSync(join(dir, 'error.log'), 'utf8') : '';
      await stop();
      throw new Error(`nginx did not start:\n${stderr}${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }

  return {
    url,
    kind: 'nginx',
    pid: child.pid,
    get served() {
      const counts: Record<string, number> = Object.fromEntries(options.upstreams.map(({ name }) => [name, 0]));
      for (const name of readFileSync(join(dir, 'upstreams.log'), 'utf8').split('\n')) {
        if (name in counts) counts[name]! += 1;
      }
      return counts;
    },
    close: stop,
  };
}
