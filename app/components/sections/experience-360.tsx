import { MoveHorizontal } from "lucide-react";
import { Picture } from "~/components/ui/picture";
import type { HomeContent } from "~/content/schemas";

/**
 * The home page's '360 experience' with a virtual tour. The tour is a panorama the visitor
 * scrolls sideways (touch, trackpad, or arrow keys once focused): no script, no third party.
 */
export function Experience360({ content }: { content: HomeContent["experience"] }) {
  return (
    <section aria-labelledby="experience-title" className="bg-ink py-20 text-ivory sm:py-28">
      <div className="container-content grid gap-12 lg:grid-cols-[1fr_1fr] lg:items-end">
        <div className="flex flex-col gap-6">
          <p className="eyebrow text-brass">{content.eyebrow}</p>
          <h2 id="experience-title" className="font-display text-4xl leading-tight sm:text-5xl">
            {content.title}
          </h2>
          <p className="max-w-xl leading-relaxed text-ivory/75">{content.description}</p>
        </div>
        <dl className="grid grid-cols-3 gap-6 border-t border-ivory/15 pt-8">
          {content.stats.map((stat) => (
            <div key={stat.label} className="flex flex-col-reverse gap-2">
              <dt className="text-xs tracking-wide text-ivory/60">{stat.label}</dt>
              <dd className="font-display text-3xl text-brass sm:text-4xl">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </div>
      <section
        aria-label={content.tourLabel}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
        tabIndex={0}
        className="mt-14 overflow-x-auto overscroll-x-contain [scrollbar-color:var(--color-bronze)_transparent] focus-visible:outline-brass"
      >
        <Picture
          name={content.image.name}
          alt={content.image.alt}
          sizes="(min-width: 64rem) 180vw, 320vw"
          className="block h-[22rem] w-max sm:h-[28rem] lg:h-[38rem]"
          imgClassName="h-full w-auto max-w-none"
        />
      </section>
      <p className="container-content mt-4 flex items-center gap-2 text-xs text-ivory/60">
        <MoveHorizontal className="size-4" aria-hidden="true" />
        {content.tourHint}
      </p>
    </section>
  );
}
