import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { removeDotfiles } from "./client-dotfiles";

describe("the client build without dotfiles", () => {
  let dir: string;
  const write = (file: string) => {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), "x");
  };
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), "client-build-"));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("loses the image step's bookkeeping and hidden folders, and keeps every file of the site", () => {
    for (const file of [
      "img/.cache.json",
      "img/.manifest.json",
      "img/.social-cache.json",
      ".hidden/notes.txt",
      "img/hero-800.webp",
      "img/hero-800.avif",
      "index.html",
      "en/contacto/index.html",
      "_.data",
      "assets/app-abc123.js",
    ]) {
      write(file);
    }
    expect(removeDotfiles(dir).sort()).toEqual([
      ".hidden",
      "img/.cache.json",
      "img/.manifest.json",
      "img/.social-cache.json",
    ]);
    expect(existsSync(path.join(dir, ".hidden"))).toBe(false);
    expect(readdirSync(dir, { recursive: true }).map(String).sort()).toEqual([
      "_.data",
      "assets",
      "assets/app-abc123.js",
      "en",
      "en/contacto",
      "en/contacto/index.html",
      "img",
      "img/hero-800.avif",
      "img/hero-800.webp",
      "index.html",
    ]);
  });
});
