/**
 * The media library's and the image slot's rules: a grid of thumbnails of one shape, an image's
 * page, the pick banner, a group's drop zone, and the library's dialog over the editor (the whole
 * screen on a phone).
 */
export const mediaCss = `
.image-slot{clear:both;width:100%}
.image-slot>legend,.unit .image-slot>legend{float:none;width:auto;font-family:inherit;font-weight:600;font-size:.875rem;margin:0 0 .3rem}
.image-slot .slot{grid-template-columns:10rem minmax(0,1fr);align-items:start}
.image-slot .slot img{width:10rem;aspect-ratio:4/3;height:auto;object-fit:cover;background:var(--sand)}
.slot-body{display:flex;flex-direction:column;align-items:flex-start;gap:.5rem}
.slot-name{margin:0;font-weight:600;overflow-wrap:anywhere}
.slot-status{margin:0;font-size:.875rem;color:var(--ok)}
.slot-status:empty{display:none}
.slot-body progress,.picture-drop progress{width:100%;max-width:24rem;height:.5rem;accent-color:var(--bronze)}
.picture-drop{border:2px dashed var(--line);border-radius:6px;background:var(--white);padding:1rem 1.25rem;margin:0 0 1rem}
.picture-drop .drop-line{margin:0;display:flex;flex-wrap:wrap;align-items:center;gap:.5rem;font-weight:600}
.picture-drop .hint{margin:.35rem 0 0}
.drop-or{font-weight:400;color:var(--muted)}
@media (pointer:coarse){.drop-or{display:none}}
.picture-drop .slot-status{margin-top:.5rem}
.picture-drop.dropping,.image-slot.dropping{border-color:var(--bronze);background:#f3eadc}
.media-library h1{margin-bottom:.4em}
.pick-banner{display:flex;flex-wrap:wrap;gap:.5rem 1.5rem;align-items:center;justify-content:space-between;border-left:4px solid var(--bronze);background:#f3eadc;padding:.75rem 1rem;margin:0 0 1.25rem}
.pick-banner p{margin:0;font-weight:600}
.media-search{display:flex;flex-wrap:wrap;gap:.5rem 1rem;align-items:flex-end;background:var(--white);border:1px solid var(--line);border-radius:4px;padding:1rem;margin:0 0 .75rem}
.media-search .field{flex:1 1 16rem;margin:0}
details.upload{padding:0}
details.upload>summary{cursor:pointer;padding:1rem 1.25rem;min-height:2.75rem;list-style-position:inside}
details.upload>summary h2{display:inline;margin:0;font-size:1.3rem}
details.upload[open]>summary{border-bottom:1px solid var(--line)}
details.upload>:not(summary){margin-left:1.25rem;margin-right:1.25rem}
details.upload form{padding:1rem 0 .25rem}
details.upload .alert{margin-top:1rem}
.media-grid{grid-template-columns:repeat(auto-fill,minmax(12.5rem,1fr))}
.media-card{background:var(--white);border:1px solid var(--line);border-radius:4px;display:flex;flex-direction:column;overflow:hidden}
.media-card.current{border-color:var(--bronze);box-shadow:0 0 0 2px var(--bronze)}
.media-thumb{display:block;color:var(--ink);text-decoration:none}
.media-grid .media-thumb img{width:100%;aspect-ratio:4/3;height:auto;object-fit:cover;margin:0;border-radius:0;background:var(--sand)}
.media-label{display:block;padding:.6rem .75rem 0;font-weight:600;line-height:1.3;overflow-wrap:anywhere}
.media-thumb:hover .media-label{text-decoration:underline}
.media-meta{display:flex;flex-wrap:wrap;gap:.35rem .5rem;align-items:center;padding:.4rem .75rem .75rem;margin:0;font-size:.8125rem}
.badge.site{background:#e3e0dc}.badge.upload{background:#efe3c9}
.choose{margin:auto .75rem .75rem}
.choose button{width:100%}
.media-detail{display:grid;grid-template-columns:minmax(0,3fr) minmax(0,2fr);gap:1.5rem;margin:0 0 1.25rem}
.media-figure{margin:0}
.media-figure img{width:100%;height:auto;display:block;border:1px solid var(--line);border-radius:3px;background:var(--sand)}
.media-detail .choose{margin:0 0 1rem}
.contents{display:contents}
.uses li{display:flex;flex-wrap:wrap;gap:.25rem .75rem;align-items:center}
.uses a{min-height:2.75rem;display:inline-flex;align-items:center}
.danger-zone{border-color:#e2c3b6}
.media-dialog{width:min(72rem,calc(100vw - 2rem));max-height:calc(100vh - 2rem);padding:0;border:1px solid var(--line);border-radius:6px;background:var(--ivory);color:var(--ink);box-shadow:0 20px 60px rgba(30,27,24,.35)}
.media-dialog::backdrop{background:rgba(30,27,24,.55)}
.media-dialog-close{position:sticky;top:0;float:right;margin:.75rem;z-index:1}
.media-dialog-body{padding:1.25rem 1.5rem 2rem}
.media-dialog-body[aria-busy=true]{opacity:.6}
@media (max-width:48rem){
 .image-slot .slot{grid-template-columns:6.5rem minmax(0,1fr)}
 .image-slot .slot img{width:6.5rem}
 .media-detail{grid-template-columns:1fr}
 .media-grid{grid-template-columns:repeat(2,minmax(0,1fr));gap:.75rem}
 .media-label{font-size:.875rem;padding:.5rem .6rem 0}
 .media-meta{padding:.35rem .6rem .6rem}
 .choose{margin:auto .6rem .6rem}
 .media-dialog{width:100vw;max-width:100vw;height:100vh;max-height:100vh;border-radius:0;border:0;margin:0}
 .media-dialog-body{padding:1rem}
}
`;
