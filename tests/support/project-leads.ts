import { designConfiguration } from "../../app/content/collection/design-configuration";
import { collectionFrom } from "../../app/content/collection/shown";
import { seedSnapshot } from "../../app/content/documents";
import type { Language } from "../../app/i18n/languages";
import type { ProjectItem } from "../../app/leads/forms/project-items";
import { projectItems } from "../../app/leads/server/project-items.server";
import { configurationQuery, defaultConfiguration } from "../../app/rug/configuration";
import type { Selection } from "../../app/selection/selection";
import { selectionRows } from "../../app/selection/selection-rows";
import { encodeSelection, selectionCookieName } from "../../app/selection/server/selection-cookie.server";
import { mailOptions } from "./mail";

/*
 * A specifier's project for the project request's tests: what her cookie holds, and the rugs the
 * server reads from it, as the intake stores them with the lead.
 */

/** A place typed as markup: it must reach every page and e-mail as text, never as markup. */
export const hostilePlace = "<script>alert(1)</script>";

/**
 * A hotel's project: Marea in its Coral colourway for the lobby's 120 bays, Alcázar in Noche for
 * one room (its place typed as markup), and a free rug in silk with no place; a test may type
 * other places and ask for more silk rugs.
 */
export function hotelProject(
  places: { lobby: string; room: string } = { lobby: "Lobby", room: hostilePlace },
  silkRugs = 1,
): Selection {
  const collection = collectionFrom(seedSnapshot, "es");
  const design = (slug: string) => {
    const found = collection.design.get(slug);
    if (!found) throw new Error(`the seed collection has no ${slug}`);
    return found;
  };
  const marea = design("marea");
  const alcazar = design("alcazar");
  const coral = marea.colourways.find((colourway) => colourway.id === "coral");
  const noche = alcazar.colourways.find((colourway) => colourway.id === "noche");
  const silk = { ...defaultConfiguration, width: 300, length: 400, material: "silk" as const };
  return {
    items: [
      { id: "i1", rug: configurationQuery(designConfiguration(marea, coral)), place: places.lobby, quantity: 120 },
      { id: "i2", rug: configurationQuery(designConfiguration(alcazar, noche)), place: places.room, quantity: 1 },
      { id: "i3", rug: configurationQuery(silk), place: "", quantity: silkRugs },
    ],
  };
}

/** The `Cookie` header of a visitor whose project is `selection` (among another site's cookie). */
export const projectCookie = (selection: Selection = hotelProject()) =>
  `_ga=GA1.1.1; ${selectionCookieName}=${encodeSelection(selection)}`;

/** The hotel's rugs as a project request stores them, in `lang`, linked to the configurator on `siteUrl`. */
export const hotelProjectItems = (lang: Language = "es", siteUrl = mailOptions.siteUrl): ProjectItem[] =>
  projectItems(selectionRows(hotelProject(), lang, collectionFrom(seedSnapshot, lang)), siteUrl);
