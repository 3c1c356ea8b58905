import { ArrowUpRight } from "lucide-react";
import { Picture } from "~/components/ui/picture";
import type { HomeContent } from "~/content/schemas";
import { useLanguage } from "~/i18n/language-context";

const tileTargets = ["/proyectos", "/muestrarios", "/personalizacion"];

/** The home page's three large image tiles, 40rem tall, to projects, samples and customisation. */
export function HomeTiles({ content }: { content: HomeContent["tiles"] }) {
  const { localize } = useLanguage();
  return (
    <section aria-labelledby="tiles-title" className="py-20 sm:py-28">
      <div className="container-content">
        <h2 id="tiles-title" className="mb-12 max-w-2xl font-display text-4xl leading-tight sm:text-5xl">
          {content.title}
        </h2>
        <ul className="grid gap-5 lg:grid-cols-3">
          {content.items.map((item, index) => {
            const target = tileTargets[index];
            if (!target) return null;
            return (
              <li key={target}>
                <a
                  href={localize(target)}
                  className="group relative isolate flex h-tile flex-col justify-end overflow-hidden rounded-sm bg-charcoal p-8 text-ivory"
                >
                  <Picture
                    name={item.image.name}
                    alt={item.image.alt}
                    sizes="(min-width: 64rem) 30vw, 100vw"
                    className="absolute inset-0 -z-10"
                    imgClassName="size-full object-cover transition-transform duration-[1.6s] ease-out-soft group-hover:scale-105"
                  />
                  <div
                    aria-hidden="true"
                    className="absolute inset-0 -z-10 bg-[linear-gradient(180deg,rgba(20,17,14,0)_35%,rgba(20,17,14,0.85)_100%)]"
                  />
                  <span className="eyebrow text-brass">0{index + 1}</span>
                  <h3 className="mt-3 font-display text-4xl">{item.title}</h3>
                  <p className="mt-3 max-w-xs text-sm leading-relaxed text-ivory/80">{item.text}</p>
                  <span className="mt-6 inline-flex items-center gap-2 text-sm font-medium tracking-wide">
                    {item.cta}
                    <ArrowUpRight
                      className="size-4 transition-transform duration-300 group-hover:translate-x-0.5 group-hover:-translate-y-0.5"
                      aria-hidden="true"
                    />
                  </span>
                </a>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
