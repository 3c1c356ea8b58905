/** The leads section's own navigation: a line of tabs under the bar, the current one underlined. */
export const deskNavCss = `
.desk-nav{margin:-.5rem 0 1.25rem;border-bottom:1px solid var(--line)}
.desk-nav ul{display:flex;flex-wrap:wrap;gap:0 1.5rem;list-style:none;margin:0;padding:0}
.desk-nav a{display:inline-flex;align-items:center;min-height:2.75rem;color:var(--muted);text-decoration:none;border-bottom:2px solid transparent;margin-bottom:-1px}
.desk-nav a:hover{color:var(--ink)}
.desk-nav a[aria-current=page]{color:var(--ink);border-bottom-color:var(--bronze);font-weight:600}
`;
