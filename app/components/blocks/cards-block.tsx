import { Picture } from "~/components/ui/picture";
import { RevealList } from "~/components/ui/reveal";
import { Static } from "~/components/ui/static";
import type { Block } from "~/content/page-schema";
import { useRegion } from "~/region/use-region";
import { ActionLink } from "./action-link";
import { blockTitleId, SectionHeading } from "./section-heading";

type CardsBlock = Extract<Block, { kind: "cards" }>;

const grid = { 2: "md:grid-cols-2", 3: "md:grid-cols-2 lg:grid-cols-3", 4: "sm:grid-cols-2 lg:grid-cols-4" } as const;

/**
 * A grid of cards. Region-restricted cards are left out until the region check allows them:
 * nobody outside the region sees them flash (docs/decisions/005-region-check-on-our-server.md).
 */
export function CardsBlock({ block, index }: { block: CardsBlock; index: number }) {
  const titleId = blockTitleId(block, index);
  const { allowed } = useRegion();
  const items = block.items.filter((item) => allowed || !item.restricted);
  return (
    <section id={block.id} aria-labelledby={titleId} className="py-20 sm:py-24">
      <div className="container-content">
        <SectionHeading id={titleId} eyebrow={block.eyebrow} title={block.title} intro={block.intro} />
        <RevealList className={`grid gap-6 ${grid[block.columns]}`}>
          {items.map((item) => (
            <Static
              as="li"
              key={item.title}
              className="flex flex-col overflow-hidden rounded-sm bg-white/60 ring-1 ring-line"
            >
              {item.image ? (
                <Picture
                  name={item.image.name}
                  alt={item.image.alt}
                  sizes={`(min-width: 64rem) ${Math.round(80 / block.columns)}vw, (min-width: 48rem) 45vw, 100vw`}
                  className="block"
                  imgClassName="aspect-[4/3] w-full object-cover"
                />
              ) : null}
              <div className="flex flex-1 flex-col gap-3 p-6 sm:p-7">
                <h3 className="font-display text-2xl leading-snug">{item.title}</h3>
                <p className="leading-relaxed text-muted">{item.text}</p>
                {item.action ? (
                  <div className="mt-auto pt-4">
                    <ActionLink action={item.action} look="outline" />
                  </div>
                ) : null}
              </div>
            </Static>
          ))}
        </RevealList>
      </div>
    </section>
  );
}
