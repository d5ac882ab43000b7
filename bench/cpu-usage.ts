// Where a run's CPU went, read from /proc: the machine's busy share, and the cores used by our server
// processes, by the load generator (this process) and by every nginx and PostgreSQL process. On a
// shared machine the PostgreSQL figure includes other people's queries; the busy share tells whether a
// free core was left at all.
import { readdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';

const TICKS_PER_S = 100;

/** utime + stime of a process, in clock ticks; 0 when it is gone or /proc is not there. */
function processTicks(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name may hold spaces: fields are counted after its closing parenthesis.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
}

function ticksByCommand(names: string[]): Record<string, number> {
  const totals: Record<string, number> = Object.fromEntries(names.map((name) => [name, 0]));
  let pids: string[] = [];
  try {
    pids = readdirSync('/proc').filter((entry) => /^\d+$/.test(entry));
  } catch {
    return totals;
  }
  for (const pid of pids) {
    try {
      const command = readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
      if (command in totals) totals[command]! += processTicks(Number(pid));
    } catch {
      // exited meanwhile
    }
  }
  return totals;
}

/** Busy and total ticks of the whole machine since boot. */
function machineTicks(): { busy: number; total: number } {
  try {
    const [, ...values] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).map(Number);
    const total = values.reduce((sum, value) => sum + value, 0);
    // idle and iowait
    return { busy: total - values[3]! - values[4]!, total };
  } catch {
    return { busy: 0, total: 0 };
  }
}

export interface CpuUsage {
  /** Share of all the machine's cores that were busy (0..1). */
  machineBusy: number;
  /** Cores used over the run by each named part. */
  cores: { servers: number; loadGenerator: number; nginx: number; postgres: number };
}

interface Snapshot {
  at: number;
  machine: { busy: number; total: number };
  servers: number;
  self: NodeJS.CpuUsage;
  commands: Record<string, number>;
}

const COMMANDS = ['nginx', 'postgres'];

/** The one-minute load average, rounded to a tenth. */
export const loadAverage = (): number => Math.round(loadavg()[0]! * 10) / 10;

/** Starts counting; the answer stops and tells the cores used since. */
export function measureCpu(serverPids: () => number[]): () => CpuUsage {
  const take = (): Snapshot => ({
    at: performance.now(),
    machine: machineTicks(),
    servers: serverPids().reduce((sum, pid) => sum + processTicks(pid), 0),
    self: process.cpuUsage(),
    commands: ticksByCommand(COMMANDS),
  });
  const start = take();
  return () => {
    const end = take();
    const seconds = (end.at - start.at) / 1000;
    const cores = (ticks: number) => ticks / TICKS_PER_S / seconds;
    const self = process.cpuUsage(start.self);
    const machineTotal = end.machine.total - start.machine.total;
    return {
      machineBusy: machineTotal > 0 ? (end.machine.busy - start.machine.busy) / machineTotal : Number.NaN,
      cores: {
        servers: cores(end.servers - start.servers),
        loadGenerator: (self.user + self.system) / 1e6 / seconds,
        nginx: cores(end.commands.nginx! - start.commands.nginx!),
        postgres: cores(end.commands.postgres! - start.commands.postgres!),
      },
    };
  };
}
