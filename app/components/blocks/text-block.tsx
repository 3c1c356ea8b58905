import { Picture } from "~/components/ui/picture";
import type { Block } from "~/content/page-schema";
import { blockTitleId } from "./section-heading";

type TextBlock = Extract<Block, { kind: "text" }>;

const tones = { light: "", sand: "bg-sand/50", dark: "bg-ink text-ivory" } as const;

export function TextBlock({ block, index }: { block: TextBlock; index: number }) {
  const titleId = blockTitleId(block, index);
  const dark = block.tone === "dark";
  return (
    <section id={block.id} aria-labelledby={titleId} className={`py-20 sm:py-24 ${tones[block.tone]}`}>
      <div className={`container-content grid items-center gap-10 ${block.image ? "lg:grid-cols-2 lg:gap-16" : ""}`}>
        <div className={`flex flex-col gap-5 ${block.image && block.imageSide === "left" ? "lg:order-2" : ""}`}>
          {block.eyebrow ? <p className={`eyebrow ${dark ? "text-brass" : "text-bronze"}`}>{block.eyebrow}</p> : null}
          <h2 id={titleId} className="max-w-3xl font-display text-4xl leading-tight text-balance sm:text-5xl">
            {block.title}
          </h2>
          <div
            className={`flex max-w-2xl flex-col gap-4 text-lg leading-relaxed ${dark ? "text-ivory/80" : "text-charcoal"}`}
          >
            {block.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </div>
        {block.image ? (
          <Picture
            name={block.image.name}
            alt={block.image.alt}
            sizes="(min-width: 64rem) 40vw, 100vw"
            className="block overflow-hidden rounded-sm"
            imgClassName="aspect-[4/3] w-full object-cover"
          />
        ) : null}
      </div>
    </section>
  );
}
