import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { leadEmails, readEmlFiles } from "../../../../tests/support/mail";
import { contactLead, freeTextMarker, quoteLead } from "../../../../tests/support/stored-leads";
import { createSendMail } from "../transport.server";

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
      "Medidas: 500 × 700 cm",
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
      expect(image?.content?.subarray(1, 4).toString()).toBe("PNG");
    }
  });

  it("leave other forms' e-mails without a picture", async () => {
    const { notification, confirmation } = await leadEmails(contactLead("es"));
    expect(notification.images).toBeUndefined();
    expect(confirmation.images).toBeUndefined();
  });

  it("send the sales team the room picture the request came with, byte for byte, and the visitor none", async () => {
    const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#a0522d" } })
      .jpeg()
      .toBuffer();
    const { notification, confirmation } = await leadEmails(quoteLead("en"), {
      roomPicture: { contentType: "image/jpeg", data: photo },
    });
    expect(notification.html).toContain('src="cid:room-picture"');
    expect(confirmation.images?.map((image) => image.cid)).toEqual(["rug-preview"]);

    const dataDir = mkdtempSync(path.join(tmpdir(), "room-picture-mail-"));
    try {
      await createSendMail({ from: "Nudo <no-reply@nudo.example>", dataDir })(notification, "room-picture-test");
      const [sent] = readEmlFiles(dataDir);
      expect(sent?.raw).toContain("Content-Disposition: inline; filename=habitacion.jpg");
      expect(sent?.raw.replace(/\r?\n/g, "")).toContain(photo.toString("base64"));
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it("draw a studio design's rug with its colourway's picture from above, in both e-mails", async () => {
    const red = new Uint8Array(
      await sharp({ create: { width: 600, height: 400, channels: 3, background: "#d01010" } })
        .webp()
        .toBuffer(),
    );
    const view = {
      kind: "picture" as const,
      media: "m-0123456789abcdef-600x400",
      src: "/x.webp",
      width: 300,
      length: 200,
    };
    const lead = quoteLead("en", {
      configuration: "shape=rectangular&w=300&l=400&motif=large-pattern&c=SA04&c=TE12&design=nuevo-diseno",
    });
    const redShare = async (png: Buffer | undefined) => {
      const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
      let count = 0;
      for (let o = 0; o < data.length; o += info.channels)
        if ((data[o] ?? 0) > 150 && (data[o + 2] ?? 0) < 80 && (data[o + 1] ?? 0) < 80) count++;
      return count / (info.width * info.height);
    };
    const drawn = await leadEmails(lead, { topView: { view, bytes: red } });
    const plain = await leadEmails(lead);
    for (const kind of ["notification", "confirmation"] as const) {
      expect(await redShare(drawn[kind].images?.[0]?.content), kind).toBeGreaterThan(0.2);
      expect(await redShare(plain[kind].images?.[0]?.content), kind).toBe(0);
    }
  });
});
