import type { ConfirmationWords } from "./es.server";

/** The sample kit is "Musterkollektion" everywhere, as in the interface messages (app/i18n/locales/de.ts). */
const de: ConfirmationWords = {
  colon: ":",
  greeting: "Guten Tag {name},",
  greetingWithoutName: "Guten Tag,",
  nextStepsHeading: "So geht es weiter",
  forms: {
    sample: {
      subject: "Ihre Anfrage für eine Musterkollektion ist bei uns eingegangen · {brand}",
      preheader: "Wir stellen Ihre Musterkollektion zusammen. So geht es weiter.",
      heading: "Ihre Musterkollektion ist in Vorbereitung",
      intro:
        "Vielen Dank, dass Sie unsere Teppiche aus der Nähe kennenlernen möchten. Nichts beschreibt ein {brand}-Stück besser als die Berührung: die Dichte der Wolle, der Glanz der Seide, die Tiefe jedes Reliefs.",
      nextSteps: [
        "Unser Team prüft Ihre Anfrage und stellt die Musterkollektion zusammen, die am besten zu Ihrem Projekt passt.",
        "Wir melden uns in Kürze bei Ihnen, um die Versanddetails mit Ihnen abzustimmen.",
        "Wir bereiten Ihre Musterkollektion in unserer Manufaktur in Crevillente vor und versenden sie mit derselben Sorgfalt, die wir jedem Teppich widmen.",
      ],
    },
    catalogue: {
      subject: "Ihr digitaler Katalog von {brand}",
      preheader: "Entdecken Sie unsere Kollektionen, Techniken und Projekte.",
      heading: "Hier ist unser digitaler Katalog",
      intro:
        "Vielen Dank für Ihr Interesse. Darin finden Sie unsere Kollektionen, Techniken und Ausführungen sowie einige der Projekte, die wir für Hotels, Privatresidenzen, Yachten und Privatjets realisiert haben.",
      nextSteps: [
        "Sie können den Katalog jederzeit über den Link in dieser E-Mail öffnen.",
        "Wenn Sie ein Stück inspiriert, hilft Ihnen einer unserer Berater, es an Ihren Raum anzupassen: Maße, Form, Farben und Materialien.",
        "Und wenn Sie die Materialien sehen und fühlen möchten, senden wir Ihnen gern eine Musterkollektion.",
      ],
    },
    contact: {
      subject: "Ihre Nachricht ist bei uns eingegangen · {brand}",
      preheader: "Vielen Dank für Ihre Nachricht. Wir antworten Ihnen in Kürze.",
      heading: "Vielen Dank für Ihre Nachricht",
      intro: "Ihre Nachricht hat unser Team erreicht.",
      nextSteps: [
        "Wir lesen sie aufmerksam und ziehen bei Bedarf unsere Design- und Produktionsteams hinzu.",
        "Wir antworten Ihnen in Kürze per E-Mail oder telefonisch.",
      ],
    },
    contactSection: {
      subject: "Ihre Anfrage ist bei uns eingegangen · {brand}",
      preheader: "Vielen Dank, dass Sie uns von Ihrem Projekt erzählen. So geht es weiter.",
      heading: "Vielen Dank für Ihre Projektanfrage",
      intro:
        "Jeder Teppich, den wir fertigen, beginnt mit einem Gespräch wie diesem. Ihre Anfrage liegt nun bei unserem Projektteam.",
      nextSteps: [
        "Ein Spezialist prüft Ihre Anfrage sorgfältig.",
        "Wir melden uns in Kürze bei Ihnen, um die Einzelheiten zu besprechen: Räume, Maße, Zeitplan und Stil.",
        "Auf dieser Grundlage schlagen wir Ihnen Design, Materialien und Muster vor, ganz auf Ihr Projekt abgestimmt.",
      ],
    },
    quote: {
      subject: "Wir haben Ihren Entwurf erhalten · {brand}",
      preheader: "Danke, dass Sie Ihren Teppich mit uns gestalten. So geht es weiter.",
      heading: "Ihr Teppich ist bei uns in guten Händen",
      intro:
        "Danke, dass Sie Ihren Teppich mit uns gestalten. Hier sehen Sie die Vorschau Ihrer Konfiguration; über den Link kehren Sie jederzeit zu ihr zurück und können sie ändern.",
      nextSteps: [
        "Unser technisches Team prüft Ihre Konfiguration: Maße, Flor, Materialien und Farben.",
        "Wir melden uns sehr bald mit Ihrem Angebot und, falls nötig, mit Vorschlägen für Anpassungen.",
        "Wenn Sie die gewählten Farben sehen und fühlen möchten, senden wir Ihnen gern Muster.",
      ],
    },
    project: {
      subject: "Wir haben Ihr Projekt erhalten · {brand}",
      preheader: "Wir bereiten Ihre Muster und Ihr Angebot vor. So geht es weiter.",
      heading: "Ihr Projekt ist bei uns in guten Händen",
      intro:
        "Vielen Dank, dass Sie uns Ihr Projekt anvertrauen. Dies sind die Teppiche, die Sie uns gesendet haben; auf ihrer Grundlage bereiten wir Ihre Muster und Ihr Angebot vor.",
      nextSteps: [
        "Unser technisches Team prüft jeden Teppich Ihres Projekts: Maße, Materialien, Farben und Stückzahlen.",
        "Wir melden uns in Kürze bei Ihnen, um die Lieferadresse für die Muster und die Einzelheiten Ihres Angebots abzustimmen.",
        "Wir stellen Ihre Muster in unserer Manufaktur in Crevillente zusammen und versenden sie mit derselben Sorgfalt, die wir jedem Teppich widmen.",
      ],
    },
  },
  /** The configurator's quote: the rug's preview and the link back to its configuration. */
  configuration: {
    heading: "Ihre Konfiguration",
    button: "Konfiguration ansehen",
    previewAlt: "Vorschau Ihres Teppichs",
  },
  items: {
    heading: "Die Teppiche Ihres Projekts",
    columns: {
      code: "Position",
      rug: "Teppich",
      size: "Maße",
      colours: "Farben",
      quantity: "Stückzahl",
      area: "Gesamtfläche (m²)",
      link: "Konfiguration",
    },
    open: "Ansehen",
  },
  samples: {
    heading: "Ihre gewünschten Muster",
    design: "Design",
    colours: "Farben",
    link: "Design ansehen",
  },
  catalogue: {
    button: "Digitalen Katalog ansehen",
    fallback: "Falls die Schaltfläche nicht funktioniert, kopieren Sie diesen Link in Ihren Browser:",
  },
  contact: {
    heading: "Wir sind gern für Sie da",
    text: "Möchten Sie etwas ergänzen? Antworten Sie einfach auf diese E-Mail – oder schreiben Sie uns oder rufen Sie uns an, wann immer es Ihnen passt.",
    phone: "Telefon",
    email: "E-Mail",
    address: "Adresse",
    website: "Website",
  },
  signOff: "Mit freundlichen Grüßen",
  signature: "Ihr {brand}-Team",
  footer: {
    reason: "Sie erhalten diese E-Mail, weil diese Adresse in einem Formular auf {site} angegeben wurde.",
    ignore: "Falls Sie das nicht waren, können Sie diese E-Mail ignorieren: Wir werden Ihnen nicht erneut schreiben.",
  },
};

export default de;
