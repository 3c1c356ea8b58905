import type { LeadForm } from "~/leads/forms/definitions";

/** What each language's file of reply templates holds (templates.server.ts reads them). */
export type ReplyTemplate = { subject: string; body: string };

export type ReplyTemplates = {
  /**
   * Words around what a lead may or may not have sent, each starting with its space: the design
   * of a sample request (`{{design}}`), the company (`{{company}}`), the configured rug (`{{rug}}`).
   * A lead without it gets none of the phrase.
   */
  phrases: { design: string; company: string; rug: string };
  forms: Record<LeadForm, ReplyTemplate>;
};
