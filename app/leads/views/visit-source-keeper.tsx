import { useEffect } from "react";
import { useConsent } from "~/consent/consent";
import { keepVisitSource } from "../forms/visit-source";

/**
 * Keeps the visit's first page for where a lead came from (../forms/visit-source.ts): only while
 * the visitor allows analytics, never before the stored choice is read (`unknown` is not a
 * withdrawal), and removed when the consent is withdrawn.
 */
export function VisitSourceKeeper() {
  const { choices, status } = useConsent();
  const allowed = choices.analytics;
  useEffect(() => {
    if (status !== "unknown") keepVisitSource(allowed);
  }, [allowed, status]);
  return null;
}
