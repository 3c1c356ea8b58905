/**
 * The configurator page's own words in Spanish (its title, opening, colour picker, actions and
 * quote form), the source every other language follows key for key. The rug's words (its fields,
 * names, notes and sheet) are app/rug/words/.
 */
const es = {
  meta: {
    title: "Configurador de alfombras a medida",
    description:
      "Diseña tu alfombra a medida: elige forma, medidas, técnica, pelo, motivo y hasta seis colores de nuestra colección de 300, mírala dibujada a escala y pide tu presupuesto.",
  },
  hero: {
    eyebrow: "Configurador",
    title: "Diseña tu alfombra",
    intro:
      "Elige la forma, las medidas, el pelo, el motivo y los colores. La verás dibujada a escala mientras decides y, cuando te guste, nos la envías para que preparemos tu presupuesto.",
  },
  colourPicker: {
    chosen: "Tus colores",
    chosenCount: "{{count}} de 6",
    ground: "Fondo",
    useAsGround: "Usar de fondo",
    family: "Familia",
    search: "Buscar por código o nombre",
    searchButton: "Buscar",
    results: "{{count}} colores",
    noResults: "Ningún color coincide con tu búsqueda.",
    full: "Ya tienes seis colores: quita uno para añadir otro.",
  },
  actions: {
    room: "Ver en tu habitación",
    roomNeedsScript:
      "Para ver la alfombra en tu habitación hace falta JavaScript; el resto del configurador funciona sin él.",
    roomLoading: "Preparando la vista…",
    update: "Actualizar vista previa",
    copyLink: "Copiar enlace",
    copied: "Enlace copiado",
    sheet: "Descargar ficha (PDF)",
    pack: "Descargar el paquete para prescriptores (ZIP)",
    quote: "Solicitar presupuesto",
  },
  quote: {
    heading: "Solicita tu presupuesto",
    intro:
      "Envíanos tu diseño con tus datos. Lo revisaremos con el equipo técnico y te enviaremos un presupuesto y, si quieres, muestras de los colores elegidos.",
  },
};

export default es;

export type ConfiguratorPageWords = typeof es;
