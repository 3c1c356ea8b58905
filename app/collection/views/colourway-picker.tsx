import { colourwayParam } from "~/collection/addresses";
import type { ColourwayView } from "~/collection/design-view";
import type { CollectionWords } from "~/collection/words";
import { buttonStyles } from "~/components/ui/button";
import { fill } from "~/i18n/translate";

type Words = CollectionWords["design"]["colourways"];

/**
 * The design's colourways as one radio group in a GET form: each colourway is its own address
 * (`?color=noche`), which the form sends without JavaScript; with it a choice answers at once.
 */
export function ColourwayPicker(props: {
  copy: Words;
  colourways: ColourwayView[];
  value: string;
  action: string;
  onChange: (id: string) => void;
}) {
  const { copy, colourways, value, action, onChange } = props;
  return (
    <form method="get" action={action} onSubmit={(event) => event.preventDefault()} className="flex flex-col gap-4">
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-3 text-xs uppercase tracking-[0.2em] text-bronze">{copy.legend}</legend>
        <div className="flex flex-wrap gap-2">
          {colourways.map((colourway) => (
            <label
              key={colourway.id}
              className="relative inline-flex cursor-pointer items-center gap-3 rounded-full border border-line bg-white/60 py-2 pl-2 pr-4 text-sm transition-colors hover:border-ink/60 has-checked:border-ink has-checked:ring-1 has-checked:ring-ink has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-bronze"
            >
              <input
                type="radio"
                name={colourwayParam}
                value={colourway.id}
                checked={colourway.id === value}
                onChange={() => onChange(colourway.id)}
                className="absolute inset-0 m-0 size-full cursor-pointer appearance-none rounded-full opacity-0"
              />
              <span aria-hidden="true" className="flex -space-x-1.5">
                {colourway.colours.slice(0, 3).map((colour) => (
                  <span
                    key={colour.code}
                    className="size-6 rounded-full ring-2 ring-ivory"
                    style={{ backgroundColor: colour.hex }}
                  />
                ))}
              </span>
              <span>{colourway.label}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {/* Without JavaScript the server shows the colourway the form sends; with it, the choice already has. */}
      <button type="submit" className={`${buttonStyles.outline} self-start [html[data-hydrated]_&]:hidden`}>
        {copy.submit}
      </button>
    </form>
  );
}

/** The chosen colourway's colours: swatch, name in the page's language, and code. */
export function ColourList({ copy, colourway }: { copy: Words; colourway: ColourwayView }) {
  return (
    <div className="flex flex-col gap-3">
      <h2 className="text-xs uppercase tracking-[0.2em] text-bronze">
        {fill(copy.colours, { colourway: colourway.label })}
      </h2>
      <ul className="flex flex-col divide-y divide-line border-y border-line">
        {colourway.colours.map((colour, index) => (
          <li key={colour.code} className="flex items-center gap-4 py-3 text-sm">
            <span
              aria-hidden="true"
              className="size-8 shrink-0 rounded-sm ring-1 ring-ink/10"
              style={{ backgroundColor: colour.hex }}
            />
            <span className="flex-1">
              {colour.name}
              {index === 0 ? <span className="text-muted"> ({copy.ground})</span> : null}
            </span>
            <span className="font-mono text-xs tracking-wider text-muted">{colour.code}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
