import type { ReactNode } from "react";

/** A text below a field's control, named by its id in the control's `aria-describedby`. */
type Described = { id: string; text: ReactNode };

/**
 * A form's field as the back office writes it: its label (a hint beside it, in the label's own
 * words), the control, then a note or what was wrong with it. The control is the caller's (an
 * input, a select, a textarea) with `id` as its id; it names the note or error it refers to.
 */
export function FormField({
  id,
  label,
  hint,
  note,
  error,
  className,
  children,
}: {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  note?: Described;
  error?: Described | null;
  /** "wide": the whole row of a grid of fields. */
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className ? `field ${className}` : "field"}>
      <label htmlFor={id}>
        {label}
        {hint ? (
          <>
            {" "}
            <span className="hint">{hint}</span>
          </>
        ) : null}
      </label>
      {children}
      {note ? (
        <span className="hint" id={note.id}>
          {note.text}
        </span>
      ) : null}
      {error ? (
        <p className="alert" id={error.id} role="alert">
          {error.text}
        </p>
      ) : null}
    </div>
  );
}

/** A checkbox field: the box first, its label after it. */
export function CheckField({
  id,
  label,
  className,
  children,
}: {
  id: string;
  label: ReactNode;
  /** "wide": the whole row of a grid of fields. */
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className ? `field check ${className}` : "field check"}>
      {children}
      <label htmlFor={id}>{label}</label>
    </div>
  );
}

/** One choice of a select: the value it sends and what it shows. */
export type Choice = { value: string; label: string };

/**
 * A field that is a select: a filter of a list, a rule's condition, a lead's state. `any` is the
 * first choice, sending "" (any value, none chosen yet); without it the choices alone are offered.
 */
export function SelectField({
  id,
  name,
  label,
  value,
  any,
  choices,
  required,
}: {
  id: string;
  name: string;
  label: ReactNode;
  value: string | null | undefined;
  any?: string;
  choices: readonly Choice[];
  required?: boolean;
}) {
  return (
    <FormField id={id} label={label}>
      <select id={id} name={name} defaultValue={value ?? ""} required={required}>
        {any === undefined ? null : <option value="">{any}</option>}
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </FormField>
  );
}
