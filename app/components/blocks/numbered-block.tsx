import type { Block } from "~/content/page-schema";
import { blockTitleId, SectionHeading } from "./section-heading";

type NumberedBlock = Extract<Block, { kind: "numbered" }>;

const two = (n: number) => String(n).padStart(2, "0");

/** A process in steps, or long numbered chapters with their facts. */
export function NumberedBlock({ block, index }: { block: NumberedBlock; index: number }) {
  const titleId = blockTitleId(block, index);
  return (
    <section id={block.id} aria-labelledby={titleId} className="py-20 sm:py-24">
      <div className="container-content">
        <SectionHeading id={titleId} eyebrow={block.eyebrow} title={block.title} intro={block.intro} />
        {block.layout === "steps" ? (
          <ol className="grid gap-px overflow-hidden rounded-sm bg-line ring-1 ring-line sm:grid-cols-2 lg:grid-cols-4">
            {block.items.map((item, position) => (
              <li key={item.title} className="flex flex-col gap-3 bg-ivory p-7">
                <span className="font-display text-5xl text-bronze" aria-hidden="true">
                  {two(position + 1)}
                </span>
                <h3 className="font-display text-2xl">{item.title}</h3>
                <p className="leading-relaxed text-muted">{item.text}</p>
              </li>
            ))}
          </ol>
        ) : (
          <ol className="flex flex-col border-t border-line">
            {block.items.map((item, position) => (
              <li
                key={item.title}
                className="grid gap-4 border-b border-line py-10 lg:grid-cols-[8rem_1fr_1fr] lg:gap-10"
              >
                <span className="font-display text-5xl leading-none text-bronze" aria-hidden="true">
                  {two(position + 1)}
                </span>
                <div className="flex flex-col gap-3">
                  <h3 className="font-display text-3xl">{item.title}</h3>
                  <p className="max-w-xl leading-relaxed text-charcoal">{item.text}</p>
                </div>
                {item.facts.length ? (
                  <ul className="flex flex-col gap-2 self-start text-sm text-charcoal">
                    {item.facts.map((fact) => (
                      <li key={fact} className="flex gap-3">
                        <span className="mt-2 size-1.5 shrink-0 rounded-full bg-bronze" aria-hidden="true" />
                        {fact}
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ol>
        )}
      </div>
    </section>
  );
}
