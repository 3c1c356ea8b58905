/**
 * The preview's bar and stage, and the review link. The bar is the back office's ink with ivory
 * words and bronze marks; the stage shows the page in a frame below it.
 */
export const previewCss = `
.preview-shell{display:flex;flex-direction:column;height:100vh;height:100dvh;overflow:hidden;margin:0}
.preview-bar{flex:none;background:var(--ink);color:var(--ivory);padding:.5rem 1rem;display:flex;flex-wrap:wrap;gap:.35rem 1.5rem;align-items:center;justify-content:space-between;border-bottom:3px solid #c2a06b;z-index:2}
.preview-what{display:flex;flex-wrap:wrap;gap:.35rem .75rem;align-items:center;margin:0}
.preview-label{font-size:.75rem;text-transform:uppercase;letter-spacing:.12em;color:#c9b8a3}
.preview-name{font-family:"Cormorant Garamond",Georgia,serif;font-size:1.25rem;font-weight:500}
.preview-controls{display:flex;flex-wrap:wrap;gap:.35rem 1rem;align-items:center}
.preview-switch{display:flex;list-style:none;margin:0;padding:0;border:1px solid #5f564c;border-radius:3px;overflow:hidden}
.preview-switch a{display:inline-flex;align-items:center;justify-content:center;min-height:2.75rem;min-width:2.75rem;padding:0 .7rem;color:var(--ivory);text-decoration:none;font-size:.875rem}
.preview-switch li+li a{border-left:1px solid #5f564c}
.preview-switch a:hover{background:var(--charcoal);color:var(--ivory)}
.preview-switch a[aria-current]{background:#c2a06b;color:var(--ink);font-weight:600}
.preview-language{font-size:.875rem;color:#d8cbb8}
.preview-link{color:var(--ivory);display:inline-flex;align-items:center;min-height:2.75rem}
.preview-link:hover{color:#c2a06b}
.preview-share{background:#c2a06b;border-color:#c2a06b;color:var(--ink)}
.preview-share:hover{background:var(--ivory);color:var(--ink)}
.preview-bar :focus-visible{outline-color:#c2a06b}
.preview-stage{flex:1;min-height:0;width:100%;margin:0;display:flex;justify-content:center;background:var(--sand);padding:0;max-width:none}
.preview-stage iframe{border:0;display:block;width:100%;height:100%;background:var(--white)}
.preview-stage.phone{padding:1rem 0}
.preview-stage.phone iframe{width:390px;max-width:100%;border:1px solid var(--line);border-radius:18px;box-shadow:0 12px 32px rgba(30,27,24,.18)}
.review-link{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:.875rem}
@media (max-width:48rem){
 .preview-bar{padding:.4rem .75rem;gap:.25rem .75rem}
 .preview-name{font-size:1.05rem}
 .preview-stage.phone{padding:0}
 .preview-stage.phone iframe{border:0;border-radius:0;box-shadow:none}
}
`;
