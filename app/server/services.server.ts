import type { CatalogueManifest } from "~/content/catalogue-manifest";
import { designedRug } from "~/content/collection/rug-name";
import { collectionFrom } from "~/content/collection/shown";
import { topViewArtwork } from "~/content/collection/top-view";
import { type ContentSnapshot, seedSnapshot } from "~/content/documents";
import type { Lead } from "~/leads/forms/lead";
import { startFollowUpDigests } from "~/leads/server/follow-up-digest.server";
import type { WriteReply } from "~/leads/server/reply.server";
import { startRetention } from "~/leads/server/retention.server";
import { loadRoomPicture } from "~/leads/server/stored-lead.server";
import { openStorage, type Storage } from "~/platform/db/db.server";
import type { Env } from "~/platform/env.server";
import { watchOutbox } from "~/platform/observability/metrics.server";
import { requestsInFlight } from "~/platform/observability/request-log.server";
import type { TopViewPicture } from "~/rug/artwork/top-view-artwork";
import { purgeShares } from "~/selection/server/shares.server";
import { catalogueUrl, readCatalogueManifest } from "./content/catalogues.server";
import { largestMediaFile } from "./content/media.server";
import { followUpsEmail } from "./mail/emails/follow-ups.server";
import { configurationOfLead } from "./mail/emails/quote.server";
import { replyEmailParts } from "./mail/emails/reply-mail.server";
import { renderLeadEmail } from "./mail/mail-render.server";
import { createSendMail } from "./mail/transport.server";
import { createWebhookDelivery } from "./outbox/webhook.server";
import { outboxState, type RenderEmail, startOutboxWorker } from "./outbox/worker.server";

/**
 * What route actions and handlers need from the process: configuration, storage, the outbox,
 * whether leads go to the CRM, a clock.
 */
export type Services = {
  env: Env;
  storage: Storage;
  outbox: ReturnType<typeof startOutboxWorker>;
  retention: ReturnType<typeof startRetention>;
  /** Queues each morning's follow-ups e-mails (leads/follow-up-digest.server.ts). */
  followUps: ReturnType<typeof startFollowUpDigests>;
  /** Whether each new lead is also sent to the CRM (LEADS_WEBHOOK_URL is set). */
  leadsWebhook: boolean;
  /**
   * The catalogue of each language (its PDF's path, pages, size): the build's, until a published
   * change redraws one (http/live-pages.server.ts sets `current`).
   */
  catalogues: { built: CatalogueManifest; current: CatalogueManifest };
  /**
   * The published content as this process's pages show it (http/live-pages.server.ts sets
   * `snapshot`): a quote's e-mails draw its design's colourway with its picture from above.
   */
  content?: { snapshot: ContentSnapshot };
  now: () => Date;
  /** Writes the e-mail of a reply from a lead's page (mail/emails/reply-mail.server.tsx). */
  writeReply: WriteReply;
};

let services: Promise<Services> | undefined;

/**
 * The process's storage, outbox worker and retention job, started once at server start
 * (migrations first) and shared by every request.
 */
export function startServices(env: Env, options: { clientDir: string }): Promise<Services> {
  services ??= (async () => {
    const storage = await openStorage({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
    const send = createSendMail({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, dataDir: env.DATA_DIR });
    const built = readCatalogueManifest(options.clientDir);
    const catalogues = { built, current: built };
    const content = { snapshot: seedSnapshot };
    // The lead's e-mails are written when sent, with this server's addresses and catalogues.
    // The sales notification of a quote request carries the room picture it was sent with.
    const render: RenderEmail = async (lead, kind, { confirmationSent }) => {
      const picture = kind === "notification" && lead.form === "quote" ? await loadRoomPicture(storage, lead.id) : null;
      const topView = await quoteTopView(storage, lead, content.snapshot);
      return renderLeadEmail(lead, kind, {
        leadsTo: { address: env.LEADS_TO },
        siteUrl: env.SITE_URL,
        catalogueUrl: catalogueUrl({ env, catalogues: catalogues.current }, lead.lang),
        confirmationSent,
        ...(picture ? { roomPicture: picture } : {}),
        ...(topView ? { topView } : {}),
      });
    };
    const outbox = startOutboxWorker(storage, send, {
      render,
      // Rows stored while a URL was set wait, with an error, while it is not.
      deliverWebhook: createWebhookDelivery({
        url: env.LEADS_WEBHOOK_URL,
        secret: env.LEADS_WEBHOOK_SECRET,
        siteUrl: env.SITE_URL,
      }),
      leaseMs: env.OUTBOX_LEASE_SECONDS * 1000,
      busy: () => requestsInFlight() > 0,
    });
    outbox.wake(); // e-mails left over from before a restart
    watchOutbox(() => outboxState(storage, new Date()));
    const retention = startRetention(
      storage,
      env.DATA_DIR,
      { leadRetentionDays: env.LEAD_RETENTION_DAYS, outboxKeepDays: env.OUTBOX_KEEP_DAYS },
      // A shared project's copy goes a month after its link expired.
      { purges: [{ what: "selection_shares", purge: purgeShares }] },
    );
    const leadsWebhook = env.LEADS_WEBHOOK_URL !== undefined;
    const now = () => new Date();
    const followUps = startFollowUpDigests(storage, {
      write: (to, lang, leads, today) => followUpsEmail(to, lang, leads, today, env.SITE_URL),
      now,
      wake: outbox.wake,
      hour: env.FOLLOW_UPS_HOUR,
      intervalMs: env.FOLLOW_UPS_CHECK_SECONDS * 1000,
    });
    return {
      env,
      storage,
      outbox,
      retention,
      followUps,
      leadsWebhook,
      catalogues,
      content,
      now,
      writeReply: replyEmailParts,
    };
  })();
  return services;
}

export async function stopServices() {
  if (!services) return;
  const { storage, outbox, retention, followUps } = await services;
  await followUps.stop();
  await retention.stop();
  await outbox.stop();
  await storage.close();
}

/**
 * The picture from above of the design's colourway a quote request's rug is (a studio design's
 * artwork), read from storage by the name the published content gives; none for any other lead,
 * rug or colours, or when it cannot be read (the rug is drawn as without it).
 */
async function quoteTopView(
  storage: Storage,
  lead: Lead,
  snapshot: ContentSnapshot,
): Promise<TopViewPicture | undefined> {
  if (lead.form !== "quote") return undefined;
  const configuration = configurationOfLead(lead);
  const rug = configuration ? designedRug(configuration, collectionFrom(snapshot, lead.lang)) : null;
  const view = topViewArtwork(rug?.colourway ?? null);
  if (!view) return undefined;
  const bytes = await largestMediaFile(storage, view.media).catch(() => null);
  return bytes ? { view, bytes } : undefined;
}
