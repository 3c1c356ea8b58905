import type { PageId } from "./pages";

const contentPage = "routes/content-page.tsx";

/** Pages built so far, each with its route module; every one is routed in all six languages. */
export const routedPages: { id: PageId; file: string }[] = [
  { id: "home", file: "routes/home.tsx" },
  { id: "solicitudMuestrario", file: "routes/lead-page.tsx" },
  { id: "solicitudCatalogo", file: "routes/lead-page.tsx" },
  { id: "configurador", file: "routes/configurator.tsx" },
  ...(
    [
      "proyectos",
      "muestrarios",
      "personalizacion",
      "contract",
      "catalogos",
      "faq",
      "experiencia",
      "sobreNosotros",
      "historia",
      "calidad",
      "sostenibilidad",
      "diseno",
      "instalacion",
      "mantenimiento",
      "garantia",
      "hoteles",
      "disenadoresInteriores",
      "comercios",
      "yates",
      "arquitectos",
      "jetsPrivados",
      "contacto",
      "politicaPrivacidad",
      "terminosUso",
      "politicaCookies",
      "avisoLegal",
    ] as const
  ).map((id) => ({ id, file: contentPage })),
];
