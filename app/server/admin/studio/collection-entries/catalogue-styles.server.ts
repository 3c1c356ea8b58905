/**
 * The collection and the portfolio in the studio: a design's facts (checkboxes in columns, colour
 * codes with their swatches, rows of credits and designs), the range of colours, the card that says
 * whether the site shows it, the lists with their order buttons, and the form that adds one.
 */
export const catalogueCss = `
.facts-grid>.wide{grid-column:1/-1}
.facts-grid>fieldset.field{margin-bottom:1rem}
.choice-grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(11rem,1fr));gap:.1rem 1rem}
.choice-grid .field.check{margin:0;min-height:2.75rem}
.choice-grid .field.check label{font-weight:400;font-size:.9375rem}
fieldset.field>legend{font-size:.875rem;margin-bottom:.3rem}
fieldset.field>.hint{margin:-.15rem 0 .45rem}
.field>.hint{margin:-.1rem 0 .35rem}
.swatch{flex:none;display:block}
.chosen-colours{list-style:none;margin:.5rem 0 .25rem;padding:0;display:flex;flex-wrap:wrap;gap:.35rem .9rem;font-size:.875rem}
.chosen-colours li{display:flex;gap:.4rem;align-items:center}
.range-link{display:inline-flex;align-items:center;min-height:2.75rem;font-size:.875rem}
details.colour-range>summary{cursor:pointer;list-style:none;display:flex;align-items:center;min-height:2.75rem}
details.colour-range>summary::-webkit-details-marker{display:none}
details.colour-range>summary h2{margin:0}
details.colour-range>summary::after{content:"";width:.55rem;height:.55rem;border-right:2px solid var(--bronze);border-bottom:2px solid var(--bronze);transform:rotate(45deg);margin-left:.75rem}
details.colour-range[open]>summary::after{transform:rotate(-135deg)}
details.colour-range h3{font-size:1.1rem;margin:1rem 0 .4rem}
.range-list{list-style:none;margin:0;padding:0;display:grid;grid-template-columns:repeat(auto-fill,minmax(11.5rem,1fr));gap:.3rem 1rem;font-size:.8125rem}
.range-list li{display:flex;gap:.45rem;align-items:center}
fieldset.rows .row{border-top:1px solid var(--line);padding:.6rem 0 0;margin:0 0 .4rem;display:grid;grid-template-columns:minmax(10rem,14rem) minmax(0,1fr) auto;gap:0 1rem;align-items:end}
fieldset.rows .row>legend{float:left;width:100%;grid-column:1/-1;font-weight:600;font-size:.8125rem;color:var(--muted);margin:0 0 .25rem}
fieldset.rows .row .field{margin:0 0 .5rem}
fieldset.rows .row .field.check{min-height:2.75rem}
.design-rows{display:grid;grid-template-columns:repeat(auto-fill,minmax(15rem,1fr));gap:0 1.25rem}
.site-card{display:flex;flex-wrap:wrap;gap:.75rem 1.5rem;align-items:center;justify-content:space-between;border-left:4px solid var(--line)}
.site-card p{margin:0;flex:1 1 18rem}
.site-card a:not(.button){overflow-wrap:anywhere}
.site-card.on-site{border-left-color:var(--ok)}
.site-card.off-site{border-left-color:#c2a06b}
.badge.off{background:#ece6dd;color:var(--charcoal)}
.catalogue-list{margin-top:2.5rem}
.catalogue-list .summary h2{margin:0}
.count{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;font-size:.875rem;font-weight:600;color:var(--muted);vertical-align:middle}
form.move{display:flex;gap:.35rem}
form.move button{min-width:2.75rem;padding:.4rem .6rem}
form.move button:disabled{opacity:.35;cursor:default}
.summary .actions{margin:0}
.create-form,.create .alert,.create>p.muted{max-width:40rem}
.catalogue-list+.card{margin-top:2.5rem}
.jump-links{display:flex;flex-wrap:wrap;gap:.25rem 1.25rem;list-style:none;margin:1.5rem 0 0;padding:0;font-size:.9375rem}
.jump-links a{display:inline-flex;align-items:center;min-height:2.75rem}
.slug-input{display:flex;align-items:center;gap:.35rem}
.slug-input span{color:var(--muted);font-size:.9375rem;white-space:nowrap}
.slug-input input{flex:1;min-width:0}
p.errors{padding-left:0}
@media (max-width:48rem){
 fieldset.rows .row{grid-template-columns:minmax(0,1fr)}
 .choice-grid{grid-template-columns:repeat(2,minmax(0,1fr))}
 .slug-input{flex-wrap:wrap}
 .catalogue-list table.cards tr{position:relative;padding:.5rem 0 .4rem}
 .catalogue-list table.cards td:first-child{font-size:1.0625rem;font-weight:600;padding-right:7rem;min-height:2.75rem}
 .catalogue-list table.cards td:first-child::before{display:none}
 .catalogue-list table.cards td:last-child{position:absolute;top:.45rem;right:.6rem;width:auto;padding:0}
 .catalogue-list table.cards td:last-child::before{display:none}
}
`;
