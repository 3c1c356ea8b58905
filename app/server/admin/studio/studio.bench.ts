// `BENCH_ONLY=studio npm run bench` (or `npx vitest run --config vitest.bench.config.ts`):
// what the studio's screens cost the server with 200 documents, on SQLite and on the machine's
// PostgreSQL: the list (its dashboard), a search over every text, the home page's editor, and a
// save of the home page as its form posts it (every field, one text changed). The site has 32
// documents of its own; 168 more, copies of its pages under ids of their own, make the 200 a
// catalogue of designs and case studies will bring. Each request goes through the back office's
// router over HTTP, signed in, as the browser sends it.
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { it } from "vitest";
import { contentDocuments, documentDefs, registerDocument } from "~/content/documents";
import { parseEnv } from "~/platform/env.server";
import { backends, type TestStorage } from "../../../../tests/support/storage";
import { seedContent } from "../../content/store/seed.server";
import { addStaff } from "../../staff/accounts.server";
import { createSession } from "../../staff/sessions.server";
import { adminRouter } from "../router.server";

const target = 200;
const pages = contentDocuments.filter((def) => def.kind === "page");
for (let copy = 0; documentDefs().length < target; copy++) {
  const base = pages[copy % pages.length];
  if (base) registerDocument({ ...base, id: `${base.id}~${copy + 1}` });
}

/** The fields of a form as the browser would send them (inputs, text areas, selected options, checked boxes). */
function formFields(html: string, action: string): [string, string][] {
  const start = html.indexOf(`action="${action}"`);
  const form = html.slice(start, html.indexOf("</form>", start));
  const decode = (text: string) =>
    text
      .replaceAll("&quot;", '"')
      .replaceAll("&#x27;", "'")
      .replaceAll("&lt;", "<")
      .replaceAll("&gt;", ">")
      .replaceAll("&amp;", "&");
  const attr = (tag: string, name: string) => tag.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1];
  const fields: [string, string][] = [];
  for (const match of form.matchAll(/<(input|textarea|select)\b([^>]*)>([\s\S]*?<\/\1>)?/g)) {
    const [, kind, tag = "", inner = ""] = match;
    const name = attr(tag, "name");
    if (!name) continue;
    if (kind === "input") {
      const type = attr(tag, "type") ?? "text";
      if (["submit", "button", "file"].includes(type)) continue;
      if ((type === "checkbox" || type === "radio") && !/\schecked=""/.test(tag)) continue;
      fields.push([name, decode(attr(tag, "value") ?? "")]);
    } else if (kind === "textarea") fields.push([name, decode(inner.replace(/<\/textarea>$/, ""))]);
    else fields.push([name, decode(inner.match(/<option[^>]*selected=""[^>]*value="([^"]*)"/)?.[1] ?? "")]);
  }
  return fields;
}

/** The back office on a port of its own over `opened`, an editor signed in: GET a page as her, and the headers she sends. */
async function openStudio(opened: TestStorage) {
  const app = express();
  app.use(
    "/admin",
    adminRouter({
      env: parseEnv({ DATA_DIR: opened.dataDir }),
      storage: opened.storage,
      now: () => new Date(),
      outbox: { wake: () => {} },
      // The studio's bench answers no lead.
      writeReply: () => {
        throw new Error("The studio's bench writes no reply");
      },
    }),
  );
  const server: Server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  await addStaff(opened.storage, "editora@nudo.example", "a long enough password", new Date(), "editor");
  const staff = await opened.storage.db
    .selectFrom("staff")
    .select("id")
    .where("email", "=", "editora@nudo.example")
    .executeTakeFirstOrThrow();
  const token = await createSession(opened.storage, staff.id, "active", new Date());
  const headers = { Cookie: `staff_session=${token}`, "Accept-Language": "es" };
  const get = async (path: string) => {
    const response = await fetch(`${base}${path}`, { headers });
    const html = await response.text();
    if (response.status !== 200) throw new Error(`${path}: ${response.status}`);
    return html;
  };
  return { base, headers, get, close: () => new Promise((resolve) => server.close(resolve)) };
}

/** Runs `task` for `seconds` after a warm-up, one at a time, and notes its median and 95th percentile in `figures`. */
async function measure(figures: string[], label: string, task: () => Promise<unknown>, seconds = 4) {
  for (let round = 0; round < 3; round++) await task();
  const times: number[] = [];
  const until = performance.now() + seconds * 1000;
  while (performance.now() < until) {
    const started = performance.now();
    await task();
    times.push(performance.now() - started);
  }
  times.sort((first, second) => first - second);
  const at = (share: number) => (times[Math.min(times.length - 1, Math.floor(share * times.length))] ?? 0).toFixed(1);
  figures.push(
    `${label.padEnd(58)} median ${at(0.5).padStart(6)} ms  p95 ${at(0.95).padStart(6)} ms  (${times.length} runs)`,
  );
}

for (const backend of backends) {
  it(`measures the studio with ${target} documents on ${backend.name}: the list, a search, the home page's editor, a save`, async () => {
    const opened: TestStorage = await backend.open();
    await seedContent(opened.storage, new Date(), documentDefs());
    const { base, headers, get, close } = await openStudio(opened);
    // Every document in the list, before anything is timed.
    const list = await get("/admin/content");
    const listed = new Set([...list.matchAll(/href="\/admin\/content\/([^"#?]+)"/g)].map((match) => match[1])).size;
    if (listed < target) throw new Error(`The list shows ${listed} documents, not ${target}`);
    let edits = 0;

    const figures: string[] = [];
    const homeForm = formFields(await get("/admin/content/home"), "/admin/content/home");
    try {
      await measure(figures, "list and dashboard", () => get("/admin/content"));
      await measure(figures, "search «valencia» in every text", () => get("/admin/content?q=valencia"));
      await measure(figures, "home page's editor", () => get("/admin/content/home"));
      await measure(figures, "save of the home page (its whole form, one text changed)", async () => {
        // The revision the form would carry had the editor just opened it: each save takes the next.
        const { revision } = await opened.storage.db
          .selectFrom("content_documents")
          .select("revision")
          .where("id", "=", "home")
          .executeTakeFirstOrThrow();
        const form = homeForm.map(([name, value]): [string, string] =>
          name === "t.es.hero.title"
            ? [name, `El arte de pisar algo único ${++edits}`]
            : name === "revision"
              ? [name, String(revision)]
              : [name, value],
        );
        const response = await fetch(`${base}/admin/content/home`, {
          method: "POST",
          headers: { ...headers, "Content-Type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams([...form, ["intent", "save"]]),
          redirect: "manual",
        });
        if (response.status !== 303)
          throw new Error(`save: ${response.status} ${(await response.text()).slice(0, 2000)}`);
      });
      console.log(`\nThe studio with ${target} documents, ${backend.name}:\n${figures.join("\n")}`);
    } finally {
      await close();
      await opened.dispose();
    }
  }, 300_000);
}
