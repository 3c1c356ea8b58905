// What the bench and the serving tests send beside an attack, as a visitor or a guesser sends it:
// a page measured from ten clients, a page on a connection of its own, a contact form post, the
// specifier's pack downloaded as a browser does, and wrong passwords for one account. Only ever
// aimed at a server of the project's own on loopback.
import { get } from "node:http";
import autocannon from "autocannon";

/**
 * A page over a connection of its own (no keep-alive), as a new visitor's browser asks for it, so
 * that requests in turn reach every server process of an instance (its primary hands connections
 * to them in turn; a kept-alive one reaches one process only); following redirects as fetch does
 * (`/en/` to `/en`), each on a new connection too. Answers its status, its HTML and the address it
 * ended at.
 */
export function onNewConnection(url: string, redirects = 5): Promise<{ status: number; body: string; url: string }> {
  return new Promise((resolve, reject) => {
    get(url, { agent: false }, (response) => {
      const { statusCode = 0, headers } = response;
      if (statusCode >= 300 && statusCode < 400 && headers.location && redirects > 0) {
        response.resume();
        onNewConnection(new URL(headers.location, url).href, redirects - 1).then(resolve, reject);
        return;
      }
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => {
        body += chunk;
      });
      response.on("end", () => resolve({ status: statusCode, body, url }));
      response.on("error", reject);
    }).on("error", reject);
  });
}

/**
 * Wrong passwords for one account sent at once from `addresses` distinct clients: answers how many
 * were checked (401) and how many refused as locked (429).
 */
export async function signInGuesses(base: string, email: string, guesses: number, addresses = 1) {
  const answers = await Promise.all(
    Array.from({ length: guesses }, (_, i) =>
      fetch(`${base}/admin/sign-in`, {
        method: "POST",
        redirect: "manual",
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          Origin: base,
          "X-Forwarded-For": `203.0.113.${(i % addresses) + 1}`,
        },
        body: new URLSearchParams({ email, password: `guess ${i}` }),
      }).then(
        async (response) => {
          await response.arrayBuffer();
          return response.status;
        },
        () => 0,
      ),
    ),
  );
  const count = (status: number) => answers.filter((answer) => answer === status).length;
  return { checked: count(401), locked: count(429), other: answers.length - count(401) - count(429) };
}

/** A page's throughput and latency from `connections` keep-alive clients for `seconds`. */
export async function measurePage(base: string, path: string, seconds: number, connections = 10) {
  const result = await autocannon({ url: `${base}${path}`, connections, duration: seconds });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
  };
}

/**
 * A visitor's contact form post from `forwardedFor`, as its page posts it: without JavaScript (a
 * page post, the start time empty) or with it (a data request, the time its script wrote when
 * the form started). Answers the status, or 0 when the connection was refused or cut.
 */
export async function contactPost(
  base: string,
  { email, forwardedFor, withJavaScript = false }: { email: string; forwardedFor: string; withJavaScript?: boolean },
) {
  const response = await fetch(`${base}${withJavaScript ? "/contacto.data" : "/contacto"}`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: base, "X-Forwarded-For": forwardedFor },
    body: new URLSearchParams({
      _form: "contact",
      _started: withJavaScript ? String(Date.now() - 60_000) : "",
      name: "Ana Pérez",
      email,
      message: "Quisiera un presupuesto para el vestíbulo de un hotel.",
    }),
  }).catch(() => null);
  await response?.arrayBuffer().catch(() => undefined);
  return response?.status ?? 0;
}

/**
 * A visitor from `forwardedFor` downloading the specifier's pack of a rug `widthCm` wide as a
 * browser would, asking again after each 503 when its `Retry-After` says, `maxTries` times at
 * most. Answers the last status, how many times it asked, the seconds it waited in all (asking
 * included) and whether what came is a ZIP.
 */
export async function visitorPack(
  base: string,
  { forwardedFor, maxTries, widthCm = 170 }: { forwardedFor: string; maxTries: number; widthCm?: number },
) {
  const started = performance.now();
  let status = 0;
  let tries = 0;
  let zip = false;
  while (tries < maxTries) {
    tries++;
    const response = await fetch(
      `${base}/api/specifier-pack?lang=es&shape=rectangular&w=${widthCm}&l=240&c=SA04&c=TE12`,
      {
        headers: { "X-Forwarded-For": forwardedFor },
      },
    ).catch(() => null);
    status = response?.status ?? 0;
    const body = new Uint8Array((await response?.arrayBuffer().catch(() => undefined)) ?? new ArrayBuffer(0));
    zip = body[0] === 0x50 && body[1] === 0x4b && body[2] === 0x03 && body[3] === 0x04;
    const retryAfter = Number(response?.headers.get("retry-after"));
    if (status !== 503 || !(retryAfter > 0) || tries === maxTries) break;
    await new Promise((resolve) => setTimeout(resolve, retryAfter * 1000));
  }
  return { status, tries, seconds: Math.round((performance.now() - started) / 100) / 10, zip };
}
