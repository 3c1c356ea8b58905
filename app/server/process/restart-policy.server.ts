/**
 * When to start a server process that ended. At once while deaths are few: kill -9 of every
 * process comes back within a process's start time. Past two deaths per process in a minute,
 * after a delay that doubles with each (up to 5 s), so a process that dies at every start does
 * not spin the machine. When no process has served for `giveUpMs` in spite of the restarts, the
 * answer is null: the site cannot mend itself, and the primary exits non-zero so that the
 * supervisor that runs it (systemd, a container runtime) restarts the whole site.
 */
export function restartPolicy(processes: number, { windowMs = 60_000, giveUpMs = 30_000 } = {}) {
  const deaths: number[] = [];
  let serving = 0;
  let downSince: number | null = null;
  return {
    listening() {
      serving++;
      downSince = null;
    },
    /** A process ended (`served`: it had been listening); answers the delay before the next, or null. */
    died(now: number, served: boolean): number | null {
      if (served) serving--;
      if (serving === 0) downSince ??= now;
      if (downSince !== null && now - downSince >= giveUpMs) return null;
      while (deaths.length > 0 && (deaths[0] ?? 0) <= now - windowMs) deaths.shift();
      deaths.push(now);
      const beyondFree = deaths.length - 2 * processes;
      return beyondFree <= 0 ? 0 : Math.min(5_000, 100 * 2 ** (beyondFree - 1));
    },
    get deathsInWindow() {
      return deaths.length;
    },
  };
}
