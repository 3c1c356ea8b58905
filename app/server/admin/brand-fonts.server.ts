import headingFontUrl from "@fontsource/cormorant-garamond/files/cormorant-garamond-latin-500-normal.woff2?url";
import textFontUrl from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";

/**
 * The site's own brand fonts in the back office: the same files the public pages load (one copy
 * in the build's /assets, allowed by `font-src 'self'`), Cormorant Garamond for headings and
 * Inter for text, each with the metric-matched fallback of app/styles/app.css so nothing moves
 * while they load. The heading font is preloaded by the page (layout.server.tsx).
 */
export { headingFontUrl };

export const brandFontsCss = `
@font-face{font-family:"Cormorant Garamond";font-style:normal;font-weight:500;font-display:swap;src:url(${headingFontUrl}) format("woff2")}
@font-face{font-family:"Inter";font-style:normal;font-weight:100 900;font-display:swap;src:url(${textFontUrl}) format("woff2")}
@font-face{font-family:"Inter Fallback";src:local("Arial"),local("Liberation Sans"),local("Helvetica");ascent-override:90.49%;descent-override:22.56%;line-gap-override:0%;size-adjust:107.06%}
@font-face{font-family:"Cormorant Fallback";src:local("Times New Roman"),local("Liberation Serif"),local("Times");ascent-override:104%;descent-override:32%;line-gap-override:0%;size-adjust:88%}
body{font-family:"Inter","Inter Fallback",system-ui,sans-serif}
h1,h2,h3,.brand{font-family:"Cormorant Garamond","Cormorant Fallback",Georgia,serif}
.brand small{font-family:"Inter","Inter Fallback",system-ui,sans-serif}
`;
