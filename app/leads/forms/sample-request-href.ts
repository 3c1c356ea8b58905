import { pagePath } from "~/site/pages";
import { type SampleDesign, sampleDesignQuery } from "./sample-design";

/**
 * The sample request page asking for a design's samples, by its Spanish path (localize it for a
 * language): what a design page links. Apart from sample-design.ts, which the form's schema
 * loads in the browser: the page registry stays out of that.
 */
export function sampleRequestHref(design: SampleDesign): string {
  return `${pagePath("solicitudMuestrario")}?${sampleDesignQuery(design)}`;
}
