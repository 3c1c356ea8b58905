/**
 * The sales dashboard: its figures, the weeks' bars (inline
 * SVG sized by attributes, which the policy allows where it refuses style attributes) and their
 * table; below 48rem each week is a card of two columns.
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
