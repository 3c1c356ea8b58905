import type { DesignCard as Card } from "~/collection/list-view";
import { Picture } from "~/components/ui/picture";

/** Cards are shown two a row on a phone, three beside the filters on a wide screen. */
export const cardSizes = "(min-width: 64rem) 22vw, (min-width: 40rem) 40vw, 45vw";

/**
 * A design in the collection's grid: its first colourway's flat picture, its collection and its
 * name, which links to its page (the whole card answers a tap). Static HTML: the filters show and
 * hide cards by `data-design`, never render them.
 */
export function DesignCard({ card, hidden, priority }: { card: Card; hidden: boolean; priority: boolean }) {
  return (
    <li
      data-design={card.slug}
      hidden={hidden}
      className="group relative flex flex-col rounded-sm has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-4 has-[a:focus-visible]:outline-bronze"
    >
      <Picture
        name={card.image.name}
        alt={card.image.alt}
        sizes={cardSizes}
        priority={priority}
        className="block overflow-hidden rounded-sm bg-sand"
        imgClassName="aspect-[4/5] w-full object-cover transition-transform duration-700 ease-out-soft group-hover:scale-[1.03] motion-reduce:transition-none"
      />
      <p className="mt-4 text-xs uppercase tracking-[0.2em] text-bronze">{card.collection}</p>
      <h3 className="mt-1.5 font-display text-2xl leading-tight sm:text-[1.7rem]">
        <a href={card.href} className="after:absolute after:inset-0 focus-visible:outline-none">
          {card.name}
        </a>
      </h3>
      <p className="mt-1 text-sm text-muted">{card.colourways}</p>
    </li>
  );
}
