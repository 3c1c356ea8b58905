import type { RoomWords } from "./es";

const nl: RoomWords = {
  title: "Uw vloerkleed in uw eigen ruimte",
  intro:
    "Maak een foto van uw vloer of kies er een. De foto blijft op uw apparaat: hij wordt nergens heen gestuurd, tenzij u dat zelf wilt.",
  close: "Sluiten",
  loading: "Weergave wordt voorbereid…",
  photo: {
    take: "Foto maken",
    choose: "Foto kiezen",
    sample: "Proberen met een voorbeeldkamer",
    reading: "Foto wordt gelezen…",
    unreadable:
      "We konden deze afbeelding niet lezen. Probeer een foto in JPEG, PNG, WebP of HEIC (als uw browser die opent).",
    another: "Andere foto",
  },
  calibrate: {
    heading: "1. Markeer iets rechthoekigs op de vloer",
    help: "Zet de vier hoeken op volgorde op een voorwerp op de vloer waarvan u de maten kent. Een A4-vel volstaat: leg het op de vloer voordat u de foto maakt.",
    reference: "Referentievoorwerp",
    a4: "A4-vel (21 × 29,7 cm)",
    custom: "Een ander voorwerp (bed, tafel, tegel…)",
    width: "Breedte (cm)",
    length: "Lengte (cm)",
    corner: "Hoek {{n}} van de referentie",
    cornerHelp: "Verplaats met de pijltjestoetsen; met Shift sneller.",
    cornerAt: "Hoek {{n}}: {{x}}, {{y}}",
    invalid: "De vier hoeken moeten op volgorde een rechthoek in perspectief vormen.",
  },
  place: {
    heading: "2. Plaats het vloerkleed",
    help: "Sleep het vloerkleed of gebruik de verplaatsknop met de pijltjestoetsen. Het behoudt de geconfigureerde maten als u het verplaatst of draait.",
    move: "Vloerkleed verplaatsen",
    moveHelp: "Pijltjestoetsen: 5 cm; met Shift: 25 cm. R: 15° draaien.",
    turnLeft: "Naar links draaien",
    turnRight: "Naar rechts draaien",
    placed: "Vloerkleed op {{x}} cm, {{y}} cm van de referentie, {{angle}}° gedraaid",
    size: "{{size}}, op schaal",
  },
  brush: {
    heading: "3. Haal terug wat op het vloerkleed staat",
    help: "Kwast over de poten van een bank of tafel, zodat die op het vloerkleed blijven staan.",
    on: "Voorwerpen schilderen",
    off: "Stoppen met schilderen",
    size: "Kwastgrootte",
    clear: "Geschilderde wissen",
  },
  keep: {
    download: "Afbeelding downloaden (PNG)",
    file: "vloerkleed-in-mijn-ruimte",
    send: "Deze afbeelding met mijn offerteaanvraag meesturen",
    sendHelp:
      "We voegen de afbeelding toe aan uw aanvraag, bewaren haar daarbij zo lang als ons privacybeleid vermeldt en wissen haar samen met de aanvraag.",
    attached: "Afbeelding toegevoegd aan uw offerteaanvraag.",
    toQuote: "Naar de aanvraag",
  },
  limits:
    "Dit is een benadering: ze gaat uit van een vlakke vloer waarop het referentievoorwerp ligt. Loopt de vloer af of ligt de referentie niet op de vloer, dan kloppen de maten niet precies.",
  picture: "Het geconfigureerde vloerkleed in de foto van uw ruimte",
};

export default nl;
