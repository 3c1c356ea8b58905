import type { PageContentInput } from "../../page-schema";

export default {
  meta: {
    title: "Catálogos digitales",
    description:
      "Consulta y descarga los catálogos digitales de nuestras alfombras tufting a mano, robotizadas y a medida: colecciones, técnicas y proyectos.",
  },
  blocks: [
    {
      kind: "hero",
      eyebrow: "Catálogos",
      title: "Catálogos digitales",
      lead: "Colecciones, técnicas y proyectos reunidos en catálogos para consultar en pantalla, descargar y compartir con tu equipo.",
      image: {
        name: "hero-brand",
        alt: "Alfombra tufting a mano con bandas ondulantes de pelo en tonos arena y bronce",
      },
    },
    {
      kind: "catalogues",
      id: "catalogos",
      title: "Nuestros catálogos",
      empty: {
        title: "Próximamente",
        text: "Estamos preparando nuestros catálogos digitales. Mientras tanto, escríbenos y te enviaremos toda la información que necesites para tu proyecto.",
        action: { label: "Contactar", href: "/contacto" },
      },
      labels: {
        pages: "páginas",
        size: "Tamaño",
        view: "Ver catálogo",
        download: "Descargar",
        opensInNewTab: "(se abre en una pestaña nueva)",
      },
      closing: {
        title: "¿Necesitas más información?",
        text: "Nuestro equipo te asesora sobre colecciones, materiales y plazos, y te prepara una propuesta a medida.",
        action: { label: "Escríbenos", href: "/contacto" },
      },
    },
  ],
} satisfies PageContentInput;
