/**
 * How long the site keeps what visitors send. The server enforces it (LEAD_RETENTION_DAYS,
 * OUTBOX_KEEP_DAYS; these are their defaults) and the privacy policy states it from the same
 * values, so the two cannot disagree.
 */
export type DataPolicy = { leadRetentionDays: number; outboxKeepDays: number };

export const defaultDataPolicy: DataPolicy = { leadRetentionDays: 730, outboxKeepDays: 30 };
