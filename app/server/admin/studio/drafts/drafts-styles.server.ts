/**
 * Keeping every edit: the autosave line beside the buttons, the conflict page's two versions side
 * by side (stacked on a phone) with the differing words marked, the confirmation pages' before
 * and after (removed struck through, added underlined), and the history's undo list.
 */
export const draftsCss = `
.autosave-status{flex-basis:100%;margin:0;min-height:1.5rem;font-size:.875rem;color:var(--muted)}
.autosave-status .link{background:none;border:0;color:var(--bronze);padding:0 .25rem;min-height:2.75rem;font-weight:600;text-decoration:underline;text-underline-offset:.15em}
.autosave-status .link:hover{background:none;color:var(--ink)}
.sides{display:grid;grid-template-columns:1fr;gap:.75rem}
@media (min-width:48rem){.sides{grid-template-columns:1fr 1fr}}
.side{border:1px solid var(--line);border-radius:3px;padding:.75rem;background:var(--ivory);display:grid;grid-template-columns:auto 1fr;gap:.25rem .6rem;align-items:start;align-content:start}
.side input[type=radio]{width:1.5rem;height:1.5rem;min-height:0;margin:.6rem 0 0;accent-color:var(--bronze)}
.side label{margin:0;min-height:2.75rem;display:flex;flex-wrap:wrap;align-items:center;gap:0 .35rem;cursor:pointer}
.side .words,.side .side-head{grid-column:1/-1}
.side-head{margin:0;font-weight:600;font-size:.8125rem;text-transform:uppercase;letter-spacing:.08em;color:var(--muted)}
.side:has(input:checked){border-color:var(--bronze);background:var(--white);box-shadow:inset 3px 0 0 var(--bronze)}
.words{white-space:pre-wrap;overflow-wrap:anywhere;margin:0;line-height:1.55}
.words mark{background:#f0e0c4;color:inherit;border-radius:2px;padding:0 .1em}
.words del{background:#f6e4dc;color:#6f3824;text-decoration-thickness:2px}
.words ins{background:#e9f0e6;color:#224d2a;text-decoration-thickness:2px}
.conflict-field legend,.change h3{font-family:inherit;font-weight:600;font-size:1rem;margin:0 0 .6rem}
.changes{list-style:none;margin:0;padding:0}
.confirm{margin:0 0 1.25rem}
.dropped{list-style:none;margin:0;padding:0}
.dropped li{padding:.5rem 0;border-bottom:1px solid var(--line)}
.trash{margin:0 0 1.25rem;padding:0 0 .5rem;border-bottom:1px solid var(--line)}
.trash h3{margin-top:.5rem}
`;
