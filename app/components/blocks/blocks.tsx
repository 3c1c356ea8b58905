import type { ReactNode } from "react";
import { Static } from "~/components/ui/static";
import type { CatalogueCard } from "~/content/catalogue-cards";
import type { PageBlock } from "~/content/page-schema";
import { CardsBlock } from "./cards-block";
import { CataloguesBlock } from "./catalogues-block";
import { CtaBlock } from "./cta-block";
import { FactsBlock } from "./facts-block";
import { FaqBlock } from "./faq-block";
import { GalleryBlock } from "./gallery-block";
import { HeroBlock } from "./hero-block";
import { LegalBlock } from "./legal-block";
import { NumberedBlock } from "./numbered-block";
import { TextBlock } from "./text-block";

type BlockOf<Kind extends PageBlock["kind"]> = Extract<PageBlock, { kind: Kind }>;

/**
 * The blocks a feature draws: the contact section's forms (app/leads) and the list of case
 * studies (app/portfolio). The page hands them in, as the shared components know no feature.
 */
export type FeatureBlocks<CaseStudies> = {
  contact: (props: { block: BlockOf<"contact">; index: number }) => ReactNode;
  caseStudies: (props: { block: BlockOf<"caseStudies">; index: number; view?: CaseStudies }) => ReactNode;
};

/**
 * Renders a page's content blocks in order (shared sections were expanded by the loader). A block
 * that answers nothing on the page (text, pictures, links) is static HTML, not hydrated.
 */
export function Blocks<CaseStudies>(props: {
  blocks: PageBlock[];
  catalogues: CatalogueCard[];
  hasVideo: boolean;
  features: FeatureBlocks<CaseStudies>;
  /** Each `caseStudies` block's list, by the block's index (from the published projects). */
  caseStudies?: Record<number, CaseStudies>;
}) {
  const { blocks, catalogues, hasVideo, features, caseStudies = {} } = props;
  return blocks.map((block, index) => {
    const key = `${block.kind}-${index}`;
    const content = (
      <Block
        key={key}
        block={block}
        index={index}
        catalogues={catalogues}
        hasVideo={hasVideo}
        features={features}
        caseStudies={caseStudies[index]}
      />
    );
    return needsScript(block, hasVideo) ? (
      content
    ) : (
      <Static key={key} className="contents">
        {content}
      </Static>
    );
  });
}

/**
 * A video to start and pause, a form, or a map behind consent. Region-gated cards and case studies
 * need none: the stylesheet shows them by the head's verdict (region/region-shown.ts).
 */
function needsScript(block: PageBlock, hasVideo: boolean) {
  if (block.kind === "hero") return hasVideo && Boolean(block.video);
  return block.kind === "contact";
}

function Block<CaseStudies>(props: {
  block: PageBlock;
  index: number;
  catalogues: CatalogueCard[];
  hasVideo: boolean;
  features: FeatureBlocks<CaseStudies>;
  caseStudies: CaseStudies | undefined;
}) {
  const { block, index, catalogues, hasVideo, features, caseStudies } = props;
  switch (block.kind) {
    case "hero":
      return <HeroBlock block={block} hasVideo={hasVideo} />;
    case "text":
      return <TextBlock block={block} index={index} />;
    case "cards":
      return <CardsBlock block={block} index={index} />;
    case "numbered":
      return <NumberedBlock block={block} index={index} />;
    case "facts":
      return <FactsBlock block={block} index={index} />;
    case "gallery":
      return <GalleryBlock block={block} index={index} />;
    case "faq":
      return <FaqBlock block={block} index={index} />;
    case "cta":
      return <CtaBlock block={block} index={index} />;
    case "contact":
      return <features.contact block={block} index={index} />;
    case "legal":
      return <LegalBlock block={block} />;
    case "catalogues":
      return <CataloguesBlock block={block} index={index} items={catalogues} />;
    case "caseStudies":
      return <features.caseStudies block={block} index={index} view={caseStudies} />;
    default: {
      const unknownBlock: never = block;
      return unknownBlock;
    }
  }
}
