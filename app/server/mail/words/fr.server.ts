import type { ConfirmationWords } from "./es.server";

/** The sample kit is the "kit d’échantillons", as in the interface messages (app/i18n/locales/fr.ts). */
const fr: ConfirmationWords = {
  colon: "\u00a0:",
  greeting: "Bonjour {name},",
  greetingWithoutName: "Bonjour,",
  nextStepsHeading: "Les prochaines étapes",
  forms: {
    sample: {
      subject: "Nous avons bien reçu votre demande de kit d’échantillons · {brand}",
      preheader: "Nous préparons votre kit d’échantillons. Voici les prochaines étapes.",
      heading: "Votre demande de kit d’échantillons est entre de bonnes mains",
      intro:
        "Merci de vouloir découvrir nos tapis de plus près. Rien ne décrit mieux une pièce {brand} que le toucher\u00a0: la densité de la laine, l’éclat de la soie, la profondeur de chaque relief.",
      nextSteps: [
        "Notre équipe examine votre demande et prépare le kit d’échantillons le mieux adapté à votre projet.",
        "Nous vous contacterons très prochainement pour confirmer avec vous les détails de livraison.",
        "Nous préparons votre kit dans notre manufacture de Crevillente et vous l’expédions avec le soin que nous apportons à chaque tapis.",
      ],
    },
    catalogue: {
      subject: "Votre catalogue numérique {brand}",
      preheader: "Découvrez nos collections, nos techniques et nos projets.",
      heading: "Voici notre catalogue numérique",
      intro:
        "Merci de votre intérêt. Vous y trouverez nos collections, nos techniques et nos finitions, ainsi que quelques-uns des projets que nous avons réalisés pour des hôtels, des résidences privées, des yachts et des jets privés.",
      nextSteps: [
        "Vous pouvez ouvrir le catalogue à tout moment grâce au lien de cet e-mail.",
        "Si une pièce vous inspire, l’un de nos conseillers vous aidera à l’adapter à votre espace\u00a0: dimensions, forme, couleurs et matières.",
        "Et lorsque vous souhaiterez voir et toucher les matières, nous vous enverrons un kit d’échantillons.",
      ],
    },
    contact: {
      subject: "Nous avons bien reçu votre message · {brand}",
      preheader: "Merci de nous avoir écrit. Nous vous répondrons très prochainement.",
      heading: "Merci de nous avoir écrit",
      intro: "Votre message est bien parvenu à notre équipe.",
      nextSteps: [
        "Nous le lisons avec attention et, si nécessaire, le partageons avec nos équipes de design et de production.",
        "Nous vous répondrons très prochainement, par e-mail ou par téléphone.",
      ],
    },
    contactSection: {
      subject: "Nous avons bien reçu votre demande · {brand}",
      preheader: "Merci de nous avoir présenté votre projet. Voici les prochaines étapes.",
      heading: "Merci de nous avoir présenté votre projet",
      intro:
        "Chaque tapis que nous créons commence par une conversation comme celle-ci. Votre demande est désormais entre les mains de notre équipe projets.",
      nextSteps: [
        "Un spécialiste étudie attentivement votre demande.",
        "Nous vous contacterons très prochainement pour en connaître les détails\u00a0: espaces, dimensions, délais et style.",
        "Nous vous proposerons ensuite un design, des matières et des échantillons adaptés à votre projet.",
      ],
    },
    quote: {
      subject: "Nous avons reçu votre création · {brand}",
      preheader: "Merci d’avoir dessiné votre tapis avec nous. Voici les prochaines étapes.",
      heading: "Votre tapis est entre de bonnes mains",
      intro:
        "Merci d’avoir dessiné votre tapis avec nous. Voici l’aperçu de votre configuration ; le lien vous permet d’y revenir et de la modifier à tout moment.",
      nextSteps: [
        "Notre équipe technique examine votre configuration : dimensions, velours, matières et couleurs.",
        "Nous vous recontacterons très bientôt avec votre devis et, si nécessaire, une proposition d’ajustements.",
        "Lorsque vous souhaiterez voir et toucher les couleurs choisies, nous vous enverrons leurs échantillons.",
      ],
    },
    project: {
      subject: "Nous avons bien reçu votre projet · {brand}",
      preheader: "Nous préparons vos échantillons et votre devis. Voici les prochaines étapes.",
      heading: "Votre projet est entre de bonnes mains",
      intro:
        "Merci de nous confier votre projet. Voici les tapis que vous nous avez envoyés\u00a0; c’est à partir d’eux que nous préparons vos échantillons et votre devis.",
      nextSteps: [
        "Notre équipe technique examine chaque tapis de votre projet\u00a0: dimensions, matières, coloris et quantités.",
        "Nous vous contacterons très prochainement pour confirmer avec vous l’adresse de livraison des échantillons et les détails de votre devis.",
        "Nous préparons vos échantillons dans notre manufacture de Crevillente et vous les expédions avec le soin que nous apportons à chaque tapis.",
      ],
    },
  },
  /** The configurator's quote: the rug's preview and the link back to its configuration. */
  configuration: {
    heading: "Votre configuration",
    button: "Voir votre configuration",
    previewAlt: "Aperçu de votre tapis",
  },
  items: {
    heading: "Les tapis de votre projet",
    columns: {
      code: "Repère",
      rug: "Tapis",
      size: "Dimensions",
      colours: "Coloris",
      quantity: "Quantité",
      area: "Surface totale (m²)",
      link: "Configuration",
    },
    open: "Voir",
  },
  samples: {
    heading: "Les échantillons demandés",
    design: "Modèle",
    colours: "Coloris",
    link: "Voir le modèle",
  },
  catalogue: {
    button: "Découvrir le catalogue numérique",
    fallback: "Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur\u00a0:",
  },
  contact: {
    heading: "Nous restons à votre disposition",
    text: "Pour toute précision, répondez simplement à cet e-mail, ou écrivez-nous ou appelez-nous quand vous le souhaitez.",
    phone: "Téléphone",
    email: "E-mail",
    address: "Adresse",
    website: "Site web",
  },
  signOff: "Bien cordialement,",
  signature: "L’équipe {brand}",
  footer: {
    reason: "Vous recevez cet e-mail car cette adresse a été saisie dans un formulaire sur {site}.",
    ignore:
      "Si vous n’êtes pas à l’origine de cette demande, vous pouvez ignorer cet e-mail\u00a0: nous ne vous écrirons plus.",
  },
};

export default fr;
