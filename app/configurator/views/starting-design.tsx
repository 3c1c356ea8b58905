import type { MouseEvent } from "react";
import { followsChoice } from "~/components/ui/early-choices";
import type { ConfiguratorWords } from "~/configurator/words";
import type { DesignChoice } from "~/content/collection/rug-name";

/**
 * The design the rug started from, above the choices: its name and colourway (or the visitor's
 * own colours), what the visitor may adapt, the way back to its page and the way to a free
 * configuration. It carries the design and its motif in the form, so a post without JavaScript
 * keeps them.
 */
export function StartingDesign(props: {
  copy: ConfiguratorWords;
  design: DesignChoice;
  name: string;
  freeHref: string;
  onFree: (event: MouseEvent<HTMLAnchorElement>) => void;
}) {
  const { copy, design, name, freeHref, onFree } = props;
  return (
    <section aria-labelledby="cfg-design-heading" className="flex flex-col gap-2 border-l-2 border-bronze pl-5">
      <input type="hidden" name="design" value={design.slug} />
      <input type="hidden" name="motif" value={design.collection} />
      <p className="text-xs uppercase tracking-[0.3em] text-bronze">{copy.design.eyebrow}</p>
      <h2 id="cfg-design-heading" className="font-display text-3xl leading-tight">
        {name}
      </h2>
      <p className="text-sm leading-relaxed text-muted">{copy.design.note}</p>
      <p className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
        <a href={design.href} className="underline decoration-line underline-offset-4 hover:decoration-ink">
          {copy.design.page}
        </a>
        <a
          href={freeHref}
          {...followsChoice}
          onClick={onFree}
          className="underline decoration-line underline-offset-4 hover:decoration-ink"
        >
          {copy.design.leave}
        </a>
      </p>
    </section>
  );
}
