import { matchRoutes, type RouteObject } from "react-router";

/** The routes of the server build, as far as matching an address goes. */
export type RouteTable = Record<
  string,
  { id: string; parentId?: string | undefined; path?: string | undefined; index?: boolean | undefined } | undefined
>;

/** The route React Router takes for an address, and whether it took it for a route with parameters. */
export type MatchedRoute = { id: string; withParameters: boolean };

/**
 * The route React Router takes for an address, matched as React Router matches it, or null when
 * only the catch-all route takes it (an unknown address: the 404 page).
 *
 * React Router's `matchRoutes` flattens and ranks the whole route table on every call (about
 * 1 ms for the site's 200 routes): under a flood of unknown addresses that made a 404 cost four
 * pages, and a route manifest asked for 1,100 addresses 140 ms. The routes' full paths are
 * worked out once instead; an address is looked up among the fixed ones (case and trailing
 * slashes ignored, as React Router ignores them), then among the routes whose segments are fixed
 * words or one parameter each (`/proyectos/:slug`), as patterns; only routes of another shape,
 * if any, are matched by `matchRoutes`.
 */
export function routeMatcher(routes: RouteTable): (pathname: string) => MatchedRoute | null {
  const all = Object.values(routes).filter((route) => route !== undefined);
  const childrenOf = (parentId: string | undefined): RouteObject[] =>
    all
      .filter((route) => route.parentId === parentId)
      .map(({ id, path, index }) => (index ? { id, path, index } : { id, path, children: childrenOf(id) }));
  const tree = childrenOf(undefined);
  const fixed = new Map<string, string>();
  /** Routes of fixed words and one parameter at the end (`/en/colecciones/:slug`), by their words. */
  const lastParameter = new Map<string, string>();
  const patterns: { pattern: RegExp; id: string }[] = [];
  let otherShapes = false;
  const walk = (nodes: RouteObject[], parentPath: string) => {
    for (const node of nodes) {
      const full = node.path === undefined ? parentPath : `${parentPath}/${node.path}`;
      if (node.path === "*") continue;
      if ((node.path !== undefined || node.index) && node.id !== undefined && !node.children?.length) {
        const words = /^(.*)\/:[\w-]+$/.exec(full)?.[1];
        if (!/[:*]/.test(full)) fixed.set(normalisePath(full), node.id);
        else if (words !== undefined && !/[:*?]/.test(words)) lastParameter.set(normalisePath(words), node.id);
        else {
          const pattern = segmentPattern(full);
          if (pattern) patterns.push({ pattern, id: node.id });
          else otherShapes = true;
        }
      }
      if (node.children) walk(node.children, full);
    }
  };
  walk(tree, "");
  return (pathname) => {
    const normal = normalisePath(pathname);
    const id = fixed.get(normal);
    if (id) return { id, withParameters: false };
    if (lastParameter.size === 0 && patterns.length === 0 && !otherShapes) return null;
    // An address that cannot be decoded names no content's page (and React Router would warn of it).
    if (exactPath(pathname) === null) return null;
    const end = normal.lastIndexOf("/");
    const byWords = end > 0 && end < normal.length - 1 ? lastParameter.get(normal.slice(0, end)) : undefined;
    if (byWords) return { id: byWords, withParameters: true };
    const byPattern = patterns.find(({ pattern }) => pattern.test(normal));
    if (byPattern) return { id: byPattern.id, withParameters: true };
    if (!otherShapes) return null;
    const deepest = matchRoutes(tree, pathname)?.at(-1);
    return deepest?.route.id !== undefined && deepest.route.path !== "*"
      ? { id: deepest.route.id, withParameters: true }
      : null;
  };
}

/**
 * Whether React Router has a page for an address (routeMatcher): an address only the catch-all
 * takes is an unknown one (the 404 page), and so is one a route with parameters takes where the
 * content has no page (`shown`).
 */
export function pageMatcher(
  routes: RouteTable,
  /**
   * For an address only a route with parameters matches (`/proyectos/:slug`): whether the content
   * has a page there (a published case study). One it has not is an unknown address.
   */
  shown: (pathname: string) => boolean = () => true,
): (pathname: string) => boolean {
  const routeOf = routeMatcher(routes);
  return (pathname) => {
    const route = routeOf(pathname);
    if (!route) return false;
    const exact = route.withParameters ? exactPath(pathname) : pathname;
    return !route.withParameters || (exact !== null && shown(exact));
  };
}

/** A route path of fixed words and whole-segment parameters as a pattern of normalised addresses; else null. */
function segmentPattern(full: string): RegExp | null {
  const parts: string[] = [];
  for (const segment of normalisePath(full).split("/").slice(1)) {
    if (/^:[\w-]+$/.test(segment)) parts.push("[^/]+");
    else if (/[:*?]/.test(segment)) return null;
    else parts.push(segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  }
  return new RegExp(`^/${parts.join("/")}$`);
}

/** An address as a route's parameters read it: decoded, without a trailing slash, its case kept. */
function exactPath(pathname: string): string | null {
  let decoded = pathname;
  try {
    if (pathname.includes("%")) decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  return decoded.length > 1 ? decoded.replace(/\/+$/, "") : decoded;
}

/** An address as React Router compares fixed paths: decoded, one slash between segments, no trailing slash, any case. */
function normalisePath(pathname: string): string {
  let decoded = pathname;
  try {
    if (pathname.includes("%")) decoded = decodeURIComponent(pathname);
  } catch {
    // Left as it came: React Router matches the undecodable address as it is too.
  }
  const joined = decoded.replace(/\/{2,}/g, "/").replace(/\/+$/, "");
  return (joined.startsWith("/") ? joined : `/${joined}`).toLowerCase();
}
