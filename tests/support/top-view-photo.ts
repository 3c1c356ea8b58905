import sharp from "sharp";

/**
 * A photograph of a rug from above for the tests: red on its left half, blue on its right, so
 * where each colour ends up says how the picture was laid (turned, mirrored, repeated).
 */
export async function topViewPhoto(
  width: number,
  height: number,
  format: "jpeg" | "webp" = "jpeg",
  quality = 92,
): Promise<Buffer> {
  const half = { width: width / 2, height, channels: 3 } as const;
  const [red, blue] = await Promise.all(
    ["#d01010", "#1030d0"].map((background) =>
      sharp({ create: { ...half, background } })
        .png()
        .toBuffer(),
    ),
  );
  const photo = sharp({ create: { width, height, channels: 3, background: "#000000" } }).composite([
    { input: red, left: 0, top: 0 },
    { input: blue, left: width / 2, top: 0 },
  ]);
  return format === "jpeg" ? photo.jpeg({ quality }).toBuffer() : photo.webp({ quality }).toBuffer();
}
