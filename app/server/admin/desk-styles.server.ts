/*
 * The sales desk's part of the back office's stylesheet, a part for each of its screens, in the
 * order styles.server.ts writes them after the studio's. They stand here, not in the screens'
 * folders: the stylesheet is one, made at the root and written into every page by the layout
 * that those screens import, so a screen's folder holding its part would import the root that
 * imports it.
 */

/** The inbox (inbox/): the staff member's own shortcuts, its filters folded on a phone, its pages. */
export const inboxCss = `
.desk-links{display:flex;flex-wrap:wrap;gap:.4rem 1.25rem;list-style:none;padding:0;margin:-.25rem 0 1rem}
.desk-links a{font-weight:600}
.filters-fold{margin:0 0 1rem}
.filters-fold>summary{cursor:pointer;font-weight:600;padding:.6rem 1rem;background:var(--white);border:1px solid var(--line);border-radius:4px}
.filters-fold[open]>summary{border-bottom-left-radius:0;border-bottom-right-radius:0;border-bottom:0}
.filters-fold[open] .filters{border-top-left-radius:0;border-top-right-radius:0}
@media (min-width:48.01rem){.filters-fold>summary{display:none}.filters-fold::details-content{content-visibility:visible;display:block}.filters-fold .filters{border-radius:4px}}
.pager{display:flex;gap:1rem;align-items:center;justify-content:center;margin-top:1.25rem}
`;

/** A lead's page (lead/): the room picture, the owner and next step, the follow-up days in one click. */
export const leadCss = `
.room-picture{display:block;width:100%;height:auto;border-radius:2px;margin-bottom:.5rem}
.quick{display:grid;grid-template-columns:repeat(3,minmax(0,1fr));gap:.4rem;margin:0 0 1rem}
.quick legend{font-weight:600;font-size:.875rem;margin:0 0 .3rem;padding:0;float:left;width:100%;grid-column:1/-1}
.quick button{flex-direction:column;gap:0;min-height:3.25rem;padding:.35rem .4rem;line-height:1.2;font-size:.875rem}
.quick small{font-weight:400;color:var(--muted);font-size:.75rem}
#owner h3{margin-top:1.25rem;padding-top:1rem;border-top:1px solid var(--line)}
#owner .note{display:block}
`;

/** The assignment rules (rules/): each rule a card of its own, its fields side by side. */
export const rulesCss = `
.rules{list-style:none;padding:0;margin:0 0 1.5rem}
.rules legend h2{margin:0 0 .75rem;font-size:1.25rem}
.rule-fields{display:grid;grid-template-columns:repeat(auto-fit,minmax(12rem,1fr));gap:0 1rem}
`;

/** The leads section's own navigation (desk-nav.server.tsx): a line of tabs under the bar, the current one underlined. */
export const deskNavCss = `
.desk-nav{margin:-.5rem 0 1.25rem;border-bottom:1px solid var(--line)}
.desk-nav ul{display:flex;flex-wrap:wrap;gap:0 1.5rem;list-style:none;margin:0;padding:0}
.desk-nav a{display:inline-flex;align-items:center;min-height:2.75rem;color:var(--muted);text-decoration:none;border-bottom:2px solid transparent;margin-bottom:-1px}
.desk-nav a:hover{color:var(--ink)}
.desk-nav a[aria-current=page]{color:var(--ink);border-bottom-color:var(--bronze);font-weight:600}
`;

/**
 * The sales dashboard (dashboard/): its figures, the weeks' bars (inline SVG sized by attributes,
 * which the policy allows where it refuses style attributes) and their table; below 48rem each
 * week is a card of two columns.
 */
export const dashboardCss = `
.figures{display:grid;grid-template-columns:repeat(auto-fit,minmax(15rem,1fr));gap:1rem;margin:1.5rem 0 .75rem}
.figures .card{margin:0}
.figures dt{font-size:.8125rem;text-transform:uppercase;letter-spacing:.06em;color:var(--muted);font-weight:600}
.figures dd{margin:0}
.figures .figure{font-family:"Cormorant Garamond",Georgia,serif;font-size:2.6rem;line-height:1.1;margin:.35rem 0 .2rem;font-variant-numeric:lining-nums tabular-nums}
.rule{max-width:60rem;margin-bottom:1rem}
.chips .tabs{margin:0}
.tabs a[aria-current=page]{background:var(--ink);color:var(--ivory);border-color:var(--ink)}
.legend{display:flex;flex-wrap:wrap;gap:.4rem 1.25rem;list-style:none;margin:0 0 .75rem;padding:0;font-size:.875rem}
.legend li{display:flex;align-items:center;gap:.4rem}
.week-chart{display:grid;gap:.45rem;padding:1rem 1.25rem}
.week-row{display:grid;grid-template-columns:4.5rem minmax(0,1fr) 3.5rem;gap:.75rem;align-items:center;font-size:.875rem}
.week-label{color:var(--muted);white-space:nowrap}
.week-bar{display:block;background:var(--ivory);border-radius:2px}
.week-row .num{text-align:right}
.week-table tbody th,.week-table tfoot th{text-transform:none;letter-spacing:0;font-size:.9375rem;color:var(--ink);font-weight:600;background:none;white-space:nowrap}
.week-table td.num{text-align:right}
.week-table thead th:not(:first-child){text-align:right}
.week-table .total,.week-table tfoot td{font-weight:600}
.week-table tfoot th,.week-table tfoot td{border-top:2px solid var(--line);background:#faf6f0}
@media (max-width:48rem){
 .figures .figure{font-size:2.2rem}
 .week-row{grid-template-columns:3.75rem minmax(0,1fr) 2.5rem;gap:.5rem}
 .week-chart{padding:.75rem}
 table.cards.week-table tfoot{display:block}
 table.cards.week-table tr{display:grid;grid-template-columns:1fr 1fr;padding:.25rem 0 .4rem}
 table.cards.week-table th{display:block;grid-column:1/-1;border:0;padding:.4rem .9rem .2rem}
 table.cards.week-table td{text-align:left;padding:.2rem .9rem}
 table.cards.week-table td::before{flex:0 1 auto}
}
`;
