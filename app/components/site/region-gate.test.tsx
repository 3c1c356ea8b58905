import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { LanguageProvider } from "~/i18n/language-context";
import { messages } from "~/i18n/messages.server";
import { RegionGate } from "./region-gate";

const html = renderToString(
  <LanguageProvider lang="es" path="/jets-privados" messages={messages.es}>
    <RegionGate>
      <h1>Alfombras a medida para cabinas excepcionales</h1>
    </RegionGate>
  </LanguageProvider>,
);

/** The opening tag of the nearest element of that tag before `text`. */
const opening = (tag: string, text: string) =>
  html
    .slice(0, html.indexOf(text))
    .match(new RegExp(`<${tag}(?:\\s[^>]*)?>`, "g"))
    ?.at(-1);

describe("the region-gated page, as the server sends it", () => {
  it("holds the page, shown only to allowed visitors", () => {
    expect(opening("div", "Alfombras a medida")).toBe('<div data-region-shown="allowed" class="contents">');
  });

  it("holds 'checking', shown while the check runs and, with the allow-list, without script", () => {
    expect(opening("div", "Verificando disponibilidad...")).toBe('<div data-region-shown="unknown">');
    expect(html).toMatch(/<noscript><p [^>]*>[^<]*Estados Unidos, Alemania, Suiza e Inglaterra[^<]*<\/p><\/noscript>/);
  });

  it("holds 'not available' with a way home for the others, and the failure's note for a failed check", () => {
    expect(opening("div", "Contenido No Disponible")).toBe('<div data-region-shown="refused">');
    expect(opening("p", "No disponible en tu región")).toMatch(/^<p data-region-shown="failed" /);
    expect(opening("a", "Volver al inicio")).toMatch(/^<a data-region-shown="refused" href="\/"/);
    // Their place fills the screen below the header until the visitor is known to be allowed.
    expect(opening("section", "Verificando")).toMatch(/^<section data-region-shown="until-allowed" /);
  });

  it("needs no script to show what it is for: its modules wait for the visitor's reach", () => {
    expect(html).not.toContain("data-scripts-at-once");
  });
});
