import { Fragment } from "react";
import { type Campaign, campaignParameters } from "~/leads/forms/lead-source";
import type { LeadRecord } from "~/leads/server/lead-record.server";
import { type PageContext, When } from "./layout.server";

/**
 * A lead's "Origin" card: the page its form was sent from, that page's campaign and the site that
 * led there, and the visit's first page when the visitor allowed analytics; for a lead stored
 * before any of it was kept, a line saying so. Every value was cleaned at intake
 * (lead-source.server.ts); React escapes it again, and the other site is shown as text, never
 * as a link.
 */
export function LeadSourceCard({ context, lead }: { context: PageContext; lead: Pick<LeadRecord, "source"> }) {
  const { lang } = context;
  const t = context.t.desk.source;
  const source = lead.source;
  return (
    <section className="card" aria-labelledby="source-title" id="source">
      <h2 id="source-title">{t.title}</h2>
      {source ? (
        <>
          <dl className="fields">
            <dt>{t.page}</dt>
            <dd>{source.page ? <a href={source.page}>{source.page}</a> : "—"}</dd>
            <CampaignRows t={t} campaign={source.utm} />
            <dt>{t.referrer}</dt>
            <dd>{source.referrer ?? <span className="muted">{t.direct}</span>}</dd>
          </dl>
          <h3>{t.visit}</h3>
          {source.visit ? (
            <dl className="fields">
              <dt>{t.landing}</dt>
              <dd>
                <a href={source.visit.landing}>{source.visit.landing}</a>
              </dd>
              <dt>{t.visitAt}</dt>
              <dd>
                <When at={source.visit.at} lang={lang} />
              </dd>
              <CampaignRows t={t} campaign={source.visit.utm} />
              <dt>{t.referrer}</dt>
              <dd>{source.visit.referrer ?? <span className="muted">{t.direct}</span>}</dd>
            </dl>
          ) : (
            <p className="muted">{t.noVisit}</p>
          )}
        </>
      ) : (
        <p className="muted">{t.unknown}</p>
      )}
    </section>
  );
}

/** A campaign's `utm_*`, one row each it has, or one row saying there is none. */
function CampaignRows({ t, campaign }: { t: PageContext["t"]["desk"]["source"]; campaign: Campaign }) {
  const keys = (Object.keys(campaignParameters) as (keyof Campaign)[]).filter((key) => campaign[key]);
  if (keys.length === 0)
    return (
      <>
        <dt>{t.campaign.campaign}</dt>
        <dd className="muted">{t.noCampaign}</dd>
      </>
    );
  return (
    <>
      {keys.map((key) => (
        <Fragment key={key}>
          <dt>{t.campaign[key]}</dt>
          <dd>{campaign[key]}</dd>
        </Fragment>
      ))}
    </>
  );
}
