import { StyleSheet } from "@react-pdf/renderer";

/** The brand palette (app/styles/app.css); `paper` is a lighter ivory for the pages themselves. */
export const colors = {
  paper: "#fbf8f3",
  ivory: "#f6f1ea",
  sand: "#e6d9c6",
  stone: "#c9b8a3",
  taupe: "#8a7a68",
  bronze: "#7a5a32",
  brass: "#c2a06b",
  ink: "#1e1b18",
  charcoal: "#3a342e",
  muted: "#5f564c",
  line: "#ddd1bf",
} as const;

export const fonts = { display: "Cormorant", text: "Inter" } as const;

/** A4 portrait, in points, and the side margin every page aligns to. */
export const page = { width: 595.28, height: 841.89, margin: 56 } as const;
export const contentWidth = page.width - 2 * page.margin;

/**
 * Letter-spaced capitals need no kerning, and without it the PDF's text extracts (and is found
 * by search) as words, not as spaced-out letters.
 */
const tracked = { fontFeatureSettings: { kern: false } };
const lining = { fontFamily: fonts.display, fontFeatureSettings: ["lnum"] };

export const styles = StyleSheet.create({
  page: { backgroundColor: colors.paper, fontFamily: fonts.text, color: colors.charcoal },
  eyebrow: {
    fontFamily: fonts.text,
    fontWeight: 500,
    fontSize: 6.8,
    letterSpacing: 1.9,
    textTransform: "uppercase",
    color: colors.bronze,
    ...tracked,
  },
  wordmark: {
    fontFamily: fonts.display,
    fontWeight: 500,
    textTransform: "uppercase",
    color: colors.ivory,
    ...tracked,
  },
  footer: { fontFamily: fonts.text, fontSize: 6.3, letterSpacing: 1.6, textTransform: "uppercase", ...tracked },
  // Cormorant's default figures are old-style (a "1" reads as "I"): headings and figures set lining ones.
  display: { ...lining, fontWeight: 300, fontSize: 46, lineHeight: 1.04, color: colors.ink },
  title: { ...lining, fontWeight: 400, fontSize: 30, lineHeight: 1.1, color: colors.ink },
  subtitle: { ...lining, fontWeight: 500, fontSize: 17, lineHeight: 1.2, color: colors.ink },
  lead: { fontFamily: fonts.display, fontWeight: 400, fontSize: 14.5, lineHeight: 1.42, color: colors.charcoal },
  body: { fontFamily: fonts.text, fontWeight: 300, fontSize: 8.8, lineHeight: 1.62, color: colors.charcoal },
  small: { fontFamily: fonts.text, fontWeight: 400, fontSize: 7.6, lineHeight: 1.5, color: colors.muted },
  numeral: { ...lining, fontWeight: 300, color: colors.bronze },
  /** Under a key figure: small capitals, tracked less so long German labels fit their column. */
  figureLabel: {
    fontFamily: fonts.text,
    fontWeight: 500,
    fontSize: 6.3,
    lineHeight: 1.5,
    letterSpacing: 1.1,
    textTransform: "uppercase",
    color: colors.muted,
    ...tracked,
  },
  rule: { height: 0.6, backgroundColor: colors.line },
});
