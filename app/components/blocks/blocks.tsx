import { Static } from "~/components/ui/static";
import type { CatalogueCard } from "~/content/catalogues";
import type { PageBlock } from "~/content/page-schema";
import type { CaseStudiesView } from "~/portfolio/views/case-study-views";
import { CardsBlock } from "./cards-block";
import { CaseStudiesBlock } from "./case-studies-block";
import { CataloguesBlock } from "./catalogues-block";
import { ContactBlock } from "./contact-block";
import { CtaBlock } from "./cta-block";
import { FactsBlock } from "./facts-block";
import { FaqBlock } from "./faq-block";
import { GalleryBlock } from "./gallery-block";
import { HeroBlock } from "./hero-block";
import { LegalBlock } from "./legal-block";
import { NumberedBlock } from "./numbered-block";
import { TextBlock } from "./text-block";

/**
 * Renders a page's content blocks in order (shared sections were expanded by the loader). A block
 * that answers nothing on the page (text, pictures, links) is static HTML, not hydrated.
 */
export function Blocks(props: {
  blocks: PageBlock[];
  catalogues: CatalogueCard[];
  hasVideo: boolean;
  /** Each `caseStudies` block's list, by the block's index (from the published projects). */
  caseStudies?: Record<number, CaseStudiesView>;
}) {
  const { blocks, catalogues, hasVideo, caseStudies = {} } = props;
  return blocks.map((block, index) => {
    const key = `${block.kind}-${index}`;
    const content = (
      <Block
        key={key}
        block={block}
        index={index}
        catalogues={catalogues}
        hasVideo={hasVideo}
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

function Block(props: {
  block: PageBlock;
  index: number;
  catalogues: CatalogueCard[];
  hasVideo: boolean;
  caseStudies: CaseStudiesView | undefined;
}) {
  const { block, index, catalogues, hasVideo, caseStudies } = props;
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
      return <ContactBlock block={block} index={index} />;
    case "legal":
      return <LegalBlock block={block} />;
    case "catalogues":
      return <CataloguesBlock block={block} index={index} items={catalogues} />;
    case "caseStudies":
      return <CaseStudiesBlock block={block} index={index} view={caseStudies} />;
    default: {
      const unknownBlock: never = block;
      return unknownBlock;
    }
  }
}
