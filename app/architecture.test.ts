import { describe, expect, it } from "vitest";
import { circles, type Import, readImports, wayRound } from "../tests/support/import-map";

/** The domain: what the site knows of leads, staff, content and the documents it draws, whoever asks. */
const domain = ["leads", "staff", "content", "documents", "rug drawing", "selection"] as const;

/**
 * The rooms of the code and which rooms each may import. Requests are handled (the express app,
 * http, the back office, the routes) with the domain, which keeps its data in storage (db); the
 * outbox and mail deliver what the domain decided: they depend on it, never the other way round;
 * logs and metrics (observability) serve everyone. Code the browser runs never reaches server
 * code. Every room may import itself and the app's shared modules (forms, i18n, content, site
 * facts...); a room left out of a list is out of bounds. A test may assemble any rooms: it stands
 * where the process's entry would.
 *
 * A room is a folder or a file; a file belongs to the most specific room naming it (a test to
 * its module's), and every file under app/server (and a feature's server/ folder) belongs to one: nothing lies loose there but
 * the wiring (the process's entries are in app/server/process/).
 */
const rooms = {
  entry: {
    holds:
      "the process's entries: the server's start (production and development), and the build's entry module the scripts call",
    paths: ["app/server/process/", "app/entry.server.tsx"],
    mayImport: "anything",
  },
  cli: {
    holds: "the operator's commands (backup, leads, staff, content) and the storage they open",
    paths: ["app/server/cli/"],
    mayImport: ["wiring", ...domain, "db", "observability"],
  },
  "express app": {
    holds: "the HTTP server's handlers in order: the endpoints, the back office, React Router",
    paths: ["app/server/http/app.server.ts"],
    mayImport: ["http", "admin", "wiring", "document thread", ...domain, "db", "observability"],
  },
  routes: {
    holds: "React Router's route modules; only their loaders and actions run server code",
    paths: [
      "app/routes/",
      "app/root.tsx",
      "app/collection/collection-route.tsx",
      "app/collection/design-route.tsx",
      "app/portfolio/project-route.tsx",
      "app/configurator/configurator-route.tsx",
      "app/leads/lead-route.tsx",
      "app/selection/selection-route.tsx",
      "app/selection/shared-selection-route.tsx",
    ],
    mayImport: ["http", "wiring", ...domain, "observability"],
  },
  admin: {
    holds: "the back office at /admin: sign-in, the leads' inbox, staff, the content studio",
    paths: ["app/server/admin/"],
    mayImport: ["http", "wiring", ...domain, "db", "observability"],
  },
  http: {
    holds: "HTTP plumbing (static files, headers, admissions, render cache, request context) and the endpoints",
    paths: [
      "app/server/http/",
      "app/platform/region.server.ts",
      "app/platform/request-info.server.ts",
      "app/specifier/server/",
      "app/configurator/server/",
      "app/leads/server/intake.server.ts",
      "app/selection/server/download-endpoint.server.ts",
      "app/selection/server/selection-action.server.ts",
    ],
    mayImport: ["wiring", "document thread", ...domain, "db", "observability"],
  },
  wiring: {
    holds: "the configuration and the process's services (storage, outbox worker, retention), started once",
    paths: ["app/server/services.server.ts", "app/platform/env.server.ts"],
    mayImport: ["outbox", "mail", ...domain, "db", "observability"],
  },
  outbox: {
    holds: "the worker that sends what a lead's transaction queued: its e-mails and the CRM's webhook",
    paths: ["app/server/outbox/"],
    mayImport: ["mail", ...domain, "db", "observability"],
  },
  mail: {
    holds: "the lead's e-mails written (templates, words, the rug's picture) and sent (SMTP or files)",
    paths: ["app/server/mail/"],
    mayImport: [...domain, "db", "observability"],
  },
  staff: {
    holds: "staff accounts, passwords, TOTP, sessions and sign-in",
    paths: ["app/server/staff/"],
    // The sign-in's lockout counts failures with the leads' rate limits.
    mayImport: ["leads", "db", "observability"],
  },
  leads: {
    holds: "the lead: stored with its e-mails and CRM event, limits, record, inbox, privacy, retention",
    paths: ["app/leads/server/"],
    mayImport: ["db", "observability"],
  },
  selection: {
    holds: "the specifier's project: its cookie, its shared copies in the database, its view and its FF&E schedule",
    paths: ["app/selection/server/"],
    // The schedule writes CSV cells as the lead exports do and dates documents as the sheets do.
    mayImport: ["leads", "documents", "db", "observability"],
  },
  content: {
    holds: "content in the database: versions, media, translations (XLIFF), the catalogues of a publish",
    paths: ["app/server/content/"],
    mayImport: ["documents", "db", "observability"],
  },
  "document thread": {
    holds: "the thread each server process draws documents on, off its event loop, and the pool that feeds it",
    paths: ["app/specifier/server/workers/"],
    mayImport: ["documents", "observability"],
  },
  documents: {
    holds:
      "the documents drawn on the server and at build: the catalogue, the specification and data sheets, the specifier pack",
    paths: ["app/catalogue/", "app/specifier/spec-sheet/", "app/specifier/pack/", "app/specifier/data-sheet/"],
    mayImport: ["rug drawing"],
  },
  "rug drawing": {
    holds: "the configured rug drawn as a picture on the server (e-mails, the specification sheet)",
    paths: ["app/specifier/spec-sheet/rug-image.server.tsx"],
    mayImport: [],
  },
  db: {
    holds: "storage: connection, schema, migrations, group commit, backup, the files kept beside it",
    paths: ["app/platform/db/"],
    mayImport: ["observability"],
  },
  observability: {
    holds: "logs, metrics and the request log: every room may use them",
    paths: ["app/platform/observability/"],
    mayImport: [],
  },
  scripts: {
    holds: "build, bench and operator scripts: they run server code through the build's entry module",
    paths: ["scripts/"],
    // The entry module's types only (scripts/dev.ts): its code reaches them through the build.
    mayImport: ["documents", "entry"],
  },
  rug: {
    holds:
      "the rug's model: its constructions, the standards' classes, its figures and facts, plain data and functions every room reads",
    paths: ["app/rug/"],
    // Nothing of the server: it runs in the browser, at build and on the server alike.
    mayImport: [],
  },
  shared: {
    holds: "code the browser runs or may run: components, configurator, room view, forms, i18n, content, site",
    // The catalogues' manifest (which PDFs the build drew) is read by the catalogues' page too.
    paths: ["app/", "app/content/catalogue-manifest.ts"],
    mayImport: [],
  },
} satisfies Record<string, { holds: string; paths: readonly string[]; mayImport: "anything" | readonly string[] }>;

