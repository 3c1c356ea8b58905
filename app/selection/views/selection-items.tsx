import { buttonStyles } from "~/components/ui/button";
import { Picture } from "~/components/ui/picture";
import { type Language, localizePath } from "~/i18n/languages";
import { fill } from "~/i18n/translate";
import { formField } from "~/leads/forms/hidden-fields";
import { outline } from "~/rug/geometry";
import { RugFill } from "~/rug/rug-fill";
import { selectionFields, selectionForm, selectionLimits, selectionPath } from "../selection";
import type { SelectionItemView, SelectionTotalsView } from "../selection-view";
import type { SelectionWords } from "../words";
import { selectionInput } from "./add-to-selection";

/** The rug's picture: the design's in its colourway, else the rug drawn from above in its colours. */
function ItemPicture({ item }: { item: SelectionItemView }) {
  if (item.picture)
    return (
      <Picture
        name={item.picture.name}
        alt={item.pictureAlt}
        sizes="(min-width: 48rem) 12rem, 40vw"
        className="block aspect-square overflow-hidden rounded-sm bg-sand"
        imgClassName="h-full w-full object-cover"
      />
    );
  const { drawing } = item;
  const margin = Math.max(drawing.length, drawing.width) * 0.06;
  return (
    <svg
      role="img"
      aria-label={item.pictureAlt}
      viewBox={`${-margin} ${-margin} ${drawing.length + 2 * margin} ${drawing.width + 2 * margin}`}
      className="block aspect-square w-full rounded-sm bg-sand"
    >
      <RugFill
        configuration={drawing}
        polygons={outline(drawing.shape, drawing.length, drawing.width)}
        artwork={undefined}
        clipId={`selection-${item.id}-outline`}
        patternId={`selection-${item.id}-pattern`}
      />
    </svg>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex flex-col gap-0.5 sm:flex-row sm:gap-3">
      <dt className="text-xs uppercase tracking-[0.2em] text-muted sm:w-44 sm:shrink-0 sm:pt-0.5">{label}</dt>
      <dd className="text-sm text-ink">{value}</dd>
    </div>
  );
}

/** What was refused beside the item it was for: the message and what was typed, kept. */
export type ItemProblem = { item: string; message: string; place: string; quantity: string };

/** The forms that change an item's place and quantity, or remove it: plain posts, no script. */
function ItemForms(props: { item: SelectionItemView; copy: SelectionWords; lang: Language; problem?: ItemProblem }) {
  const { item, copy, lang, problem } = props;
  const action = localizePath(selectionPath, lang);
  const errorId = `selection-${item.id}-error`;
  const hidden = (intent: string) => (
    <>
      <input type="hidden" name={formField} value={selectionForm} />
      <input type="hidden" name={selectionFields.intent} value={intent} />
      <input type="hidden" name={selectionFields.item} value={item.id} />
    </>
  );
  return (
    <div className="flex flex-col gap-2 border-t border-line pt-4">
      {/* Answered at the rug: a refusal shows beside it, a change saved comes back to it. */}
      <form method="post" action={`${action}#rug-${item.id}`} className="flex flex-wrap items-end gap-3">
        {hidden("update")}
        <label className="min-w-40 flex-1 text-sm font-medium text-charcoal">
          {copy.item.place}
          <input
            name={selectionFields.place}
            defaultValue={problem ? problem.place : item.place}
            maxLength={selectionLimits.placeLength}
            autoComplete="off"
            className={selectionInput}
          />
        </label>
        <label className="w-28 text-sm font-medium text-charcoal">
          {copy.item.quantity}
          <input
            name={selectionFields.quantity}
            defaultValue={problem ? problem.quantity : String(item.quantity)}
            inputMode="numeric"
            autoComplete="off"
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? errorId : undefined}
            className={selectionInput}
          />
        </label>
        <button
          type="submit"
          aria-label={fill(copy.item.saveLabel, { rug: item.name })}
          className={buttonStyles.outline}
        >
          {copy.item.save}
        </button>
      </form>
      {problem ? (
        <p id={errorId} role="alert" className="text-sm text-[#b42318]">
          {problem.message}
        </p>
      ) : null}
      <form method="post" action={action}>
        {hidden("remove")}
        <button
          type="submit"
          aria-label={fill(copy.item.removeLabel, { rug: item.name })}
          className="text-sm text-muted underline underline-offset-4 hover:text-ink"
        >
          {copy.item.remove}
        </button>
      </form>
    </div>
  );
}

/** One rug of the project: its picture, name, place and figures; its forms when the project is the visitor's own. */
export function SelectionItem(props: {
  item: SelectionItemView;
  copy: SelectionWords;
  lang: Language;
  editable: boolean;
  highlighted?: boolean;
  problem?: ItemProblem;
}) {
  const { item, copy, lang, editable, highlighted, problem } = props;
  return (
    <li
      id={`rug-${item.id}`}
      className={`grid gap-5 rounded-sm bg-ivory p-5 shadow-sm ring-1 sm:grid-cols-[12rem_minmax(0,1fr)] sm:p-6 ${highlighted ? "ring-bronze" : "ring-line"}`}
    >
      <div className="w-40 sm:w-48">
        <ItemPicture item={item} />
      </div>
      <div className="flex min-w-0 flex-col gap-4">
        <div className="flex flex-col gap-1">
          <p className="text-xs uppercase tracking-[0.25em] text-bronze">
            {item.code} · {item.place || copy.item.noPlace}
          </p>
          <h3 className="font-display text-2xl leading-tight">{item.name}</h3>
          {item.withdrawn ? <p className="text-sm text-[#8a4b0f]">{copy.item.withdrawn}</p> : null}
        </div>
        <dl className="flex flex-col gap-2">
          {editable ? null : <Fact label={copy.item.quantity} value={String(item.quantity)} />}
          <Fact label={copy.item.size} value={item.size} />
          <Fact label={copy.item.area} value={item.area} />
          <Fact label={copy.item.colours} value={item.colours} />
          <Fact label={copy.item.wear} value={item.wear} />
          <Fact label={copy.item.fire} value={item.fire} />
          <Fact label={copy.item.leadTime} value={item.leadTime} />
        </dl>
        <p className="flex flex-wrap gap-x-5 gap-y-2 text-sm">
          <a href={item.configuratorHref} className="underline underline-offset-4 hover:text-bronze">
            {copy.item.configure}
          </a>
          <a href={item.packHref} download className="underline underline-offset-4 hover:text-bronze">
            {copy.item.pack}
          </a>
        </p>
        {editable ? <ItemForms item={item} copy={copy} lang={lang} {...(problem ? { problem } : {})} /> : null}
      </div>
    </li>
  );
}

/** The project's totals: rugs, area, weight, carbon and the longest lead time. */
export function SelectionTotals({ copy, totals }: { copy: SelectionWords; totals: SelectionTotalsView }) {
  return (
    <section aria-labelledby="selection-totals" className="rounded-sm bg-sand/50 p-5 sm:p-6">
      <h2 id="selection-totals" className="font-display text-2xl">
        {copy.totals.heading}
      </h2>
      <dl className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
        {totals.map((total) => (
          <div key={total.label} className="flex flex-col gap-1">
            <dt className="text-xs uppercase tracking-[0.2em] text-muted">{total.label}</dt>
            <dd className="font-display text-xl">{total.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
