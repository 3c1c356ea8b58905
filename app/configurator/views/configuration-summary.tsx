import type { MouseEvent } from "react";
import { buttonStyles } from "~/components/ui/button";
import { followsChoice } from "~/components/ui/early-choices";
import type { ConfiguratorWords } from "~/configurator/words";
import type { Language } from "~/i18n/languages";
import { fill } from "~/i18n/translate";
import type { ParsedConfiguration } from "~/rug/configuration";
import { sizeKind } from "~/rug/options";
import { summaryNotes, summaryRows } from "~/rug/summary";
import { RoomDialog } from "./room-dialog";

/**
 * The configured rug in words beside its drawing: what was chosen, what follows from it, and the
 * ways on: the quote, the link to share, the specification sheet, the rug in the visitor's room.
 */
export function ConfigurationSummary({
  copy,
  lang,
  configuration,
  name,
  hasProblems,
  shareUrl,
  sheetUrl,
  packUrl,
  copied,
  onCopyLink,
}: {
  copy: ConfiguratorWords;
  lang: Language;
  configuration: ParsedConfiguration["configuration"];
  /** The rug's name: the design and colourway it is, or a free configuration. */
  name: string;
  /** Whether some of what was entered could not be used (the drawing shows the nearest rug). */
  hasProblems: boolean;
  shareUrl: string;
  sheetUrl: string;
  /** The specifier's pack of the configuration (a ZIP). */
  packUrl: string;
  /** Whether the link to share was just copied. */
  copied: boolean;
  onCopyLink: (event: MouseEvent<HTMLAnchorElement>) => void;
}) {
  const rows = summaryRows(configuration, copy, lang, name);
  const notes = summaryNotes(configuration, copy);
  const kind = sizeKind(configuration.shape);
  return (
    <section aria-labelledby="cfg-summary-heading" data-shown-out-of-order className="order-3 flex flex-col gap-5">
      <h2 id="cfg-summary-heading" className="font-display text-2xl">
        {copy.preview.title}
      </h2>
      {hasProblems ? (
        <p role="alert" className="rounded-sm border border-[#b42318]/30 bg-[#fdf0ee] p-4 text-sm">
          {copy.problems.summary}
        </p>
      ) : null}
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-6 text-sm">
        {rows.map((row) => (
          <div key={row.id} className="col-span-2 grid grid-cols-subgrid border-b border-line py-2">
            <dt className="text-muted">{row.label}</dt>
            <dd className="text-ink">{row.value}</dd>
          </div>
        ))}
      </dl>
      {notes.map((note) => (
        <p key={note} className="text-sm text-charcoal">
          {note}
        </p>
      ))}
      <p className="text-sm text-muted">{copy.preview.noPrice}</p>
      <div className="flex flex-wrap gap-3">
        <a href="#form-quote" className={buttonStyles.solid}>
          {copy.actions.quote}
        </a>
        <a href={shareUrl} {...followsChoice} onClick={onCopyLink} className={buttonStyles.outline}>
          {copied ? copy.actions.copied : copy.actions.copyLink}
        </a>
        <a href={sheetUrl} download {...followsChoice} className={buttonStyles.outline}>
          {copy.actions.sheet}
        </a>
        <a href={packUrl} download {...followsChoice} className={buttonStyles.outline}>
          {copy.actions.pack}
        </a>
      </div>
      <RoomDialog
        configuration={configuration}
        lang={lang}
        copy={copy}
        sizeLabel={
          kind === "diameter"
            ? fill(copy.preview.diameterValue, { diameter: configuration.length })
            : fill(copy.preview.sizeValue, { length: configuration.length, width: configuration.width })
        }
      />
      <p className="sr-only" aria-live="polite">
        {copied ? copy.actions.copied : ""}
      </p>
    </section>
  );
}
