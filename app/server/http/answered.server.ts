import type { Response } from "express";

/** Calls `done` once, when the answer has gone out or the connection closed before it did. */
export function onceAnswered(response: Response, done: () => void) {
  let called = false;
  const finish = () => {
    if (called) return;
    called = true;
    done();
  };
  response.once("finish", finish);
  response.once("close", finish);
}
