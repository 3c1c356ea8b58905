/**
 * The publish checks' screens: a style warning beside its field (bronze, not the error's
 * terracotta), the confirmation step before a publish with warnings or outdated translations, and
 * a version's warnings in the history.
 */
export const checksCss = `
.errors li.warning{color:var(--bronze);list-style:none;margin-left:-1.1rem;padding-left:1.1rem;position:relative}
.errors li.warning::before{content:"!";position:absolute;left:0;top:0;font-weight:700}
.confirm{max-width:48rem}
.confirm .lead{font-size:1.0625rem;max-width:40rem}
.confirm h3{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;font-size:.9375rem;font-weight:600;margin:1rem 0 .25rem}
.confirm .alert h2{margin-top:0;font-size:1.3rem}
ul.findings{list-style:none;margin:0;padding:0}
ul.findings li{display:flex;flex-direction:column;gap:.15rem;padding:.6rem 0;border-bottom:1px solid var(--line)}
ul.findings li:last-child{border-bottom:0}
ul.findings > li > a{font-weight:600;display:inline-flex;align-items:center;min-height:2.75rem;align-self:flex-start}
.outdated-counts{display:flex;flex-wrap:wrap;gap:.25rem 1.25rem;list-style:none;margin:0 0 .5rem;padding:0;font-weight:600}
ul.findings .chips{margin:.25rem 0 0}
ul.findings .chips .button{min-height:2.75rem}
.confirm-actions{position:sticky;bottom:0;box-shadow:0 -8px 20px rgba(30,27,24,.08)}
@media (max-width:48rem){.confirm-actions{position:static;box-shadow:none}}
.confirm-actions .muted{margin-bottom:.75rem}
.version-warnings{margin:.35rem 0 0;font-size:.875rem}
.version-warnings summary{cursor:pointer;color:var(--bronze);padding:.75rem 0;width:max-content;max-width:100%}
.version-warnings ul{margin:.25rem 0 0;padding-left:1.1rem;color:var(--charcoal)}
ol.timeline .version-warnings li{padding:.2rem 0;border:0}
`;
