/**
 * The specifier's project's page, by its Spanish path; a shared copy is `/mi-proyecto/<token>`.
 * A module of its own, importing nothing: the route table (app/routes.ts) reads it before the
 * app's `~/` paths resolve.
 */
export const selectionPath = "/mi-proyecto";
