import { Picture } from "~/components/ui/picture";
import { RevealList } from "~/components/ui/reveal";
import { Static } from "~/components/ui/static";
import type { Block } from "~/content/page-schema";
import { regionGated } from "~/region/region-shown";
import { ActionLink } from "./action-link";
import { blockTitleId, SectionHeading } from "./section-heading";

type CardsBlock = Extract<Block, { kind: "cards" }>;

const grid = { 2: "md:grid-cols-2", 3: "md:grid-cols-2 lg:grid-cols-3", 4: "sm:grid-cols-2 lg:grid-cols-4" } as const;

/**
 * A grid of cards. A region-restricted card (aviation) is in the HTML and shown only to visitors
 * known to be allowed, by the stylesheet (region/region-shown.ts): nobody else sees it flash.
 */
export function CardsBlock({ block, index }: { block: CardsBlock; index: number }) {
  const titleId = blockTitleId(block, index);
  return (
    <section id={block.id} aria-labelledby={titleId} className="py-20 sm:py-24">
      <div className="container-content">
        <SectionHeading id={titleId} eyebrow={block.eyebrow} title={block.title} intro={block.intro} />
        <RevealList className={`grid gap-6 ${grid[block.columns]}`}>
          {block.items.map((item) => (
            <Static
              as="li"
              key={item.title}
              {...(item.restricted ? regionGated : {})}
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
