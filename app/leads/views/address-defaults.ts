/**
 * A choice a link preselects through the page's address (`/hoteles?proyecto=contract#contact`
 * preselects the contact section's project type). The pages are pre-rendered without a query
 * string and hydrate only when the visitor reaches for them (decision 026), so the head's script
 * sets it, once the page is parsed, on each select marked with the parameter's name: only to one
 * of the select's own options, and only while nothing is chosen. React then adopts the select as
 * it is (its value is not React's: `defaultValue`).
 */
export const fromAddressAttribute = "data-from-address";

/** Sent by the server only (root.tsx); built by a pure function, so the client bundle keeps none of it. */
export const addressDefaultsScript = /* @__PURE__ */ addressDefaultsScriptText();

function addressDefaultsScriptText() {
  return `if(location.search)document.addEventListener("DOMContentLoaded",function(){var p=new URLSearchParams(location.search);document.querySelectorAll("select[${fromAddressAttribute}]").forEach(function(s){var v=p.get(s.getAttribute("${fromAddressAttribute}"));if(v&&!s.value&&Array.prototype.some.call(s.options,function(o){return o.value===v}))s.value=v})});`;
}
