import { createHash } from "node:crypto";
import { brandFontsCss } from "./brand-fonts.server";
import { dashboardCss, deskNavCss, inboxCss, leadCss, rulesCss } from "./desk-styles.server";
import { checksCss } from "./studio/checks/checks-styles.server";
import { catalogueCss } from "./studio/collection-entries/catalogue-styles.server";
import { draftsCss } from "./studio/drafts/drafts-styles.server";
import { editorCss } from "./studio/editor/editor-styles.server";
import { listCss } from "./studio/list/list-styles.server";
import { mediaCss } from "./studio/media/media-styles.server";
import { previewCss } from "./studio/publishing/preview-styles.server";
import { translatorsCss } from "./studio/translations/translations-styles.server";

/**
 * The back office's stylesheet, written into each page (one file, no request, allowed by its
 * hash in the page's Content-Security-Policy). The site's palette; system fonts (nothing to load).
 * Below 48rem, tables become one card per row, each cell with its column's name.
 */
const baseCss = `
:root{--ivory:#f6f1ea;--sand:#e6d9c6;--line:#ddd1bf;--ink:#1e1b18;--charcoal:#3a342e;--muted:#5f564c;--bronze:#7a5a32;--terracotta:#8f4a30;--ok:#2f6b3a;--white:#fffdf9;color-scheme:light}
*{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;background:var(--ivory);color:var(--ink);font:15px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
a{color:var(--bronze);text-underline-offset:.15em}
a:hover{color:var(--ink)}
:focus-visible{outline:2px solid var(--bronze);outline-offset:2px}
h1,h2,h3{font-family:"Cormorant Garamond",Georgia,"Times New Roman",serif;font-weight:500;line-height:1.15;margin:0 0 .6em}
h1{font-size:2rem}h2{font-size:1.5rem;margin-top:1.6em}h3{font-size:1.2rem}
p{margin:0 0 1em}
.skip{position:absolute;left:-999px;top:0;background:var(--ink);color:var(--ivory);padding:.5rem 1rem}
.skip:focus{left:1rem;top:1rem;z-index:2}
.bar{background:var(--ink);color:var(--ivory)}
.bar-in{max-width:80rem;margin:0 auto;padding:.75rem 1.25rem;display:flex;flex-wrap:wrap;gap:.5rem 1.5rem;align-items:center}
.brand{font-family:"Cormorant Garamond",Georgia,serif;font-size:1.35rem;color:var(--ivory);text-decoration:none;letter-spacing:.02em}
.brand small{font-family:system-ui,sans-serif;font-size:.75rem;text-transform:uppercase;letter-spacing:.12em;color:#c9b8a3;margin-left:.5rem}
.bar nav ul{display:flex;flex-wrap:wrap;gap:.25rem 1rem;list-style:none;margin:0;padding:0}
.bar nav a{color:var(--ivory);text-decoration:none;padding:.25rem 0;border-bottom:2px solid transparent}
.bar nav a[aria-current=page]{border-bottom-color:#c2a06b}
.bar nav a:hover{border-bottom-color:var(--ivory)}
.who{margin-left:auto;display:flex;gap:.75rem;align-items:center;font-size:.85rem;color:#d8cbb8}
.who form{margin:0}
main{max-width:80rem;margin:0 auto;padding:1.5rem 1.25rem 4rem}
.narrow{max-width:28rem;margin:8vh auto 0;background:var(--white);border:1px solid var(--line);padding:2rem 1.75rem;border-radius:4px}
.narrow .brand{color:var(--ink);display:block;margin-bottom:1.5rem}
.narrow .brand small{color:var(--muted)}
label{display:block;font-weight:600;font-size:.875rem;margin:0 0 .3rem}
.hint{display:block;font-weight:400;color:var(--muted);font-size:.8125rem}
input,select,textarea{font:inherit;color:inherit;background:var(--white);border:1px solid #b9a890;border-radius:3px;padding:.55rem .65rem;width:100%;min-height:2.75rem}
textarea{min-height:6rem;resize:vertical}
.field{margin-bottom:1rem}
button,.button{font:inherit;font-weight:600;display:inline-flex;align-items:center;justify-content:center;gap:.4rem;min-height:2.75rem;padding:.5rem 1.1rem;border-radius:3px;border:1px solid var(--ink);background:var(--ink);color:var(--ivory);cursor:pointer;text-decoration:none}
button:hover,.button:hover{background:var(--charcoal);color:var(--ivory)}
.secondary{background:transparent;color:var(--ink)}
.secondary:hover{background:var(--sand);color:var(--ink)}
.danger{background:var(--terracotta);border-color:var(--terracotta)}
.danger:hover{background:#6f3824}
.link-button{background:none;border:0;color:var(--ivory);padding:0;min-height:0;font-weight:400;text-decoration:underline;text-underline-offset:.15em}
.link-button:hover{background:none;color:#c2a06b}
.notice{border-left:4px solid var(--ok);background:#e9f0e6;padding:.75rem 1rem;margin:0 0 1.25rem}
.alert{border-left:4px solid var(--terracotta);background:#f6e4dc;padding:.75rem 1rem;margin:0 0 1.25rem}
.muted{color:var(--muted)}
.filters{display:grid;grid-template-columns:repeat(auto-fit,minmax(10rem,1fr));gap:.75rem 1rem;align-items:end;background:var(--white);border:1px solid var(--line);padding:1rem;border-radius:4px;margin:0 0 1rem}
.filters .wide{grid-column:1/-1}
.filters .field{margin:0}
.actions{display:flex;flex-wrap:wrap;gap:.5rem;align-items:center}
fieldset{border:0;padding:0;margin:0;min-width:0}
legend{font-weight:600;padding:0;margin-bottom:.4rem}
.tabs{display:flex;flex-wrap:wrap;gap:.4rem;list-style:none;padding:0;margin:0 0 1rem}
.tabs a{display:inline-flex;gap:.4rem;align-items:center;padding:.35rem .75rem;border:1px solid var(--line);border-radius:999px;text-decoration:none;color:var(--ink);background:var(--white);min-height:2.25rem}
.tabs a[aria-current=true]{background:var(--ink);color:var(--ivory);border-color:var(--ink)}
.tabs .n{font-variant-numeric:tabular-nums;color:inherit;opacity:.75}
.summary{display:flex;flex-wrap:wrap;gap:.5rem 1.5rem;align-items:center;justify-content:space-between;margin:0 0 .75rem}
table{width:100%;border-collapse:collapse;background:var(--white);border:1px solid var(--line)}
caption{text-align:left;font-weight:600;padding:.5rem 0}
th,td{text-align:left;padding:.6rem .75rem;border-bottom:1px solid var(--line);vertical-align:top}
th{font-size:.8125rem;text-transform:uppercase;letter-spacing:.06em;color:var(--muted);font-weight:600;background:#faf6f0}
td{overflow-wrap:anywhere}
.num{font-variant-numeric:tabular-nums;white-space:nowrap}
.badge{display:inline-block;padding:.1rem .55rem;border-radius:999px;font-size:.8125rem;font-weight:600;background:var(--sand);color:var(--ink);white-space:nowrap}
.badge.new{background:#efe3c9}.badge.contacted{background:#dfe7ef}.badge.qualified{background:#e4e0f0}.badge.won{background:#dcebd9}.badge.lost{background:#eadfd9}.badge.spam{background:#e3e0dc;color:var(--muted)}
.badge.sent{background:#dcebd9}.badge.pending{background:#efe3c9}.badge.failed{background:#f3d5c9;color:#6f3824}
.grid{display:grid;grid-template-columns:minmax(0,2fr) minmax(0,1fr);gap:2rem}
.card{background:var(--white);border:1px solid var(--line);border-radius:4px;padding:1.25rem;margin-bottom:1.25rem}
.card h2{margin-top:0}
dl.fields{display:grid;grid-template-columns:minmax(8rem,max-content) 1fr;gap:.4rem 1.25rem;margin:0}
dl.fields dt{color:var(--muted);font-size:.875rem}
dl.fields dd{margin:0;white-space:pre-wrap;overflow-wrap:anywhere}
.card dl+h3,.card form+h3{margin-top:1.5rem;padding-top:1rem;border-top:1px solid var(--line)}
ul.swatches{list-style:none;margin:0;padding:0;display:grid;gap:.35rem}
ul.swatches li{display:flex;align-items:center;gap:.5rem}
ul.swatches svg{flex:none}
ol.timeline,ul.plain{list-style:none;margin:0;padding:0}
ol.timeline li,ul.plain li{padding:.6rem 0;border-bottom:1px solid var(--line)}
ol.timeline li:last-child,ul.plain li:last-child{border-bottom:0}
.note{white-space:pre-wrap;overflow-wrap:anywhere;margin:.3rem 0 0;padding:.5rem .75rem;background:var(--ivory);border-left:3px solid var(--sand)}
time{font-variant-numeric:tabular-nums}
.qr{display:block;width:12rem;height:12rem;margin:0 auto 1rem;background:#fff;padding:.5rem;border:1px solid var(--line)}
.key{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:1rem;letter-spacing:.08em;word-spacing:.3em;background:var(--ivory);padding:.5rem .75rem;display:block;overflow-wrap:anywhere;margin-bottom:1.25rem}
.code-input{font-family:ui-monospace,Menlo,Consolas,monospace;font-size:1.4rem;letter-spacing:.3em;text-align:center}
.inline{display:inline}
.sr{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
.field.check{display:flex;gap:.6rem;align-items:center}
.field.check input{width:1.25rem;min-height:1.25rem;height:1.25rem;margin:0;flex:none}
.field.check label{margin:0}
.errors{color:#6f3824;margin:.35rem 0 0;padding-left:1.1rem;font-size:.875rem}
[aria-invalid=true]{border-color:var(--terracotta);box-shadow:0 0 0 1px var(--terracotta)}
.chips{display:flex;flex-wrap:wrap;gap:.4rem;align-items:center;margin:0 0 1rem}
.chips-label{font-weight:600;font-size:.875rem;margin-right:.25rem}
.chips .button{min-height:2.25rem;padding:.3rem .8rem;font-size:.875rem}
.unit{background:var(--white);border:1px solid var(--line);border-radius:4px;padding:.9rem 1.25rem .25rem;margin:0 0 1rem}
.unit legend{float:left;width:100%;font-family:"Cormorant Garamond",Georgia,serif;font-size:1.2rem;font-weight:500;margin:0 0 .6rem}
.langs{clear:both;display:grid;grid-template-columns:repeat(auto-fill,minmax(20rem,1fr));gap:0 1.25rem}
.langs .lang-es{grid-column:1/-1}
.langs .field{margin-bottom:.8rem}
.langs label{display:flex;gap:.5rem;align-items:center;flex-wrap:wrap}
.stale input,.stale textarea{border-color:#c2a06b;background:#fbf4e6}
.slot{display:grid;grid-template-columns:8rem minmax(0,1fr);gap:1rem;align-items:center;margin:0 0 .8rem}
.slot img{width:8rem;height:auto;border:1px solid var(--line);border-radius:3px;display:block}
.entry-head{display:flex;flex-wrap:wrap;justify-content:space-between;gap:.5rem 1rem;align-items:center;margin-bottom:.75rem}
.entry-head h2{margin:0}
.entry .unit{border:0;border-top:1px solid var(--line);border-radius:0;padding:.9rem 0 .25rem;margin:0}
.facts-grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(14rem,1fr));gap:0 1.25rem}
.sticky-actions{position:sticky;bottom:0;z-index:1;display:flex;flex-wrap:wrap;gap:1rem 2rem;justify-content:space-between;align-items:flex-end;box-shadow:0 -8px 20px rgba(30,27,24,.08)}
.sticky-actions .field,.schedule label{margin:0 0 .3rem}
.schedule input{width:auto}
.media-grid{list-style:none;padding:0;margin:0;display:grid;grid-template-columns:repeat(auto-fill,minmax(16rem,1fr));gap:1rem}
.media-grid img{width:100%;height:auto;display:block;margin-bottom:.6rem;border-radius:3px}
.media-grid p{margin:0 0 .3rem}
.status p:last-child{margin-bottom:0}
section.card + section.card, table + .card{margin-top:1.5rem}
@media (max-width:48rem){
 .langs{grid-template-columns:1fr}
 .slot{grid-template-columns:5rem minmax(0,1fr)}
 .slot img{width:5rem}
 .sticky-actions{position:static}
 h1{font-size:1.65rem}
 .grid{grid-template-columns:1fr;gap:0}
 .who{margin-left:0;width:100%;justify-content:space-between}
 table.cards,table.cards tbody,table.cards tr,table.cards td{display:block;width:100%}
 table.cards{border:0;background:none}
 table.cards thead{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%)}
 table.cards tr{background:var(--white);border:1px solid var(--line);border-radius:4px;margin-bottom:.75rem;padding:.25rem 0}
 table.cards caption{display:block;width:auto}
 table.cards td{border:0;padding:.3rem .9rem;display:flex;flex-wrap:wrap;align-items:baseline;column-gap:.35rem}
 table.cards td::before{content:attr(data-label);color:var(--muted);font-size:.8125rem;flex:0 0 6.5rem;margin-right:.4rem}
 dl.fields{grid-template-columns:1fr;gap:0}
 dl.fields dd{margin-bottom:.6rem}
 .narrow{margin-top:1.5rem}
}
`;

