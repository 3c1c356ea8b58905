import { Picture } from "~/components/ui/picture";
import { RevealList } from "~/components/ui/reveal";
import type { HomeContent } from "~/content/schemas";

/** Where the section leads: each category to the collection filtered by it, and the whole collection. */
export type CollectionLinks = { categories: readonly string[]; all: { href: string; label: string } };

/**
 * The home page's product collections teaser: five categories with their features, each a card
 * that opens the collection filtered by it, and a link to the whole collection.
 */
export function Collections({ content, links }: { content: HomeContent["collections"]; links: CollectionLinks }) {
  return (
    <section id="collections" aria-labelledby="collections-title" className="py-20 sm:py-28">
      <div className="container-content">
        <div className="mb-14 grid gap-6 lg:grid-cols-2 lg:items-end">
          <div className="flex flex-col gap-5">
            <p className="eyebrow text-bronze">{content.eyebrow}</p>
            <h2 id="collections-title" className="font-display text-4xl leading-tight sm:text-5xl">
              {content.title}
            </h2>
          </div>
          <p className="max-w-xl leading-relaxed text-muted lg:justify-self-end">{content.description}</p>
        </div>
        <RevealList className="grid grid-cols-2 gap-x-4 gap-y-10 sm:gap-x-5 lg:grid-cols-5" step={0.15}>
          {content.categories.map((category, index) => (
            <li
              key={category.title}
              className="group relative flex flex-col rounded-sm has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-4 has-[a:focus-visible]:outline-bronze"
            >
              <Picture
                name={category.image.name}
                alt={category.image.alt}
                sizes="(min-width: 64rem) 18vw, 50vw"
                className="block overflow-hidden rounded-sm bg-sand"
                imgClassName="aspect-[4/5] w-full object-cover transition-transform duration-700 ease-out-soft group-hover:scale-[1.03] motion-reduce:transition-none"
              />
              <h3 className="mt-4 font-display text-xl sm:mt-5 sm:text-2xl">
                {links.categories[index] ? (
                  <a
                    href={links.categories[index]}
                    className="after:absolute after:inset-0 focus-visible:outline-none group-hover:text-bronze"
                  >
                    {category.title}
                  </a>
                ) : (
                  category.title
                )}
              </h3>
              <p className="mt-2 text-sm leading-relaxed text-muted">{category.description}</p>
              <ul className="mt-4 flex flex-col gap-1.5 border-t border-line pt-4 text-xs tracking-wide text-charcoal">
                {category.features.map((feature) => (
                  <li key={feature} className="flex items-center gap-2">
                    <span className="size-1 rounded-full bg-bronze" aria-hidden="true" />
                    {feature}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </RevealList>
        <a
          href={links.all.href}
          className="mt-14 inline-flex items-center gap-3 border-b border-ink/30 pb-1 text-sm font-medium tracking-wide transition-colors hover:border-ink"
        >
          {links.all.label}
          <span aria-hidden="true">→</span>
        </a>
      </div>
    </section>
  );
}
