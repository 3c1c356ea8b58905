import { useRegion } from "~/region/use-region";
import type { CaseStudiesView } from "./case-study-views";

type Filter = NonNullable<CaseStudiesView["filter"]>;

/**
 * The portfolio's filter by sector: links, so it needs no script and each filtered list is an
 * address to share (`/proyectos?sector=hotels#casos`). The chosen one says so (`aria-current`).
 * The aviation link waits for the region check, as the private jets page does.
 */
export function SectorFilter({ filter }: { filter: Filter }) {
  const { allowed } = useRegion();
  return (
    <nav aria-label={filter.label} className="mb-12">
      <ul className="flex flex-wrap gap-2.5">
        {filter.options
          .filter((option) => allowed || !option.restricted)
          .map((option) => (
            <li key={option.href}>
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
