import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './server-process';

/** The nginx configuration the repository ships for deployments (an http-context file for conf.d). */
export const SHIPPED_NGINX_CONFIG = join(ROOT, 'deploy/nginx/lootmarket.conf');

export interface NginxUpstream {
  name: string;
  /** http://host:port of a server process. */
  url: string;
}

export interface RenderOptions {
  upstreams: NginxUpstream[];
  host: string;
  port: number;
  /** The request header that pins an upstream by name; the answer names the one used in it. */
  pinHeader: string;
}

const UPSTREAM_BLOCK = /upstream lootmarket \{([^}]*)\}/;
const SERVER_LINE = /^(\s*)server\s+\S+(\s[^;]*)?;\s*$/gm;
const PROXY_PASS = /proxy_pass http:\/\/lootmarket;/g;
const LISTEN_LINES = /^\s*listen\s+(?:\[::\]:)?80;\s*$/gm;

function replaceOrFail(text: string, pattern: RegExp, replacement: (...match: string[]) => string, what: string) {
  if (!text.match(pattern)) throw new Error(`the shipped nginx configuration has no ${what}`);
  return text.replace(pattern, replacement);
}

const hostPort = (url: string) => {
  const { hostname, port } = new URL(url);
  return `${hostname}:${port}`;
};
const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const groupOf = (index: number) => `lootmarket_pinned_${index}`;

/**
 * The shipped file with this run's processes and port: its upstream servers become ours (keeping their
 * health-check parameters), it listens on `host:port`, and a header may pin a named upstream — a map onto
 * one-server groups, so a client can only pick among ours — whose name every answer carries back.
 */
export function renderSite(template: string, { upstreams, host, port, pinHeader }: RenderOptions): string {
  let site = replaceOrFail(
    template,
    UPSTREAM_BLOCK,
    (_whole, body = '') => {
      const [first] = [...body.matchAll(SERVER_LINE)];
      if (!first) throw new Error('the shipped nginx upstream lists no server');
      const [, indent = '    ', parameters = ''] = first;
      const servers = upstreams.map(({ url }) => `${indent}server ${hostPort(url)}${parameters};`).join('\n');
      return `upstream lootmarket {${body.replace(SERVER_LINE, '').replace(/\n{2,}/g, '\n')}\n${servers}\n}`;
    },
    'upstream lootmarket',
  );
  let listened = false;
  site = replaceOrFail(
    site,
    LISTEN_LINES,
    (line) => {
      if (listened) return '';
      listened = true;
      return line.replace(/listen\s+\S+;/, `listen ${host}:${port};`);
    },
    'listen 80',
  );
  site = replaceOrFail(
    site,
    PROXY_PASS,
    () => `proxy_pass http://$lootmarket_pool;\n        add_header ${pinHeader} $lootmarket_upstream_name always;`,
    'proxy_pass http://lootmarket',
  );
  const header = `$http_${pinHeader.toLowerCase().replace(/-/g, '_')}`;
  const pinned = upstreams.map(({ name }, index) => `    ${JSON.stringify(name)} ${groupOf(index)};`).join('\n');
  const groups = upstreams.map(({ url }, index) => `upstream ${groupOf(index)} { server ${hostPort(url)}; }`);
  const names = upstreams
    .map(({ name, url }) => `    "~(?:^|, )${escapeRegex(hostPort(url))}$" ${JSON.stringify(name)};`)
    .join('\n');
  return [
    `map ${header} $lootmarket_pool {\n    default lootmarket;\n${pinned}\n}`,
    ...groups,
    `map $upstream_addr $lootmarket_upstream_name {\n    default "";\n${names}\n}`,
    site,
  ].join('\n');
}

/** The main configuration of an nginx run by a user: everything it writes stays under `dir`. */
export function renderMain(dir: string, site: string): string {
  const temp = (name: string) => `${name}_temp_path ${join(dir, 'temp', name)};`;
  return `daemon off;
worker_processes 1;
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'error.log')} warn;
events { worker_connections 1024; }
http {
    ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n    ')}
    log_format lootmarket_upstream '$lootmarket_upstream_name';
    access_log ${join(dir, 'upstreams.log')} lootmarket_upstream;
${site}
}
`;
}

export const readShippedConfig = (): string => readFileSync(SHIPPED_NGINX_CONFIG, 'utf8');
