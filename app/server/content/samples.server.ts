import { designDocumentId, projectDocumentId } from "~/content/collection/schema";
import { collectionFrom } from "~/content/collection/shown";
import { documentDef, seedSnapshot } from "~/content/documents";
import { designFacts, projectFacts } from "~/content/sample-facts";
import type { Written } from "~/content/text-units";
import type { Storage } from "~/platform/db/db.server";
import { liveVersions, loadSnapshot, snapshotOf } from "./store/live.server";

/** What makes a published design or project still the sample it was seeded as. */
export type SampleMark = "title" | "story" | "designer" | "client" | "credits" | "pictures";

export type SampleLeft = { kind: "design" | "project"; slug: string; name: string; still: SampleMark[] };

type Spanish = Record<string, unknown>;

const texts = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v) => typeof v === "string") : []);

/** Every picture a document names (`{ name, alt }` anywhere in it). */
function pictures(node: unknown): string[] {
  if (Array.isArray(node)) return node.flatMap(pictures);
  if (!node || typeof node !== "object") return [];
  const record = node as Record<string, unknown>;
  if (typeof record.name === "string" && typeof record.alt === "string") return [record.name];
  return Object.values(record).flatMap(pictures);
}

/**
 * What a live version still has of its sample, in Spanish (the source every language follows): the
 * made-up account (summary or any paragraph of the story; a project's title), the made-up people
 * (a design's designer, a project's client and credits) and the drawn pictures. A design's name,
 * its colourways and facts may well stay in a real collection; these may not.
 */
export function sampleMarks(kind: "design" | "project", seed: Written, live: Written): SampleMark[] {
  const was = seed.es as Spanish;
  const is = live.es as Spanish;
  const same = (key: string) => typeof was[key] === "string" && was[key] !== "" && was[key] === is[key];
  const marks: SampleMark[] = [];
  if (kind === "project" && same("title")) marks.push("title");
  const story = new Set(texts(was.story));
  if (same("summary") || texts(is.story).some((paragraph) => story.has(paragraph))) marks.push("story");
  if (kind === "design" && same("designer")) marks.push("designer");
  if (kind === "project" && same("client")) marks.push("client");
  if (kind === "project") {
    const people = new Set(((was.credits ?? []) as { person?: string }[]).map((credit) => credit.person));
    if (((is.credits ?? []) as { person?: string }[]).some((credit) => people.has(credit.person)))
      marks.push("credits");
  }
  const drawn = new Set(pictures(seed.es));
  if (pictures(live.es).some((name) => drawn.has(name))) marks.push("pictures");
  return marks;
}

/**
 * The sample designs and projects (app/content/sample-facts.ts) the site shows now that still
 * have any of their sample's words, people or pictures: before launch, each is hidden in the
 * studio or made real. Reads the live versions only; a database not yet seeded shows the seed.
 */
export async function samplesStillPublished(storage: Storage, now = new Date()): Promise<SampleLeft[]> {
  const samples = [
    ...designFacts.map((facts) => ({ kind: "design" as const, slug: facts.slug, id: designDocumentId(facts.slug) })),
    ...projectFacts.map((facts) => ({ kind: "project" as const, slug: facts.slug, id: projectDocumentId(facts.slug) })),
  ];
  const live = await liveVersions(storage, now);
  const loaded = await loadSnapshot(
    storage,
    new Map(samples.flatMap(({ id }) => (live.has(id) ? [[id, live.get(id) ?? 0] as const] : []))),
  );
  const snapshot = new Map([...seedSnapshot, ...snapshotOf(loaded)]);
  const shown = collectionFrom(snapshot, "es");
  return samples.flatMap(({ kind, slug, id }) => {
    const seed = documentDef(id)?.seed;
    const written = snapshot.get(id);
    const item = kind === "design" ? shown.design.get(slug) : shown.project.get(slug);
    if (!seed || !written || !item) return [];
    const still = sampleMarks(kind, seed, written);
    if (still.length === 0) return [];
    return [{ kind, slug, name: "name" in item ? item.name : item.title, still }];
  });
}

/** The list as an operator reads it, one line a sample. */
export function describeSamples(samples: readonly SampleLeft[]): string {
  if (samples.length === 0) return "The collection and the portfolio publish no sample design or project.";
  return [
    `The collection and the portfolio still publish ${samples.length} sample(s) from app/content/sample-facts.ts;`,
    "hide each in the content studio (/admin/content) or replace what is listed with the real one:",
    ...samples.map((sample) => `  - ${sample.kind} ${sample.slug} (${sample.name}): ${sample.still.join(", ")}`),
  ].join("\n");
}
