import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { caseStudiesView } from "~/components/portfolio/case-study-views";
import { catalogueFrom } from "~/content/catalogue/live";
import { seedSnapshot } from "~/content/documents";
import type { PageBlock } from "~/content/page-schema";
import { LanguageProvider } from "~/i18n/language-context";
import { messages } from "~/i18n/messages.server";
import { CaseStudiesBlock } from "./case-studies-block";

const block: Extract<PageBlock, { kind: "caseStudies" }> = { kind: "caseStudies", id: "casos", title: "Proyectos" };

/** The seed, with its yacht project moved to aviation: the one aviation case study. */
const written = seedSnapshot.get("project.yate-aurora");
if (!written) throw new Error("no sample project");
const withJet = catalogueFrom(
  new Map([
    ...seedSnapshot,
    ["project.yate-aurora", { ...written, es: { ...(written.es as object), sector: "aviation" } }],
  ]),
  "es",
);

function render(search: string) {
  const view = caseStudiesView(block, withJet, "es", new URLSearchParams(search));
  return renderToString(
    <LanguageProvider lang="es" path="/proyectos" messages={messages.es}>
      <CaseStudiesBlock block={block} index={0} view={view} />
    </LanguageProvider>,
  );
}

/** The opening tag of the list item that holds `text` (no list item here holds another). */
const itemWith = (html: string, text: string) =>
  html
    .split(/(?=<li[ >])/)
    .find((part) => part.startsWith("<li") && part.includes(text))
    ?.replace(/>[\s\S]*$/, ">");

describe("the case studies block, with an aviation project", () => {
  it("sends the aviation case study and its filter link to every visitor, shown only to allowed ones", () => {
    const html = render("");
    expect(itemWith(html, 'href="/proyectos/yate-aurora"')).toBe('<li data-region-shown="allowed">');
    expect(itemWith(html, "sector=aviation")).toBe('<li data-region-shown="allowed">');
    // The other case studies and their list are for every visitor, with no 'none' in their place.
    expect(itemWith(html, 'href="/proyectos/hotel-mirador-valencia"')).toBe("<li>");
    expect(html).toMatch(/<ul class="grid/);
    expect(html).not.toContain("not-allowed");
  });

  it("filtered to aviation, shows the list to allowed visitors and 'none' to the others", () => {
    const html = render("sector=aviation");
    expect(html).toMatch(/<ul data-region-shown="allowed" class="grid/);
    expect(html).toMatch(/<p data-region-shown="not-allowed" class="[^"]*">[^<]+<\/p>/);
  });
});
