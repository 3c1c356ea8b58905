// Spanish is the source language: every other locale must have exactly these keys
// (enforced by the type below and by app/i18n/locales.test.ts).
const es = {
  meta: {
    siteName: "Nudo · Alfombras de autor",
    description:
      "Fabricante español de alfombras tufting a mano, robotizadas y a medida para hoteles, interioristas, yates y jets privados. Fábrica propia en Crevillente desde 1995.",
  },
  a11y: {
    skipToContent: "Saltar al contenido",
    mainNavigation: "Navegación principal",
    footerNavigation: "Navegación del pie de página",
    homeLink: "Nudo, ir a la página de inicio",
  },
  header: {
    projects: "Proyectos",
    samples: "Muestrarios",
    customisation: "Personalización",
    contact: "Contacto",
    search: "Buscar",
    searchShortcut: "Ctrl K",
    openMenu: "Abrir menú",
    closeMenu: "Cerrar menú",
    menuTitle: "Menú",
    language: "Idioma",
    changeLanguage: "Cambiar idioma, idioma actual: {{language}}",
  },
  pages: {
    home: "Inicio",
    proyectos: "Proyectos",
    muestrarios: "Muestrarios",
    personalizacion: "Personalización",
    catalogos: "Catálogos",
    contacto: "Contacto",
    hoteles: "Hoteles",
    disenadoresInteriores: "Diseñadores de interiores",
    comercios: "Comercios",
    yates: "Yates",
    arquitectos: "Arquitectos",
    jetsPrivados: "Jets privados",
    contract: "Contract",
    diseno: "Diseño",
    instalacion: "Instalación",
    mantenimiento: "Mantenimiento",
    solicitudMuestrario: "Solicitud de muestrario",
    solicitudCatalogo: "Catálogo digital",
    sobreNosotros: "Sobre nosotros",
    historia: "Historia",
    experiencia: "Experiencia",
    calidad: "Calidad",
    sostenibilidad: "Sostenibilidad",
    garantia: "Garantía",
    faq: "Preguntas frecuentes",
    politicaPrivacidad: "Política de privacidad",
    terminosUso: "Términos de uso",
    politicaCookies: "Política de cookies",
  },
  palette: {
    title: "Buscar en el sitio",
    placeholder: "Buscar páginas...",
    empty: "No se encontraron resultados.",
    groups: {
      navigation: "Navegación",
      sectors: "Sectores",
      professionals: "Profesionales",
      general: "General",
    },
  },
  footer: {
    tagline:
      "Alfombras tufting a mano y robotizadas, diseñadas y fabricadas en nuestra propia fábrica de Crevillente para proyectos de todo el mundo.",
    columns: {
      company: "Empresa",
      products: "Productos",
      services: "Servicios",
      support: "Soporte",
    },
    links: {
      collections: "Colecciones",
      handTuft: "Hand tuft",
      robotTuft: "Robot tuft",
    },
    addressLabel: "Dirección",
    phoneLabel: "Teléfono",
    emailLabel: "Correo electrónico",
    languagesLabel: "Idiomas",
    legalLabel: "Información legal",
    rights: "Todos los derechos reservados.",
  },
  notFound: {
    title: "Oops! Page not found",
    description: "La página que buscas no existe o ha cambiado de dirección.",
    home: "Return to Home",
  },
  video: {
    pause: "Pausar el vídeo",
    play: "Reproducir el vídeo",
  },
  region: {
    checking: "Verificando disponibilidad...",
    unavailableTitle: "Contenido No Disponible",
    unavailableText:
      "Esta sección está disponible exclusivamente para clientes en Estados Unidos, Alemania, Suiza e Inglaterra.",
    error: "No disponible en tu región",
    backHome: "Volver al inicio",
  },
  events: {
    eyebrow: "Agenda",
    title: "Eventos y noticias",
    subtitle: "Ferias, presentaciones y novedades de nuestra fábrica y de nuestros proyectos.",
    badge: { event: "Evento", news: "Noticia" },
    readMore: "Leer más",
    emptyTitle: "Próximamente",
    emptyDescription: "Muy pronto anunciaremos nuevos eventos y novedades. Vuelve a visitarnos.",
    dateLabel: "Fecha",
    locationLabel: "Lugar",
  },
} as const;

export default es;

/** The shape every locale must fill: the same keys as Spanish, any strings. */
type Widen<T> = { -readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type Messages = Widen<typeof es>;
