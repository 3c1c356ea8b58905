import { ArrowDown } from "lucide-react";
import { buttonStyles } from "~/components/ui/button";
import { ParsedEnd } from "~/components/ui/parsed-whole";
import { Picture } from "~/components/ui/picture";
import type { HomeContent } from "~/content/schemas";

export const heroImageSizes = "100vw";

/** The home page's full-screen hero: title, subtitle, two paragraphs and a call to action. */
export function HomeHero({ content }: { content: HomeContent["hero"] }) {
  return (
    <section className="relative isolate flex min-h-[calc(100dvh-var(--spacing-header))] items-end overflow-hidden bg-ink text-ivory">
      <Picture
        name={content.image.name}
        alt={content.image.alt}
        sizes={heroImageSizes}
        priority
        className="absolute inset-0 -z-10"
        imgClassName="size-full object-cover object-center"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[linear-gradient(180deg,rgba(20,17,14,0.55)_0%,rgba(20,17,14,0.82)_55%,rgba(20,17,14,0.9)_100%)] lg:bg-[linear-gradient(100deg,rgba(20,17,14,0.88)_0%,rgba(20,17,14,0.6)_45%,rgba(20,17,14,0.1)_100%)]"
      />
      <div
        data-parsed-whole
        className="container-content grid gap-10 py-16 sm:py-24 lg:grid-cols-[minmax(0,44rem)_1fr]"
      >
        <div className="flex flex-col gap-7">
          <p className="eyebrow text-brass">{content.eyebrow}</p>
          <h1 className="font-display text-[clamp(2.75rem,7vw,6rem)] leading-[0.95] tracking-tight text-balance">
            {content.title}
          </h1>
          <p className="max-w-xl font-display text-2xl leading-snug text-ivory/90 italic sm:text-3xl">
            {content.subtitle}
          </p>
          <div className="flex max-w-xl flex-col gap-4 text-base leading-relaxed text-ivory/80">
            <p>{content.paragraphs[0]}</p>
            <p>{content.paragraphs[1]}</p>
          </div>
          <div className="flex flex-wrap items-center gap-5 pt-2">
            <a href="#collections" className={buttonStyles.light}>
              {content.cta}
              <ArrowDown className="size-4" aria-hidden="true" />
            </a>
            <span className="eyebrow text-ivory/70">{content.ctaNote}</span>
          </div>
        </div>
        <ParsedEnd />
      </div>
    </section>
  );
}
