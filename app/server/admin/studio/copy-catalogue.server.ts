import { rugWords } from "~/rug/words";
import type { AdminLanguage } from "../copy.server";

/**
 * The studio's words for the collection and the portfolio, in the back office's languages: each
 * fact's label and hint, a human name for every value a fact can take (the configurator's own
 * names where it has them), what a field says when its value cannot be used, the lists of designs
 * and projects, adding one, and taking one off the site or showing it again. The outline's words
 * (a colourway, a paragraph, the facts' section) are the editor's (copy-editor.server.ts).
 */

/** The configurator's names of shapes, techniques, piles, motifs, materials and backings, as the site says them. */
const siteNames = (lang: AdminLanguage) => rugWords[lang].names;

const es = {
  /** Each field's label, by its path without list numbers (`colourways.colours`). */
  labels: {
    name: "Nombre del diseño",
    order: "Posición en la lista",
    collection: "Colección",
    techniques: "Técnicas",
    shapes: "Formas",
    sizes: "Medidas estándar (cm)",
    madeToMeasure: "También a medida",
    pile: "Pelo",
    cutHeight: "Altura del pelo cortado (mm)",
    loopHeight: "Altura del bucle (mm)",
    materials: "Materiales",
    designer: "Diseño de",
    sectors: "Sectores",
    backings: "Bases en que se ofrece (la primera marcada es la estándar)",
    "colourways.colours": "Colores",
    "colourways.flatSize": "Medida real de la imagen vista desde arriba (cm)",
    client: "Cliente",
    country: "País",
    sector: "Sector",
    year: "Año",
    credits: "Créditos",
    designs: "Diseños utilizados",
  } as Record<string, string>,
  hints: {
    order: "Menor, antes. También se cambia con las flechas de la lista del contenido.",
    designer: "Vacío: diseño del estudio propio.",
    sizes: "Ancho × largo en centímetros, separadas por comas: 200 × 300, 250 × 350. Un círculo, por su diámetro: 250.",
    cutHeight: "De 6 a 50 mm.",
    loopHeight: "De 4 a 40 mm.",
    "colourways.colours": "Códigos de la gama de 300 colores, separados por espacios; el primero es el fondo. Hasta 6.",
    "colourways.flatSize":
      "Ancho × largo en centímetros de lo que muestra la imagen vista desde arriba, con la alfombra en vertical (el ancho a lo ancho de la imagen): 300 × 200. Con ella, esa imagen es el dibujo del diseño en el configurador, la vista en tu espacio, la ficha y la textura y el modelo 3D del paquete, repetida a tamaño real. Obligatoria si la imagen es una subida.",
    client: "Vacío si el cliente prefiere no aparecer.",
    country: "Código de dos letras: ES, FR, IT, DE…",
    designs:
      "El primero es el principal: «Empezar desde este proyecto» abre el configurador con él. Solo se puede publicar con diseños que se muestran en el sitio.",
    credits: "Para quitar una fila, márcala o deja su nombre vacío.",
  } as Record<string, string>,
  /** The names of the values a fact can take, by the fact's key. */
  options: {
    collection: siteNames("es").motifs,
    techniques: siteNames("es").techniques,
    shapes: siteNames("es").shapes,
    pile: siteNames("es").piles,
    materials: siteNames("es").materials,
    sectors: {
      hotels: "Hoteles",
      residential: "Residencial",
      retail: "Comercio",
      yachts: "Yates",
      aviation: "Aviación",
      architecture: "Arquitectura e interiorismo",
    },
    backings: siteNames("es").backings,
    credits: {
      interiorDesigner: "Interiorismo",
      architect: "Arquitectura",
      hotelGroup: "Grupo hotelero",
      shipyard: "Astillero",
      developer: "Promotora",
      brand: "Marca",
    },
  } as Record<string, Record<string, string>>,
  /** A codes field's picker. */
  codes: {
    chosen: "Colores elegidos",
    ground: "fondo",
    range: "Ver la gama de 300 colores",
    rangeTitle: "La gama de colores",
    rangeIntro: "Cada color con su código: escribe los códigos en el campo «Colores» de cada colorido.",
  },
  credits: { role: "Papel", person: "Nombre", remove: "Quitar", add: "Añadir un crédito", row: "Crédito {{n}}" },
  designs: {
    row: "Diseño {{n}}",
    first: "Diseño principal",
    none: "— Ninguno —",
    hidden: "{{name}} (no se muestra)",
  },
  /** A field's findings in words a person acts on. */
  problems: {
    required: "Obligatorio.",
    choose: "Elige una de las opciones.",
    chooseSome: "Elige al menos una.",
    wholeNumber: "Escribe un número entero.",
    atLeast: "Como mínimo {{n}}.",
    atMost: "Como máximo {{n}}.",
    unknownCodes: "Fuera de la gama de colores: {{codes}}.",
    oneColour: "Escribe al menos un código de color.",
    tooManyColours: "Como mucho 6 colores.",
    sizes: "Escribe cada medida como ancho × largo en centímetros: 200 × 300, 250 × 350.",
    sizeRange: "Cada lado, de 40 a 3000 cm: {{size}}.",
    flatSize: "Escribe la medida como ancho × largo en centímetros: 300 × 200.",
    flatSizeNeeded:
      "Falta la medida real de la imagen vista desde arriba: escribe el ancho × largo en centímetros que muestra, por ejemplo 300 × 200. Sin ella no se puede publicar.",
    tooManySizes: "Como mucho 8 medidas.",
    creditPerson: "Falta el nombre de un crédito.",
    tooMany: "Como mucho {{n}}.",
    country: "Escribe el código de dos letras del país, en mayúsculas: ES.",
    oneDesign: "Elige al menos un diseño.",
    unknownDesign: "No hay ningún diseño «{{name}}».",
    plain: "Solo texto: sin < ni > ni caracteres de control.",
  },
  list: {
    collection: "Colección",
    collectionIntro:
      "Los diseños, en el orden en que los muestra el sitio. Subir y bajar cambia ese orden en el sitio al momento.",
    portfolio: "Proyectos",
    portfolioIntro: "Los proyectos realizados, en el orden en que los muestra el sitio.",
    newDesign: "Nuevo diseño",
    newProject: "Nuevo proyecto",
    onSite: "En el sitio",
    shown: "Se muestra",
    hidden: "No se muestra",
    order: "Orden",
    up: "Subir {{name}}",
    down: "Bajar {{name}}",
    moved: "Orden cambiado: el sitio lo muestra en unos segundos.",
    onThisPage: "En esta página",
  },
  create: {
    designTitle: "Nuevo diseño",
    projectTitle: "Nuevo proyecto",
    designIntro:
      "Empieza por su nombre. El diseño se crea oculto, con un colorido vacío: complétalo en el editor, publícalo y muéstralo en el sitio cuando esté listo.",
    projectIntro:
      "Empieza por su título y un diseño. El proyecto se crea oculto: complétalo en el editor, publícalo y muéstralo en el sitio cuando esté listo.",
    name: "Nombre del diseño",
    nameHint: "Es el mismo en todos los idiomas. Hasta 60 caracteres.",
    title: "Título del proyecto (en español)",
    titleHint: "Las traducciones se escriben después, en el editor. Hasta 120 caracteres.",
    design: "Primer diseño utilizado",
    designHint: "Puedes añadir más en el editor.",
    slug: "Dirección en el sitio",
    slugHint:
      "Se forma del nombre si la dejas vacía: solo minúsculas sin tildes, cifras y guiones. No se puede cambiar después.",
    submit: "Crear y abrir el editor",
    cancel: "Cancelar",
    errors: {
      nameRequired: "Escribe el nombre.",
      nameTooLong: "Como mucho {{n}} caracteres.",
      noSlug: "Con ese nombre no se puede formar una dirección: escríbela tú (por ejemplo, alfombra-azul).",
      slugInvalid: "Solo minúsculas sin tildes, cifras y guiones, como mucho 60 caracteres: por ejemplo, {{proposal}}.",
      slugTaken: "La dirección {{path}} ya es de otro {{what}}. Te proponemos {{proposal}}: créalo así o escribe otra.",
      designRequired: "Elige un diseño.",
      exampleSlug: "alfombra-azul",
    },
  },
  site: {
    shownAt: "Se muestra en el sitio:",
    hidden: "No se muestra en el sitio.",
    neverShown: "Aún no se muestra en el sitio: complétalo y pulsa «Publicar ahora»; después, «Mostrar en el sitio».",
    hide: "Retirar del sitio",
    show: "Mostrar en el sitio",
    confirmHide: "¿Retirar «{{name}}» del sitio?",
    confirmShow: "¿Mostrar «{{name}}» en el sitio?",
    cannotShowTitle: "«{{name}}» aún no se puede mostrar",
    hideIntro:
      "Deja de verse en todos los idiomas en unos segundos. Sigue aquí, en el contenido, y puedes volver a mostrarlo cuando quieras; el historial también permite deshacerlo.",
    showIntro: "Se muestra la versión {{version}} publicada, tal como está, en todos los idiomas, en unos segundos.",
    draftStays: "Tu borrador no se publica: sigue siendo un borrador.",
    cannotShow: {
      one: "Aún no se puede mostrar: la versión publicada tiene 1 problema. Corrígelo en el editor y pulsa «Publicar ahora»; después, muéstralo.",
      other:
        "Aún no se puede mostrar: la versión publicada tiene {{count}} problemas. Corrígelos en el editor y pulsa «Publicar ahora»; después, muéstralo.",
    },
    yesHide: "Sí, retirar del sitio",
    yesShow: "Sí, mostrar en el sitio",
    back: "Volver sin cambiar nada",
    stale: "El documento ha cambiado mientras lo mirabas: revisa de nuevo.",
  },
  /** The editor's notice after each of these. */
  notices: {
    created: "Creado. Aún no se muestra en el sitio: complétalo, publícalo y después muéstralo.",
    hiddenFromSite: "Retirado del sitio: deja de verse en unos segundos. Puedes volver a mostrarlo cuando quieras.",
    shownOnSite: "Se muestra en el sitio: se verá en unos segundos.",
    publishedHidden: "Publicado. Aún no se muestra en el sitio: pulsa «Mostrar en el sitio» cuando quieras que se vea.",
  },
  notes: {
    create: "Creado",
    hide: "Retirado del sitio",
    show: "Mostrado en el sitio",
    order: "Orden de la lista",
  },
  recent: { create: "creó", hide: "retiró del sitio", show: "mostró en el sitio", order: "cambió el orden de" },
};

