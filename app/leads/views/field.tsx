import type { ReactNode } from "react";

const control =
  "mt-2 block w-full rounded-sm border bg-white/80 px-4 py-3 text-base text-ink placeholder:text-muted/70 focus:border-ink focus:outline-2 focus:outline-offset-1 focus:outline-ink aria-[invalid=true]:border-[#b42318]";

type Common = {
  name: string;
  label: string;
  /** A translated message, shown under the field. */
  error?: string;
  optionalLabel?: string;
  required?: boolean;
  defaultValue?: string;
  className?: string;
};

function Wrapper(props: Common & { children: ReactNode }) {
  const { name, label, error, optionalLabel, required, className = "", children } = props;
  return (
    <div className={className}>
      <label htmlFor={`field-${name}`} className="text-sm font-medium text-charcoal">
        {label}
        {!required && optionalLabel ? <span className="font-normal text-muted"> ({optionalLabel})</span> : null}
      </label>
      {children}
      {error ? (
        <p id={`field-${name}-error`} className="mt-1.5 text-sm text-[#b42318]">
          {error}
        </p>
      ) : null}
    </div>
  );
}

const aria = (name: string, error: string | undefined) => ({
  id: `field-${name}`,
  name,
  "aria-invalid": error ? true : undefined,
  "aria-describedby": error ? `field-${name}-error` : undefined,
});

export function TextField(
  props: Common & { type?: "text" | "email" | "tel"; autoComplete?: string; inputMode?: "email" | "tel" | "text" },
) {
  const { type = "text", autoComplete, required, defaultValue, name, error } = props;
  return (
    <Wrapper {...props}>
      <input
        {...aria(name, error)}
        type={type}
        autoComplete={autoComplete}
        required={required}
        aria-required={required}
        defaultValue={defaultValue}
        className={`${control} border-line`}
      />
    </Wrapper>
  );
}

export function TextArea(props: Common & { rows?: number }) {
  const { rows = 4, required, defaultValue, name, error } = props;
  return (
    <Wrapper {...props}>
      <textarea
        {...aria(name, error)}
        rows={rows}
        required={required}
        aria-required={required}
        defaultValue={defaultValue}
        className={`${control} resize-y border-line`}
      />
    </Wrapper>
  );
}

export function SelectField(
  props: Common & {
    options: { value: string; label: string }[];
    /** See SelectFieldDefinition. */
    fromAddress?: string;
  },
) {
  const { options, defaultValue, name, error, fromAddress } = props;
  return (
    <Wrapper {...props}>
      <select
        {...aria(name, error)}
        // The name the head's script looks for (fromAddressAttribute).
        data-from-address={fromAddress}
        defaultValue={defaultValue ?? ""}
        className={`${control} border-line`}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Wrapper>
  );
}
