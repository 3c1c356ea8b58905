import { memo } from "react";
import type { ConfiguratorWords } from "~/configurator/words";
import { fill } from "~/i18n/translate";
import { type ColourFamilyId, colourFamilyIds, maxColours, rangeColourByCode, searchRange } from "~/rug/colour-range";
import { groundParam, params, viewParams } from "~/rug/configuration";

/** How many colours a search shows at once (a family has 20; a search may find many more). */
const shownResults = 40;

const swatch = "size-9 shrink-0 rounded-full ring-1 ring-ink/15";

/**
 * The colours: the chosen ones first (each a checked checkbox, the first the ground, the others
 * with a button to make them the ground), then the collection, one family at a time or searched
 * by code or name. Every control belongs to the page's GET form, so choosing, searching and
 * changing family work without JavaScript (the server answers with the page); with it, every
 * change redraws at once.
 */
export const ColourPicker = memo(function ColourPicker(props: {
  copy: ConfiguratorWords;
  chosen: string[];
  family: ColourFamilyId;
  search: string;
  error?: string;
  onChange: () => void;
  onGround: (code: string) => void;
}) {
  const { copy, chosen, family, search, error, onChange, onGround } = props;
  const text = copy.colourPicker;
  const names = copy.colourNames.colours;
  const found = searchRange(search, names, search.trim() === "" ? family : undefined);
  const available = found.filter((colour) => !chosen.includes(colour.code));
  const full = chosen.length >= maxColours;
  const errorId = "cfg-colours-error";

  return (
    <fieldset className="flex flex-col gap-5" aria-describedby={`cfg-colours-hint${error ? ` ${errorId}` : ""}`}>
      <legend className="mb-1 font-display text-2xl leading-tight">{copy.fields.colours}</legend>
      <p id="cfg-colours-hint" className="-mt-3 text-sm text-muted">
        {copy.fields.coloursHint}
      </p>
      {error ? (
        <p id={errorId} className="text-sm text-[#b42318]">
          {error}
        </p>
      ) : null}

      <div>
        <p className="flex items-baseline justify-between text-sm font-medium text-charcoal">
          <span>{text.chosen}</span>
          <span className="font-normal text-muted">{fill(text.chosenCount, { count: chosen.length })}</span>
        </p>
        <ul className="mt-2 flex flex-col divide-y divide-line rounded-sm border border-line bg-white/70">
          {chosen.map((code, index) => {
            const colour = rangeColourByCode(code);
            if (!colour) return null;
            const name = `${names[colour.code]} · ${colour.code}`;
            return (
              <li key={code} className="flex items-center gap-3 px-3 py-2">
                <label className="flex min-w-0 flex-1 cursor-pointer items-center gap-3 rounded-sm has-focus-visible:outline-2 has-focus-visible:outline-bronze">
                  <input
                    type="checkbox"
                    name={params.colours}
                    value={code}
                    checked
                    onChange={onChange}
                    className="size-4 shrink-0 accent-ink"
                  />
                  <span aria-hidden="true" className={swatch} style={{ backgroundColor: colour.hex }} />
                  <span className="min-w-0 truncate text-sm">{name}</span>
                </label>
                {index === 0 ? (
                  <span className="rounded-full bg-sand px-2.5 py-1 text-xs text-charcoal">{text.ground}</span>
                ) : (
                  <button
                    type="submit"
                    name={groundParam}
                    value={code}
                    onClick={(event) => {
                      event.preventDefault();
                      onGround(code);
                    }}
                    className="shrink-0 rounded-full border border-ink/25 px-2.5 py-1 text-xs text-charcoal hover:border-ink"
                  >
                    {text.useAsGround}
                    <span className="sr-only">: {names[colour.code]}</span>
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      </div>

      <div className="flex flex-col gap-3">
        <div className="grid gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
          <div className="flex flex-col">
            <label htmlFor="cfg-family" className="text-sm font-medium text-charcoal">
              {text.family}
            </label>
            <select
              id="cfg-family"
              name={viewParams.family}
              value={family}
              onChange={onChange}
              className="mt-2 block w-full rounded-sm border border-line bg-white/80 px-3 py-3 text-base text-ink focus:border-ink focus:outline-2 focus:outline-ink"
            >
              {colourFamilyIds.map((id) => (
                <option key={id} value={id}>
                  {copy.colourNames.families[id]}
                </option>
              ))}
            </select>
          </div>
          <div className="flex flex-col">
            <label htmlFor="cfg-search" className="text-sm font-medium text-charcoal">
              {text.search}
            </label>
            <div className="mt-2 flex gap-2">
              <input
                id="cfg-search"
                name={viewParams.search}
                type="search"
                value={search}
                onChange={onChange}
                autoComplete="off"
                className="block w-full min-w-0 rounded-sm border border-line bg-white/80 px-3 py-3 text-base text-ink focus:border-ink focus:outline-2 focus:outline-ink"
              />
              <button
                type="submit"
                className="shrink-0 rounded-sm border border-ink/25 px-4 text-sm text-ink hover:border-ink"
              >
                {text.searchButton}
              </button>
            </div>
          </div>
        </div>
        <p className="text-sm text-muted" aria-live="polite">
          {full ? text.full : found.length === 0 ? text.noResults : fill(text.results, { count: found.length })}
        </p>
        <ul className="grid grid-cols-2 gap-1.5 sm:grid-cols-3">
          {available.slice(0, shownResults).map((colour) => (
            <li key={colour.code}>
              <label
                className={`relative flex items-center gap-2.5 rounded-sm border border-transparent p-1.5 text-sm has-focus-visible:outline-2 has-focus-visible:outline-bronze ${full ? "opacity-50" : "cursor-pointer hover:border-line hover:bg-white/70"}`}
              >
                <input
                  type="checkbox"
                  name={params.colours}
                  value={colour.code}
                  checked={false}
                  disabled={full}
                  onChange={onChange}
                  className="absolute inset-0 m-0 size-full cursor-pointer appearance-none opacity-0 disabled:cursor-default"
                />
                <span aria-hidden="true" className={swatch} style={{ backgroundColor: colour.hex }} />
                <span className="flex min-w-0 flex-col leading-tight">
                  <span className="truncate">{names[colour.code]}</span>{" "}
                  <span className="text-xs text-muted">{colour.code}</span>
                </span>
              </label>
            </li>
          ))}
        </ul>
      </div>
    </fieldset>
  );
});
