import type { PictureName } from "~/content/media-names";
import type { Configuration } from "~/rug/configuration";
import { siteConfig } from "~/site/config";

/**
 * A selection as its page shows it, every figure already in words of the page's language
 * (app/selection/server/selection-view.server.ts makes it): the page and its shared copy render
 * these strings, and nothing of the collection, the words of other languages or the figures'
 * tables reaches the browser.
 */
export type SelectionItemView = {
  id: string;
  code: string;
  name: string;
  withdrawn: boolean;
  place: string;
  quantity: number;
  size: string;
  colours: string;
  area: string;
  wear: string;
  fire: string;
  leadTime: string;
  /** The design's picture in its colourway; a free configuration, or the design in the visitor's own colours, is drawn. */
  picture: { name: PictureName; alt: string } | null;
  drawing: Configuration;
  pictureAlt: string;
  configuratorHref: string;
  packHref: string;
};

export type SelectionTotalsView = { label: string; value: string }[];

export type SelectionView = { items: SelectionItemView[]; totals: SelectionTotalsView; count: string };

/** The head of a project's page, its own or a shared copy: its title and description, kept out of search engines. */
export function selectionMeta(words: { title: string; description: string }) {
  return [
    { title: `${words.title} · ${siteConfig.brandName}` },
    { name: "description", content: words.description },
    { name: "robots", content: "noindex" },
  ];
}
