import { useEffect } from "react";
import { useConsent } from "./consent";
import { keepVisitSource } from "./visit-source";

const scriptId = "analytics-script";

/**
 * The analytics script (`ANALYTICS_SCRIPT_URL`, e.g. a self-hosted Plausible or Matomo), added
 * only while the visitor allows analytics. `data-domain` names the site as Plausible expects.
 * Withdrawing the consent removes the script; as code that already ran cannot be unloaded, the
 * page is then reloaded without it. The same consent keeps the visit's first page for the lead
 * forms (./visit-source.ts).
 */
export function AnalyticsScript({ src, domain }: { src: string | null; domain: string }) {
  const { choices, status } = useConsent();
  const allowed = choices.analytics;

  // The visit's first page, for where a lead came from: kept only with analytics consent, never
  // before the stored choice is read (`unknown` is not a withdrawal).
  useEffect(() => {
    if (status !== "unknown") keepVisitSource(allowed);
  }, [allowed, status]);

  useEffect(() => {
    if (!src) return;
    const present = document.getElementById(scriptId);
    if (allowed && !present) {
      const script = document.createElement("script");
      script.id = scriptId;
      script.src = src;
      script.defer = true;
      script.dataset.domain = domain;
      document.head.append(script);
    } else if (!allowed && present) {
      present.remove();
      location.reload();
    }
  }, [allowed, src, domain]);

  return null;
}
