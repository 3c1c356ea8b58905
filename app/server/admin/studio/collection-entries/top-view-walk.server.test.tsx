import { unzipSync } from "fflate";
import { renderToStaticMarkup } from "react-dom/server";
import sharp from "sharp";
import { beforeEach, expect, it } from "vitest";
import { designOnPage } from "~/configurator/server/design-on-page.server";
import { collectionFrom } from "~/content/collection/shown";
import type { ContentSnapshot } from "~/content/text-units";
import { languages } from "~/i18n/languages";
import { configurationQuery, parseConfiguration } from "~/rug/configuration";
import { RugPreview } from "~/rug/drawing";
import { largestMediaFile } from "~/server/content/media.server";
import { liveVersions, loadSnapshot, snapshotOf } from "~/server/content/store/live.server";
import { seedContent } from "~/server/content/store/seed.server";
import { mediaHandler } from "~/server/http/media-files.server";
import { specifierPack } from "~/specifier/pack/pack.server";
import { specifierPackHandler } from "~/specifier/server/pack-endpoint.server";
import type { DocumentWorkers } from "~/specifier/server/workers/worker-pool.server";
import { backOffice } from "../../../../../tests/support/back-office";
import { newDesignWords as words } from "../../../../../tests/support/new-design-words";
import { describeStorage } from "../../../../../tests/support/storage";
import { topViewPhoto } from "../../../../../tests/support/top-view-photo";

const html = (text: string) =>
  text
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");

/**
 * The packs drawn as the site's process draws them, with 512 pixels on their textures' longer
 * side (a quarter of the pack's each way: the same drawing on fewer pixels).
 */
const smallPacks: DocumentWorkers = {
  run: async (job) => {
    if (job.kind !== "specifierPack") throw new Error(`Not a pack: ${job.kind}`);
    return specifierPack({ ...job, texturePx: 512 });
  },
  pending: () => 0,
  stop: async () => {},
};

