import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { describeStorage } from "../../../tests/support/storage";
import { exportSubject } from "./privacy.server";
import { deleteLeads } from "./retention.server";
import { checkRoomPicture } from "./room-picture.server";
import { storeLead } from "./store.server";
import { loadRoomPicture } from "./stored-lead.server";

const blob = (bytes: Buffer) => new Blob([new Uint8Array(bytes)]);
const plain = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#a0522d" } });

describe("a room picture sent with a quote request", () => {
  it("is accepted as a JPEG or a PNG, and kept without the camera's metadata", async () => {
    const jpeg = await plain(640, 480)
      .jpeg()
      .withMetadata({ exif: { IFD0: { Artist: "Ines Marin", Copyright: "salon de casa" } } })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const check = await checkRoomPicture(blob(jpeg));
    expect(check.ok).toBe(true);
    if (!check.ok) return;
    expect(check.picture).toMatchObject({ contentType: "image/jpeg", width: 640, height: 480 });
    expect((await sharp(check.picture.data).metadata()).exif).toBeUndefined();
    expect(check.picture.data.includes("Ines Marin")).toBe(false);

    const png = await checkRoomPicture(blob(await plain(300, 200).png().toBuffer()));
    expect(png.ok && png.picture.contentType).toBe("image/png");
  });

  it("is refused when it is not a PNG or JPEG, whatever it is called, too large or too many pixels a side", async () => {
    expect(await checkRoomPicture(blob(Buffer.from("<script>alert(1)</script>")))).toEqual({
      ok: false,
      reason: "notAnImage",
    });
    expect(await checkRoomPicture(blob(await plain(40, 40).webp().toBuffer()))).toEqual({
      ok: false,
      reason: "format",
    });
    expect(await checkRoomPicture(blob(await plain(4097, 8).png().toBuffer()))).toEqual({
      ok: false,
      reason: "dimensions",
    });
    expect(await checkRoomPicture(blob(Buffer.alloc(5 * 1024 * 1024 + 1)))).toEqual({ ok: false, reason: "tooLarge" });
    // A PNG cut short: its header says 800 × 600, its pixels are not all there.
    const truncated = await plain(800, 600).png().toBuffer();
    expect((await checkRoomPicture(blob(truncated.subarray(0, 200)))).ok).toBe(false);
  });
});

describeStorage("a lead's room picture on $name", (t) => {
  it("is stored with its lead, exported with it and erased with it", async () => {
    const check = await checkRoomPicture(blob(await plain(320, 240).jpeg().toBuffer()));
    if (!check.ok) throw new Error("the picture was refused");
    const stored = await storeLead(
      t.storage,
      {
        form: "quote",
        lang: "es",
        data: { name: "Inés Marín", email: "ines@estudio.example", configuration: "shape=rectangular&w=200&l=300" },
      } as Parameters<typeof storeLead>[1],
      { clientAddress: "192.0.2.10", picture: check.picture },
    );
    if (!stored.stored) throw new Error("the lead was not stored");
    const picture = await loadRoomPicture(t.storage, stored.lead.id);
    expect(picture?.width).toBe(320);
    expect(picture?.data.equals(check.picture.data)).toBe(true);

    const exported = await exportSubject(t.storage, "ines@estudio.example");
    expect(exported.leads[0]?.picture).toMatch(/^data:image\/jpeg;base64,\/9j\//);

    await deleteLeads(t.storage, t.dataDir, [stored.lead.id]);
    expect(await loadRoomPicture(t.storage, stored.lead.id)).toBeNull();
  });
});