export type CatalogueCopy = typeof es;

const en: CatalogueCopy = {
  labels: {
    name: "Design name",
    order: "Place in the list",
    collection: "Collection",
    techniques: "Techniques",
    shapes: "Shapes",
    sizes: "Standard sizes (cm)",
    madeToMeasure: "Also made to measure",
    pile: "Pile",
    cutHeight: "Cut pile height (mm)",
    loopHeight: "Loop height (mm)",
    materials: "Materials",
    designer: "Designed by",
    sectors: "Sectors",
    backings: "Backings it is offered on (the first ticked is its standard one)",
    "colourways.colours": "Colours",
    "colourways.flatSize": "Real size of the picture from above (cm)",
    client: "Client",
    country: "Country",
    sector: "Sector",
    year: "Year",
    credits: "Credits",
    designs: "Designs used",
  },
  hints: {
    order: "Lower comes first. The arrows of the content list change it too.",
    designer: "Empty: designed by our own studio.",
    sizes: "Width × length in centimetres, separated by commas: 200 × 300, 250 × 350. A circle, by its diameter: 250.",
    cutHeight: "From 6 to 50 mm.",
    loopHeight: "From 4 to 40 mm.",
    "colourways.colours": "Codes of the 300-colour range, separated by spaces; the first is the ground. Up to 6.",
    "colourways.flatSize":
      "Width × length in centimetres of what the picture from above shows, the rug upright (its width across the picture): 300 × 200. With it, that picture is the design's drawing in the configurator, the room view, the specification sheet and the pack's texture and 3D model, repeated at real size. Required when the picture is an upload.",
    client: "Empty if the client prefers not to be named.",
    country: "Two-letter code: ES, FR, IT, DE…",
    designs:
      "The first is the main one: 'Start from this project' opens the configurator with it. It can only be published with designs shown on the site.",
    credits: "To remove a row, tick it or leave its name empty.",
  },
  options: {
    collection: siteNames("en").motifs,
    techniques: siteNames("en").techniques,
    shapes: siteNames("en").shapes,
    pile: siteNames("en").piles,
    materials: siteNames("en").materials,
    sectors: {
      hotels: "Hotels",
      residential: "Residential",
      retail: "Retail",
      yachts: "Yachts",
      aviation: "Aviation",
      architecture: "Architecture and interiors",
    },
    backings: siteNames("en").backings,
    credits: {
      interiorDesigner: "Interior design",
      architect: "Architecture",
      hotelGroup: "Hotel group",
      shipyard: "Shipyard",
      developer: "Developer",
      brand: "Brand",
    },
  },
  codes: {
    chosen: "Chosen colours",
    ground: "ground",
    range: "See the 300-colour range",
    rangeTitle: "The colour range",
    rangeIntro: "Each colour with its code: write the codes in each colourway's 'Colours' field.",
  },
  credits: { role: "Role", person: "Name", remove: "Remove", add: "Add a credit", row: "Credit {{n}}" },
  designs: {
    row: "Design {{n}}",
    first: "Main design",
    none: "— None —",
    hidden: "{{name}} (not shown)",
  },
  problems: {
    required: "Required.",
    choose: "Choose one of the options.",
    chooseSome: "Choose at least one.",
    wholeNumber: "Write a whole number.",
    atLeast: "At least {{n}}.",
    atMost: "At most {{n}}.",
    unknownCodes: "Not in the colour range: {{codes}}.",
    oneColour: "Write at least one colour code.",
    tooManyColours: "At most 6 colours.",
    sizes: "Write each size as width × length in centimetres: 200 × 300, 250 × 350.",
    sizeRange: "Each side from 40 to 3000 cm: {{size}}.",
    flatSize: "Write the size as width × length in centimetres: 300 × 200.",
    flatSizeNeeded:
      "The real size of the picture from above is missing: write the width × length in centimetres it shows, for example 300 × 200. It cannot be published without it.",
    tooManySizes: "At most 8 sizes.",
    creditPerson: "A credit has no name.",
    tooMany: "At most {{n}}.",
    country: "Write the country's two-letter code, in capitals: ES.",
    oneDesign: "Choose at least one design.",
    unknownDesign: "There is no design '{{name}}'.",
    plain: "Text only: no < or > and no control characters.",
  },
  list: {
    collection: "Collection",
    collectionIntro:
      "The designs, in the order the site shows them. Moving one up or down changes that order on the site at once.",
    portfolio: "Projects",
    portfolioIntro: "The finished projects, in the order the site shows them.",
    newDesign: "New design",
    newProject: "New project",
    onSite: "On the site",
    shown: "Shown",
    hidden: "Not shown",
    order: "Order",
    up: "Move {{name}} up",
    down: "Move {{name}} down",
    moved: "Order changed: the site shows it within seconds.",
    onThisPage: "On this page",
  },
  create: {
    designTitle: "New design",
    projectTitle: "New project",
    designIntro:
      "Start with its name. The design is created hidden, with one empty colourway: complete it in the editor, publish it and show it on the site when it is ready.",
    projectIntro:
      "Start with its title and one design. The project is created hidden: complete it in the editor, publish it and show it on the site when it is ready.",
    name: "Design name",
    nameHint: "The same in every language. Up to 60 characters.",
    title: "Project title (in Spanish)",
    titleHint: "The translations are written afterwards, in the editor. Up to 120 characters.",
    design: "First design used",
    designHint: "You can add more in the editor.",
    slug: "Address on the site",
    slugHint:
      "Made from the name if you leave it empty: lower-case letters without accents, digits and hyphens only. It cannot be changed later.",
    submit: "Create and open the editor",
    cancel: "Cancel",
    errors: {
      nameRequired: "Write the name.",
      nameTooLong: "At most {{n}} characters.",
      noSlug: "No address can be made from that name: write one yourself (for example, blue-rug).",
      slugInvalid:
        "Lower-case letters without accents, digits and hyphens only, at most 60 characters: for example, {{proposal}}.",
      slugTaken:
        "The address {{path}} belongs to another {{what}} already. We suggest {{proposal}}: create it so, or write another.",
      designRequired: "Choose a design.",
      exampleSlug: "blue-rug",
    },
  },
  site: {
    shownAt: "Shown on the site:",
    hidden: "Not shown on the site.",
    neverShown: "Not shown on the site yet: complete it and press 'Publish now'; then 'Show on the site'.",
    hide: "Take off the site",
    show: "Show on the site",
    confirmHide: "Take '{{name}}' off the site?",
    confirmShow: "Show '{{name}}' on the site?",
    cannotShowTitle: "'{{name}}' cannot be shown yet",
    hideIntro:
      "It stops showing in every language within seconds. It stays here, in the content, and you can show it again whenever you like; the history can undo it too.",
    showIntro: "Published version {{version}} is shown as it is, in every language, within seconds.",
    draftStays: "Your draft is not published: it stays a draft.",
    cannotShow: {
      one: "It cannot be shown yet: the published version has 1 problem. Fix it in the editor and press 'Publish now'; then show it.",
      other:
        "It cannot be shown yet: the published version has {{count}} problems. Fix them in the editor and press 'Publish now'; then show it.",
    },
    yesHide: "Yes, take it off the site",
    yesShow: "Yes, show it on the site",
    back: "Go back without changing anything",
    stale: "The document changed while you were looking: check again.",
  },
  notices: {
    created: "Created. It is not shown on the site yet: complete it, publish it, then show it.",
    hiddenFromSite: "Taken off the site: it stops showing within seconds. You can show it again whenever you like.",
    shownOnSite: "Shown on the site: it appears within seconds.",
    publishedHidden: "Published. It is not shown on the site yet: press 'Show on the site' when you want it seen.",
  },
  notes: {
    create: "Created",
    hide: "Taken off the site",
    show: "Shown on the site",
    order: "Order of the list",
  },
  recent: { create: "created", hide: "took off the site", show: "showed on the site", order: "changed the order of" },
};

export const catalogueCopy: Record<AdminLanguage, CatalogueCopy> = { es, en };
