// When a long-running command (dev, serve) should stop: on Ctrl+C, SIGTERM or SIGHUP (the
// terminal closed), or when the process that started it is gone. `npm run dev` and `npx zapsite
// dev` start zapsite under npm's shell, which does not pass SIGTERM on: without the parent check,
// stopping npm left zapsite running and holding its port.
import { readFileSync } from 'node:fs';
import { realExit } from '../../generator/site-code.ts';

const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

/** How often the parent is checked: the port is free within a second of the parent going. */
const PARENT_POLL_MS = 250;

/** Resolves with the signal's name, or "parent-gone". */
export function untilStopped(): Promise<string> {
  return new Promise((resolve) => {
    const parent = process.ppid;
    // npm runs a script through `sh -c`; killed outright (SIGKILL), npm leaves that shell behind,
    // still our parent. So when the parent is such a shell, its own parent is watched too.
    const shellParent = isShellWrapper(parent) ? parentOf(parent) : undefined;
    const handlers = SIGNALS.map((signal) => [signal, () => done(signal)] as const);
    // A process whose parent exits is handed to init or a subreaper, so its parent id changes.
    const timer = setInterval(() => {
      if (process.ppid !== parent || (shellParent !== undefined && parentOf(parent) !== shellParent))
        done('parent-gone');
    }, PARENT_POLL_MS);
    timer.unref();
    const done = (why: string) => {
      clearInterval(timer);
      for (const [signal, handler] of handlers) process.off(signal, handler);
      // A second Ctrl+C while closing ends the process at once.
      for (const signal of SIGNALS) process.once(signal, () => realExit(130));
      resolve(why);
    };
    for (const [signal, handler] of handlers) process.once(signal, handler);
  });
}

/** Whether `pid` is a shell running one command line (`sh -c "..."`); false where /proc is missing. */
function isShellWrapper(pid: number): boolean {
  try {
    const [cmd, flag] = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
    return /(^|\/)(sh|bash|dash|zsh)$/.test(cmd ?? '') && flag === '-c';
  } catch {
    return false;
  }
}

/** The parent of `pid` (Linux /proc), or undefined once it is gone. */
function parentOf(pid: number): number | undefined {
  try {
    // Field 4 of /proc/<pid>/stat, after the command name in parentheses (which may hold spaces).
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return undefined;
  }
}

/** What the command prints as it stops. */
export function stoppingLine(why: string): string {
  return why === 'parent-gone'
    ? 'The process that started zapsite has ended (npm or a shell); stopping.'
    : `Stopping (${why}).`;
}

/** `close()`, or whatever it has done after `ms`: a stuck watcher or socket must not keep the port. */
export async function closeWithin(close: () => Promise<void>, ms = 800): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([close().catch(() => {}), new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)))]);
  clearTimeout(timer);
}
