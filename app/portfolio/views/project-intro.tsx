import { ArrowLeft } from "lucide-react";
import type { ProjectView } from "./project-view";

/** A case study's opening: the way back, its sector, its title (the page's h1), summary and facts. */
export function ProjectIntro({ view }: { view: ProjectView }) {
  const facts = [
    { term: view.words.place, detail: `${view.city}, ${view.country}` },
    { term: view.words.sector, detail: view.sector.label, href: view.sector.href },
    { term: view.words.year, detail: String(view.year) },
    // A client who asked not to be named is not named, nor is the line shown.
    ...(view.client ? [{ term: view.words.client, detail: view.client }] : []),
  ];
  return (
    <header className="container-content pt-10 pb-12 sm:pt-14 sm:pb-16">
      <a
        href={view.back.href}
        className="inline-flex min-h-11 items-center gap-2 text-sm text-muted transition-colors hover:text-ink"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        {view.back.label}
      </a>
      <p className="eyebrow mt-8 text-bronze">{view.sector.label}</p>
      <h1 className="mt-4 max-w-5xl font-display text-[clamp(2.5rem,5.5vw,4.75rem)] leading-[1.02] tracking-tight text-balance">
        {view.title}
      </h1>
      <p className="mt-6 max-w-3xl text-lg leading-relaxed text-muted sm:text-xl">{view.summary}</p>
      <section aria-labelledby="ficha-title">
        <h2 id="ficha-title" className="sr-only">
          {view.words.facts}
        </h2>
        <dl className="mt-10 grid grid-cols-2 gap-x-8 gap-y-6 border-t border-line pt-6 sm:flex sm:flex-wrap sm:gap-x-14">
          {facts.map((fact) => (
            <div key={fact.term} className="flex flex-col gap-1.5">
              <dt className="eyebrow text-muted">{fact.term}</dt>
              <dd className="font-display text-xl">
                {fact.href ? (
                  <a
                    href={fact.href}
                    className="underline decoration-bronze/50 underline-offset-4 hover:decoration-ink"
                  >
                    {fact.detail}
                  </a>
                ) : (
                  fact.detail
                )}
              </dd>
            </div>
          ))}
        </dl>
      </section>
    </header>
  );
}
