import { randomUUID } from "node:crypto";

/**
 * A new outbox row, waiting and due at `at`: a lead's e-mail or CRM event (`leadId`), or an e-mail
 * of no one lead (null: the morning follow-ups). `message` is what the worker sends (JSON).
 */
export function outboxRow(leadId: string | null, kind: string, message: string, at: string, id: string = randomUUID()) {
  return {
    id,
    lead_id: leadId,
    kind,
    message,
    status: "pending" as const,
    next_attempt_at: at,
    locked_until: null,
    last_error: null,
    sent_at: null,
    created_at: at,
  };
}
