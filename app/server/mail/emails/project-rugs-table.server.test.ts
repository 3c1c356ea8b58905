import { describe, expect, it } from "vitest";
import { languages } from "~/i18n/languages";
import { leadEmails } from "../../../../tests/support/mail";
import { hostilePlace, hotelProjectItems } from "../../../../tests/support/project-leads";
import { projectLead } from "../../../../tests/support/stored-leads";
import { confirmationWords, notificationWords } from "../mail-words.server";

const escapedPlace = "&lt;script&gt;alert(1)&lt;/script&gt;";

/** A row of the HTML's table of rugs: the cells between the row's code and the next row. */
function htmlRow(html: string, code: string): string {
  const start = html.indexOf(`>${code}</td>`);
  return html.slice(start, html.indexOf("</tr>", start));
}

describe("a project request's e-mails", () => {
  it("list every rug for the sales team as a table: code, place, rug, size, colours, quantity, area and link", async () => {
    const { notification } = await leadEmails(projectLead("en"));
    const items = hotelProjectItems("en");
    expect(notification.subject).toBe("Nueva solicitud de muestras y presupuesto de un proyecto · Estudio Soler");
    for (const label of Object.values(notificationWords.items.columns)) expect(notification.html).toContain(label);
    const [lobby, room, silk] = items.map((item) => htmlRow(notification.html, item.code));
    expect(lobby).toContain(">Lobby<");
    expect(lobby).toContain(">Marea · Coral<");
    expect(lobby).toContain(">200 × 300 cm<");
    expect(lobby).toContain(`>${items[0]?.colours.join(" ")}<`);
    expect(lobby).toContain(">120<");
    expect(lobby).toContain(">720,00<");
    expect(lobby).toContain(`href="${items[0]?.href.replaceAll("&", "&amp;")}"`);
    expect(room).toContain(">Alcázar · Midnight<");
    expect(room).toContain(">1<");
    expect(silk).toContain(">Free configuration<");
    expect(silk).toContain(">—<");
    expect(notification.html).toContain("Total: 3 alfombras distintas, 122 unidades, 738,00 m²");
    // The text part: a block per rug, each of its cells labelled, the link in full.
    expect(notification.text).toContain(
      [
        "RG-01",
        "Lugar: Lobby",
        "Alfombra: Marea · Coral",
        "Medidas: 200 × 300 cm",
        `Colores: ${items[0]?.colours.join(" ")}`,
        "Cantidad: 120",
        "Superficie total (m²): 720,00",
        `Configuración: ${items[0]?.href}`,
      ].join("\n"),
    );
    expect(notification.text).toContain(`RG-02\nLugar: ${hostilePlace}\nAlfombra: Alcázar · Midnight`);
    expect(notification.text).toContain("RG-03\nLugar: —\nAlfombra: Free configuration");
  });

  it("show the place typed as markup to the sales team as text, never as markup", async () => {
    const { notification } = await leadEmails(projectLead());
    expect(notification.html).toContain(`>${escapedPlace}<`);
    expect(notification.html).not.toContain("<script");
    // The text part is plain text: the place as typed, on its line.
    expect(notification.text).toContain(`Lugar: ${hostilePlace}\n`);
  });

  it("list every rug in the visitor's confirmation, in her language, without the places she typed", async () => {
    for (const lang of languages) {
      const { confirmation } = await leadEmails(projectLead(lang));
      const copy = confirmationWords[lang].items;
      for (const part of [confirmation.html, confirmation.text]) {
        expect(part, lang).toContain(copy.heading);
        for (const item of hotelProjectItems(lang)) {
          expect(part, lang).toContain(item.code);
          expect(part, lang).toContain(item.rug);
          expect(part, lang).toContain(item.size);
          expect(part, lang).toContain(item.colours.join(" "));
        }
        // Typed text goes to whatever address the form named: the places stay with the sales team.
        for (const typed of [hostilePlace, escapedPlace, "Lobby"]) expect(part, lang).not.toContain(typed);
      }
      expect(confirmation.html, lang).toContain(`href="${hotelProjectItems(lang)[0]?.href.replaceAll("&", "&amp;")}"`);
      expect(confirmation.html).not.toContain("<script");
    }
    const { confirmation } = await leadEmails(projectLead("de"));
    expect(confirmation.subject).toBe("Wir haben Ihr Projekt erhalten · Nudo");
    expect(confirmation.text).toContain("RG-01\nTeppich: Marea · Koralle\nMaße: 200 × 300 cm");
    expect(confirmation.text).toContain("Stückzahl: 120\nGesamtfläche (m²): 720,00");
  });
});
