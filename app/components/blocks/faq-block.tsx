import { Plus } from "lucide-react";
import type { Block } from "~/content/page-schema";
import { ActionLink } from "./action-link";
import { blockTitleId, SectionHeading } from "./section-heading";

type FaqBlock = Extract<Block, { kind: "faq" }>;

/**
 * The FAQ: collapsible questions, at most one open, the open one closable. Native
 * <details> sharing one `name` gives exactly that, with the keyboard, before any script.
 */
export function FaqBlock({ block, index }: { block: FaqBlock; index: number }) {
  const titleId = blockTitleId(block, index);
  return (
    <section id={block.id} aria-labelledby={titleId} className="py-20 sm:py-24">
      <div className="container-content grid gap-12 lg:grid-cols-[1fr_2fr]">
        <SectionHeading id={titleId} eyebrow={block.eyebrow} title={block.title} />
        <div>
          <div className="border-t border-line">
            {block.items.map((item) => (
              <details key={item.question} name={titleId} className="group border-b border-line">
                <summary className="flex cursor-pointer list-none items-center justify-between gap-6 py-6 font-display text-2xl leading-snug [&::-webkit-details-marker]:hidden">
                  {item.question}
                  <Plus
                    className="size-5 shrink-0 text-bronze transition-transform duration-300 group-open:rotate-45"
                    aria-hidden="true"
                  />
                </summary>
                <p className="max-w-2xl pb-7 text-lg leading-relaxed text-charcoal">{item.answer}</p>
              </details>
            ))}
          </div>
          <div className="mt-12 flex flex-col items-start gap-5 sm:flex-row sm:items-center">
            <p className="text-lg text-charcoal">{block.closing.text}</p>
            <ActionLink action={block.closing.action} />
          </div>
        </div>
      </div>
    </section>
  );
}

/** schema.org FAQPage for search engines, from the same questions. */
export function faqStructuredData(block: FaqBlock) {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: block.items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}
