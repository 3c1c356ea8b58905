/**
 * The columns the inbox lists, filters and searches, copied out of a lead's values when it is
 * stored (and by the migration that added them, for leads stored before): the forms name a person
 * either `name` or `firstName` + `lastName`, and their free text `message`, `comments` or
 * `interests`.
 */
export function leadColumns(data: Record<string, unknown>) {
  const text = (key: string) => (typeof data[key] === "string" && data[key] !== "" ? (data[key] as string) : null);
  const name = text("name") ?? ([text("firstName"), text("lastName")].filter(Boolean).join(" ") || null);
  const company = text("company");
  const freeText = text("message") ?? text("comments") ?? text("interests");
  return {
    name,
    company,
    country: text("country"),
    search: searchable([name, text("email"), company, freeText].filter(Boolean).join("\n")),
  };
}

/** Lower-cased, accents removed: "José Martínez" is found by "jose martinez" and by "Martínez". */
export function searchable(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();
}
