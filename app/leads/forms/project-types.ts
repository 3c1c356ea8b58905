/**
 * The contact section's project types (its optional `projectType` field), by stable id. Their labels are
 * interface messages; links preselect one with `?proyecto=<id>#contact`.
 */
export const projectTypes = ["contract", "residential", "retail", "jet", "yacht", "other"] as const;
export type ProjectType = (typeof projectTypes)[number];

/** The query parameter that preselects a project type in the contact section's form. */
export const projectTypeParam = "proyecto";

export function isProjectType(value: unknown): value is ProjectType {
  return typeof value === "string" && (projectTypes as readonly string[]).includes(value);
}
