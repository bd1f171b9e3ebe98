/**
 * Where the machine's CPU goes during a phase: the user and system time of each named group of processes, read from
 * /proc, as a share of one core. A benchmark here shares its cores with what it measures, so a latency means little
 * without what else was running.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fmt } from './lib.ts';

/** Which group a process belongs to, from its pid and command line (the first group that claims it). */
export type ProcessGroups = Record<string, (pid: number, command: string) => boolean>;

/** Linux's USER_HZ: /proc/<pid>/stat counts CPU time in hundredths of a second. */
const TICK_MS = 10;

function read(file: string): string | null {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null; // the process ended between the listing and the read
  }
}

/** utime + stime of every process, by pid, with the group it belongs to. */
function snapshot(groups: ProcessGroups): Map<number, { group: string; ticks: number }> {
  const found = new Map<number, { group: string; ticks: number }>();
  for (const entry of readdirSync('/proc')) {
    const pid = Number(entry);
    if (!Number.isInteger(pid)) continue;
    const command = read(`/proc/${pid}/cmdline`)?.replaceAll('\0', ' ') ?? '';
    const group = Object.keys(groups).find((name) => groups[name]!(pid, command));
    const stat = group && read(`/proc/${pid}/stat`);
    if (!stat) continue;
    // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    found.set(pid, { group: group!, ticks: Number(fields[11]) + Number(fields[12]) });
  }
  return found;
}

/** What each group used since the start: its CPU milliseconds, and the line that prints them as shares of a core. */
export interface CpuUsed {
  ms: Record<string, number>;
  line: string;
}

/** Starts measuring; the function returned reads each group's CPU since then. */
export function cpuShares(groups: ProcessGroups): () => CpuUsed {
  const start = snapshot(groups);
  const t0 = performance.now();
  return () => {
    const elapsed = performance.now() - t0;
    const used = new Map<string, number>(Object.keys(groups).map((name) => [name, 0]));
    for (const [pid, { group, ticks }] of snapshot(groups)) {
      used.set(group, used.get(group)! + (ticks - (start.get(pid)?.ticks ?? 0)) * TICK_MS);
    }
    const share = (ms: number) => (100 * ms) / elapsed;
    const total = [...used.values()].reduce((a, b) => a + b, 0);
    const parts = [...used].filter(([, ms]) => ms > 0).map(([name, ms]) => `${name} ${fmt(share(ms))} %`);
    const line = `${parts.join(', ')}; together ${fmt(share(total))} % of ${availableParallelism() * 100} %`;
    return { ms: Object.fromEntries(used), line };
  };
}
