import { useEffect } from "react";
import { useConsent } from "./consent";

const scriptId = "analytics-script";

/**
 * The analytics script (`ANALYTICS_SCRIPT_URL`, e.g. a self-hosted Plausible or Matomo), added
 * only while the visitor allows analytics. `data-domain` names the site as Plausible expects.
 * Withdrawing the consent removes the script; as code that already ran cannot be unloaded, the
 * page is then reloaded without it. The same consent keeps the visit's first page for the lead
 * forms (app/leads/views/visit-source-keeper.tsx).
 */
export function AnalyticsScript({ src, domain }: { src: string | null; domain: string }) {
  const { choices } = useConsent();
  const allowed = choices.analytics;

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
