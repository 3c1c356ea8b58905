import type { SelectionWords } from "./es";

const nl: SelectionWords = {
  add: {
    heading: "Toevoegen aan project",
    intro:
      "Verzamel de vloerkleden van één opdracht, elk met zijn ruimte en aantal, om ze te delen of in één keer stalen en een offerte voor alle kleden aan te vragen.",
    place: "Ruimte",
    placeHint: "bijv. Hotelkamers",
    quantity: "Aantal",
    submit: "Toevoegen aan project",
    view: "Bekijk mijn project",
  },
  meta: {
    title: "Mijn project",
    description: "De vloerkleden van uw project, met ruimte, aantal, oppervlakte, klassen en levertijden.",
  },
  shared: {
    title: "Gedeeld project",
    description: "Een alleen-lezen kopie van een vloerkledenproject.",
  },
  page: {
    eyebrow: "Voor voorschrijvers",
    title: "Mijn project",
    intro:
      "De vloerkleden die u hebt verzameld, elk met zijn ruimte en aantal. Uw project wordt in deze browser bewaard; deel het via een link of vraag in één keer stalen en een offerte voor alle kleden aan.",
    sharedTitle: "Gedeeld project",
    sharedIntro: "Een alleen-lezen kopie, zoals gedeeld op {{date}}. De link verloopt op {{expires}}.",
    empty:
      "Uw project is nog leeg. Voeg vloerkleden toe vanuit elk ontwerp van de collectie of vanuit de configurator.",
    emptyLinks: { collection: "Bekijk de collectie", configurator: "Open de configurator" },
    itemsHeading: "Vloerkleden",
    count: "Vloerkleden: {{count}} · Referenties: {{items}}",
  },
  item: {
    code: "Referentie",
    place: "Ruimte",
    noPlace: "Geen ruimte opgegeven",
    quantity: "Aantal",
    size: "Afmetingen",
    colours: "Kleuren",
    area: "Oppervlakte",
    areaValue: "{{each}} m² per stuk · {{total}} m² in totaal",
    wear: "Gebruiksklasse (EN 1307)",
    fire: "Brandgedrag (EN 13501-1)",
    leadTime: "Levertijd",
    leadTimeValue: "{{weeks}} weken",
    withdrawn:
      "Dit ontwerp zit niet meer in de collectie: het blijft bewaard als vrije configuratie met dezelfde keuzes.",
    picture: "{{rug}} van bovenaf gezien",
    configure: "Wijzigen in de configurator",
    pack: "Voorschrijverspakket (ZIP)",
    save: "Opslaan",
    remove: "Verwijderen",
    removeLabel: "{{rug}} uit het project verwijderen",
    saveLabel: "Ruimte en aantal van {{rug}} opslaan",
  },
  totals: {
    heading: "Projecttotaal",
    rugs: "Vloerkleden",
    area: "Oppervlakte",
    weight: "Gewicht",
    carbon: "CO₂-voetafdruk (A1-A3)",
    leadTime: "Langste levertijd",
    areaValue: "{{value}} m²",
    weightValue: "ca. {{value}} kg",
    carbonValue: "{{value}} kg CO₂e",
    onRequest: "op aanvraag",
  },
  share: {
    heading: "Delen",
    intro:
      "Een alleen-lezen link voor uw opdrachtgever of uw team: zij zien de vloerkleden zoals ze nu zijn, in elke browser. Het project blijft van u en u kunt het blijven aanpassen; deel het opnieuw wanneer u wilt.",
    submit: "Maak een link om te delen",
    created: "Link gemaakt. Hij verloopt op {{expires}}.",
    link: "Projectlink",
    copy: "Link kopiëren",
    copied: "Link gekopieerd",
  },
  downloads: {
    heading: "Downloaden",
    xlsx: "FF&E-staat (Excel)",
    csv: "FF&E-staat (CSV)",
    zip: "Staat en pakketten van alle vloerkleden (ZIP)",
    language: "Deze taal wordt niet aangeboden.",
    format: "Dit formaat wordt niet aangeboden.",
    busy: "We stellen nu veel pakketten tegelijk samen. Probeer het over enkele seconden opnieuw.",
    failed: "We konden de download niet voorbereiden. Probeer het opnieuw of schrijf ons.",
  },
  notices: {
    added: "{{rug}} is aan uw project toegevoegd.",
    updated: "Wijzigingen opgeslagen.",
    removed: "Vloerkleed uit het project verwijderd.",
  },
  problems: {
    quantity: "Vul een geheel getal van 1 tot en met 9999 in.",
    rug: "Dit vloerkleed kan niet worden gemaakt zoals het is geconfigureerd.",
    full: "Uw project bevat al {{max}} referenties, het maximum. Verwijder er een, of deel dit project en begin een nieuw.",
    missing: "Dat vloerkleed staat niet meer in uw project.",
    empty: "Voeg minstens één vloerkleed toe voordat u het project deelt.",
    shares: "U hebt in korte tijd veel links gemaakt. Probeer het over een paar minuten opnieuw.",
    unavailable: "We konden de wijziging niet opslaan. Probeer het over een paar seconden opnieuw.",
  },
  gone: {
    unknownTitle: "Deze link bestaat niet",
    unknown: "Controleer of u hem volledig hebt gekopieerd. De afzender kan vanuit het eigen project een nieuwe maken.",
    expiredTitle: "Deze link is verlopen",
    expired: "Projectlinks blijven {{days}} dagen geldig. Vraag de afzender het project opnieuw te delen.",
  },
};

export default nl;
