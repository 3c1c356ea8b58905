/**
 * How long the site keeps what visitors send. The server enforces it (LEAD_RETENTION_DAYS,
 * OUTBOX_KEEP_DAYS; these are their defaults) and the privacy policy states it from the same
 * values, so the two cannot disagree.
 */
export type DataPolicy = { leadRetentionDays: number; outboxKeepDays: number };

export const defaultDataPolicy: DataPolicy = { leadRetentionDays: 730, outboxKeepDays: 30 };

/**
 * The specifier's project ("Mi proyecto"): the browser keeps it in a cookie for `cookieDays` after
 * its last change; a shared copy is kept on the server for `linkDays`, after which its link
 * answers that it expired, and is deleted `expiredKeptDays` later. The privacy and cookie
 * policies state these figures, and the server enforces them.
 */
export const projectPolicy = { cookieDays: 180, linkDays: 180, expiredKeptDays: 30 } as const;
