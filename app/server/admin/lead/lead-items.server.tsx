import { formatNumber } from "~/i18n/numbers";
import { fill } from "~/i18n/translate";
import { type ProjectItem, projectItemTotals } from "~/leads/forms/project-items";
import type { LeadRecord } from "~/leads/server/lead-record.server";
import { sampleColours } from "~/leads/server/requested-design.server";
import type { PageContext } from "~/server/admin/layout.server";
import { Swatches, typed } from "./lead-fields.server";
import { leadWords } from "./lead-words.server";

/** One rug of the project: its cells, each labelled for the narrow screen's cards. */
function ItemRow({ context, item }: { context: PageContext; item: ProjectItem }) {
  const words = leadWords[context.lang];
  const columns = words.itemColumns;
  const number = (value: number, digits = 0) => formatNumber(value, context.lang, digits);
  return (
    <tr>
      <td data-label={columns.code}>{item.code}</td>
      {/* The visitor's words: React writes them as text, markup and all. */}
      <td data-label={columns.place}>{typed(item.place) || "—"}</td>
      <td data-label={columns.rug}>{item.rug}</td>
      <td data-label={columns.size}>{item.size}</td>
      <td data-label={columns.colours}>
        <Swatches colours={sampleColours(item.colours, context.lang)} />
      </td>
      <td data-label={columns.quantity}>{number(item.quantity)}</td>
      <td data-label={columns.area}>{number(item.areaM2, 2)}</td>
      <td data-label={columns.link}>
        <a href={item.href}>{words.itemsOpen}</a>
      </td>
    </tr>
  );
}

/**
 * The card "The project's rugs" of a project request: a row per rug with its code, place,
 * name, size, colours (with their swatches), quantity, area and a link to its configuration,
 * then the totals. Nothing for any other form.
 */
export function ProjectItemsCard({ context, lead }: { context: PageContext; lead: LeadRecord }) {
  if (!lead.items) return null;
  const words = leadWords[context.lang];
  const columns = words.itemColumns;
  const number = (value: number, digits = 0) => formatNumber(value, context.lang, digits);
  const totals = projectItemTotals(lead.items);
  return (
    <section className="card" aria-labelledby="items-title" id="items">
      <h2 id="items-title">{words.items}</h2>
      <p className="muted">{words.itemsNote}</p>
      <table className="cards" aria-labelledby="items-title">
        <thead>
          <tr>
            {Object.values(columns).map((label) => (
              <th key={label} scope="col">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {lead.items.map((item) => (
            <ItemRow key={item.code} context={context} item={item} />
          ))}
        </tbody>
      </table>
      <p>
        {fill(words.itemsTotal, {
          items: number(lead.items.length),
          rugs: number(totals.rugs),
          area: number(totals.areaM2, 2),
        })}
      </p>
    </section>
  );
}
