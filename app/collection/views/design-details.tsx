import type { DesignView, SpecRow } from "~/collection/design-view";
import type { CollectionWords } from "~/collection/words";

/** A design's specifications as a definition list, its fire classifications apart per backing, and its story. */
export function DesignDetails({ copy, view }: { copy: CollectionWords["design"]; view: DesignView }) {
  return (
    <section className="bg-sand/40 py-16 sm:py-24">
      <div className="container-content grid gap-14 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-20">
        <div className="flex flex-col gap-8">
          <h2 className="font-display text-3xl leading-tight sm:text-4xl">{copy.specs.heading}</h2>
          <Specs rows={view.specs} />
          <h3 className="text-xs uppercase tracking-[0.2em] text-bronze">{copy.specs.fire}</h3>
          {view.fire.map((backing) => (
            <div key={backing.backing} className="flex flex-col gap-3">
              <h4 className="text-sm text-ink">{backing.heading}</h4>
              <Specs rows={backing.rows} />
            </div>
          ))}
        </div>
        <div className="flex flex-col gap-6">
          <h2 className="font-display text-3xl leading-tight sm:text-4xl">{copy.story}</h2>
          <div className="flex max-w-prose flex-col gap-5 text-lg leading-relaxed text-charcoal">
            {view.story.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </div>
      </div>
    </section>
  );
}

function Specs({ rows }: { rows: SpecRow[] }) {
  return (
    <dl className="flex flex-col divide-y divide-line border-y border-line">
      {rows.map((row) => (
        <div key={row.id} className="grid gap-1 py-3.5 sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] sm:gap-6">
          <dt className="text-sm text-muted">{row.label}</dt>
          <dd className="text-sm text-ink">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
