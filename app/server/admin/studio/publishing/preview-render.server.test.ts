import { describe, expect, it } from "vitest";
import { collectionFrom } from "~/content/collection/shown";
import { seedSnapshot } from "~/content/documents";
import type { ContentSnapshot, Written } from "~/content/text-units";
import type { LivePages } from "~/server/http/live-pages.server";
import { previewSnapshot, renderPreview } from "./preview-render.server";

/** The site's render of a page, as the live pages answer it: a head's script, the page's own. */
function livePagesAnswering(html: string) {
  const rendered: string[] = [];
  const livePages = {
    snapshot: () => new Map(),
    render: async (path: string) => {
      rendered.push(path);
      return new Response(html, { status: 200 });
    },
  } as unknown as LivePages;
  return { livePages, rendered };
}

describe("a document's preview", () => {
  const page = `<!DOCTYPE html><html lang="en"><head><script>window.__region={}</script><link rel="modulepreload" href="/assets/a.js"/></head><body><main data-region-shown="allowed">Jets</main><script type="module">start()</script></body></html>`;

  it("is the page without its scripts, never indexed, shown as the allowed region sees it", async () => {
    const { livePages, rendered } = livePagesAnswering(page);
    const preview = await renderPreview(livePages, "page.jetsPrivados", {} as never, "en");

    expect(rendered).toEqual(["/en/jets-privados"]);
    expect(preview?.status).toBe(200);
    expect(preview?.html).not.toContain("<script");
    expect(preview?.html).not.toContain("modulepreload");
    expect(preview?.html).toContain('<meta name="robots" content="noindex, nofollow"/>');
    // The head's script, which would ask where the editor is, does not run: the page is shown
    // with the places only the allowed region sees.
    expect(preview?.html).toContain('<html data-region="allowed" lang="en">');
  });
});

describe("the preview of a design or project never shown", () => {
  /** The site's collection as its design and project pages find them: in the snapshot's catalogue, else 404. */
  const collection = () => {
    const livePages = {
      snapshot: () => seedSnapshot,
      render: async (path: string, snapshot: ContentSnapshot) => {
        const catalogue = collectionFrom(snapshot, "es");
        const design = /^\/colecciones\/([^/]+)$/.exec(path)?.[1];
        const project = /^\/proyectos\/([^/]+)$/.exec(path)?.[1];
        const found = design
          ? catalogue.design.get(design)?.name
          : project
            ? catalogue.project.get(project)?.title
            : null;
        return found
          ? new Response(`<html><head></head><body><main><h1>${found}</h1></main></body></html>`, { status: 200 })
          : new Response("<html><head></head><body><main>No encontrado</main></body></html>", { status: 404 });
      },
    } as unknown as LivePages;
    return livePages;
  };
  const hidden = (written: Written | undefined): Written => {
    if (!written) throw new Error("no such document in the seed");
    return { ...written, es: { ...(written.es as object), visible: false } };
  };

  it("shows a hidden design's page as it will be once shown, not the 404 page", async () => {
    const id = [...seedSnapshot.keys()].find((key) => key.startsWith("design.")) ?? "";
    const written = hidden(seedSnapshot.get(id));
    const name = String((written.es as { name: string }).name);
    const preview = await renderPreview(collection(), id, written, "es");
    expect(preview?.status).toBe(200);
    expect(preview?.html).toContain(`<h1>${name}</h1>`);
  });

  it("shows a hidden project with its hidden designs, and hides nothing else of the site", async () => {
    const id = [...seedSnapshot.keys()].find((key) => key.startsWith("project.")) ?? "";
    const written = hidden(seedSnapshot.get(id));
    const designs = (written.es as { designs: string[] }).designs;
    const live = new Map(seedSnapshot);
    for (const slug of designs) live.set(`design.${slug}`, hidden(seedSnapshot.get(`design.${slug}`)));
    const snapshot = previewSnapshot(live, id, written);
    expect(collectionFrom(snapshot, "es").project.has(id.slice("project.".length))).toBe(true);
    // Only the project's own designs are shown with it.
    const other = [...seedSnapshot.keys()].find(
      (key) => key.startsWith("design.") && !designs.includes(key.slice("design.".length)),
    );
    if (other) {
      const withOtherHidden = new Map(live);
      withOtherHidden.set(other, hidden(seedSnapshot.get(other)));
      expect(collectionFrom(previewSnapshot(withOtherHidden, id, written), "es").design.has(other.slice(7))).toBe(
        false,
      );
    }
  });
});