/** The bar's language switch. */
const barCss = `
.lang-switch{display:flex;gap:.25rem;align-items:center;margin:0}
.lang-switch button{min-height:2.75rem;min-width:2.75rem;padding:.25rem .5rem;background:transparent;border:1px solid #5f564c;color:#d8cbb8;font-size:.8125rem;letter-spacing:.06em}
.lang-switch button[aria-pressed=true]{background:var(--ivory);color:var(--ink);border-color:var(--ivory)}
.lang-switch button:hover{background:var(--charcoal);color:var(--ivory)}
.who{flex-wrap:wrap;row-gap:.25rem}
.who>span{overflow-wrap:anywhere;min-width:0}
.who .link-button{min-height:2.75rem}
.bar nav a{display:inline-flex;align-items:center;min-height:2.75rem}
`;

/**
 * The base, then each screen's own rules (a part per file, added here): the studio's screens',
 * then the sales desk's (desk-styles.server.ts).
 */
export const adminCss = [
  baseCss,
  brandFontsCss,
  editorCss,
  barCss,
  listCss,
  previewCss,
  translatorsCss,
  draftsCss,
  checksCss,
  mediaCss,
  catalogueCss,
  inboxCss,
  leadCss,
  rulesCss,
  deskNavCss,
  dashboardCss,
].join("\n");

/** The stylesheet's CSP source. */
export const adminCssHash = `'sha256-${createHash("sha256").update(adminCss, "utf8").digest("base64")}'`;
