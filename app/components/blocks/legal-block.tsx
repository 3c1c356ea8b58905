import { ExternalLink } from "lucide-react";
import type { Block } from "~/content/page-schema";
import { ActionLink } from "./action-link";

type LegalBlock = Extract<Block, { kind: "legal" }>;

/** A legal text: title, last revision, numbered sections, set for reading (about 70 characters a line). */
export function LegalBlock({ block }: { block: LegalBlock }) {
  return (
    <article className="py-16 sm:py-24">
      <div className="container-content">
        <header className="max-w-3xl border-b border-line pb-10">
          <p className="eyebrow text-bronze">{block.eyebrow}</p>
          <h1 className="mt-5 font-display text-4xl leading-tight text-balance sm:text-5xl">{block.title}</h1>
          <p className="mt-5 text-sm text-muted">{block.updated}</p>
          {block.intro.map((paragraph) => (
            <p key={paragraph} className="mt-5 text-lg leading-relaxed text-charcoal">
              {paragraph}
            </p>
          ))}
        </header>
        <ol className="mt-12 flex max-w-3xl flex-col gap-12">
          {block.sections.map((section, index) => (
            <li key={section.title}>
              <section aria-labelledby={`legal-${index + 1}`}>
                <h2 id={`legal-${index + 1}`} className="font-display text-2xl leading-snug sm:text-3xl">
                  <span className="mr-3 text-bronze">{index + 1}.</span>
                  {section.title}
                </h2>
                <div className="mt-4 flex flex-col gap-4 leading-relaxed text-charcoal">
                  {section.paragraphs.map((paragraph) => (
                    <p key={paragraph}>{paragraph}</p>
                  ))}
                  {section.list.length > 0 ? (
                    <ul className="flex list-disc flex-col gap-2 pl-6 marker:text-bronze">
                      {section.list.map((item) => (
                        <li key={item}>{item}</li>
                      ))}
                    </ul>
                  ) : null}
                  {section.links.length > 0 ? (
                    <ul className="flex flex-col gap-2">
                      {section.links.map((link) => (
                        <li key={link.href}>
                          <a
                            href={link.href}
                            rel="noopener noreferrer"
                            className="inline-flex items-center gap-1.5 underline underline-offset-4 hover:text-ink"
                          >
                            {link.label}
                            <ExternalLink className="size-3.5" aria-hidden="true" />
                          </a>
                        </li>
                      ))}
                    </ul>
                  ) : null}
                  {section.actions.length > 0 ? (
                    <div className="flex flex-wrap gap-3">
                      {section.actions.map((action) => (
                        <ActionLink key={action.href} action={action} look="outline" />
                      ))}
                    </div>
                  ) : null}
                </div>
              </section>
            </li>
          ))}
        </ol>
      </div>
    </article>
  );
}
