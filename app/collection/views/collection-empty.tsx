import type { CollectionWords } from "~/collection/words";
import { buttonStyles } from "~/components/ui/button";

/**
 * What the collection says when the filters leave no design: the configurator, where the visitor
 * can draw the rug they were looking for, and the way back to every design.
 */
export function CollectionEmpty(props: {
  copy: CollectionWords["list"]["empty"];
  configurator: string;
  clearHref: string;
  /** Clears the filters in place (with JavaScript); without it the link loads the unfiltered page. */
  onClear: (() => void) | undefined;
}) {
  const { copy, configurator, clearHref, onClear } = props;
  return (
    <div className="flex flex-col items-start gap-5 rounded-sm bg-sand/40 px-6 py-10 sm:px-10 sm:py-14">
      <p className="max-w-xl font-display text-3xl leading-tight text-balance">{copy.title}</p>
      <p className="max-w-xl leading-relaxed text-muted">{copy.text}</p>
      <div className="flex flex-wrap gap-3">
        <a href={configurator} className={buttonStyles.solid}>
          {copy.configure}
        </a>
        <a
          href={clearHref}
          onClick={(event) => {
            if (!onClear) return;
            event.preventDefault();
            onClear();
          }}
          className={buttonStyles.outline}
        >
          {copy.clear}
        </a>
      </div>
    </div>
  );
}
