import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

export const ROOT = join(import.meta.dirname, '../../../..');

export interface ServerProcess {
  name: string;
  child: ChildProcess;
  /** Where the process itself listens (the balancer's upstream). */
  url: string;
  output(): string;
}

export interface ServerProcessOptions {
  /** The bundle `npm start` runs (decision 015). */
  bundle: string;
  name: string;
  /** SERVER_ROLES: any of web, api, jobs. */
  roles: string;
  env: Record<string, string>;
  /** Also copy the process's output here as it comes (for a person watching). */
  echo?: (text: string) => void;
  startTimeoutMs?: number;
}

/** Starts one server process of the bundle with its roles and waits until it says where it listens. */
export async function startServerProcess(options: ServerProcessOptions): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--no-allocation-site-pretenuring', '--enable-source-maps', options.bundle], {
    cwd: ROOT,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', ...options.env, SERVER_ROLES: options.roles },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    options.echo?.(chunk.toString());
  };
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  const deadline = Date.now() + (options.startTimeoutMs ?? 60_000);
  while (!/is running at (\S+)/.test(output) && Date.now() < deadline && child.exitCode === null)
    await new Promise((resolve) => setTimeout(resolve, 100));
  const started = /is running at (\S+)/.exec(output)?.[1];
  if (!started) {
    child.kill('SIGKILL');
    throw new Error(`${options.name} did not start:\n${output}`);
  }
  // The process names its public address; the port it printed is its own.
  const url = `http://127.0.0.1:${new URL(started).port}`;
  return { name: options.name, child, url, output: () => output };
}
