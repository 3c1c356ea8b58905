import { useId } from "react";
import { buttonStyles } from "~/components/ui/button";
import { followsChoice } from "~/components/ui/early-choices";
import { type Language, localizePath } from "~/i18n/languages";
import { formField } from "~/leads/forms/hidden-fields";
import { selectionFields, selectionForm, selectionLimits, selectionPath } from "../selection";
import type { SelectionWords } from "../words";

/** The project's small text fields (here, and an item's place and quantity): a red border when refused. */
export const selectionInput =
  "mt-1 block w-full rounded-sm border border-line bg-white/80 px-3 py-2 text-base text-ink placeholder:text-muted/70 focus:border-ink focus:outline-2 focus:outline-offset-1 focus:outline-ink aria-[invalid=true]:border-[#b42318]";

/**
 * "Add to project" under a design (in the colourway shown) and the configurator (the rug as it is
 * now): a plain form posting the rug's address with its place and quantity to the project page,
 * so it works without JavaScript; the project page answers with the rug added, or says why not and
 * shows this form again with what was typed (`refused`), its quantity marked. Its button waits for
 * a colourway tapped before the page was ready.
 */
export function AddToSelection(props: {
  copy: SelectionWords["add"];
  lang: Language;
  rug: string;
  refused?: { place: string; quantity: string };
}) {
  const { copy, lang, rug, refused } = props;
  const id = useId();
  return (
    <form
      method="post"
      action={localizePath(selectionPath, lang)}
      className="flex w-full max-w-md flex-col gap-3 rounded-sm border border-line bg-ivory/60 p-4"
      aria-labelledby={`${id}-heading`}
    >
      <h3 id={`${id}-heading`} className="text-xs uppercase tracking-[0.25em] text-bronze">
        {copy.heading}
      </h3>
      <input type="hidden" name={formField} value={selectionForm} />
      <input type="hidden" name={selectionFields.intent} value="add" />
      <input type="hidden" name={selectionFields.rug} value={rug} />
      <div className="grid grid-cols-[minmax(0,1fr)_6.5rem] gap-3">
        <label className="text-sm font-medium text-charcoal">
          {copy.place}
          <input
            name={selectionFields.place}
            maxLength={selectionLimits.placeLength}
            placeholder={copy.placeHint}
            defaultValue={refused?.place}
            autoComplete="off"
            className={selectionInput}
          />
        </label>
        <label className="text-sm font-medium text-charcoal">
          {copy.quantity}
          <input
            name={selectionFields.quantity}
            inputMode="numeric"
            defaultValue={refused?.quantity ?? "1"}
            aria-invalid={refused ? true : undefined}
            autoComplete="off"
            className={selectionInput}
          />
        </label>
      </div>
      <div className="flex flex-wrap items-center gap-x-5 gap-y-2">
        <button type="submit" {...followsChoice} className={buttonStyles.outline}>
          {copy.submit}
        </button>
        {refused ? null : (
          <a
            href={localizePath(selectionPath, lang)}
            className="text-sm underline underline-offset-4 hover:text-bronze"
          >
            {copy.view}
          </a>
        )}
      </div>
    </form>
  );
}
