/**
 * Company facts the specification leaves as placeholders. Every value here is a clearly
 * fictional default: replace them with the real ones before going live. Nothing else in the
 * code base repeats these facts.
 */
export const siteConfig = {
  brandName: "Nudo",
  brandTagline: "Crevillente · 1995",
  legalName: "Nudo Alfombras Ejemplo, S.L.",
  taxId: "B00000000",
  /** LSSI art. 10: the commercial registry entry (fictional default). */
  registry: "Registro Mercantil de Alicante, tomo 0000, folio 00, hoja A-000000",
  foundedYear: 1995,
  /** The product's copy gave two readings (over 8,000 and over 5,000 m²); the site states one, everywhere. */
  factoryAreaM2: 8000,
  phone: { display: "+34 965 00 00 00", href: "tel:+34965000000" },
  email: "info@nudo.example",
  address: {
    street: "Polígono Industrial I3, Nº1",
    postalCode: "03330",
    city: "Crevillente",
    region: "Alicante",
    country: "ES",
  },
  /**
   * The commercial guarantee the warranty page states (its guarantor is the legal name and
   * address above). Spanish consumer law adds it to the three-year legal guarantee, never in
   * place of it.
   */
  warranty: { years: 5 },
  /** Factory location for the contact map frame. */
  geo: { latitude: 38.2497, longitude: -0.8089 },
  /**
   * Opening hours for search engines (structured data). The contact page states them in its
   * copy, in each language: change both together.
   */
  openingHours: {
    days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
    opens: "09:00",
    closes: "18:00",
  },
} as const;

export type SiteConfig = typeof siteConfig;