describeStorage("a design added in the studio with its picture from above on $name", (test) => {
  beforeEach(() => seedContent(test.storage));
  /** What the site shows now: what every process's live pages read. */
  let live: ContentSnapshot = new Map();
  const refresh = async () => {
    live = snapshotOf(await loadSnapshot(test.storage, await liveVersions(test.storage, new Date())));
    return live;
  };
  const { signedIn } = backOffice(test, {
    app: (app) => {
      app.get(
        "/api/specifier-pack",
        specifierPackHandler({
          siteUrl: "https://www.nudo.example",
          snapshot: () => live,
          media: (name) => largestMediaFile(test.storage, name),
          documents: smallPacks,
        }),
      );
      app.get("/media/:name", mediaHandler(test.storage));
    },
  });

  it("is drawn, packed and textured from that picture at the real size the editor gave, once the studio has it", async () => {
    const ana = await signedIn("editor");
    const photo = await topViewPhoto(600, 400);
    const uploaded = await ana.postMultipart("/admin/content/media", (form) => {
      for (const lang of languages) form.append(`alt.${lang}`, words.alts.flat[lang]);
      form.append("file", new Blob([new Uint8Array(photo)], { type: "image/jpeg" }), "vista.jpg");
    });
    expect(uploaded.status).toBe(303);
    const upload = /\/media\/(m-[0-9a-f]{16}-\d+x\d+)/.exec(uploaded.headers.get("location") ?? "")?.[1] ?? "";
    expect(upload).toMatch(/-600x400$/);

    const created = await ana.post("/admin/content/new/design", { name: "Vista" });
    expect(created.status).toBe(303);
    const id = "design.vista";
    const fill = async (fields: [string, string][]) =>
      ana.post(`/admin/content/${id}`, [
        ["revision", await ana.revision(id)],
        ...languages.flatMap((lang): [string, string][] => [
          [`t.${lang}.summary`, words.summary[lang]],
          [`t.${lang}.story.0`, words.story[lang]],
          [`t.${lang}.colourways.0.label`, words.colourways[0][lang]],
          ...(["flat", "detail", "room"] as const).map((view): [string, string] => [
            `t.${lang}.colourways.0.images.${view}.alt`,
            words.alts[view][lang],
          ]),
        ]),
        ["s.collection", "creative"],
        ["s.colourways.0.colours", "SA04 TE12"],
        ["s.colourways.0.images.flat.name", upload],
        ...fields,
        ["intent", "publish"],
      ]);

    // Without its size the publish is refused, said beside the size's field; the draft keeps the picture.
    const refused = await fill([]);
    expect(refused.status).toBe(422);
    const page = html(await refused.text());
    const errors = 'id="f-s-colourways-0-flatSize-errors"';
    expect(page).toContain(errors);
    expect(page.slice(page.indexOf(errors), page.indexOf("</ul>", page.indexOf(errors)))).toContain(
      "Falta la medida real de la imagen vista desde arriba",
    );
    // A size out of range is refused too, with the range.
    const outOfRange = html(await (await fill([["s.colourways.0.flatSize", "300 × 9000"]])).text());
    expect(outOfRange).toContain("Cada lado, de 40 a 3000 cm: 300 × 9000.");

    const published = await fill([["s.colourways.0.flatSize", "300 × 200"]]);
    expect(published.status, html(await published.clone().text()).slice(0, 400)).toBe(303);
    const show = await ana.get(`/admin/content/${id}/site?show=1`);
    const revision = /name="revision" value="(\d+)"/.exec(await show.text())?.[1] ?? "";
    expect((await ana.post(`/admin/content/${id}/site`, { revision, show: "1" })).status).toBe(303);

    // The configurator's page draws the rug from the picture, repeated at 300 × 200 cm.
    const snapshot = await refresh();
    const design = collectionFrom(snapshot, "en").design.get("vista");
    expect(design?.colourways[0]?.flatSize).toEqual({ width: 300, length: 200 });
    const query = new URLSearchParams(
      configurationQuery({
        ...parseConfiguration(new URLSearchParams()).configuration,
        motif: "creative",
        design: "vista",
        colours: ["SA04", "TE12"],
        width: 350,
        length: 450,
      }),
    );
    const { parsed, artwork } = designOnPage(parseConfiguration(query), snapshot, "en");
    const markup = renderToStaticMarkup(
      <RugPreview
        configuration={parsed.configuration}
        text={{ title: "Rug", description: "A rug", lang: "en" }}
        {...(artwork ? { artwork } : {})}
      />,
    );
    const src = `/media/${upload}-600.webp`;
    expect(markup).toContain(`<pattern id="rug-top-view" patternUnits="userSpaceOnUse" width="300" height="200">`);
    expect(markup).toContain(`<image href="${src}"`);
    const file = await ana.send(src);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("image/webp");

    // The pack's colour texture is the picture, named by the size it repeats at.
    const pack = await ana.send("/api/specifier-pack?lang=en&design=vista&colourway=1");
    expect(pack.status).toBe(200);
    const files = unzipSync(new Uint8Array(await pack.arrayBuffer()));
    const colour = files["texture-colour-300x200cm.jpg"];
    expect(colour, Object.keys(files).join(", ")).toBeDefined();
    expect(files["texture-normal-300x200cm.png"]).toBeDefined();
    const { data, info } = await sharp(colour).raw().toBuffer({ resolveWithObject: true });
    const at = (across: number) =>
      (Math.floor(info.height / 2) * info.width + Math.floor(across * info.width)) * info.channels;
    const [left, right] = [at(0.25), at(0.75)];
    expect(data[left] ?? 0).toBeGreaterThan(2 * (data[left + 2] ?? 0));
    expect(data[right + 2] ?? 0).toBeGreaterThan(2 * (data[right] ?? 0));
  });
});
