import type { FeatureBlocks } from "~/components/blocks/blocks";
import { ContactBlock } from "~/leads/views/contact-block";
import { CaseStudiesBlock } from "./case-studies-block";
import type { CaseStudiesView } from "./case-study-views";

/**
 * The blocks of a page that a feature draws, as every page's blocks are drawn with them: the
 * contact section's forms and the list of case studies. Here, in the highest feature they need,
 * so that a case study's page and the site's pages hand the shared blocks the same ones.
 */
export const featureBlocks: FeatureBlocks<CaseStudiesView> = {
  contact: ContactBlock,
  caseStudies: CaseStudiesBlock,
};
