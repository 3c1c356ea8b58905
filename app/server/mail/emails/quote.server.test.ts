import { beforeAll, describe, expect, it } from "vitest";
import { contactLead, freeTextMarker, quoteLead } from "../../../../tests/support/leads";
import { leadEmails } from "../../../../tests/support/mail";

/** The bytes of an inline picture, as its base64 content says. */
const bytesOf = (content: string | undefined) => Buffer.from(content ?? "", "base64");

describe("a configurator lead's e-mails", () => {
  let emails: Awaited<ReturnType<typeof leadEmails>>;
  beforeAll(async () => {
    emails = await leadEmails(quoteLead("en"));
  });

  it("give the sales team the rug as a table in Spanish, its notes, the picture and the link", () => {
    const { notification } = emails;
    expect(notification.subject).toBe("Nueva solicitud de presupuesto del configurador · Estudio Ruiz");
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
      expect(notification.text).toContain(line);
    }
    expect(notification.html).toContain('src="cid:rug-preview"');
    expect(notification.text).toContain(freeTextMarker);
  });

  it("give the visitor the picture and the link back in their language, never their text", () => {
    const { confirmation } = emails;
    expect(confirmation.html).toContain('src="cid:rug-preview"');
    expect(confirmation.html).toContain("View your configuration");
    expect(confirmation.text).toContain("https://nudo.example/en/configurador?shape=oval&w=500&l=700");
    expect(`${confirmation.html}${confirmation.text}`).not.toContain(freeTextMarker);
  });

  it("carry the picture as a PNG, drawn as the e-mail is written", () => {
    const { notification, confirmation } = emails;
    for (const email of [notification, confirmation]) {
      const image = email.images?.[0];
      expect(image).toMatchObject({ cid: "rug-preview", contentType: "image/png" });
      expect(bytesOf(image?.content).subarray(1, 4).toString()).toBe("PNG");
    }
  });

  it("leave other forms' e-mails without a picture", async () => {
    const { notification, confirmation } = await leadEmails(contactLead("es"));
    expect(notification.images).toBeUndefined();
    expect(confirmation.images).toBeUndefined();
  });
});
