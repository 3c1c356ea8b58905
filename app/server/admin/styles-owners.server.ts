/** The sales desk's owners: the inbox's own views, the lead's follow-up days in one click. */
export const ownersCss = `
.desk-links{display:flex;flex-wrap:wrap;gap:.4rem 1.25rem;list-style:none;padding:0;margin:-.25rem 0 1rem}
.desk-links a{font-weight:600}
.quick{display:grid;grid-template-columns:repeat(3,minmax(0,1fr));gap:.4rem;margin:0 0 1rem}
.quick legend{font-weight:600;font-size:.875rem;margin:0 0 .3rem;padding:0;float:left;width:100%;grid-column:1/-1}
.quick button{flex-direction:column;gap:0;min-height:3.25rem;padding:.35rem .4rem;line-height:1.2;font-size:.875rem}
.quick small{font-weight:400;color:var(--muted);font-size:.75rem}
#owner h3{margin-top:1.25rem;padding-top:1rem;border-top:1px solid var(--line)}
#owner .note{display:block}
`;
