import { describe, expect, it } from "vitest";
import { fairQueue } from "./fair-queue.server";

/** A queue of named jobs; `drawn(job)` takes a job, draws it and frees its place, in one step. */
function line(options: { maxPending: number; remembered?: number }) {
  const queue = fairQueue<string>(options);
  return Object.assign(queue, {
    drawnNext: () => {
      const job = queue.take();
      queue.done();
      return job;
    },
  });
}

describe("the document thread's line, shared between addresses", () => {
  it("draws next for the address drawn for least recently: a newcomer goes before a flood's waiting job", () => {
    const queue = line({ maxPending: 4 });
    queue.add("flood", "flood 1");
    expect(queue.take()).toBe("flood 1");
    queue.add("flood", "flood 2");
    queue.add("visitor", "visitor 1");
    queue.done();
    expect(queue.drawnNext()).toBe("visitor 1");
    expect(queue.drawnNext()).toBe("flood 2");
    expect(queue.drawnNext()).toBeUndefined();
  });

  it("goes round the addresses, the one drawn for longest ago first", () => {
    const queue = line({ maxPending: 4 });
    for (const address of ["a", "b", "c"]) queue.add(address, `${address} 1`);
    expect([queue.drawnNext(), queue.drawnNext(), queue.drawnNext()]).toEqual(["a 1", "b 1", "c 1"]);
    for (const address of ["c", "b", "a"]) queue.add(address, `${address} 2`);
    expect([queue.drawnNext(), queue.drawnNext(), queue.drawnNext()]).toEqual(["a 2", "b 2", "c 2"]);
  });

  it("holds one waiting job per address, and another once it is drawn", () => {
    const queue = line({ maxPending: 4 });
    expect(queue.add("flood", "flood 1")).toEqual({ admitted: true });
    expect(queue.add("flood", "flood 2")).toEqual({ admitted: false });
    expect(queue.pending()).toBe(1);
    expect(queue.take()).toBe("flood 1");
    // Drawn, it no longer waits: the address may wait with another.
    expect(queue.add("flood", "flood 3")).toEqual({ admitted: true });
    expect(queue.pending()).toBe(2);
  });

  it("holds no more than its places, drawn or waiting, and refuses a job that would be drawn after all of them", () => {
    const queue = line({ maxPending: 3 });
    queue.add("a", "a 1");
    queue.drawnNext();
    queue.add("b", "b 1");
    expect(queue.take()).toBe("b 1");
    queue.add("c", "c 1");
    queue.add("d", "d 1");
    expect(queue.pending()).toBe(3);
    // Drawn for before (a) or asking after c and d (e): each goes after every job waiting.
    expect(queue.add("a", "a 2")).toEqual({ admitted: false });
    expect(queue.add("e", "e 1")).toEqual({ admitted: false });
    expect(queue.pending()).toBe(3);
  });

  it("gives a newcomer the place of the job whose address was drawn for most recently, when every place is taken", () => {
    const queue = line({ maxPending: 3 });
    for (const address of ["a", "b"]) {
      queue.add(address, `${address} 1`);
      queue.drawnNext();
    }
    queue.add("x", "x 1");
    expect(queue.take()).toBe("x 1");
    queue.add("b", "b 2");
    queue.add("a", "a 2");
    expect(queue.add("visitor", "visitor 1")).toEqual({ admitted: true, evicted: "b 2" });
    queue.done();
    expect([queue.drawnNext(), queue.drawnNext(), queue.drawnNext()]).toEqual(["visitor 1", "a 2", undefined]);
  });

  it("puts a never-drawn client that asked again at once after one that had not asked, and lets it give way", () => {
    const queue = line({ maxPending: 2 });
    queue.add("x", "x 1");
    expect(queue.take()).toBe("x 1");
    queue.add("f", "f 1");
    // The line is full: g is refused and asks again at once, as a flood's client does.
    expect(queue.add("g", "g 1")).toEqual({ admitted: false });
    queue.done();
    expect(queue.take()).toBe("f 1");
    expect(queue.add("g", "g 2")).toEqual({ admitted: true });
    // Never drawn for either, but the visitor had not asked before: g's job gives way.
    expect(queue.add("visitor", "visitor 1")).toEqual({ admitted: true, evicted: "g 2" });
    // A job that asks for the first time after the visitor's goes after it, and is refused.
    expect(queue.add("h", "h 1")).toEqual({ admitted: false });
    queue.done();
    expect(queue.drawnNext()).toBe("visitor 1");
  });

  it("remembers the addresses that asked most recently, up to its bound: one long gone is a newcomer again", () => {
    const queue = line({ maxPending: 4, remembered: 1 });
    queue.add("a", "a 1");
    queue.drawnNext();
    // b's ask leaves a forgotten: asking again, a is drawn before c, the newcomer who asks after it.
    queue.add("b", "b 1");
    queue.drawnNext();
    queue.add("a", "a 2");
    queue.add("c", "c 1");
    expect([queue.drawnNext(), queue.drawnNext()]).toEqual(["a 2", "c 1"]);
  });
});