type Room = keyof typeof rooms;

/**
 * The app's folders from the ground up: each feature keeps its routes, views, words and server
 * code in its folder, and a folder imports only folders on the floors below its own (and itself),
 * so the import map between folders has no circle and no import that runs back up. The ground
 * (languages, region, consent) knows nothing of the rest, the site's facts stand on it, the rug's
 * model on them;
 * the content (pages, the collection's designs and projects as documents) on the rug; the shared
 * components, storage and the catalogue's PDF on the content; then the features, each on the
 * ones it uses; the server's handlers and the back office; and the route modules and entries on
 * top. A file directly in app/ (root.tsx, the entries, routes.ts) stands on the top floor.
 */
const floors: readonly (readonly string[])[] = [
  ["i18n", "region", "consent", "styles"],
  ["site"],
  ["rug"],
  ["content"],
  ["components", "platform", "catalogue"],
  ["leads"],
  ["specifier", "room"],
  ["selection"],
  ["configurator", "collection"],
  ["portfolio"],
  ["server"],
  ["routes", "(app)"],
];

/** The floor of a file's folder under app/ (its first folder; a file directly in app/ is "(app)"). */
function floorOf(file: string): number {
  const [, first, second] = file.split("/");
  const folder = second === undefined ? "(app)" : (first ?? "");
  return floors.findIndex((floor) => floor.includes(folder));
}

/** Packages of request handling: the domain, storage and delivery know no Request. */
const requestPackages = ["express"];
const roomsWithoutRequests: readonly Room[] = [...domain, "db", "outbox", "mail"];

