/**
 * The specifier's project in Spanish: the "add to project" form of a design and of the
 * configurator, the project's page, its shared copy and what they answer. `{{…}}` are filled in.
 */
const es = {
  add: {
    heading: "Añadir al proyecto",
    intro:
      "Reúne las alfombras de un encargo, con su lugar y su cantidad, para compartirlas o pedir muestras y presupuesto de todas a la vez.",
    place: "Lugar",
    placeHint: "p. ej. Vestíbulo",
    quantity: "Cantidad",
    submit: "Añadir al proyecto",
    view: "Ver mi proyecto",
  },
  meta: {
    title: "Mi proyecto",
    description: "Las alfombras de tu proyecto, con su lugar, cantidad, superficie, clases y plazos.",
  },
  shared: {
    title: "Proyecto compartido",
    description: "Una copia de solo lectura de un proyecto de alfombras.",
  },
  page: {
    eyebrow: "Para prescriptores",
    title: "Mi proyecto",
    intro:
      "Las alfombras que has reunido, con su lugar y su cantidad. Tu proyecto se guarda en este navegador; compártelo con un enlace o pide muestras y presupuesto de todas a la vez.",
    sharedTitle: "Proyecto compartido",
    sharedIntro: "Una copia de solo lectura, tal como se compartió el {{date}}. El enlace caduca el {{expires}}.",
    empty: "Tu proyecto está vacío. Añade alfombras desde cualquier diseño de la colección o desde el configurador.",
    emptyLinks: { collection: "Ver la colección", configurator: "Abrir el configurador" },
    itemsHeading: "Alfombras",
    count: "Alfombras: {{count}} · Referencias: {{items}}",
  },
  item: {
    code: "Referencia",
    place: "Lugar",
    noPlace: "Sin lugar",
    quantity: "Cantidad",
    size: "Medidas",
    colours: "Colores",
    area: "Superficie",
    areaValue: "{{each}} m² cada una · {{total}} m² en total",
    wear: "Clase de uso (EN 1307)",
    fire: "Reacción al fuego (EN 13501-1)",
    leadTime: "Plazo",
    leadTimeValue: "{{weeks}} semanas",
    withdrawn:
      "Este diseño ya no está en la colección: se conserva como configuración libre con sus mismas elecciones.",
    picture: "Vista cenital de {{rug}}",
    configure: "Cambiar en el configurador",
    pack: "Paquete para prescriptores (ZIP)",
    save: "Guardar",
    remove: "Quitar",
    removeLabel: "Quitar {{rug}} del proyecto",
    saveLabel: "Guardar el lugar y la cantidad de {{rug}}",
  },
  totals: {
    heading: "Total del proyecto",
    rugs: "Alfombras",
    area: "Superficie",
    weight: "Peso",
    carbon: "Huella de carbono (A1-A3)",
    leadTime: "Plazo más largo",
    areaValue: "{{value}} m²",
    weightValue: "aprox. {{value}} kg",
    carbonValue: "{{value}} kg CO₂e",
    onRequest: "bajo petición",
  },
  share: {
    heading: "Compartir",
    intro:
      "Un enlace de solo lectura para tu cliente o tu equipo: ve las alfombras tal como están ahora, en cualquier navegador. Tu proyecto sigue siendo tuyo para cambiarlo; vuelve a compartirlo cuando quieras.",
    submit: "Crear enlace para compartir",
    created: "Enlace creado. Caduca el {{expires}}.",
    link: "Enlace del proyecto",
    copy: "Copiar el enlace",
    copied: "Enlace copiado",
  },
  downloads: {
    heading: "Descargar",
    xlsx: "Cuadro FF&E (Excel)",
    csv: "Cuadro FF&E (CSV)",
    zip: "Cuadro y paquetes de todas las alfombras (ZIP)",
    language: "Este idioma no está disponible.",
    format: "Este formato no está disponible.",
    busy: "Estamos preparando muchos paquetes a la vez. Vuelve a intentarlo en unos segundos.",
    failed: "No hemos podido preparar la descarga. Vuelve a intentarlo o escríbenos.",
  },
  notices: {
    added: "{{rug}} se ha añadido a tu proyecto.",
    updated: "Cambios guardados.",
    removed: "Alfombra quitada del proyecto.",
  },
  problems: {
    quantity: "Escribe una cantidad entera entre 1 y 9999.",
    rug: "Esta alfombra no se puede fabricar tal como está configurada.",
    full: "Tu proyecto ya tiene {{max}} referencias, el máximo. Quita alguna o comparte este proyecto y empieza otro.",
    missing: "Esa alfombra ya no está en tu proyecto.",
    empty: "Añade al menos una alfombra antes de compartir el proyecto.",
    shares: "Has creado muchos enlaces en poco tiempo. Vuelve a intentarlo en unos minutos.",
    unavailable: "No hemos podido guardar el cambio. Vuelve a intentarlo en unos segundos.",
  },
  gone: {
    unknownTitle: "Este enlace no existe",
    unknown: "Comprueba que lo has copiado entero. Quien te lo envió puede crear otro desde su proyecto.",
    expiredTitle: "Este enlace ha caducado",
    expired: "Los enlaces de proyecto se guardan {{days}} días. Pide a quien te lo envió que lo vuelva a compartir.",
  },
};

export type SelectionWords = typeof es;

export default es;
