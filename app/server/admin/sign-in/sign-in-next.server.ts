import type { StaffRole } from "~/platform/db/schema.server";
import { homeSection, mayOpen, sectionOfPath, sectionPath } from "~/server/admin/access.server";

/** Only a path of the back office itself is a place to go back to after signing in (no open redirect). */
export function safeNext(value: unknown): string | undefined {
  if (typeof value !== "string" || !value.startsWith("/admin/") || value.startsWith("/admin/sign-")) return undefined;
  return /^\/admin\/[\w\-./?=&%+]*$/.test(value) && !value.includes("//") && value.length <= 500 ? value : undefined;
}

/**
 * Where a signed-in account goes: the page it asked for when its role may open it, otherwise its
 * home section (an editor following an old link to a lead lands in the content studio, not a 403).
 */
export function landingPath(role: StaffRole, next: string | undefined): string {
  const section = next ? sectionOfPath(next) : null;
  return next && (section === null || mayOpen(role, section)) ? next : sectionPath(homeSection(role));
}