const roomPaths = (Object.entries(rooms) as [Room, (typeof rooms)[Room]][])
  .flatMap(([room, { paths }]) => paths.map((prefix) => ({ room, prefix })))
  .sort((a, b) => b.prefix.length - a.prefix.length);

/** The room of a file (a test's is its module's): the longest path of the table it falls under. */
function roomOf(file: string): Room | undefined {
  const module = file.replace(/\.test(\.tsx?)$/, "$1");
  return roomPaths.find(({ prefix }) => (prefix.endsWith("/") ? module.startsWith(prefix) : module === prefix))?.room;
}

const isTest = (file: string) => /\.test\.tsx?$/.test(file);

/** Rooms every room may read: the shared modules and the rug's model. */
const readByAll: readonly Room[] = ["shared", "rug"];

function mayImport(from: Room, to: Room): boolean {
  const allowed = rooms[from].mayImport;
  return from === to || readByAll.includes(to) || allowed === "anything" || (allowed as readonly string[]).includes(to);
}

describe("the code's architecture", () => {
  const { files, imports, unresolved, packages } = readImports();
  const describeImport = ({ from, line, specifier }: Import) => `${from}:${line} imports "${specifier}"`;

  it("sees every import of app/ and scripts/", () => {
    expect(files.length).toBeGreaterThan(400);
    expect(imports.length).toBeGreaterThan(1000);
    expect(unresolved).toEqual([]);
  });

  it("has no import circle", () => {
    const graph = new Map<string, Set<string>>(files.map((file) => [file, new Set()]));
    for (const { from, to } of imports) if (to) graph.get(from)?.add(to);
    const found = circles(graph).map((part) => wayRound(graph, part));
    expect(found).toEqual([]);
  });

  it("puts every file of the server code in a room", () => {
    // The server's own folder, and each feature's server code (app/leads/server/, ...).
    const loose = files.filter(
      (file) => (file.startsWith("app/server/") || /^app\/[^/]+\/server\//.test(file)) && roomOf(file) === "shared",
    );
    expect(loose).toEqual([]);
  });

  it("runs each import the way the rooms allow", () => {
    const wrongWay = imports
      .filter(({ from }) => !isTest(from))
      .flatMap((entry) => {
        const from = roomOf(entry.from);
        const to = entry.to ? roomOf(entry.to) : undefined;
        if (!from || !to || mayImport(from, to)) return [];
        return [`${describeImport(entry)}: ${from} may not import ${to}`];
      });
    expect(wrongWay).toEqual([]);
  });

  it("keeps every folder of app/ on a floor, and each import on its floor or below", () => {
    const app = files.filter((file) => file.startsWith("app/"));
    expect(app.filter((file) => floorOf(file) < 0)).toEqual([]);
    const upward = imports
      .filter(({ from, to }) => !isTest(from) && from.startsWith("app/") && to?.startsWith("app/"))
      .flatMap((entry) => {
        const [from, to] = [entry.from, entry.to ?? ""].map((file) => file.split("/").slice(0, 2).join("/"));
        const [fromFloor, toFloor] = [floorOf(entry.from), floorOf(entry.to ?? "")];
        return from !== to && toFloor >= fromFloor && !(fromFloor === floors.length - 1 && toFloor === fromFloor)
          ? [`${describeImport(entry)}: ${from} (floor ${fromFloor}) may not import ${to} (floor ${toFloor})`]
          : [];
      });
    expect(upward).toEqual([]);
  });

  it("lets app/routes.ts import only by relative paths, as React Router reads it before the ~ alias exists", () => {
    const aliased = imports.filter(({ from, specifier }) => from === "app/routes.ts" && specifier.startsWith("~/"));
    expect(aliased.map(describeImport)).toEqual([]);
  });

  it("keeps requests out of the domain, storage and delivery", () => {
    const knowingRequests = packages
      .filter(({ from, specifier }) => !isTest(from) && requestPackages.includes(specifier))
      .filter(({ from }) => roomsWithoutRequests.includes(roomOf(from) ?? "shared"))
      .map(describeImport);
    expect(knowingRequests).toEqual([]);
  });
});
