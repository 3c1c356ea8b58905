/** Class names of the site's two button looks, for links and buttons alike. */
const base =
  "inline-flex items-center justify-center gap-2 rounded-full px-6 py-3 text-sm font-medium tracking-wide transition-colors duration-300 focus-visible:outline-2 focus-visible:outline-offset-3 disabled:cursor-not-allowed disabled:opacity-60";

export const buttonStyles = {
  solid: `${base} bg-ink text-ivory hover:bg-charcoal`,
  outline: `${base} border border-ink/25 text-ink hover:border-ink hover:bg-ink hover:text-ivory`,
  light: `${base} bg-ivory text-ink hover:bg-sand`,
  ghostLight: `${base} border border-ivory/50 text-ivory hover:bg-ivory hover:text-ink`,
} as const;
