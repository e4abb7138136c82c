import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';

const ticksPerSecond = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK']).toString()) || 100;
  } catch {
    return 100;
  }
})();

/** user + system time of a /proc/<pid>/stat line, in ms. */
function statCpuMs(stat: string): number {
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
}

/** CPU time of every local PostgreSQL server process (Linux /proc), or null where it cannot be read. */
function postgresCpuMs(): number | null {
  try {
    let total = 0;
    for (const pid of readdirSync('/proc')) {
      if (!/^\d+$/.test(pid)) continue;
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        if (stat.includes('(postgres)')) total += statCpuMs(stat);
      } catch {
        // The process ended while the list was read.
      }
    }
    return total;
  } catch {
    return null;
  }
}

/**
 * CPU time spent so far by this process (all its threads: the app and the load generator's worker)
 * and by the local PostgreSQL server. Per request, it says what a case costs whatever else the
 * machine is doing, which latency under load does not.
 */
export function cpuTimeMs(): { process: number; postgres: number | null } {
  const usage = process.cpuUsage();
  return { process: (usage.user + usage.system) / 1000, postgres: postgresCpuMs() };
}

/** The machine's load average (1/5/15 min), as the benches print it. */
export const loadAverage = () =>
  loadavg()
    .map((n) => n.toFixed(1))
    .join(' / ');

/**
 * The processor and the load at the start: the same case costs about twice as much CPU on some
 * 2-core machines as on others, so the figures name the processor they were measured on.
 */
export function printMachine() {
  const cores = cpus();
  console.log(
    `Processador: ${cores[0]?.model ?? '?'}, ${cores.length} núcleos; carga no início (1/5/15 min): ${loadAverage()}`,
  );
}
