/**
 * Who is drawn next on a process's document thread, and who is refused, when more ask than it
 * can hold: shared between the addresses that ask, so that one address, or a few, asking as fast
 * as they can never shut out a visitor who asks once.
 *
 * - At most `maxPending` jobs are held, drawn or waiting (one is drawn at a time), and at most
 *   `perAddress` of them wait for one address: a client asking again and again holds one place.
 * - The next drawn is the waiting job of the address drawn for least recently: one never drawn
 *   for (a newcomer) goes before everyone who has been, whoever asked first. Among addresses
 *   never drawn for, the one that had asked least recently before goes first: a client asking
 *   again at once, refused or not, ranks after one that waited (honouring `Retry-After`) or never
 *   asked. Then the first to ask.
 * - When every place is taken, a job that would be drawn before the last in that order takes its
 *   place, and the last is refused (the caller answers 503 with `Retry-After`, as for a job refused
 *   at once): a flood's queue never keeps a newcomer out.
 *
 * No clock: "recently" is the order of events, counted. An address is what the caller says
 * (`addressSubject`: an IPv6 client counts by its /64); the `remembered` addresses that asked
 * most recently are kept (about 170 bytes each), so an address long gone is a newcomer again.
 */
export function fairQueue<Job>(options: { maxPending: number; perAddress?: number; remembered?: number }) {
  const perAddress = options.perAddress ?? 1;
  const remembered = options.remembered ?? 10_000;
  /** Each address's last drawing and last ask, by serial; the one that asked least recently first. */
  const addresses = new Map<string, { drawn: number; asked: number }>();
  type Waiting = { job: Job; address: string; askedBefore: number; serial: number };
  const waiting: Waiting[] = [];
  let drawing = 0;
  let events = 0;

  const drawnFor = (address: string) => addresses.get(address)?.drawn ?? 0;
  /** Negative when `a` is drawn before `b`. */
  const order = (a: Waiting, b: Waiting) =>
    drawnFor(a.address) - drawnFor(b.address) || a.askedBefore - b.askedBefore || a.serial - b.serial;
  /** Notes an ask from `address`; answers when it had asked before (0: never, or forgotten). */
  const asked = (address: string) => {
    const known = addresses.get(address);
    const record = { drawn: known?.drawn ?? 0, asked: ++events };
    addresses.delete(address);
    addresses.set(address, record);
    for (const oldest of addresses.keys()) {
      if (addresses.size <= remembered) break;
      addresses.delete(oldest);
    }
    return known?.asked ?? 0;
  };

  return {
    /**
     * Puts `job` in line for `address`. Not admitted when the address already has as many jobs
     * waiting as it may, or when every place is taken by jobs that go before it; admitted, it
     * may have taken the place of `evicted`, which will not be drawn.
     */
    add(address: string, job: Job): { admitted: false } | { admitted: true; evicted?: Job } {
      const entry: Waiting = { job, address, askedBefore: asked(address), serial: events };
      if (waiting.filter((other) => other.address === address).length >= perAddress) return { admitted: false };
      if (drawing + waiting.length < options.maxPending) {
        waiting.push(entry);
        return { admitted: true };
      }
      const last = waiting.reduce<Waiting | undefined>(
        (worst, other) => (!worst || order(other, worst) > 0 ? other : worst),
        undefined,
      );
      if (!last || order(entry, last) >= 0) return { admitted: false };
      waiting.splice(waiting.indexOf(last), 1, entry);
      return { admitted: true, evicted: last.job };
    },
    /** The next job to draw, taken out of line: its address counts as drawn for from now. */
    take(): Job | undefined {
      const first = waiting.reduce<Waiting | undefined>(
        (best, other) => (!best || order(other, best) < 0 ? other : best),
        undefined,
      );
      if (!first) return undefined;
      waiting.splice(waiting.indexOf(first), 1);
      drawing++;
      const record = addresses.get(first.address);
      if (record) record.drawn = ++events;
      else addresses.set(first.address, { drawn: ++events, asked: 0 });
      return first.job;
    },
    /** A job taken has been drawn (or has failed): its place is free. */
    done() {
      drawing = Math.max(0, drawing - 1);
    },
    /** Jobs being drawn or waiting. */
    pending: () => drawing + waiting.length,
  };
}

export type FairQueue<Job> = ReturnType<typeof fairQueue<Job>>;
