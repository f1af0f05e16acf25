// Peak memory of a whole process group, sampled: GNU time's "maximum resident set size" is that of
// the largest single process it waited for, so a build's helper processes (esbuild's Go service,
// Docusaurus's minifier workers) either go uncounted or are counted alone, never added to the
// build's own memory. Linux only (/proc); elsewhere the peak is 0 and GNU time's figure stands.
import { readdirSync, readFileSync } from 'node:fs';

/** The summed resident memory (KB) of every process whose process group is `pgid`. */
export function groupRssKb(pgid: number): number {
  let total = 0;
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((d) => /^\d+$/.test(d));
  } catch {
    return 0;
  }
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'latin1');
      // Fields after the command name (which may hold spaces): state, ppid, pgrp, ...
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[2]) !== pgid) continue;
      // statm's second field: resident pages.
      const resident = Number(readFileSync(`/proc/${pid}/statm`, 'latin1').split(' ')[1]);
      total += (resident * 4096) / 1024;
    } catch {
      /* gone meanwhile */
    }
  }
  return total;
}

/** Samples the group every `everyMs` until stopped; `stop()` gives the highest sum seen (KB). */
export function sampleGroupRss(pgid: number, everyMs = 100): { stop(): number } {
  let peak = groupRssKb(pgid);
  const timer = setInterval(() => (peak = Math.max(peak, groupRssKb(pgid))), everyMs);
  return {
    stop() {
      clearInterval(timer);
      return peak;
    },
  };
}
