import { Picture } from "~/components/ui/picture";
import { cardLinkStyles } from "./case-study-card";
import type { ProjectView } from "./project-view";

/**
 * The designs a project used, each a card linking to the design in the collection: beside the
 * heading on a desktop (a project uses two or three), below it on a phone.
 */
export function DesignsUsed({ view }: { view: ProjectView }) {
  return (
    <section aria-labelledby="disenos-title" className="bg-sand/40 py-20 sm:py-28">
      <div className="container-content grid gap-12 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)] lg:gap-20">
        <div className="flex max-w-xl flex-col gap-5">
          <h2 id="disenos-title" className="font-display text-4xl leading-tight text-balance sm:text-5xl">
            {view.words.designs}
          </h2>
          <p className="text-lg leading-relaxed text-muted">{view.words.designsIntro}</p>
        </div>
        <ul className="grid grid-cols-2 gap-x-5 gap-y-10 sm:gap-x-8">
          {view.designs.map((design) => (
            <li key={design.slug}>
              <article className="group relative flex flex-col">
                <Picture
                  name={design.image.name}
                  alt={design.image.alt}
                  sizes="(min-width: 64rem) 25vw, calc(50vw - 2rem)"
                  className="block overflow-hidden rounded-sm bg-stone/40"
                  imgClassName="aspect-[4/5] w-full object-cover transition-transform duration-700 ease-out group-hover:scale-[1.03]"
                />
                <p className="eyebrow mt-4 text-bronze">{design.collection}</p>
                <h3 className="mt-1.5 font-display text-2xl leading-snug">
                  <a href={design.href} className={cardLinkStyles}>
                    {design.name}
                  </a>
                </h3>
                <p className="mt-2 hidden text-sm leading-relaxed text-muted sm:block">{design.summary}</p>
              </article>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
