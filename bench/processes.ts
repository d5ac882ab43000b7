import { type ChildProcess, spawn } from 'node:child_process';
import { openSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '..');

export type Entry = 'server' | 'bare';

/** Node's arguments for each process: both run by node itself with the same flags (decisions 013 and 015). */
const COMMANDS: Record<Entry, string[]> = {
  // The server as `npm start` runs it: its bundle, built by scripts/ensure-build.mjs.
  server: ['--no-allocation-site-pretenuring', 'apps/server/dist/main.mjs'],
  bare: ['--no-allocation-site-pretenuring', 'bench/bare-server.mjs'],
};

const started = new Set<ChildProcess>();
// Children run in their own process groups, so Ctrl-C in the terminal no longer reaches them: take them along.
process.on('exit', () => started.forEach(killGroup));
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(130));

/** Starts a process, its output into a log file, and waits until `readyUrl` answers. */
export async function startProcess(
  entry: Entry,
  env: Record<string, string>,
  readyUrl: string,
  logFile: string,
): Promise<ChildProcess> {
  const log = openSync(logFile, 'w');
  // Its own process group, so a kill reaches anything it starts.
  const child = spawn(process.execPath, [...profileArgs(), ...COMMANDS[entry]], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', log, log],
    detached: true,
  });
  started.add(child);
  child.once('exit', () => started.delete(child));
  // A server that migrates and seeds an empty database on a busy machine can take a while.
  const deadline = Date.now() + Number(process.env.BENCH_READY_TIMEOUT ?? 120) * 1000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${entry} exited with ${child.exitCode}; see ${logFile}`);
    try {
      if ((await fetch(readyUrl)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  killGroup(child);
  throw new Error(`${entry} did not become ready; see ${logFile}`);
}

/** `BENCH_CPU_PROFILE_DIR`: each process writes a V8 CPU profile there when it stops, to see where a run's time went. */
function profileArgs(): string[] {
  const dir = process.env.BENCH_CPU_PROFILE_DIR;
  return dir ? ['--cpu-prof', `--cpu-prof-dir=${dir}`] : [];
}

export async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
  if (child.exitCode === null) killGroup(child);
}

function killGroup(child: ChildProcess): void {
  try {
    if (child.pid) process.kill(-child.pid, 'SIGKILL');
  } catch {
    // already gone
  }
}

/** `sockets` sockets on each side, plus the database pools and the log: refuse to start when the open-files limit is lower. */
export function assertFileLimit(sockets: number, group: string): void {
  let soft: number;
  try {
    const line = readFileSync('/proc/self/limits', 'utf8')
      .split('\n')
      .find((row) => row.startsWith('Max open files'));
    soft = Number(line?.split(/\s{2,}/)[1]);
  } catch {
    return; // not Linux: nothing to read, the sockets will tell
  }
  const needed = sockets + 256;
  if (Number.isFinite(soft) && soft < needed)
    throw new Error(
      `open-files limit ${soft} is below the ${needed} the ${group} benchmark needs; raise it first (ulimit -n ${needed * 2})`,
    );
}
