import { addressSubject, limitKey, limits, takeHit } from "~/leads/server/limits.server";
import { storeLead } from "~/leads/server/store.server";
import { openStorage } from "~/platform/db/db.server";

/**
 * The data layer's own rate for the rows an accepted contact post makes (its place in the posts
 * limit; then, in one transaction, the lead, two e-mail drafts and its lead and confirmation
 * places), with no HTTP in front: the intake's two calls made one lead after another for `seconds` on a fresh database in `dataDir` (or `databaseUrl`). What the bench
 * sets the HTTP intake's accepted leads per second against.
 */
export async function measureLeadCommits(options: { dataDir: string; databaseUrl?: string; seconds: number }) {
  const storage = await openStorage({ dataDir: options.dataDir, databaseUrl: options.databaseUrl });
  try {
    const until = performance.now() + options.seconds * 1000;
    const started = performance.now();
    let stored = 0;
    while (performance.now() < until) {
      stored++;
      const address = addressSubject(`10.${(stored >> 16) & 255}.${(stored >> 8) & 255}.${stored & 255}`);
      const now = new Date();
      await takeHit(storage, limits.posts, limitKey(limits.posts, address), now);
      const result = await storeLead(
        storage,
        {
          form: "contact",
          lang: "es",
          data: {
            name: `Visitante ${stored}`,
            email: `visitante${stored}@example.com`,
            message: "Quisiera un presupuesto para el vestíbulo de un hotel.",
          },
        },
        { clientAddress: address, now },
      );
      if (!result.stored) throw new Error("A rate limit refused a lead of the commit measurement");
    }
    return { stored, perSecond: stored / ((performance.now() - started) / 1000) };
  } finally {
    await storage.close();
  }
}
