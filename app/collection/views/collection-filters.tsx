import { useRef } from "react";
import {
  activeFilters,
  type FilterCounts,
  type FilterName,
  type Filters,
  filterNames,
  filterParams,
} from "~/collection/filters";
import type { FilterChoices } from "~/collection/list-view";
import type { CollectionWords } from "~/collection/words";
import { buttonStyles } from "~/components/ui/button";
import { fill } from "~/i18n/translate";

type Words = CollectionWords["list"]["filters"];

const allLabel: Record<FilterName, keyof Words> = {
  collection: "allCollections",
  technique: "allTechniques",
  colour: "allColours",
  shape: "allShapes",
};

/**
 * The collection's filters: one GET form (so filters are an address that can be shared, and the
 * page filters without JavaScript: the server shows what the form sent), a group of options per
 * filter with the designs each would show. An option that would show none is dimmed but stays a
 * choice, with or without JavaScript. On a phone the form folds into a disclosure; on a wide
 * screen it is always open beside the designs.
 */
export function CollectionFilters(props: {
  copy: Words;
  choices: FilterChoices;
  filters: Filters;
  counts: FilterCounts;
  shown: number;
  action: string;
  onChange: (filters: Filters) => void;
}) {
  const { copy, choices, filters, counts, shown, action, onChange } = props;
  const panel = useRef<HTMLDetailsElement>(null);
  const active = activeFilters(filters);
  const count = (n: number) => (n === 1 ? copy.countOne : fill(copy.count, { count: n }));

  return (
    <details
      ref={panel}
      className="group/filters border-y border-line lg:self-start lg:border-0 lg:details-content:[content-visibility:visible]"
    >
      <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-4 text-sm font-medium tracking-wide lg:supports-[selector(::details-content)]:hidden [&::-webkit-details-marker]:hidden">
        <span className="flex items-center gap-3">
          <FilterIcon />
          {copy.toggle}
          {active > 0 ? (
            <span className="rounded-full bg-ink px-2.5 py-0.5 text-xs text-ivory">
              {active === 1 ? copy.activeOne : fill(copy.active, { count: active })}
            </span>
          ) : null}
        </span>
        <span aria-hidden="true" className="text-lg leading-none transition-transform group-open/filters:rotate-45">
          +
        </span>
      </summary>
      <form
        method="get"
        action={action}
        aria-label={copy.heading}
        onSubmit={(event) => event.preventDefault()}
        className="flex flex-col gap-8 pb-8 pt-2 lg:pt-0"
      >
        {filterNames.map((name) => (
          <fieldset key={name} className="flex flex-col gap-3">
            <legend className="mb-3 text-xs uppercase tracking-[0.2em] text-bronze">{copy[name]}</legend>
            <div className="flex flex-wrap gap-2">
              <Choice
                name={filterParams[name]}
                value=""
                label={copy[allLabel[name]]}
                count={counts[name].all}
                countText={count(counts[name].all)}
                checked={filters[name] === null}
                onChange={() => onChange({ ...filters, [name]: null })}
              />
              {choices[name].map((choice) => (
                <Choice
                  key={choice.value}
                  name={filterParams[name]}
                  value={choice.value}
                  label={choice.label}
                  swatch={"swatch" in choice ? choice.swatch : undefined}
                  count={counts[name][choice.value as keyof FilterCounts[typeof name]]}
                  countText={count(counts[name][choice.value as keyof FilterCounts[typeof name]])}
                  checked={filters[name] === choice.value}
                  onChange={() => onChange({ ...filters, [name]: choice.value })}
                />
              ))}
            </div>
          </fieldset>
        ))}
        {/* Without JavaScript the server shows what the form sends; with it, every choice already has. */}
        <button type="submit" className={`${buttonStyles.solid} self-start [html[data-hydrated]_&]:hidden`}>
          {copy.submit}
        </button>
        <button
          type="button"
          className={`${buttonStyles.outline} hidden self-start [html[data-hydrated]_&]:inline-flex lg:[html[data-hydrated]_&]:hidden`}
          onClick={() => {
            if (panel.current) panel.current.open = false;
            const results = document.getElementById("designs-heading");
            results?.scrollIntoView({
              behavior: window.matchMedia("(prefers-reduced-motion: reduce)").matches ? "instant" : "smooth",
            });
          }}
        >
          {copy.toResults} · {count(shown)}
        </button>
      </form>
    </details>
  );
}

/** One option: a pill with its name and how many designs it would show, a radio under it. */
function Choice(props: {
  name: string;
  value: string;
  label: string;
  count: number;
  /** The count in words ("5 designs"), part of the option's name for screen readers. */
  countText: string;
  checked: boolean;
  swatch?: string | undefined;
  onChange: () => void;
}) {
  const { name, value, label, count, countText, checked, swatch, onChange } = props;
  return (
    <label
      className={`relative inline-flex cursor-pointer items-center gap-2 rounded-full border px-3.5 py-2 text-sm transition-colors has-checked:border-ink has-checked:bg-ink has-checked:text-ivory has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-bronze ${
        count === 0 && !checked ? "border-dashed border-line text-muted" : "border-line bg-white/60 hover:border-ink/60"
      }`}
    >
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        onChange={onChange}
        aria-label={`${label} (${countText})`}
        className="absolute inset-0 m-0 size-full cursor-pointer appearance-none rounded-full opacity-0"
      />
      {swatch ? (
        <span
          aria-hidden="true"
          className="size-3.5 shrink-0 rounded-full ring-1 ring-ink/15"
          style={{ backgroundColor: swatch }}
        />
      ) : null}
      <span>{label}</span>
      <span aria-hidden="true" className={`text-xs tabular-nums ${checked ? "text-ivory/80" : "text-muted"}`}>
        {count}
      </span>
    </label>
  );
}

/** Three sliders: the filters' mark beside their name on a phone. */
function FilterIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="none" stroke="currentColor" strokeWidth="1.4">
      <path d="M3 5h14M3 10h14M3 15h14" />
      <circle cx="7" cy="5" r="1.8" fill="var(--color-ivory)" />
      <circle cx="13" cy="10" r="1.8" fill="var(--color-ivory)" />
      <circle cx="9" cy="15" r="1.8" fill="var(--color-ivory)" />
    </svg>
  );
}
