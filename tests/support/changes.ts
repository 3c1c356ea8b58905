/**
 * What a test waits for instead of a time: something it watches (requests a server has taken,
 * renders begun, connections closed) says when it changed, and the test waits until a condition
 * on it holds. A test that slept "long enough" instead passes or fails on the machine's speed.
 *
 *   const taken = changes();
 *   app.use((_request, _response, next) => { arrived++; taken.changed(); next(); });
 *   await taken.until(() => arrived === 5);
 *
 * The test goes on in a microtask after `changed()` was called: whatever ran synchronously after
 * it (the next middleware, the other listeners of the same event) has run by then.
 */
export function changes() {
  const waiting = new Set<{ condition: () => boolean; resolve: () => void }>();
  return {
    /** The watched thing changed: whoever waits for a condition that now holds goes on. */
    changed() {
      for (const waiter of waiting) {
        if (!waiter.condition()) continue;
        waiting.delete(waiter);
        waiter.resolve();
      }
    },
    /** Settles once `condition` holds: at once if it already does, else at the change that makes it. */
    until(condition: () => boolean): Promise<void> {
      if (condition()) return Promise.resolve();
      return new Promise((resolve) => waiting.add({ condition, resolve }));
    },
  };
}
