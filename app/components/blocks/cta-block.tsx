import type { Block } from "~/content/page-schema";
import { ActionLink } from "./action-link";
import { blockTitleId } from "./section-heading";

type CtaBlock = Extract<Block, { kind: "cta" }>;

export function CtaBlock({ block, index }: { block: CtaBlock; index: number }) {
  const titleId = blockTitleId(block, index);
  return (
    <section id={block.id} aria-labelledby={titleId} className="bg-ink py-20 text-ivory sm:py-28">
      <div className="container-content flex flex-col items-start gap-6 lg:flex-row lg:items-end lg:justify-between">
        <div className="flex max-w-2xl flex-col gap-5">
          {block.eyebrow ? <p className="eyebrow text-brass">{block.eyebrow}</p> : null}
          <h2 id={titleId} className="font-display text-4xl leading-tight text-balance sm:text-5xl">
            {block.title}
          </h2>
          <p className="text-lg leading-relaxed text-ivory/75">{block.text}</p>
        </div>
        <div className="flex flex-wrap gap-3">
          {block.actions.map((action, position) => (
            <ActionLink key={action.href} action={action} look={position === 0 ? "light" : "ghostLight"} />
          ))}
        </div>
      </div>
    </section>
  );
}
