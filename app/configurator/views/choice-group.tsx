import type { ReactNode } from "react";

/**
 * A group of radio buttons under its legend: each option a card (its own content: a label,
 * a small drawing, a hint). The native radio covers its card, transparent, so a tap anywhere on
 * the card is a tap on it, the group is reached with Tab and moved through with the arrow keys,
 * and screen readers announce it as one choice.
 */
export function ChoiceGroup<Value extends string>(props: {
  legend: string;
  name: string;
  value: Value;
  options: readonly { value: Value; content: ReactNode }[];
  onChange: () => void;
  columns?: string;
  error?: string;
}) {
  const { legend, name, value, options, onChange, columns = "grid-cols-2 sm:grid-cols-3", error } = props;
  const errorId = `cfg-${name}-error`;
  return (
    <fieldset className="flex flex-col gap-3" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-3 font-display text-2xl leading-tight">{legend}</legend>
      <div className={`grid gap-2 ${columns}`}>
        {options.map((option) => (
          <label
            key={option.value}
            className="relative flex min-w-0 cursor-pointer items-center gap-3 rounded-sm border border-line bg-white/70 px-3 py-2.5 text-sm transition-colors hover:border-ink/50 has-checked:border-ink has-checked:bg-ivory has-checked:ring-1 has-checked:ring-ink has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-bronze"
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={option.value === value}
              onChange={onChange}
              className="absolute inset-0 m-0 size-full cursor-pointer appearance-none opacity-0"
            />
            <span className="flex min-w-0 items-center gap-3 hyphens-auto break-words">{option.content}</span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="text-sm text-[#b42318]">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** A number field of the configurator: label, unit in the label, hint and problem under it. */
export function NumberField(props: {
  name: string;
  label: string;
  value: string;
  min: number;
  max: number;
  hint?: string;
  error?: string;
  onChange: () => void;
}) {
  const { name, label, value, min, max, hint, error, onChange } = props;
  const id = `cfg-${name}`;
  const described = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ");
  return (
    <div className="flex flex-col">
      <label htmlFor={id} className="text-sm font-medium text-charcoal">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        step={1}
        value={value}
        onChange={onChange}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        className="mt-2 block w-full rounded-sm border border-line bg-white/80 px-4 py-3 text-base text-ink focus:border-ink focus:outline-2 focus:outline-offset-1 focus:outline-ink aria-[invalid=true]:border-[#b42318]"
      />
      {hint ? (
        <p id={`${id}-hint`} className="mt-1.5 text-xs text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-[#b42318]">
          {error}
        </p>
      ) : null}
    </div>
  );
}
