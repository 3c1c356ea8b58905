/**
 * A tangent-space normal map from a height map, for renderers: OpenGL's convention (+Y up, the
 * convention of glTF, Blender and three.js; Direct3D's engines flip the green channel), each
 * normal as red = x, green = y, blue = z, mapped from -1..1 to 0..255, so a flat surface is
 * (128, 128, 255). Slopes are taken by central differences that wrap round the edges: the map of a
 * repeating height map repeats too. `size` is a square tile's side, or a picture's width and height
 * (a whole rug's, whose edges are its own and wrap harmlessly into a pixel's width of slope).
 */
export function normalMap(
  heightMm: Float32Array,
  size: number | { width: number; height: number },
  pixelMm: number,
): Uint8Array {
  const { width, height } = typeof size === "number" ? { width: size, height: size } : size;
  const out = new Uint8Array(width * height * 3);
  const across = 1 / (2 * pixelMm);
  for (let y = 0; y < height; y++) {
    const up = ((y + height - 1) % height) * width;
    const down = ((y + 1) % height) * width;
    const row = y * width;
    for (let x = 0; x < width; x++) {
      const left = x === 0 ? width - 1 : x - 1;
      const right = x === width - 1 ? 0 : x + 1;
      const nx = -((heightMm[row + right] as number) - (heightMm[row + left] as number)) * across;
      // Rows run down the picture and +Y up it: a slope rising downwards faces up.
      const ny = ((heightMm[down + x] as number) - (heightMm[up + x] as number)) * across;
      const scale = 127.5 / Math.sqrt(nx * nx + ny * ny + 1);
      const o = (row + x) * 3;
      // 127.5 + 0.5 rounds a flat surface's 0 to 128 (and 1 to 255) by truncation.
      out[o] = 128 + nx * scale;
      out[o + 1] = 128 + ny * scale;
      out[o + 2] = 128 + scale;
    }
  }
  return out;
}
