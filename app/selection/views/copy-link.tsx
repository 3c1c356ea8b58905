import { useState } from "react";
import { needsScript } from "~/components/ui/early-taps";
import type { SelectionWords } from "../words";

/**
 * Copies the shared project's link, so it is pasted into an e-mail or a chat, never retyped. There
 * from the first paint (a tap before the page answers is kept and answered once it does:
 * early-taps.ts); hidden from a browser that runs no scripts, where the link is there to select.
 * Where the browser refuses the clipboard (a tap answered late is no longer the visitor's own
 * gesture to it), the link is selected instead, for Ctrl+C.
 */
export function CopyLink(props: { url: string; copy: SelectionWords["share"]; linkId: string }) {
  const { url, copy, linkId } = props;
  const [copied, setCopied] = useState(false);
  const selectLink = () => {
    const link = document.getElementById(linkId);
    const selection = window.getSelection();
    if (link && selection) selection.selectAllChildren(link);
  };
  return (
    <p {...needsScript} className="flex flex-wrap items-center gap-3">
      <button
        type="button"
        onClick={() => {
          if (!navigator.clipboard) return selectLink();
          navigator.clipboard.writeText(url).then(() => setCopied(true), selectLink);
        }}
        className="inline-flex items-center rounded-full bg-ivory px-5 py-2 text-sm font-medium text-ink hover:bg-sand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ivory"
      >
        {copy.copy}
      </button>
      <span role="status" className="text-sm text-ivory/80">
        {copied ? copy.copied : ""}
      </span>
    </p>
  );
}
