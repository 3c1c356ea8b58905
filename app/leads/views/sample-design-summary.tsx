// Its type only: the module's code (the colour range) stays out of the page's scripts.

import { useLanguage } from "~/i18n/language-context";
import type { SampleDesignView } from "~/leads/forms/sample-design";

const headingId = "sample-design-heading";

/**
 * What the sample request will ask for besides the kit: the design a design page sent the
 * visitor with (its name, linking back to it) and its colours, each a swatch with its name and
 * code; and the way to ask for other samples instead (this page without the design). Rendered on
 * the server and kept as it came (its links are plain document links).
 */
export function SampleDesignSummary({ design }: { design: SampleDesignView }) {
  const { t, localize, path } = useLanguage();
  const copy = {
    eyebrow: t("forms.sample.design.eyebrow"),
    colours: t("forms.sample.design.colours"),
    note: t(design.colours.length > 0 ? "forms.sample.design.note" : "forms.sample.design.noteWithoutColours"),
    remove: t("forms.sample.design.remove"),
  };
  return (
    <section aria-labelledby={headingId} className="mb-10 border-b border-line pb-8">
      <p className="text-xs uppercase tracking-[0.3em] text-bronze">{copy.eyebrow}</p>
      <h2 id={headingId} className="mt-2 font-display text-3xl leading-tight sm:text-4xl">
        <a
          href={design.href}
          className="underline decoration-ink/25 decoration-1 underline-offset-[0.2em] hover:decoration-ink"
        >
          {design.name}
        </a>
      </h2>
      {design.colours.length > 0 ? (
        <ul aria-label={copy.colours} className="mt-6 grid gap-x-6 gap-y-3 sm:grid-cols-2">
          {design.colours.map((colour) => (
            <li key={colour.code} className="flex items-center gap-3">
              <span
                aria-hidden="true"
                className="size-10 shrink-0 rounded-full ring-1 ring-ink/15"
                style={{ backgroundColor: colour.hex }}
              />
              <span className="flex min-w-0 flex-col leading-snug">
                <span className="text-ink">{colour.name}</span>
                <span className="text-xs tracking-[0.15em] text-muted tabular-nums">{colour.code}</span>
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      <p className="mt-6 text-sm leading-relaxed text-muted">{copy.note}</p>
      <a
        href={localize(path)}
        className="mt-3 inline-flex items-center gap-2 text-sm text-charcoal underline underline-offset-4 hover:text-ink"
      >
        {/* A character, not an icon component: this page would share the icon's module with others. */}
        <span aria-hidden="true">←</span>
        {copy.remove}
      </a>
    </section>
  );
}
