// With the site's own Markdown plugins, every file is in flight at once, as with Docusaurus's
// loaders: one file's transformer may wait for what another file's gives it. Started in one go, the
// files' work ran as one unbroken chain of promise callbacks, and the watchdog's heartbeat, a timer,
// never ran: trpc's twoslash plugin (about a second a file) tripped the 60 s limit with no loop in
// sight. Each file is started on a turn of the event loop of its own, so timers run between them.

const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** `run` for every item, all in flight together, each started on its own turn; rejects as Promise.all does. */
export async function allInFlight<T>(items: readonly T[], run: (item: T) => Promise<void>): Promise<void> {
  const running: Promise<void>[] = [];
  for (const item of items) {
    const started = run(item);
    // Handled here until Promise.all below takes it: a failure while later files start is not unhandled.
    started.catch(() => {});
    running.push(started);
    await turn();
  }
  await Promise.all(running);
}
