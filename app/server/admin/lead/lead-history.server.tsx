import { fill } from "~/i18n/translate";
import type { LeadEvent } from "~/leads/server/lead-events.server";
import type { LeadRecord } from "~/leads/server/lead-record.server";
import { assignmentActor } from "~/leads/server/store.server";
import { type PageContext, When } from "~/server/admin/layout.server";
import { leadWords } from "./lead-words.server";

/** Who made a change: a staff member's address, or what made it when nobody did (a rule at intake, the operator's command). */
function actorName(context: PageContext, actor: string): string {
  const words = leadWords[context.lang];
  return actor === assignmentActor ? words.actorRule : actor === "command line" ? words.actorCommandLine : actor;
}

/** What a staff member's change to a lead says in its history. */
function eventText(context: PageContext, event: LeadEvent, kindOf: (outboxId: string) => string): string {
  const { lang } = context;
  const words = leadWords[lang];
  const { states } = context.t;
  const actor = actorName(context, event.actor);
  switch (event.kind) {
    case "state":
      return fill(words.eventState, { actor, from: states[event.detail.from], to: states[event.detail.to] });
    case "note":
      return fill(words.eventNote, { actor });
    case "resend":
      return fill(words.eventResend, { actor, kind: kindOf(event.detail.resentFrom) });
    case "retry":
      return fill(words.eventRetry, { actor, kind: kindOf(event.detail.outboxId) });
    case "assign":
      return event.detail.to === null
        ? fill(words.eventUnassign, { actor })
        : fill(words.eventAssign, { actor, to: event.detail.to });
    case "follow-up":
      return event.detail.on === null
        ? fill(words.eventFollowUpDone, { actor })
        : fill(words.eventFollowUp, {
            actor,
            on: new Intl.DateTimeFormat(lang, { dateStyle: "long", timeZone: "UTC" }).format(
              new Date(`${event.detail.on}T00:00:00Z`),
            ),
          });
    case "reply":
      return fill(words.eventReply, { actor, subject: event.detail.subject });
  }
}

/** The card "History": every change to the lead, each with when and who. */
export function HistoryCard({ context, lead }: { context: PageContext; lead: LeadRecord }) {
  const words = leadWords[context.lang];
  const kindOf = (outboxId: string) => {
    const delivery = lead.deliveries.find((row) => row.id === outboxId);
    return delivery ? context.t.deliveries.kinds[delivery.kind] : outboxId;
  };
  return (
    <section className="card" aria-labelledby="history-title" id="history">
      <h2 id="history-title">{words.history}</h2>
      {lead.events.length === 0 ? <p className="muted">{words.noHistory}</p> : null}
      <ol className="timeline">
        {lead.events.map((event) => (
          <li key={`${event.at}-${event.kind}-${event.actor}-${JSON.stringify(event.detail)}`}>
            <When at={event.at} lang={context.lang} />
            <br />
            {eventText(context, event, kindOf)}
          </li>
        ))}
      </ol>
    </section>
  );
}
