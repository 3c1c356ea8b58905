import type { StaffRole } from "~/platform/db/schema.server";

/** The back office's sections, each at `/admin/<section>`, in the order the navigation shows them. */
export const adminSections = ["leads", "outbox", "privacy", "content"] as const;
export type AdminSection = (typeof adminSections)[number];

/**
 * Who may open each section: the sales workflow (leads, their deliveries, privacy requests about
 * them) is for sales; the content studio is for editors; an admin opens everything. A role not
 * listed (a value typed into the database by hand) opens nothing.
 */
const rolesBySection: Record<AdminSection, readonly StaffRole[]> = {
  leads: ["sales", "admin"],
  outbox: ["sales", "admin"],
  privacy: ["sales", "admin"],
  content: ["editor", "admin"],
};

/** Whether an account of `role` may open `section` (its pages and its forms). */
export function mayOpen(role: StaffRole, section: AdminSection): boolean {
  return rolesBySection[section].includes(role);
}

/** Where an account of `role` lands after sign-in and at `/admin`: the first section it may open. */
export function homeSection(role: StaffRole): AdminSection {
  return adminSections.find((section) => mayOpen(role, section)) ?? "leads";
}

export const sectionPath = (section: AdminSection) => `/admin/${section}`;

/** The section a back-office path belongs to (`/admin/leads/1?x` is leads); null for any other path. */
export function sectionOfPath(path: string): AdminSection | null {
  const first = path.split(/[/?#]/)[2]?.toLowerCase();
  return adminSections.find((section) => section === first) ?? null;
}
