import { deflateRawSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { configurationQuery, defaultConfiguration } from "~/rug/configuration";
import { selectionLimits } from "../selection";
import {
  decodeSelection,
  encodeSelection,
  maxCookieValueBytes,
  selectionCookieName,
  selectionFromCookies,
  selectionSetCookie,
} from "./selection-cookie.server";

const rug = (width: number) => configurationQuery({ ...defaultConfiguration, width, design: "alcazar" });

describe("the project's cookie", () => {
  it("holds 40 rugs, each with a place, in a cookie a browser keeps", () => {
    const items = Array.from({ length: selectionLimits.items }, (_, index) => ({
      id: `i${index}`,
      rug: rug(100 + index * 7),
      place: `Suite ${index} — Planta ${index % 9}`,
      quantity: 120 + index,
    }));
    const header = selectionSetCookie({ items }, true);
    expect(header).not.toBeNull();
    expect(header?.length).toBeLessThan(4096);
    expect(header).toMatch(/HttpOnly/);
    expect(header).toMatch(/SameSite=Lax/);
    expect(header).toMatch(/Secure/);
    const value = /nudo_project=([^;]+)/.exec(header ?? "")?.[1];
    expect(selectionFromCookies(`a=1; ${selectionCookieName}=${value}; b=2`).items).toEqual(items);
  });

  it("fits 40 rugs with the longest places, however little they compress", () => {
    // Places of 60 characters that repeat nothing (a fixed pseudo-random sequence): the worst case.
    let seed = 7;
    const noise = () => {
      seed = (seed * 48271) % 2147483647;
      return "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789ñéü"[seed % 64];
    };
    const items = Array.from({ length: selectionLimits.items }, (_, index) => ({
      id: `i${index}`,
      rug: rug(100 + index * 13),
      place: Array.from({ length: 60 }, noise).join(""),
      quantity: 9000 + index,
    }));
    expect(encodeSelection({ items }).length).toBeLessThanOrEqual(maxCookieValueBytes);
    expect(selectionSetCookie({ items }, true)?.length).toBeLessThan(4096);
  });

  it("clears itself when the project is emptied", () => {
    expect(selectionSetCookie({ items: [] }, false)).toMatch(/^nudo_project=; Max-Age=0/);
  });

  it("reads a tampered, foreign or inflating cookie as an empty project, never an error", () => {
    expect(decodeSelection("not-base64!")).toEqual({ items: [] });
    expect(decodeSelection(Buffer.from("{}").toString("base64url"))).toEqual({ items: [] });
    // 5 MB of zeros deflated to under 8 KB: refused past 64 KB, not expanded.
    const bomb = deflateRawSync(Buffer.alloc(5 * 1024 * 1024, "0"), { level: 9 }).toString("base64url");
    expect(bomb.length).toBeLessThan(8192);
    expect(decodeSelection(bomb)).toEqual({ items: [] });
    const forged = deflateRawSync(
      Buffer.from(JSON.stringify({ v: 1, i: [["x", "shape=rectangular&w=99999", "", 1]] })),
    ).toString("base64url");
    expect(decodeSelection(forged)).toEqual({ items: [] });
  });
});
