import type { ConfiguratorPageWords } from "./es";

const nl = {
  meta: {
    title: "Configurator voor vloerkleden op maat",
    description:
      "Ontwerp uw vloerkleed op maat: kies vorm, afmetingen, techniek, pool, motief en tot zes kleuren uit onze collectie van 300, bekijk het op schaal getekend en vraag uw offerte aan.",
  },
  hero: {
    eyebrow: "Configurator",
    title: "Ontwerp uw vloerkleed",
    intro:
      "Kies de vorm, de afmetingen, de pool, het motief en de kleuren. Terwijl u kiest, ziet u uw vloerkleed op schaal getekend. Bent u tevreden, stuur het ons dan toe en wij stellen uw offerte op.",
  },
  colourPicker: {
    chosen: "Uw kleuren",
    chosenCount: "{{count}} van 6",
    ground: "Grondkleur",
    useAsGround: "Als grondkleur gebruiken",
    family: "Kleurfamilie",
    search: "Zoeken op code of naam",
    searchButton: "Zoeken",
    results: "{{count}} kleuren",
    noResults: "Geen enkele kleur komt overeen met uw zoekopdracht.",
    full: "U hebt al zes kleuren gekozen: verwijder er een om een andere toe te voegen.",
  },
  actions: {
    room: "Bekijk het in uw ruimte",
    roomNeedsScript:
      "Om het vloerkleed in uw ruimte te zien is JavaScript nodig; de rest van de configurator werkt ook zonder.",
    roomLoading: "Weergave wordt voorbereid…",
    update: "Voorvertoning bijwerken",
    copyLink: "Link kopiëren",
    copied: "Link gekopieerd",
    sheet: "Specificatieblad downloaden (PDF)",
    pack: "Download het voorschrijverspakket (ZIP)",
    quote: "Offerte aanvragen",
  },
  quote: {
    heading: "Vraag uw offerte aan",
    intro:
      "Stuur ons uw ontwerp met uw gegevens. Wij bekijken het samen met ons technische team en sturen u een offerte en, als u dat wenst, stalen van de gekozen kleuren.",
  },
} satisfies ConfiguratorPageWords;

export default nl;
