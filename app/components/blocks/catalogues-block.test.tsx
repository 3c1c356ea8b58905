import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { catalogueCards } from "~/content/catalogue-cards";
import type { CatalogueManifest } from "~/content/catalogue-manifest";
import type { PageBlock } from "~/content/page-schema";
import { LanguageProvider } from "~/i18n/language-context";
import { messages } from "~/i18n/messages.server";
import { CataloguesBlock } from "./catalogues-block";

const block: Extract<PageBlock, { kind: "catalogues" }> = {
  kind: "catalogues",
  title: "Catálogos",
  empty: {
    title: "Próximamente",
    text: "Estamos preparando los catálogos.",
    action: { label: "Contactar", href: "/contacto" },
  },
  labels: {
    pages: "páginas",
    size: "Tamaño",
    view: "Ver catálogo",
    download: "Descargar",
    opensInNewTab: "(nueva pestaña)",
  },
  closing: {
    title: "¿Necesitas más información?",
    text: "Escríbenos.",
    action: { label: "Contactar", href: "/contacto" },
  },
};

const built: CatalogueManifest = {
  es: {
    lang: "es",
    path: "/catalogues/nudo-catalogue-es-0123456789.pdf",
    title: "Nudo · Catálogo 2026",
    description: "Colecciones, técnicas y personalización",
    pages: 16,
    bytes: 2_621_440,
    cover: "kit-300-collection",
  },
};

function render(manifest: CatalogueManifest) {
  return renderToString(
    <MemoryRouter>
      <LanguageProvider lang="es" path="/catalogos" messages={messages.es}>
        <CataloguesBlock block={block} index={0} items={catalogueCards(manifest, "es")} />
      </LanguageProvider>
    </MemoryRouter>,
  );
}

describe("the catalogues block", () => {
  it("says Próximamente with a Contactar link to /contacto while the list is empty", () => {
    const html = render({});
    expect(html).toContain("Próximamente");
    expect(html).toMatch(/href="\/contacto"[^>]*>Contactar/);
    expect(html).not.toContain("Ver catálogo");
  });

  it("shows the language's catalogue: cover, title, description, pages and size, opening the PDF in a new tab", () => {
    const html = render(built);
    expect(html).toContain("/img/kit-300-collection-");
    expect(html).toContain("Nudo · Catálogo 2026");
    expect(html).toContain("Colecciones, técnicas y personalización");
    expect(html).toContain("16 páginas");
    expect(html).toMatch(/Tamaño: 2,5\sMB/);
    expect(html).toMatch(
      /href="\/catalogues\/nudo-catalogue-es-0123456789.pdf" target="_blank" rel="noopener"[^>]*>Ver catálogo/,
    );
    expect(html).toMatch(/href="\/catalogues\/nudo-catalogue-es-0123456789.pdf\?download" download=""/);
    expect(html).toContain("¿Necesitas más información?");
  });

  it("gives its section and its heading ids of their own", () => {
    for (const manifest of [built, {}]) {
      const page = renderToString(
        <MemoryRouter>
          <LanguageProvider lang="es" path="/catalogos" messages={messages.es}>
            <CataloguesBlock block={{ ...block, id: "catalogos" }} index={0} items={catalogueCards(manifest, "es")} />
          </LanguageProvider>
        </MemoryRouter>,
      );
      const ids = [...page.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]);
      expect(new Set(ids).size, ids.join(" ")).toBe(ids.length);
      expect(page).toContain('aria-labelledby="catalogos-title"');
    }
  });

  it("lists nothing for a language whose catalogue was not built", () => {
    expect(render({ en: built.es && { ...built.es, lang: "en" } })).toContain("Próximamente");
  });
});
