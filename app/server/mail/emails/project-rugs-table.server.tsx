import type { CSSProperties } from "react";
import { formatNumber } from "~/i18n/numbers";
import { singleLine } from "~/leads/forms/clean-text";
import type { Lead } from "~/leads/forms/lead";
import { type ProjectItem, projectItemTotals } from "~/leads/forms/project-items";
import { color, link, SectionHeading, sans, text } from "../mail-layout.server";
import { confirmationWords, fill, notificationWords } from "../mail-words.server";

/*
 * What a project request adds to its e-mails: the rugs of the visitor's project, a row each with
 * its code, name, size, colours, quantity, area and a link to its configuration; for the sales
 * team also the place the visitor gave each one, and the totals. Every value but the place was
 * worked out by the server from her project; the place is typed text, so it goes to the sales
 * team only (as text, never markup), never back to the address the form named.
 */

type Cell = { value: string; href?: string };

/** A project request's rugs as one of its e-mails shows them: the columns' labels, a row of cells per rug. */
export type ProjectItemsSection = {
  items?: { heading: string; note?: string; columns: string[]; rows: Cell[][]; total?: string };
};

/** The rugs a lead carries, if it is a project request. */
const itemsOf = (lead: Lead): ProjectItem[] | null => (lead.form === "project" ? lead.items : null);

/** The cells every e-mail shows of a rug, in the columns' order, in `lang`'s numbers. */
function itemCells(item: ProjectItem, lang: Lead["lang"], words: { open: string }) {
  return {
    code: { value: singleLine(item.code, 16) },
    rug: { value: singleLine(item.rug, 120) },
    size: { value: singleLine(item.size, 40) },
    colours: { value: singleLine(item.colours.join(" "), 80) },
    quantity: { value: formatNumber(item.quantity, lang) },
    area: { value: formatNumber(item.areaM2, lang, 2) },
    link: { value: words.open, href: item.href },
  } satisfies Record<string, Cell>;
}

/** The sales notification's rugs: in Spanish, with the place the visitor gave each, and the totals. */
export function projectItemsNotification(lead: Lead): ProjectItemsSection {
  const items = itemsOf(lead);
  if (!items) return {};
  const copy = notificationWords.items;
  const { columns } = copy;
  const totals = projectItemTotals(items);
  return {
    items: {
      heading: copy.heading,
      note: copy.note,
      columns: [
        columns.code,
        columns.place,
        columns.rug,
        columns.size,
        columns.colours,
        columns.quantity,
        columns.area,
        columns.link,
      ],
      rows: items.map((item) => {
        const cells = itemCells(item, "es", copy);
        const place = { value: singleLine(item.place, 60) || "—" };
        return [cells.code, place, cells.rug, cells.size, cells.colours, cells.quantity, cells.area, cells.link];
      }),
      total: fill(copy.total, {
        items: formatNumber(items.length, "es"),
        rugs: formatNumber(totals.rugs, "es"),
        area: formatNumber(totals.areaM2, "es", 2),
      }),
    },
  };
}

/** The visitor's confirmation's rugs: in her language, without the place she typed. */
export function projectItemsConfirmation(lead: Lead): ProjectItemsSection {
  const items = itemsOf(lead);
  if (!items) return {};
  const copy = confirmationWords[lead.lang].items;
  const { columns } = copy;
  return {
    items: {
      heading: copy.heading,
      columns: [columns.code, columns.rug, columns.size, columns.colours, columns.quantity, columns.area, columns.link],
      rows: items.map((item) => {
        const cells = itemCells(item, lead.lang, copy);
        return [cells.code, cells.rug, cells.size, cells.colours, cells.quantity, cells.area, cells.link];
      }),
    },
  };
}

const cellStyle: CSSProperties = {
  padding: "6px 8px 6px 0",
  borderBottom: `1px solid ${color.line}`,
  fontFamily: sans,
  fontSize: 12,
  lineHeight: "18px",
  color: color.ink,
  textAlign: "left",
  verticalAlign: "top",
  wordBreak: "break-word",
};

/** The rugs' section of either e-mail: a table with a header row, then the totals. */
export function ProjectItemsEmailSection({ items }: ProjectItemsSection) {
  if (!items) return null;
  return (
    <>
      <SectionHeading>{items.heading}</SectionHeading>
      {items.note ? (
        <p style={{ ...text, fontSize: 12, lineHeight: "18px", color: color.muted }}>{items.note}</p>
      ) : null}
      <table width="100%" cellPadding={0} cellSpacing={0} border={0} style={{ borderCollapse: "collapse" }}>
        <thead>
          <tr>
            {items.columns.map((label) => (
              <th
                key={label}
                scope="col"
                style={{ ...cellStyle, fontSize: 11, fontWeight: "normal", color: color.muted }}
              >
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {items.rows.map((row) => (
            <tr key={row[0]?.value}>
              {row.map((cell, index) => (
                // Cells of one row, in the columns' order: their position is their identity.
                // biome-ignore lint/suspicious/noArrayIndexKey: static markup, never reordered
                <td key={index} style={cellStyle}>
                  {cell.href ? (
                    <a href={cell.href} style={link}>
                      {cell.value}
                    </a>
                  ) : (
                    cell.value
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {items.total ? <p style={{ ...text, margin: "12px 0 0", fontSize: 13 }}>{items.total}</p> : null}
    </>
  );
}

/**
 * The rugs as blocks of the text part (`colon` as the reader's language writes it): the heading,
 * then a block per rug, its code first and each other cell as `label: value` (a link as its
 * address), then the totals.
 */
export function projectItemsText({ items }: ProjectItemsSection, colon = ":"): string[] {
  if (!items) return [];
  const [, ...labels] = items.columns;
  const rugs = items.rows.map(([code, ...cells]) =>
    [code?.value ?? "", ...cells.map((cell, index) => `${labels[index]}${colon} ${cell.href ?? cell.value}`)].join(
      "\n",
    ),
  );
  return [
    [items.heading, ...(items.note ? [`(${items.note})`] : [])].join("\n"),
    ...rugs,
    ...(items.total ? [items.total] : []),
  ];
}
