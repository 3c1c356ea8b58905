import { describe, expect, it } from "vitest";
import type { Lead } from "~/forms/lead";
import { withRugPreview } from "./rug-preview.server";
import { renderLeadEmails } from "./templates.server";

const options = {
  leadsTo: { address: "ventas@nudo.example" },
  siteUrl: "https://nudo.example",
  catalogueUrl: "https://nudo.example/catalogos",
};
const marker = "FREE-TEXT-MARKER-5d1e";
const quote = (lang: Lead["lang"]): Lead => ({
  id: "l-quote",
  form: "quote",
  lang,
  createdAt: new Date("2026-11-20T10:00:00Z"),
  data: {
    name: "Clara Ruiz",
    email: "clara@estudio.example",
    company: "Estudio Ruiz",
    message: `Para un salón ${marker}`,
    configuration:
      "shape=oval&w=500&l=700&technique=robotuft&pile=cut-loop&cut=12&loop=8&motif=relief&c=BL04&c=IV01&material=silk&backing=anti-slip",
  },
});

describe("a configurator lead's e-mails", () => {
  const [notification, confirmation] = renderLeadEmails(quote("en"), options);

  it("give the sales team the rug as a table in Spanish, its notes, the picture and the link", () => {
    expect(notification?.subject).toBe("Nueva solicitud de presupuesto del configurador · Estudio Ruiz");
    for (const line of [
      "Forma: Ovalada",
      "Medidas: 700 × 500 cm",
      "Técnica: Robotuft",
      "Tipo de pelo: Cortado y bucle, 12 mm / 8 mm",
      "Colores: Azul bruma · BL04 (fondo), Marfil tiza · IV01",
      "Material: Seda natural",
      "Base (backing): Antideslizante",
      "uniones invisibles",
      "con tundido",
      "https://nudo.example/configurador?shape=oval&w=500&l=700",
    ]) {
      expect(notification?.text).toContain(line);
    }
    expect(notification?.html).toContain('src="cid:rug-preview"');
    expect(notification?.text).toContain(marker);
  });

  it("give the visitor the picture and the link back in their language, never their text", () => {
    expect(confirmation?.html).toContain('src="cid:rug-preview"');
    expect(confirmation?.html).toContain("View your configuration");
    expect(confirmation?.text).toContain("https://nudo.example/en/configurador?shape=oval&w=500&l=700");
    expect(`${confirmation?.html}${confirmation?.text}`).not.toContain(marker);
  });

  it("carry the picture as a PNG once drawn for sending", async () => {
    if (!confirmation) throw new Error("no confirmation");
    const sent = await withRugPreview(quote("en"), confirmation);
    const image = sent.images?.[0];
    expect(image).toMatchObject({ cid: "rug-preview", contentType: "image/png" });
    expect(
      Buffer.from(image?.content ?? "", "base64")
        .subarray(1, 4)
        .toString(),
    ).toBe("PNG");
  });

  it("leave other forms' e-mails without a picture", async () => {
    const [contact] = renderLeadEmails(
      { ...quote("es"), form: "contact", data: { name: "Ana", email: "ana@x.example", message: "Hola" } },
      options,
    );
    expect(contact?.images).toBeUndefined();
    if (contact)
      expect(
        await withRugPreview(
          { ...quote("es"), form: "contact", data: { name: "A", email: "a@x.example", message: "x" } },
          contact,
        ),
      ).toBe(contact);
  });
});
