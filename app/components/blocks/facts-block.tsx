import type { Block } from "~/content/page-schema";
import { blockTitleId } from "./section-heading";

type FactsBlock = Extract<Block, { kind: "facts" }>;

export function FactsBlock({ block, index }: { block: FactsBlock; index: number }) {
  const titleId = blockTitleId(block, index);
  return (
    <section id={block.id} aria-labelledby={titleId} className="bg-ink py-20 text-ivory sm:py-24">
      <div className="container-content grid gap-12 lg:grid-cols-[1fr_1.4fr] lg:items-end">
        <div className="flex flex-col gap-5">
          {block.eyebrow ? <p className="eyebrow text-brass">{block.eyebrow}</p> : null}
          <h2 id={titleId} className="font-display text-4xl leading-tight text-balance sm:text-5xl">
            {block.title}
          </h2>
        </div>
        <dl className="grid grid-cols-2 gap-8 border-t border-ivory/15 pt-8 sm:grid-cols-4">
          {block.items.map((item) => (
            <div key={item.label} className="flex flex-col-reverse gap-2">
              <dt className="text-sm text-ivory/65">{item.label}</dt>
              <dd className="font-display text-4xl text-brass">{item.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
