import { expect, it } from "vitest";
import { documentDef } from "~/content/documents";
import { describeStorage } from "../../../../tests/support/storage";
import { setShown } from "./collection-changes.server";
import { collectionIssues } from "./collection-checks.server";
import type { StoredDocument } from "./document.server";
import { insertVersion } from "./publishing.server";
import { seedContent } from "./seed.server";
import { documentState } from "./state.server";

const project = documentDef("project.hotel-mirador-valencia");
const design = documentDef("design.alcazar");
if (!project || !design) throw new Error("no sample project or design");
const editor = { actor: "editora@nudo.example" };

/** What is live of a document, with `change` over its Spanish. */
async function liveWith(storage: Parameters<typeof documentState>[0], id: string, change: Record<string, unknown>) {
  const state = await documentState(storage, id, new Date());
  if (!state) throw new Error(`no ${id}`);
  return {
    ...state.live,
    written: { ...state.live.written, es: { ...(state.live.written.es as object), ...change } },
  } as StoredDocument;
}

describeStorage("the collection's publish checks on $name", (t) => {
  it("refuse a project naming a design that is hidden or unknown, by the design's name, and let it name shown ones", async () => {
    await seedContent(t.storage);
    const now = new Date();
    const shown = await liveWith(t.storage, project.id, { designs: ["alcazar", "marea"] });
    expect(await collectionIssues(t.storage, project, shown, now)).toEqual([]);
    const unknown = await liveWith(t.storage, project.id, { designs: ["alcazar", "no-such-design"] });
    expect(await collectionIssues(t.storage, project, unknown, now)).toEqual([
      { lang: null, path: "designs", code: "designNotShown", severity: "error", detail: "no-such-design" },
    ]);
    await setShown(t.storage, design.id, false, { ...editor, now });
    expect(await collectionIssues(t.storage, project, shown, new Date())).toEqual([
      expect.objectContaining({ path: "designs", code: "designNotShown", detail: "Alcázar" }),
    ]);
  });

  it("read the collection as it will be when the publish goes live: a design hidden tomorrow is refused for tomorrow", async () => {
    await seedContent(t.storage);
    const now = new Date();
    const tomorrow = new Date(now.getTime() + 86_400_000);
    const hidden = await liveWith(t.storage, design.id, { visible: false });
    await t.storage.write((trx) =>
      insertVersion(trx, design.id, hidden, { liveAt: tomorrow, now, actor: editor.actor, note: "hide" }),
    );
    const naming = await liveWith(t.storage, project.id, { designs: ["alcazar"] });
    expect(await collectionIssues(t.storage, project, naming, now)).toEqual([]);
    expect(await collectionIssues(t.storage, project, naming, new Date(tomorrow.getTime() + 1_000))).toHaveLength(1);
  });

  it("warn, not refuse, when a design shown projects use would be hidden, naming the projects", async () => {
    await seedContent(t.storage);
    const hiding = await liveWith(t.storage, design.id, { visible: false });
    const issues = await collectionIssues(t.storage, design, hiding, new Date());
    expect(issues).toEqual([
      expect.objectContaining({ path: "visible", code: "designInProjects", severity: "warning" }),
    ]);
    expect(issues[0]?.detail).toContain("Hotel Mirador del Turia, Valencia");
    // Already hidden: nothing to warn of.
    await setShown(t.storage, design.id, false, { ...editor, now: new Date() });
    expect(await collectionIssues(t.storage, design, hiding, new Date())).toEqual([]);
  });

  it("refuse a design whose colourway has an uploaded picture from above without its real size, naming the colourway", async () => {
    await seedContent(t.storage);
    const state = await documentState(t.storage, design.id, new Date());
    if (!state) throw new Error("no sample design");
    const colourways = (state.live.written.es as { colourways: Record<string, unknown>[] }).colourways;
    const uploaded = (flatSize?: { width: number; length: number }) =>
      colourways.map((colourway, index) =>
        index === 1
          ? {
              ...colourway,
              images: { ...(colourway.images as object), flat: { name: "m-0123456789abcdef-1200x800", alt: "" } },
              ...(flatSize ? { flatSize } : {}),
            }
          : colourway,
      );
    const label = String(colourways[1]?.label);
    const without = await liveWith(t.storage, design.id, { colourways: uploaded() });
    expect(await collectionIssues(t.storage, design, without, new Date())).toEqual([
      { lang: null, path: "colourways.1.flatSize", code: "topViewSize", severity: "error", detail: label },
    ]);
    const sized = await liveWith(t.storage, design.id, { colourways: uploaded({ width: 300, length: 200 }) });
    expect(await collectionIssues(t.storage, design, sized, new Date())).toEqual([]);
  });
});
