import type { CatalogueCard } from "~/content/catalogues";
import type { PageBlock } from "~/content/page-schema";
import { CardsBlock } from "./cards-block";
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

/** Renders a page's content blocks in order (shared sections were expanded by the loader). */
export function Blocks(props: { blocks: PageBlock[]; catalogues: CatalogueCard[]; hasVideo: boolean }) {
  const { blocks, catalogues, hasVideo } = props;
  return blocks.map((block, index) => {
    const key = `${block.kind}-${index}`;
    switch (block.kind) {
      case "hero":
        return <HeroBlock key={key} block={block} hasVideo={hasVideo} />;
      case "text":
        return <TextBlock key={key} block={block} index={index} />;
      case "cards":
        return <CardsBlock key={key} block={block} index={index} />;
      case "numbered":
        return <NumberedBlock key={key} block={block} index={index} />;
      case "facts":
        return <FactsBlock key={key} block={block} index={index} />;
      case "gallery":
        return <GalleryBlock key={key} block={block} index={index} />;
      case "faq":
        return <FaqBlock key={key} block={block} index={index} />;
      case "cta":
        return <CtaBlock key={key} block={block} index={index} />;
      case "contact":
        return <ContactBlock key={key} block={block} index={index} />;
      case "legal":
        return <LegalBlock key={key} block={block} />;
      case "catalogues":
        return <CataloguesBlock key={key} block={block} index={index} items={catalogues} />;
      default: {
        const unknownBlock: never = block;
        return unknownBlock;
      }
    }
  });
}
