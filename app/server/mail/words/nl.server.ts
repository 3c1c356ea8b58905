import type { ConfirmationWords } from "./es.server";

/** A rug is a "vloerkleed" and the sample kit a "stalenset", as in the interface messages (app/i18n/locales/nl.ts). */
const nl: ConfirmationWords = {
  colon: ":",
  greeting: "Beste {name},",
  greetingWithoutName: "Goedendag,",
  nextStepsHeading: "Zo gaat het verder",
  forms: {
    sample: {
      subject: "We hebben uw aanvraag voor een stalenset ontvangen · {brand}",
      preheader: "We stellen uw stalenset samen. Zo gaat het verder.",
      heading: "Uw aanvraag voor een stalenset is in goede handen",
      intro:
        "Dank u wel dat u onze vloerkleden van dichtbij wilt ontdekken. Niets beschrijft een {brand}-vloerkleed beter dan het aan te raken: de dichtheid van de wol, de glans van de zijde, de diepte van elk reliëf.",
      nextSteps: [
        "Ons team bekijkt uw aanvraag en stelt de stalenset samen die het best bij uw project past.",
        "We nemen binnenkort contact met u op om de verzendgegevens met u af te stemmen.",
        "We maken uw stalenset klaar in onze fabriek in Crevillente en versturen hem met dezelfde zorg die we aan elk vloerkleed besteden.",
      ],
    },
    catalogue: {
      subject: "Uw digitale catalogus van {brand}",
      preheader: "Ontdek onze collecties, technieken en projecten.",
      heading: "Hier is onze digitale catalogus",
      intro:
        "Dank u wel voor uw interesse. U vindt erin onze collecties, technieken en afwerkingen, en een selectie van de projecten die we hebben gerealiseerd voor hotels, privéwoningen, jachten en privéjets.",
      nextSteps: [
        "U kunt de catalogus op elk moment openen via de link in deze e-mail.",
        "Spreekt een ontwerp u aan? Een van onze adviseurs helpt u het af te stemmen op uw ruimte: afmetingen, vorm, kleuren en materialen.",
        "En wilt u de materialen zien en voelen, dan sturen we u graag een stalenset.",
      ],
    },
    contact: {
      subject: "We hebben uw bericht ontvangen · {brand}",
      preheader: "Dank u wel voor uw bericht. We antwoorden u binnenkort.",
      heading: "Dank u wel voor uw bericht",
      intro: "Uw bericht is bij ons team aangekomen.",
      nextSteps: [
        "We lezen het aandachtig en overleggen waar nodig met onze ontwerp- en productieteams.",
        "We antwoorden u binnenkort, per e-mail of telefonisch.",
      ],
    },
    contactSection: {
      subject: "We hebben uw aanvraag ontvangen · {brand}",
      preheader: "Dank u wel dat u ons over uw project vertelt. Zo gaat het verder.",
      heading: "Dank u wel dat u ons over uw project vertelt",
      intro: "Elk vloerkleed dat we maken, begint met een gesprek als dit. Uw aanvraag ligt nu bij ons projectteam.",
      nextSteps: [
        "Een specialist bestudeert uw aanvraag zorgvuldig.",
        "We nemen binnenkort contact met u op om de details te bespreken: ruimtes, afmetingen, planning en stijl.",
        "Op basis daarvan stellen we u een ontwerp, materialen en stalen voor, helemaal afgestemd op uw project.",
      ],
    },
    quote: {
      subject: "We hebben uw ontwerp ontvangen · {brand}",
      preheader: "Bedankt dat u uw vloerkleed met ons ontwerpt. Zo gaat het verder.",
      heading: "Uw vloerkleed is in goede handen",
      intro:
        "Bedankt dat u uw vloerkleed met ons ontwerpt. Hier ziet u de voorvertoning van uw configuratie; via de link keert u er altijd naar terug om haar aan te passen.",
      nextSteps: [
        "Ons technische team bekijkt uw configuratie: afmetingen, pool, materialen en kleuren.",
        "We nemen zeer binnenkort contact met u op met uw offerte en, indien nodig, een voorstel voor aanpassingen.",
        "Wilt u de gekozen kleuren zien en voelen, dan sturen we u graag stalen.",
      ],
    },
    project: {
      subject: "We hebben uw project ontvangen · {brand}",
      preheader: "We bereiden uw stalen en offerte voor. Zo gaat het verder.",
      heading: "Uw project is in goede handen",
      intro:
        "Dank u wel dat u ons uw project toevertrouwt. Dit zijn de vloerkleden die u ons stuurde; op basis daarvan bereiden we uw stalen en offerte voor.",
      nextSteps: [
        "Ons technische team bekijkt elk vloerkleed van uw project: afmetingen, materialen, kleuren en aantallen.",
        "We nemen binnenkort contact met u op om het verzendadres voor de stalen en de details van uw offerte af te stemmen.",
        "We maken uw stalen klaar in onze fabriek in Crevillente en versturen ze met dezelfde zorg die we aan elk vloerkleed besteden.",
      ],
    },
  },
  /** The configurator's quote: the rug's preview and the link back to its configuration. */
  configuration: {
    heading: "Uw configuratie",
    button: "Bekijk uw configuratie",
    previewAlt: "Voorvertoning van uw vloerkleed",
  },
  items: {
    heading: "De vloerkleden van uw project",
    columns: {
      code: "Referentie",
      rug: "Vloerkleed",
      size: "Afmetingen",
      colours: "Kleuren",
      quantity: "Aantal",
      area: "Totale oppervlakte (m²)",
      link: "Configuratie",
    },
    open: "Bekijken",
  },
  samples: {
    heading: "De stalen die u hebt aangevraagd",
    design: "Ontwerp",
    colours: "Kleuren",
    link: "Bekijk het ontwerp",
  },
  catalogue: {
    button: "Bekijk de digitale catalogus",
    fallback: "Werkt de knop niet? Kopieer dan deze link in uw browser:",
  },
  contact: {
    heading: "We staan graag voor u klaar",
    text: "Wilt u nog iets toevoegen? Beantwoord dan gewoon deze e-mail, of schrijf of bel ons wanneer het u uitkomt.",
    phone: "Telefoon",
    email: "E-mail",
    address: "Adres",
    website: "Website",
  },
  signOff: "Met vriendelijke groet,",
  signature: "Het {brand}-team",
  footer: {
    reason: "U ontvangt deze e-mail omdat dit adres is ingevuld in een formulier op {site}.",
    ignore: "Heeft u dit niet zelf gedaan? Dan kunt u deze e-mail negeren: we schrijven u niet opnieuw.",
  },
};

export default nl;
