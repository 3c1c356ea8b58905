/** The assignment rules: each rule a card of its own, its fields side by side. */
export const rulesCss = `
.rules{list-style:none;padding:0;margin:0 0 1.5rem}
.rules legend h2{margin:0 0 .75rem;font-size:1.25rem}
.rule-fields{display:grid;grid-template-columns:repeat(auto-fit,minmax(12rem,1fr));gap:0 1rem}
`;
