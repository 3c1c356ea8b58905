// `BENCH_ONLY=pack npm run bench` (or `npx vitest run --config vitest.bench.config.ts app/specifier`):
// how long a specifier's pack of a 200 × 300 cm rectangle takes to build at 1x, in process, as
// the document thread builds it: the whole ZIP, then each of its parts alone. The first build of
// the run (fonts and modules loaded) is reported apart. Figures go to docs/performance.md.
import { it } from "vitest";
import { type Configuration, defaultConfiguration } from "~/rug/configuration";
import { specifierFigures } from "~/rug/figures";
import { renderDataSheet } from "~/specifier/data-sheet/data-sheet-render.server";
import { rugDxf } from "~/specifier/dxf";
import { rugGlb } from "~/specifier/pack/glb.server";
import { rugTextures } from "~/specifier/pack/textures.server";
import { specifierPack } from "./pack.server";

const rug: Configuration = {
  ...defaultConfiguration,
  shape: "rectangular",
  length: 300,
  width: 200,
  colours: ["SA04", "TE12", "BL03"],
};
const runs = Number(process.env.BENCH_RUNS ?? 5);
const siteUrl = "https://www.nudo.example";

async function timed<T>(work: () => Promise<T> | T): Promise<{ ms: number; result: T }> {
  const started = performance.now();
  const result = await work();
  return { ms: performance.now() - started, result };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

it("builds a 200 × 300 cm rectangle's pack", async () => {
  const first = await timed(() => specifierPack({ configuration: rug, lang: "en", subject: {}, siteUrl }));
  const whole: number[] = [];
  const parts: Record<string, number[]> = { sheet: [], textures: [], outline: [], model: [] };
  let bytes = first.result.byteLength;
  for (let run = 0; run < runs; run++) {
    // Other colours each time: no textures kept from before (they are kept for rugs alike).
    const fresh = { ...rug, colours: [rug.colours[0] as string, `TE${String(run + 5).padStart(2, "0")}`] };
    const pack = await timed(() => specifierPack({ configuration: fresh, lang: "en", subject: {}, siteUrl }));
    whole.push(pack.ms);
    bytes = pack.result.byteLength;
    const configuration = { ...rug, colours: [rug.colours[0] as string, `SA${String(run + 5).padStart(2, "0")}`] };
    parts.sheet?.push((await timed(() => renderDataSheet(configuration, "en", { siteUrl, now: new Date() }))).ms);
    const textures = await timed(() => rugTextures(configuration));
    parts.textures?.push(textures.ms);
    parts.outline?.push((await timed(() => rugDxf(configuration))).ms);
    const figures = specifierFigures(configuration);
    parts.model?.push(
      (
        await timed(() =>
          rugGlb({
            configuration,
            thicknessMm: figures.thicknessMm,
            texture: {
              image: textures.result.preview.bytes,
              mimeType: textures.result.preview.mimeType,
              normal: textures.result.preview.normal,
              cover: textures.result.cover,
            },
            extras: {},
            name: "bench",
          }),
        )
      ).ms,
    );
  }
  const ms = (value: number) => `${value.toFixed(0)} ms`;
  console.log(
    [
      `Specifier pack, 200 × 300 cm rectangle, 1x, ${runs} runs: median ${ms(median(whole))}, worst ${ms(Math.max(...whole))}` +
        ` (first of the process ${ms(first.ms)}); ZIP ${(bytes / 1024 / 1024).toFixed(2)} MB`,
      ...Object.entries(parts).map(([part, times]) => `  ${part}: median ${ms(median(times))}`),
    ].join("\n"),
  );
});
