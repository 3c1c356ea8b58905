import type { PageContext } from "./layout.server";

type DeskPlace = "inbox" | "mine" | "dashboard" | "rules";

/** Which of the leads section's places an address is (`/admin/leads?owner=me` is the staff member's own leads). */
function placeOf(path: string, staffId: string | undefined): DeskPlace {
  const [pathname = "", query = ""] = path.split("?");
  if (pathname === "/admin/leads/dashboard") return "dashboard";
  if (pathname === "/admin/leads/rules") return "rules";
  // `owner=me` is sent on to the staff member's own id (inbox/inbox-routes.server.tsx): both are "mine".
  const owner = new URLSearchParams(query).get("owner");
  return owner === "me" || (owner !== null && owner === staffId) ? "mine" : "inbox";
}

/**
 * The leads section's own navigation, at the top of its pages: the inbox, the staff member's own
 * leads, the dashboard and, for admins, the assignment rules. The current place is marked.
 */
export function DeskNav({ context }: { context: PageContext }) {
  const words = context.t.deskNav;
  const current = placeOf(context.path ?? "", context.staff?.id);
  const places: [DeskPlace, string][] = [
    ["inbox", "/admin/leads"],
    ["mine", "/admin/leads?owner=me"],
    ["dashboard", "/admin/leads/dashboard"],
    ...(context.staff?.role === "admin" ? [["rules", "/admin/leads/rules"] as [DeskPlace, string]] : []),
  ];
  return (
    <nav className="desk-nav" aria-label={words.label}>
      <ul>
        {places.map(([place, href]) => (
          <li key={place}>
            <a href={href} aria-current={place === current ? "page" : undefined}>
              {words[place]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
