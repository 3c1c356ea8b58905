import { Fragment } from "react";
import { type Campaign, campaignParameters } from "~/leads/forms/lead-source";
import type { LeadRecord } from "~/leads/server/lead-record.server";
import { type PageContext, When } from "~/server/admin/layout.server";
import { type LeadSourceWords, leadSourceWords } from "./lead-source-words.server";

/**
 * A lead's "Origin" card: the page its form was sent from, that page's campaign and the site that
 * led there, and the visit's first page when the visitor allowed analytics; for a lead stored
 * before any of it was kept, a line saying so. Every value was cleaned at intake
 * (lead-source.server.ts); React escapes it again, and the other site is shown as text, never
 * as a link.
 */
export function LeadSourceCard({ context, lead }: { context: PageContext; lead: Pick<LeadRecord, "source"> }) {
  const { lang } = context;
  const words = leadSourceWords[lang];
  const source = lead.source;
  return (
    <section className="card" aria-labelledby="source-title" id="source">
      <h2 id="source-title">{words.title}</h2>
      {source ? (
        <>
          <dl className="fields">
            <dt>{words.page}</dt>
            <dd>{source.page ? <a href={source.page}>{source.page}</a> : context.t.none}</dd>
            <CampaignRows words={words} campaign={source.utm} />
            <dt>{words.referrer}</dt>
            <dd>{source.referrer ?? <span className="muted">{words.direct}</span>}</dd>
          </dl>
          <h3>{words.visit}</h3>
          {source.visit ? (
            <dl className="fields">
              <dt>{words.landing}</dt>
              <dd>
                <a href={source.visit.landing}>{source.visit.landing}</a>
              </dd>
              <dt>{words.visitAt}</dt>
              <dd>
                <When at={source.visit.at} lang={lang} />
              </dd>
              <CampaignRows words={words} campaign={source.visit.utm} />
              <dt>{words.referrer}</dt>
              <dd>{source.visit.referrer ?? <span className="muted">{words.direct}</span>}</dd>
            </dl>
          ) : (
            <p className="muted">{words.noVisit}</p>
          )}
        </>
      ) : (
        <p className="muted">{words.unknown}</p>
      )}
    </section>
  );
}

/** A campaign's `utm_*`, one row each it has, or one row saying there is none. */
function CampaignRows({ words, campaign }: { words: LeadSourceWords; campaign: Campaign }) {
  const keys = (Object.keys(campaignParameters) as (keyof Campaign)[]).filter((key) => campaign[key]);
  if (keys.length === 0)
    return (
      <>
        <dt>{words.campaign.campaign}</dt>
        <dd className="muted">{words.noCampaign}</dd>
      </>
    );
  return (
    <>
      {keys.map((key) => (
        <Fragment key={key}>
          <dt>{words.campaign[key]}</dt>
          <dd>{campaign[key]}</dd>
        </Fragment>
      ))}
    </>
  );
}
