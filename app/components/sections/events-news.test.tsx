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
});
