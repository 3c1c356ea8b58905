import type { RequestHandler } from "express";
import type { ServerBuild } from "react-router";
import { type RouteTable, routeMatcher } from "./page-matcher.server";

/** React Router's own bound on a manifest request's address: its browser side never asks longer. */
const maxUrlLength = 7680;

/** Manifest answers kept, by the routes they carry: far fewer than the addresses that ask for them. */
const keptAnswers = 256;

/**
 * Addresses answered per request. React Router asks only for the links it discovers (its own
 * `<Link>`s; the site's links are plain anchors, so it asks for next to none), and a route left
 * out is asked for again when its link is followed: the rest of a longer list is a stranger's.
 */
const maxPaths = 100;

/**
 * React Router's route discovery (`/__manifest?version=…&paths=/a,/b`): the routes of the pages
 * a page links to, answered here as React Router answers it (the same routes, headers and
 * refusals), but without React Router's matching of every address (about 0.13 ms each: a
 * stranger's 1,100 addresses took 140 ms of a process's time per request). Each address is
 * looked up among the routes worked out once (routeMatcher), an unknown one takes the catch-all
 * route as React Router's would, the first 100 of them at most, and the answer is written once
 * per set of routes and kept.
 */
export function routeManifestHandler(build: Pick<ServerBuild, "routes" | "assets">): RequestHandler {
  const routes = build.routes as RouteTable;
  const routeOf = routeMatcher(routes);
  const catchAll = Object.values(routes).find((route) => route?.path === "*")?.id;
  const parentOf = new Map(
    Object.values(routes).flatMap((route) => (route?.parentId ? [[route.id, route.parentId]] : [])),
  );
  const answers = new Map<string, string>();
  return (request, response) => {
    if (request.originalUrl.length > maxUrlLength) return void response.status(400).end();
    const at = request.originalUrl.indexOf("?");
    const query = new URLSearchParams(at < 0 ? "" : request.originalUrl.slice(at + 1));
    if (query.get("version") !== build.assets.version)
      return void response.status(204).set("X-Remix-Reload-Document", "true").end();
    const asked = query.get("paths");
    if (asked === null) return void response.status(400).type("text/plain").send("Invalid Request");
    const ids = new Set<string>();
    for (const path of [...new Set(asked.split(",").filter(Boolean))].slice(0, maxPaths)) {
      let id: string | undefined = routeOf(path.startsWith("/") ? path : `/${path}`)?.id ?? catchAll;
      while (id !== undefined && !ids.has(id)) {
        ids.add(id);
        id = parentOf.get(id);
      }
    }
    const key = [...ids].sort().join(",");
    let answer = answers.get(key);
    if (answer === undefined) {
      answer = JSON.stringify(
        Object.fromEntries([...ids].flatMap((id) => (build.assets.routes[id] ? [[id, build.assets.routes[id]]] : []))),
      );
      answers.set(key, answer);
      if (answers.size > keptAnswers) answers.delete(answers.keys().next().value ?? "");
    }
    response.set("Cache-Control", "public, max-age=31536000, immutable").type("application/json").send(answer);
  };
}
