/**
 * The document editor's layout: a contents column beside the sections at a desk, a jump menu on
 * a phone; each section and entry a disclosure; a text's Spanish in view and its translations in
 * a compact grid under a disclosure; the save and publish buttons in a bar stuck to the bottom.
 */
export const editorCss = `
.toc-jump{display:none}
.editor-layout{display:grid;grid-template-columns:15rem minmax(0,1fr);gap:2rem;align-items:start}
.toc-side{position:sticky;top:1rem;max-height:calc(100vh - 2rem);overflow:auto;padding:.25rem 0}
.toc-list{list-style:none;margin:0 0 1rem;padding:0;border-left:2px solid var(--line)}
.toc-list a{display:flex;align-items:center;gap:.4rem;min-height:2.75rem;padding:.35rem .75rem;color:var(--ink);text-decoration:none;border-left:2px solid transparent;margin-left:-2px;line-height:1.25}
.toc-list a:hover{border-left-color:var(--bronze);background:var(--white)}
.toc-related{font-size:.8125rem;text-transform:uppercase;letter-spacing:.08em;color:var(--muted);margin:1rem 0 .25rem}
.dot{display:inline-block;width:.55rem;height:.55rem;border-radius:50%;background:var(--terracotta);flex:none}
.editor details>summary{cursor:pointer;list-style:none}
.editor details>summary::-webkit-details-marker{display:none}
.editor details>summary::before{content:"";flex:none;width:.55rem;height:.55rem;border-right:2px solid var(--bronze);border-bottom:2px solid var(--bronze);transform:rotate(-45deg);transition:transform .15s;margin-right:.25rem}
.editor details[open]>summary::before{transform:rotate(45deg)}
@media (prefers-reduced-motion:reduce){.editor details>summary::before{transition:none}}
.anchor{scroll-margin-top:6rem}
details.section{background:var(--white);border:1px solid var(--line);border-radius:4px;margin:0 0 1rem}
details.section>summary{display:flex;align-items:center;gap:.75rem;padding:.8rem 1.25rem;min-height:3.5rem}
details.section>summary h2{margin:0;font-size:1.45rem}
.section-title{display:flex;flex-wrap:wrap;align-items:baseline;gap:.15rem .75rem;flex:1;min-width:0}
.section-title .detail{color:var(--muted);font-size:.875rem;overflow:hidden;text-overflow:ellipsis;white-space:nowrap;max-width:100%}
.section-meta{display:flex;gap:.5rem;align-items:center;font-size:.8125rem;white-space:nowrap}
.section-body{padding:.25rem 1.25rem 1rem;border-top:1px solid var(--line)}
details.entry{border:1px solid var(--line);border-radius:4px;margin:.75rem 0;background:#fdfaf5;padding:0 1rem}
details.entry>summary{display:flex;align-items:center;gap:.6rem;padding:.55rem 1rem;margin:0 -1rem;min-height:2.75rem}
details.entry>summary h3{margin:0;font-size:1.15rem;flex:1;min-width:0;overflow-wrap:anywhere}
details.entry[open]{padding-bottom:.5rem}
.entry-actions{justify-content:flex-end;margin:.5rem 0}
.editor .unit{background:none;border:0;border-top:1px solid var(--line);border-radius:0;padding:.85rem 0 .35rem;margin:0}
.editor .unit legend{float:left;width:100%;font-family:inherit;font-size:.9375rem;font-weight:600;margin:0 0 .45rem;color:var(--charcoal)}
.editor .unit>*{clear:both}
.unit .field{margin-bottom:.5rem}
.unit label{display:flex;gap:.45rem;align-items:center;flex-wrap:wrap;font-weight:500}
.code{display:inline-block;min-width:2.1rem;text-align:center;font-size:.75rem;font-weight:700;letter-spacing:.06em;padding:.05rem .3rem;border-radius:3px;background:var(--sand);color:var(--ink)}
details.translations{margin:0 0 .5rem}
details.translations>summary{display:flex;flex-wrap:wrap;align-items:center;gap:.35rem .6rem;min-height:2.75rem;padding:.25rem 0;font-size:.875rem}
.tr-title{font-weight:600}
.tr-state{color:var(--muted)}
.codes{display:flex;gap:.25rem;flex-wrap:wrap}
.lc{font-size:.6875rem;font-weight:700;letter-spacing:.05em;padding:.1rem .35rem;border-radius:3px;border:1px solid var(--line);color:var(--muted);background:var(--white)}
.lc.ok{color:var(--ok);border-color:#b9d0b4}
.lc.stale,.lc.empty{color:#6b4a16;background:#f6ead2;border-color:#c2a06b}
.lc.error{color:#fff;background:var(--terracotta);border-color:var(--terracotta)}
.tr-grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(17rem,1fr));gap:0 1rem;padding:.25rem 0 0}
.tr-grid .field.stale input,.tr-grid .field.stale textarea,.tr-grid .field.empty input,.tr-grid .field.empty textarea{border-color:#c2a06b;background:#fbf4e6}
.editor textarea{min-height:4.5rem}
.add-actions{margin:.75rem 0 0}
.schedule.card{display:flex;flex-wrap:wrap;gap:.5rem 1rem;align-items:center}
.schedule.card label{margin:0}
.schedule.card input{width:auto}
.action-bar{position:sticky;bottom:0;z-index:2;background:var(--white);border:1px solid var(--line);border-radius:4px 4px 0 0;padding:.75rem 1.25rem;box-shadow:0 -8px 20px rgba(30,27,24,.08);margin-top:1rem}
.action-bar .actions{justify-content:flex-end}
.default-submit{position:absolute;left:-9999px;width:1px;height:1px;overflow:hidden}
.problems{margin:.25rem 0 0;padding-left:1.1rem}
.problems li{margin:.2rem 0}
.problems a{color:#6f3824;font-weight:600}
.chips .button{min-height:2.75rem;min-width:2.75rem}
@media (max-width:60rem){
 .editor-layout{grid-template-columns:minmax(0,1fr)}
 .toc-side{display:none}
 .toc-jump{display:block;position:sticky;top:0;z-index:3;background:var(--ivory);margin:0 -1.25rem 1rem;padding:0 1.25rem;border-bottom:1px solid var(--line)}
 .toc-jump>summary{display:flex;align-items:center;justify-content:space-between;min-height:2.75rem;font-weight:600;cursor:pointer;list-style:none}
 .toc-jump>summary::-webkit-details-marker{display:none}
 .toc-jump>summary::after{content:"";width:.55rem;height:.55rem;border-right:2px solid var(--bronze);border-bottom:2px solid var(--bronze);transform:rotate(45deg);margin-right:.25rem}
 .toc-jump[open]>summary::after{transform:rotate(-135deg)}
 .toc-jump[open]{max-height:70vh;overflow:auto}
 .anchor{scroll-margin-top:7rem}
}
@media (max-width:48rem){
 details.section>summary{padding:.6rem .9rem}
 details.section>summary h2{font-size:1.25rem}
 .section-body{padding:.25rem .9rem .9rem}
 .section-meta .muted{display:none}
 details.entry{padding:0 .6rem}
 details.entry>summary{margin:0 -.6rem;padding:.5rem .6rem}
 .tr-grid{grid-template-columns:minmax(0,1fr)}
 .action-bar{margin:1rem -1.25rem 0;border-radius:0;border-left:0;border-right:0;padding:.6rem 1.25rem}
 .action-bar .actions{display:grid;grid-template-columns:1fr 1fr}
 .action-bar button{width:100%}
 .schedule.card input{width:100%}
}
`;
