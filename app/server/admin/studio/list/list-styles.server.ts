/** The studio's list: the search, the dashboard's four cards, the search results. */
export const listCss = `
.finder{display:flex;flex-wrap:wrap;gap:.5rem;align-items:flex-end;margin:0 0 1.25rem}
.finder .field{flex:1 1 20rem;margin:0}
.finder input[type=search]{font-size:1.05rem}
.dashboard{display:grid;grid-template-columns:repeat(4,minmax(0,1fr));gap:1rem;margin:0 0 1.5rem}
.dashboard .card{margin:0}
.dashboard h2{font-size:1.2rem;display:flex;justify-content:space-between;align-items:baseline;gap:.5rem}
.dashboard h2 .count{font-family:system-ui,sans-serif;font-size:.875rem;color:var(--muted);font-weight:600}
.dashboard ul{list-style:none;margin:0;padding:0}
.dashboard li{padding:.4rem 0;border-top:1px solid var(--line);font-size:.9rem}
.dashboard li:first-child{border-top:0}
.dashboard li a{font-weight:600}
.dashboard .meta{display:block;color:var(--muted);font-size:.8125rem}
.langs-count{display:grid;grid-template-columns:auto 1fr auto;gap:.35rem .75rem;align-items:center;margin:0}
.langs-count dt{font-weight:600}
.langs-count dd{margin:0}
.results{list-style:none;margin:0 0 1.5rem;padding:0}
.results > li{background:var(--white);border:1px solid var(--line);border-radius:4px;padding:1rem 1.25rem;margin-bottom:.75rem}
.results h3{font-size:1.3rem;margin:0 0 .35rem;display:flex;flex-wrap:wrap;gap:.5rem;align-items:center}
.results h3 .badge{font-family:system-ui,sans-serif}
.results ol{list-style:none;margin:0;padding:0}
.results ol li{padding:.45rem 0;border-top:1px solid var(--line)}
.results .where{display:block;font-size:.8125rem;color:var(--muted)}
.results mark{background:#efe3c9;color:inherit;padding:0 .1em}
@media (max-width:72rem){.dashboard{grid-template-columns:repeat(2,minmax(0,1fr))}}
@media (max-width:48rem){.dashboard{grid-template-columns:1fr}.finder button{flex:1 1 auto}}
`;
