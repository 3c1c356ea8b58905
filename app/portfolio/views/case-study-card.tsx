import { Picture } from "~/components/ui/picture";
import type { CaseStudyCard as Card } from "./case-study-views";

/**
 * A card's title link, stretched over the whole card (the card is one link, named by its title),
 * with the focus ring drawn around the card.
 */
export const cardLinkStyles =
  "underline-offset-4 after:absolute after:inset-0 after:rounded-sm group-hover:underline focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-4 focus-visible:after:outline-bronze";

/** Three across on a desktop, two on a tablet, one on a phone. */
export const caseStudyCardSizes = "(min-width: 64rem) 27vw, (min-width: 48rem) 45vw, 100vw";

/**
 * A case study as a card: its first photograph, sector and year, title and place. The whole card
 * is the title's link (stretched over it), so it reads as one link named by the title.
 */
export function CaseStudyCard({ card, headingLevel = 3 }: { card: Card; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="group relative flex h-full flex-col">
      <Picture
        name={card.image.name}
        alt={card.image.alt}
        sizes={caseStudyCardSizes}
        className="block overflow-hidden rounded-sm bg-sand"
        imgClassName="aspect-[4/3] w-full object-cover transition-transform duration-700 ease-out group-hover:scale-[1.03]"
      />
      <p className="eyebrow mt-5 text-bronze">
        {card.sector} · {card.year}
      </p>
      <Heading className="mt-2 font-display text-2xl leading-snug text-balance sm:text-[1.7rem]">
        <a href={card.href} className={`decoration-bronze/60 ${cardLinkStyles}`}>
          {card.title}
        </a>
      </Heading>
      <p className="mt-1.5 text-muted">{card.place}</p>
    </article>
  );
}
