import { readdirSync, readFileSync } from 'node:fs';

/**
 * CPU time (user + system, ms) used so far by every process named `postgres` on this machine,
 * read from /proc; undefined where there is no /proc. It covers the whole server (background
 * writers included) and whatever else used it meanwhile, so on a shared machine it is an upper
 * bound for the benchmark's share. Processes that ended (a closed connection's backend, an
 * autovacuum worker) still count: the postmaster's figures for the children it reaped include
 * them, so the sum never goes backwards.
 */
export function postgresCpuMs(): number | undefined {
  return processCpuMs((name) => name === 'postgres');
}

/** The same for Redis (its server process and threads). */
export function redisCpuMs(): number | undefined {
  return processCpuMs((name) => name.startsWith('redis-server'));
}

/** CPU time (ms) of the processes with these ids (their reaped children included). */
export function cpuMsOfPids(pids: readonly number[]): number | undefined {
  const wanted = new Set(pids.map(String));
  return processCpuMs((_, pid) => wanted.has(pid));
}

function processCpuMs(matches: (name: string, pid: string) => boolean): number | undefined {
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return undefined;
  }
  const ticksPerSecond = 100;
  let ticks = 0;
  for (const pid of entries) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      if (!matches(name, pid)) continue;
      // Fields after the name: state is the 3rd field of the line, utime the 14th, stime the
      // 15th, and the reaped children's cutime and cstime the 16th and 17th.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return (ticks / ticksPerSecond) * 1000;
}
