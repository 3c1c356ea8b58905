import { fill } from "~/i18n/translate";
import type { LeadRecord } from "~/leads/server/lead-record.server";
import { type PageContext, StaffForm, When } from "~/server/admin/layout.server";
import { leadWords } from "./lead-words.server";

type Delivery = LeadRecord["deliveries"][number];

/**
 * When a delivery went, as the person who sent it expects to read it: a sent one, its time (and its
 * attempts only when it took more than one); one on its way, when it left; a failed one, its
 * attempts and its next.
 */
function DeliveryTime({ context, delivery }: { context: PageContext; delivery: Delivery }) {
  const { lang } = context;
  const words = leadWords[lang];
  if (delivery.status === "sent" && delivery.sentAt) {
    return (
      <>
        {context.t.deliveries.status.sent} <When at={delivery.sentAt} lang={lang} />
        {delivery.attempts > 1 ? ` · ${fill(words.attempts, { count: delivery.attempts })}` : null}
      </>
    );
  }
  if (delivery.status === "pending") {
    const [before, after] = words.queuedAt.split("{{at}}");
    return (
      <>
        {before}
        <When at={delivery.createdAt} lang={lang} />
        {after}
      </>
    );
  }
  return (
    <>
      {fill(words.attempts, { count: delivery.attempts })}
      {" · "}
      {fill(words.nextAttempt, { at: "" })}
      <When at={delivery.nextAttemptAt} lang={lang} />
    </>
  );
}

/** One delivery: its kind and state, to whom, when, its error, and a way to send it again. */
function DeliveryItem({ context, lead, delivery }: { context: PageContext; lead: LeadRecord; delivery: Delivery }) {
  const words = leadWords[context.lang];
  const { kinds, status } = context.t.deliveries;
  return (
    <li data-delivery={delivery.kind}>
      <strong>{kinds[delivery.kind]}</strong>{" "}
      {delivery.status === "pending" ? (
        // Queued a moment ago and never failed: on its way, not a problem waiting for a retry.
        <span className="badge pending">{words.onItsWay}</span>
      ) : (
        <span className={`badge ${delivery.status}`}>{status[delivery.status]}</span>
      )}
      <br />
      {delivery.recipients ? (
        <span className="muted">{fill(words.to, { to: delivery.recipients.join(", ") })} · </span>
      ) : null}
      <span className="muted">
        <DeliveryTime context={context} delivery={delivery} />
      </span>
      {delivery.lastError ? <p className="alert">{fill(words.lastError, { error: delivery.lastError })}</p> : null}
      <StaffForm context={context} action={`/admin/leads/${lead.id}/deliveries/${delivery.id}/resend`}>
        <button type="submit" className="secondary">
          {delivery.status === "sent" ? words.resend : words.retry}
          <span className="sr"> · {kinds[delivery.kind]}</span>
        </button>
      </StaffForm>
    </li>
  );
}

/** The card "Deliveries": the lead's e-mails and CRM events, each with its state and a way to send it again. */
export function DeliveriesCard({ context, lead }: { context: PageContext; lead: LeadRecord }) {
  const words = leadWords[context.lang];
  return (
    <section className="card" aria-labelledby="deliveries-title" id="deliveries">
      <h2 id="deliveries-title">{words.deliveries}</h2>
      {lead.deliveries.length === 0 ? <p>{words.noDeliveries}</p> : null}
      <ul className="plain">
        {lead.deliveries.map((delivery) => (
          <DeliveryItem key={delivery.id} context={context} lead={lead} delivery={delivery} />
        ))}
      </ul>
    </section>
  );
}
