import { useActionData, useFetcher } from "react-router";
import type { LeadActionResult } from "~/leads/forms/lead";
import { LeadForm } from "./lead-form";

/**
 * The sample-kit request page's form, posting the design the page shows (its query: see
 * app/leads/forms/sample-design.ts), or none, to `action`: the page's address with that design alone.
 */
export function SampleRequestForm({ design, action }: { design?: string; action: string }) {
  // The form's answers, sent in the background (LeadForm's fetcher) or as the page (no JavaScript).
  const inBackground = useFetcher<LeadActionResult>({ key: "lead-sample" }).data;
  const fromPage = useActionData() as LeadActionResult | undefined;
  // A design the server refused is left out of the next post (its message says so), so sending
  // again is never refused for it.
  const refused = [inBackground, fromPage].some((answer) => answer?.status === "invalid" && "design" in answer.errors);
  return <LeadForm form="sample" carried={{ design: refused ? "" : (design ?? "") }} action={action} />;
}
