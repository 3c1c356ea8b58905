import { fill } from "~/i18n/translate";
import { singleLine } from "~/leads/forms/clean-text";
import type { DueFollowUp, FollowUpsEmail } from "~/leads/server/follow-up-digest.server";
import { daysBetween } from "~/leads/server/madrid-day.server";
import { Heading, Layout, link, Rows, text, toHtml } from "../mail-layout.server";
import { plainText, rowLines } from "../plain-text.server";
import { followUpsWords } from "./follow-ups-words.server";

/*
 * A staff member's morning e-mail of follow-ups due (leads/follow-up-digest.server.ts queues it):
 * each lead's name, company, reference, note and how late it is, linked to its page in the back
 * office; in the back office's words (Spanish or English).
 */

/** What a sent follow-ups e-mail keeps: who got it, its subject and which leads; never their names or notes. */
export function keptFollowUps(email: FollowUpsEmail) {
  return { kind: email.kind, to: email.to, subject: email.subject, leadIds: email.leadIds };
}

/** The e-mail of `leads` for a staff member, in `lang`, on `today`, its links on `siteUrl`. */
export function followUpsEmail(
  to: string,
  lang: "es" | "en",
  leads: DueFollowUp[],
  today: string,
  siteUrl: string,
): FollowUpsEmail {
  const w = followUpsWords[lang];
  const subject = leads.length === 1 ? w.subjectOne : fill(w.subject, { count: leads.length });
  const items = leads.map((lead) => {
    const late = daysBetween(lead.on, today);
    const href = `${siteUrl}/admin/leads/${lead.id}`;
    const rows = [
      { label: w.reference, value: lead.id },
      ...(lead.company ? [{ label: w.company, value: singleLine(lead.company) }] : []),
      ...(lead.note ? [{ label: w.note, value: lead.note }] : []),
    ];
    return {
      title: lead.name ? singleLine(lead.name) : w.untitled,
      when: late <= 0 ? w.today : late === 1 ? w.overdueOne : fill(w.overdue, { days: late }),
      href,
      rows,
    };
  });
  const html = toHtml(
    <Layout lang={lang} title={subject} preheader={subject} footer={[w.footer]}>
      <Heading>{w.title}</Heading>
      <p style={text}>{w.intro}</p>
      {items.map((item) => (
        <div key={item.href}>
          <p style={{ ...text, margin: "24px 0 8px" }}>
            <a href={item.href} style={{ ...link, fontWeight: 600 }}>
              {item.title}
            </a>{" "}
            · {item.when}
          </p>
          <Rows rows={[...item.rows, { label: w.open, value: item.href, href: item.href }]} />
        </div>
      ))}
    </Layout>,
  );
  const textPart = plainText(
    [
      `${w.title}\n\n${w.intro}`,
      ...items.map((item) => [`${item.title} · ${item.when}`, ...rowLines(item.rows), item.href].join("\n")),
    ],
    [w.footer],
  );
  return {
    kind: "follow-ups",
    to: { address: to },
    subject,
    html,
    text: textPart,
    leadIds: leads.map((lead) => lead.id),
  };
}
