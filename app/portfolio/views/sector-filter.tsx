import { regionGated } from "~/region/region-shown";
import type { CaseStudiesView } from "./case-study-views";

type Filter = NonNullable<CaseStudiesView["filter"]>;

/**
 * The portfolio's filter by sector: links, so it needs no script and each filtered list is an
 * address to share (`/proyectos?sector=hotels#casos`). The chosen one says so (`aria-current`).
 * The aviation link shows only to visitors known to be in the allowed region, as the private jets
 * page does (region/region-shown.ts).
 */
export function SectorFilter({ filter }: { filter: Filter }) {
  return (
    <nav aria-label={filter.label} className="mb-12">
      <ul className="flex flex-wrap gap-2.5">
        {filter.options.map((option) => (
          <li key={option.href} {...(option.restricted ? regionGated : {})}>
            <a
              href={option.href}
              aria-current={option.current ? "true" : undefined}
              className={`inline-flex min-h-11 items-center rounded-full border px-5 text-sm tracking-wide transition-colors duration-300 ${
                option.current
                  ? "border-ink bg-ink text-ivory"
                  : "border-ink/20 text-ink hover:border-ink hover:bg-sand/50"
              }`}
            >
              {option.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
