import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { formatLongDate } from "~/i18n/format";
import { LanguageProvider } from "~/i18n/language-context";
import { messages } from "~/i18n/messages.server";
import { type EventCard, EventsNews } from "./events-news";

const render = (items: EventCard[], lang: "es" | "en" = "es") =>
  renderToString(
    <LanguageProvider lang={lang} path="/" messages={messages[lang]}>
      <EventsNews items={items} />
    </LanguageProvider>,
  );

const fair: EventCard = {
  id: 9,
  type: "event",
  date: "2024-10-22",
  dateText: formatLongDate("2024-10-22", "es"),
  image: "event-yecla",
  imageAlt: "",
  title: "Feria de prueba",
  description: "Descripción",
  location: "Crevillente",
};

describe("the events and news section", () => {
  it("says 'coming soon' when no item remains", () => {
    const html = render([]);
    expect(html).toContain("Próximamente");
    expect(html).toContain("Muy pronto anunciaremos nuevos eventos");
    expect(html).not.toContain("<article");
  });

  it("shows an item's badge and its date in the Spanish long format", () => {
    const html = render([fair]);
    expect(html).toContain("Evento");
    expect(html).toContain("22 de octubre de 2024");
    expect(html).not.toContain("Leer más");
  });

  it("offers 'read more' only for an item with a link", () => {
    expect(render([{ ...fair, link: "https://example.com/fair" }])).toContain("Leer más");
    const english = { ...fair, link: "https://example.com/fair", dateText: formatLongDate(fair.date, "en") };
    expect(render([english], "en")).toContain("22 October 2024");
  });

  describe("with the NBAA news item, shown only in the allowed region", () => {
    const nbaa: EventCard = { ...fair, id: 4, type: "news", title: "NBAA Las Vegas 2024", restricted: true };
    /** The opening tag of the element that holds `text` nearest before it, of the given tag. */
    const opening = (html: string, tag: string, text: string) =>
      html
        .slice(0, html.indexOf(text))
        .match(new RegExp(`<${tag}(?:\\s[^>]*)?>`, "g"))
        ?.at(-1);

    it("sends it to every visitor, marked to show only to allowed ones, beside the others", () => {
      const html = render([fair, nbaa]);
      expect(opening(html, "li", "NBAA Las Vegas 2024")).toBe('<li data-region-shown="allowed">');
      expect(opening(html, "li", "Feria de prueba")).toBe("<li>");
      expect(html).not.toContain("Próximamente");
    });

    it("when it is the only item, shows it to allowed visitors and 'coming soon' to the others", () => {
      const html = render([nbaa]);
      expect(html).toContain("NBAA Las Vegas 2024");
      expect(opening(html, "li", "NBAA Las Vegas 2024")).toBe("<li>");
      expect(opening(html, "ul", "NBAA Las Vegas 2024")).toMatch(/^<ul data-region-shown="allowed" /);
      expect(opening(html, "div", "Próximamente")).toMatch(/^<div data-region-shown="not-allowed" /);
    });

    it("says 'coming soon' to everyone, unmarked, when there is no item at all", () => {
      expect(opening(render([]), "div", "Próximamente")).not.toContain("data-region-shown");
    });
  });
});
