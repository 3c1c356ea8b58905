import { fill } from "~/i18n/translate";
import type { PageContext } from "~/server/admin/layout.server";
import { counted } from "~/server/admin/plural.server";
import { fieldId, pathLabel } from "~/server/admin/studio/editor/editor-fields.server";
import { documentName } from "~/server/admin/studio/names.server";
import { studioCopy } from "~/server/admin/studio/studio-words.server";
import { fold, type OverviewDocument, type SearchHit } from "~/server/content/store/overview.server";
import type { ListCopy } from "./list-words.server";

/** A search as asked: its words, and each document found with its first hits and its Spanish structure (to name a hit's place). */
export type ListSearch = {
  query: string;
  results: { id: string; byName: boolean; hits: SearchHit[]; total: number; es: unknown }[];
};

/** A text cut around its first match, the match marked. */
function Snippet({ text, query }: { text: string; query: string }) {
  // Accents are one code point in `text` and two once decomposed: find the match in the folded
  // form (no marks), then cut the original at the same letters.
  const plain = fold(text);
  const word = fold(query).split(/\s+/)[0] ?? "";
  const at = Math.max(0, plain.indexOf(word));
  const letters = [...text.normalize("NFC")];
  const start = Math.max(0, at - 60);
  const end = Math.min(letters.length, at + word.length + 90);
  return (
    <span>
      {start > 0 ? "…" : ""}
      {letters.slice(start, at).join("")}
      <mark>{letters.slice(at, at + word.length).join("")}</mark>
      {letters.slice(at + word.length, end).join("")}
      {end < letters.length ? "…" : ""}
    </span>
  );
}

/** A search of every text, as asked: the documents it found, each with its first hits in place, linked to their fields. */
export function Results({
  context,
  documents,
  search,
  listWords,
}: {
  context: PageContext;
  documents: OverviewDocument[];
  search: ListSearch;
  listWords: ListCopy;
}) {
  const words = studioCopy[context.lang];
  const rowOf = (id: string) => documents.find((row) => row.id === id);
  return (
    <section aria-labelledby="results">
      <h2 id="results" role="status">
        {search.results.length === 0
          ? fill(listWords.search.none, { query: search.query })
          : counted(context.lang, listWords.search.results, search.results.length, { query: search.query })}
      </h2>
      <ul className="results">
        {search.results.map((result) => {
          const def = rowOf(result.id)?.def;
          if (!def) return null;
          const es = result.es;
          const total = result.hits.reduce((sum, hit) => sum + hit.langs.length, 0);
          return (
            <li key={result.id}>
              <h3>
                <a href={`/admin/content/${result.id}`}>{documentName(def, words, context.lang, es)}</a>
                {documentName(def, words, context.lang) === words.kinds[def.kind] ||
                def.kind === "design" ||
                def.kind === "project" ? null : (
                  <span className="badge">{words.kinds[def.kind]}</span>
                )}
              </h3>
              {result.byName && result.hits.length === 0 ? <p className="muted">{listWords.search.byName}</p> : null}
              <ol>
                {result.hits.map((hit) => {
                  const where = `${pathLabel(hit.path, es, words)} · ${hit.langs.map((lang) => context.t.languages[lang]).join(", ")}`;
                  const lang = hit.langs[0] ?? "es";
                  return (
                    <li key={`${hit.path}:${lang}`}>
                      <a
                        className="where"
                        href={`/admin/content/${result.id}#${fieldId(lang, hit.path)}`}
                        aria-label={`${listWords.search.openAt}: ${where}`}
                      >
                        {where}
                      </a>
                      <Snippet text={hit.text} query={search.query} />
                    </li>
                  );
                })}
              </ol>
              {result.total > total ? (
                <p className="muted">{counted(context.lang, listWords.search.more, result.total - total)}</p>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
