import { openStorage, type Storage } from "./db/db.server";
import type { Env } from "./env.server";
import { createSendMail } from "./mail/transport.server";
import { startOutboxWorker } from "./outbox.server";

export type Services = { storage: Storage; outbox: ReturnType<typeof startOutboxWorker> };

let services: Promise<Services> | undefined;

/**
 * The process's storage and outbox worker, started once at server start (migrations first) and
 * shared by every route action.
 */
export function startServices(env: Env): Promise<Services> {
  services ??= (async () => {
    const storage = await openStorage({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
    const send = createSendMail({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, dataDir: env.DATA_DIR });
    const outbox = startOutboxWorker(storage, send);
    outbox.wake(); // e-mails left over from before a restart
    return { storage, outbox };
  })();
  return services;
}

export function getServices(): Promise<Services> {
  if (!services) throw new Error("Services are not started");
  return services;
}

export async function stopServices() {
  if (!services) return;
  const { storage, outbox } = await services;
  await outbox.stop();
  await storage.close();
}
