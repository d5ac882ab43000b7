import { type ChildProcess, spawn } from 'node:child_process';
import { openSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '..');
const TSX = join(ROOT, 'node_modules/.bin/tsx');

/** Starts a TypeScript entry in its own process, its output into a log file, and waits until `readyUrl` answers. */
export async function startProcess(entry: string, env: Record<string, string>, readyUrl: string, logFile: string): Promise<ChildProcess> {
  const log = openSync(logFile, 'w');
  const child = spawn(TSX, [join(ROOT, entry)], { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', log, log] });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${entry} exited with ${child.exitCode}; see ${logFile}`);
    try {
      if ((await fetch(readyUrl)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`${entry} did not become ready; see ${logFile}`);
}

export async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
  if (child.exitCode === null) child.kill('SIGKILL');
}
