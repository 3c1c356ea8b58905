import { ArrowRight } from "lucide-react";
import { buttonStyles } from "~/components/ui/button";
import type { Action } from "~/content/page-schema";
import { useLanguage } from "~/i18n/language-context";

/** A content action: a site path in the page's language, shown as a button. */
export function ActionLink(props: { action: Action; look?: keyof typeof buttonStyles; className?: string }) {
  const { action, look = "solid", className = "" } = props;
  const { localize } = useLanguage();
  return (
    <a href={localize(action.href)} className={`${buttonStyles[look]} ${className}`}>
      {action.label}
      <ArrowRight className="size-4" aria-hidden="true" />
    </a>
  );
}
