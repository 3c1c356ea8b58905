/**
 * A per-key limit of `max` events per `windowMs` (sliding log), in this process's memory. With
 * several instances each keeps its own count, so the limit is per instance: enough to stop a
 * script hammering a form, not meant as an exact quota.
 */
export function createRateLimiter(options: { max: number; windowMs: number; maxKeys?: number }) {
  const hits = new Map<string, number[]>();
  const maxKeys = options.maxKeys ?? 50_000;
  return {
    /** Records an attempt; answers whether it is allowed and, if not, when to try again. */
    hit(key: string, now = Date.now()): { allowed: boolean; retryAfterSeconds: number } {
      const since = now - options.windowMs;
      const recent = (hits.get(key) ?? []).filter((time) => time > since);
      if (recent.length >= options.max) {
        hits.set(key, recent);
        return { allowed: false, retryAfterSeconds: Math.ceil(((recent[0] ?? now) + options.windowMs - now) / 1000) };
      }
      recent.push(now);
      hits.delete(key); // re-insert: the Map keeps keys in last-used order
      hits.set(key, recent);
      if (hits.size > maxKeys) {
        const oldest = hits.keys().next().value;
        if (oldest !== undefined) hits.delete(oldest);
      }
      return { allowed: true, retryAfterSeconds: 0 };
    },
  };
}
