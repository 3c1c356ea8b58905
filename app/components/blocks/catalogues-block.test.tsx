import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { type Catalogue, catalogueCards, catalogueSchema } from "~/content/catalogues";
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

const fixture: Catalogue = catalogueSchema.parse({
  id: "hoteles-2026",
  coverImage: "/catalogues/hoteles-2026.webp",
  coverWidth: 900,
  coverHeight: 1200,
  pages: 48,
  size: "12 MB",
  pdfUrl: "/catalogues/hoteles-2026.pdf",
  text: Object.fromEntries(
    ["es", "en", "de", "it", "fr", "nl"].map((lang) => [
      lang,
      { title: `Hoteles ${lang}`, description: "Colección contract" },
    ]),
  ),
});

function render(items: Catalogue[]) {
  return renderToString(
    <MemoryRouter>
      <LanguageProvider lang="es" path="/catalogos" messages={messages.es}>
        <CataloguesBlock block={block} index={0} items={catalogueCards(items, "es")} />
      </LanguageProvider>
    </MemoryRouter>,
  );
}

describe("the catalogues block", () => {
  it("says Próximamente with a Contactar link to /contacto while the list is empty", () => {
    const html = render([]);
    expect(html).toContain("Próximamente");
    expect(html).toMatch(/href="\/contacto"[^>]*>Contactar/);
    expect(html).not.toContain("Ver catálogo");
  });

  it("shows each catalogue's cover, title, description, pages and size, opening the PDF in a new tab", () => {
    const html = render([fixture]);
    expect(html).toContain('src="/catalogues/hoteles-2026.webp"');
    expect(html).toContain("Hoteles es");
    expect(html).toContain("48 páginas");
    expect(html).toContain("12 MB");
    expect(html).toMatch(/href="\/catalogues\/hoteles-2026.pdf" target="_blank" rel="noopener"[^>]*>Ver catálogo/);
    expect(html).toMatch(/href="\/catalogues\/hoteles-2026.pdf" download=""/);
    expect(html).toContain("¿Necesitas más información?");
  });
});
