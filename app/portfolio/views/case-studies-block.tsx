import { ArrowRight } from "lucide-react";
import { blockTitleId, SectionHeading } from "~/components/blocks/section-heading";
import type { Block } from "~/content/page-schema";
import { CaseStudyCard } from "~/portfolio/views/case-study-card";
import type { CaseStudiesView } from "~/portfolio/views/case-study-views";
import { SectorFilter } from "~/portfolio/views/sector-filter";
import { regionGatedList } from "~/region/region-shown";

type CaseStudiesBlock = Extract<Block, { kind: "caseStudies" }>;

/**
 * The portfolio's case studies, from the published projects: on the projects page every one with
 * the filter by sector, on a sector page that sector's (nothing at all while it has none).
 * Aviation projects are in the HTML and show only to visitors known to be in the allowed region,
 * as the private jets page does (region/region-shown.ts): static HTML, with no script.
 */
export function CaseStudiesBlock({
  block,
  index,
  view,
}: {
  block: CaseStudiesBlock;
  index: number;
  view?: CaseStudiesView;
}) {
  if (!view || (block.sector && view.cards.length === 0)) return null;
  const gated = regionGatedList(view.cards);
  const titleId = blockTitleId(block, index);
  return (
    <section id={block.id} aria-labelledby={titleId} className="border-t border-line/70 py-20 sm:py-28">
      <div className="container-content">
        <SectionHeading id={titleId} eyebrow={block.eyebrow} title={block.title} intro={block.intro} />
        {view.filter ? <SectorFilter filter={view.filter} /> : null}
        {view.cards.length > 0 ? (
          <ul {...gated.list} className="grid gap-x-8 gap-y-14 md:grid-cols-2 lg:grid-cols-3">
            {view.cards.map((card) => (
              <li key={card.slug} {...gated.item(card)}>
                <CaseStudyCard card={card} />
              </li>
            ))}
          </ul>
        ) : null}
        {gated.none ? (
          <p {...gated.none} className="max-w-2xl text-lg text-muted">
            {view.none}
          </p>
        ) : null}
        {view.more ? (
          <p className="mt-14">
            <a
              href={view.more.href}
              className="inline-flex items-center gap-2 border-b border-ink/30 pb-1 text-sm font-medium tracking-wide transition-colors hover:border-ink"
            >
              {view.more.label}
              <ArrowRight className="size-4" aria-hidden="true" />
            </a>
          </p>
        ) : null}
      </div>
    </section>
  );
}
