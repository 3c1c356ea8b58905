import type { ProjectView } from "./project-view";

/** How the project was done, in paragraphs, beside who took part in it by role. */
export function ProjectStory({ view }: { view: ProjectView }) {
  return (
    <section
      aria-labelledby="historia-title"
      className="container-content grid gap-14 py-20 sm:py-28 lg:grid-cols-[minmax(0,1fr)_18rem] lg:gap-24"
    >
      <div className="max-w-3xl">
        <h2 id="historia-title" className="font-display text-4xl leading-tight sm:text-5xl">
          {view.words.story}
        </h2>
        <div className="mt-8 flex flex-col gap-6 text-lg leading-relaxed text-charcoal">
          {view.story.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </div>
      {view.credits.length > 0 ? (
        <aside aria-labelledby="creditos-title" className="lg:pt-3">
          <h2 id="creditos-title" className="eyebrow text-bronze">
            {view.words.credits}
          </h2>
          <dl className="mt-6 flex flex-col gap-6 border-t border-line pt-6">
            {view.credits.map((credit) => (
              <div key={`${credit.role}-${credit.person}`} className="flex flex-col gap-1">
                <dt className="text-sm text-muted">{credit.role}</dt>
                <dd className="font-display text-2xl leading-snug">{credit.person}</dd>
              </div>
            ))}
          </dl>
        </aside>
      ) : null}
    </section>
  );
}
