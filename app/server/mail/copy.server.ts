import type { LeadForm } from "~/forms/lead";
import type { ProjectType } from "~/forms/project-types";
import type { Language } from "~/i18n/languages";

/*
 * Every word of the e-mails a lead produces (templates.server.tsx renders them).
 *
 * - The confirmation goes to the visitor, in their language. Placeholders: {name} (the
 *   visitor's first name, only when it passes mail/greeting.server.ts), {brand} (siteConfig.brandName),
 *   {site} (the site's host name). Nothing else the visitor typed may ever reach it.
 * - The notification goes to the sales team, always in Spanish.
 */

/** One form's confirmation. `nextSteps` are shown as a numbered list. */
export type ConfirmationFormCopy = {
  subject: string;
  /** The inbox preview line (hidden in the message body). */
  preheader: string;
  heading: string;
  intro: string;
  nextSteps: readonly string[];
};

export type ConfirmationCopy = {
  /** Between a label and its value in the text part ("Teléfono: …"; French spaces it). */
  colon: string;
  greeting: string;
  /** The greeting when the typed name cannot be repeated (see mail/greeting.server.ts). */
  greetingWithoutName: string;
  nextStepsHeading: string;
  forms: Record<LeadForm, ConfirmationFormCopy>;
  catalogue: { button: string; fallback: string };
  contact: { heading: string; text: string; phone: string; email: string; address: string; website: string };
  signOff: string;
  signature: string;
  footer: { reason: string; ignore: string };
};

const es: ConfirmationCopy = {
  colon: ":",
  greeting: "Hola, {name}:",
  greetingWithoutName: "Hola:",
  nextStepsHeading: "Qué ocurre ahora",
  forms: {
    sample: {
      subject: "Hemos recibido tu solicitud de muestrario · {brand}",
      preheader: "Estamos preparando tu muestrario. Te contamos los próximos pasos.",
      heading: "Tu muestrario ya está en marcha",
      intro:
        "Gracias por querer conocer de cerca nuestras alfombras. Nada describe mejor una pieza {brand} que tocarla: la densidad de la lana, el brillo de la seda, la profundidad de cada relieve.",
      nextSteps: [
        "Nuestro equipo revisa tu solicitud y prepara el muestrario que mejor encaja con tu proyecto.",
        "Te contactaremos muy pronto para confirmar contigo los datos de envío.",
        "Preparamos las muestras en nuestra fábrica de Crevillente y te las enviamos con el mismo cuidado que ponemos en cada alfombra.",
      ],
    },
    catalogue: {
      subject: "Tu catálogo digital de {brand}",
      preheader: "Ya puedes descubrir nuestras colecciones, técnicas y proyectos.",
      heading: "Aquí tienes nuestro catálogo digital",
      intro:
        "Gracias por tu interés. En él encontrarás nuestras colecciones, técnicas y acabados, y algunos de los proyectos que hemos realizado para hoteles, residencias privadas, yates y jets privados.",
      nextSteps: [
        "Puedes abrir el catálogo siempre que quieras desde el enlace de este correo.",
        "Si una pieza te inspira, un asesor te ayudará a adaptarla a tu espacio: medidas, forma, colores y materiales.",
        "Y cuando quieras ver y tocar los materiales, te enviamos un muestrario.",
      ],
    },
    contact: {
      subject: "Hemos recibido tu mensaje · {brand}",
      preheader: "Gracias por escribirnos. Te responderemos muy pronto.",
      heading: "Gracias por escribirnos",
      intro: "Tu mensaje ya ha llegado a nuestro equipo.",
      nextSteps: [
        "Lo leemos con atención y, si hace falta, lo consultamos con nuestros equipos de diseño y producción.",
        "Te responderemos muy pronto, por correo electrónico o por teléfono.",
      ],
    },
    contactSection: {
      subject: "Hemos recibido tu consulta · {brand}",
      preheader: "Gracias por contarnos tu proyecto. Te contamos los próximos pasos.",
      heading: "Gracias por contarnos tu proyecto",
      intro:
        "Cada alfombra que creamos empieza con una conversación como esta. Tu consulta ya está en manos de nuestro equipo de proyectos.",
      nextSteps: [
        "Un especialista estudia tu consulta con detenimiento.",
        "Te contactaremos muy pronto para conocer los detalles: espacios, medidas, plazos y estilo.",
        "A partir de ahí, te propondremos diseño, materiales y muestras a la medida de tu proyecto.",
      ],
    },
  },
  catalogue: {
    button: "Ver el catálogo digital",
    fallback: "Si el botón no funciona, copia este enlace en tu navegador:",
  },
  contact: {
    heading: "Seguimos a tu disposición",
    text: "Si quieres añadir algo, responde a este correo, escríbenos o llámanos cuando quieras.",
    phone: "Teléfono",
    email: "Correo electrónico",
    address: "Dirección",
    website: "Web",
  },
  signOff: "Un saludo cordial,",
  signature: "El equipo de {brand}",
  footer: {
    reason: "Recibes este correo porque esta dirección se indicó en un formulario de {site}.",
    ignore: "Si no has sido tú, puedes ignorarlo: no volveremos a escribirte.",
  },
};

const en: ConfirmationCopy = {
  colon: ":",
  greeting: "Dear {name},",
  greetingWithoutName: "Hello,",
  nextStepsHeading: "What happens next",
  forms: {
    sample: {
      subject: "We have received your sample request · {brand}",
      preheader: "We are preparing your samples. Here is what happens next.",
      heading: "Your sample request is under way",
      intro:
        "Thank you for wanting to discover our rugs up close. Nothing describes a {brand} piece better than touching it: the density of the wool, the sheen of the silk, the depth of every relief.",
      nextSteps: [
        "Our team reviews your request and prepares the sample kit best suited to your project.",
        "We will be in touch very soon to confirm the delivery details with you.",
        "We put your samples together at our factory in Crevillente and send them with the same care we give every rug.",
      ],
    },
    catalogue: {
      subject: "Your {brand} digital catalogue",
      preheader: "Discover our collections, techniques and projects.",
      heading: "Here is our digital catalogue",
      intro:
        "Thank you for your interest. Inside you will find our collections, techniques and finishes, along with some of the projects we have created for hotels, private residences, yachts and private jets.",
      nextSteps: [
        "You can open the catalogue at any time from the link in this e-mail.",
        "If a piece inspires you, one of our advisers will help you tailor it to your space: size, shape, colours and materials.",
        "And whenever you would like to see and feel the materials, we will send you a sample kit.",
      ],
    },
    contact: {
      subject: "We have received your message · {brand}",
      preheader: "Thank you for writing to us. We will reply very soon.",
      heading: "Thank you for writing to us",
      intro: "Your message has reached our team.",
      nextSteps: [
        "We read it carefully and, where needed, consult our design and production teams.",
        "We will reply very soon, by e-mail or by phone.",
      ],
    },
    contactSection: {
      subject: "We have received your enquiry · {brand}",
      preheader: "Thank you for telling us about your project. Here is what happens next.",
      heading: "Thank you for telling us about your project",
      intro:
        "Every rug we create begins with a conversation like this one. Your enquiry is now with our projects team.",
      nextSteps: [
        "A specialist reviews your enquiry carefully.",
        "We will contact you very soon to learn the details: spaces, dimensions, timings and style.",
        "From there, we will propose a design, materials and samples tailored to your project.",
      ],
    },
  },
  catalogue: {
    button: "View the digital catalogue",
    fallback: "If the button does not work, copy this link into your browser:",
  },
  contact: {
    heading: "We remain at your disposal",
    text: "If you would like to add anything, simply reply to this e-mail, or write to us or call us whenever suits you.",
    phone: "Phone",
    email: "E-mail",
    address: "Address",
    website: "Website",
  },
  signOff: "Kind regards,",
  signature: "The {brand} team",
  footer: {
    reason: "You are receiving this e-mail because this address was entered in a form on {site}.",
    ignore: "If this was not you, please disregard it: we will not write to you again.",
  },
};

const de: ConfirmationCopy = {
  colon: ":",
  greeting: "Guten Tag {name},",
  greetingWithoutName: "Guten Tag,",
  nextStepsHeading: "So geht es weiter",
  forms: {
    sample: {
      subject: "Ihre Musteranfrage ist bei uns eingegangen · {brand}",
      preheader: "Wir stellen Ihre Muster zusammen. So geht es weiter.",
      heading: "Ihre Musteranfrage ist in besten Händen",
      intro:
        "Vielen Dank, dass Sie unsere Teppiche aus der Nähe kennenlernen möchten. Nichts beschreibt ein {brand}-Stück besser als die Berührung: die Dichte der Wolle, der Glanz der Seide, die Tiefe jedes Reliefs.",
      nextSteps: [
        "Unser Team prüft Ihre Anfrage und stellt die Muster zusammen, die am besten zu Ihrem Projekt passen.",
        "Wir melden uns in Kürze bei Ihnen, um die Versanddetails mit Ihnen abzustimmen.",
        "Wir bereiten Ihre Muster in unserer Manufaktur in Crevillente vor und versenden sie mit derselben Sorgfalt, die wir jedem Teppich widmen.",
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
        "Wir melden uns in Kürze bei Ihnen, um die Einzelheiten zu besprechen: Räume, Maße, Termine und Stil.",
        "Auf dieser Grundlage schlagen wir Ihnen Design, Materialien und Muster vor, ganz auf Ihr Projekt abgestimmt.",
      ],
    },
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
    ignore:
      "Falls Sie das nicht waren, können Sie diese Nachricht ignorieren: Wir werden Ihnen nicht erneut schreiben.",
  },
};

const it: ConfirmationCopy = {
  colon: ":",
  greeting: "Gentile {name},",
  greetingWithoutName: "Buongiorno,",
  nextStepsHeading: "Cosa succede ora",
  forms: {
    sample: {
      subject: "Abbiamo ricevuto la tua richiesta di campionario · {brand}",
      preheader: "Stiamo preparando il tuo campionario. Ecco i prossimi passi.",
      heading: "Il tuo campionario è in preparazione",
      intro:
        "Grazie per voler scoprire da vicino i nostri tappeti. Niente descrive un pezzo {brand} meglio del tatto: la densità della lana, la lucentezza della seta, la profondità di ogni rilievo.",
      nextSteps: [
        "Il nostro team esamina la tua richiesta e prepara il campionario più adatto al tuo progetto.",
        "Ti contatteremo a breve per confermare con te i dati di spedizione.",
        "Prepariamo i campioni nel nostro stabilimento di Crevillente e te li spediamo con la stessa cura che dedichiamo a ogni tappeto.",
      ],
    },
    catalogue: {
      subject: "Il tuo catalogo digitale {brand}",
      preheader: "Scopri le nostre collezioni, le nostre tecniche e i nostri progetti.",
      heading: "Ecco il nostro catalogo digitale",
      intro:
        "Grazie per il tuo interesse. Al suo interno troverai le nostre collezioni, tecniche e finiture, insieme ad alcuni dei progetti che abbiamo realizzato per hotel, residenze private, yacht e jet privati.",
      nextSteps: [
        "Puoi aprire il catalogo in qualsiasi momento dal link contenuto in questa e-mail.",
        "Se un pezzo ti ispira, un nostro consulente ti aiuterà ad adattarlo al tuo spazio: misure, forma, colori e materiali.",
        "E quando vorrai vedere e toccare i materiali, ti invieremo un campionario.",
      ],
    },
    contact: {
      subject: "Abbiamo ricevuto il tuo messaggio · {brand}",
      preheader: "Grazie per averci scritto. Ti risponderemo a breve.",
      heading: "Grazie per averci scritto",
      intro: "Il tuo messaggio è arrivato al nostro team.",
      nextSteps: [
        "Lo leggiamo con attenzione e, se necessario, lo condividiamo con i nostri team di design e produzione.",
        "Ti risponderemo a breve, via e-mail o per telefono.",
      ],
    },
    contactSection: {
      subject: "Abbiamo ricevuto la tua richiesta · {brand}",
      preheader: "Grazie per averci raccontato il tuo progetto. Ecco i prossimi passi.",
      heading: "Grazie per averci raccontato il tuo progetto",
      intro:
        "Ogni tappeto che creiamo nasce da una conversazione come questa. La tua richiesta è ora nelle mani del nostro team progetti.",
      nextSteps: [
        "Uno specialista esamina con attenzione la tua richiesta.",
        "Ti contatteremo a breve per conoscere i dettagli: ambienti, misure, tempi e stile.",
        "Da lì ti proporremo design, materiali e campioni su misura per il tuo progetto.",
      ],
    },
  },
  catalogue: {
    button: "Apri il catalogo digitale",
    fallback: "Se il pulsante non funziona, copia questo link nel tuo browser:",
  },
  contact: {
    heading: "Siamo a tua disposizione",
    text: "Se vuoi aggiungere qualcosa, rispondi a questa e-mail oppure scrivici o chiamaci quando preferisci.",
    phone: "Telefono",
    email: "E-mail",
    address: "Indirizzo",
    website: "Sito web",
  },
  signOff: "Un cordiale saluto,",
  signature: "Il team {brand}",
  footer: {
    reason: "Ricevi questa e-mail perché questo indirizzo è stato inserito in un modulo su {site}.",
    ignore: "Se non hai inviato tu la richiesta, puoi ignorarla: non ti scriveremo di nuovo.",
  },
};

const fr: ConfirmationCopy = {
  colon: "\u00a0:",
  greeting: "Bonjour {name},",
  greetingWithoutName: "Bonjour,",
  nextStepsHeading: "Les prochaines étapes",
  forms: {
    sample: {
      subject: "Nous avons bien reçu votre demande d’échantillons · {brand}",
      preheader: "Nous préparons vos échantillons. Voici les prochaines étapes.",
      heading: "Votre demande d’échantillons est entre de bonnes mains",
      intro:
        "Merci de vouloir découvrir nos tapis de plus près. Rien ne décrit mieux une pièce {brand} que le toucher\u00a0: la densité de la laine, l’éclat de la soie, la profondeur de chaque relief.",
      nextSteps: [
        "Notre équipe examine votre demande et prépare la sélection d’échantillons la mieux adaptée à votre projet.",
        "Nous vous contacterons très prochainement pour confirmer avec vous les détails de livraison.",
        "Nous préparons vos échantillons dans notre manufacture de Crevillente et vous les expédions avec le soin que nous apportons à chaque tapis.",
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
        "Et lorsque vous souhaiterez voir et toucher les matières, nous vous enverrons un coffret d’échantillons.",
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
  },
  catalogue: {
    button: "Découvrir le catalogue numérique",
    fallback: "Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur\u00a0:",
  },
  contact: {
    heading: "Nous restons à votre disposition",
    text: "Pour toute précision, répondez simplement à cet e-mail, ou écrivez-nous et appelez-nous quand vous le souhaitez.",
    phone: "Téléphone",
    email: "E-mail",
    address: "Adresse",
    website: "Site web",
  },
  signOff: "Bien cordialement,",
  signature: "L’équipe {brand}",
  footer: {
    reason: "Vous recevez cet e-mail car cette adresse a été saisie dans un formulaire sur {site}.",
    ignore: "Si vous n’êtes pas à l’origine de cette demande, vous pouvez l’ignorer\u00a0: nous ne vous écrirons plus.",
  },
};

const nl: ConfirmationCopy = {
  colon: ":",
  greeting: "Beste {name},",
  greetingWithoutName: "Goedendag,",
  nextStepsHeading: "Zo gaat het verder",
  forms: {
    sample: {
      subject: "We hebben uw aanvraag voor stalen ontvangen · {brand}",
      preheader: "We stellen uw stalen samen. Zo gaat het verder.",
      heading: "Uw aanvraag voor stalen is in goede handen",
      intro:
        "Dank u wel dat u onze tapijten van dichtbij wilt ontdekken. Niets beschrijft een {brand}-tapijt beter dan het aan te raken: de dichtheid van de wol, de glans van de zijde, de diepte van elk reliëf.",
      nextSteps: [
        "Ons team bekijkt uw aanvraag en stelt de stalen samen die het best bij uw project passen.",
        "We nemen binnenkort contact met u op om de verzendgegevens met u af te stemmen.",
        "We bereiden uw stalen voor in onze fabriek in Crevillente en versturen ze met dezelfde zorg die we aan elk tapijt besteden.",
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
        "En wilt u de materialen zien en voelen, dan sturen we u graag een stalencollectie.",
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
      intro: "Elk tapijt dat we maken, begint met een gesprek als dit. Uw aanvraag ligt nu bij ons projectteam.",
      nextSteps: [
        "Een specialist bestudeert uw aanvraag zorgvuldig.",
        "We nemen binnenkort contact met u op om de details te bespreken: ruimtes, afmetingen, planning en stijl.",
        "Op basis daarvan stellen we u een ontwerp, materialen en stalen voor, helemaal afgestemd op uw project.",
      ],
    },
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

/** The visitor's confirmation, by the lead's language. */
export const confirmationCopy: Record<Language, ConfirmationCopy> = { es, en, de, it, fr, nl };

/** Every field a form can carry, labelled for the sales team (Spanish). */
export const fieldLabels = {
  firstName: "Nombre",
  lastName: "Apellidos",
  name: "Nombre",
  email: "Correo electrónico",
  phone: "Teléfono",
  company: "Empresa",
  position: "Cargo",
  address: "Dirección",
  city: "Ciudad",
  postalCode: "Código postal",
  country: "País",
  projectType: "Tipo de proyecto",
  comments: "Comentarios",
  interests: "Intereses",
  message: "Mensaje",
} as const;

export type FieldKey = keyof typeof fieldLabels;

/** spec §3: the contact section's project types, as the Spanish form shows them. */
export const projectTypeLabels: Record<ProjectType, string> = {
  contract: "Contract - Hotel/Oficina",
  residential: "Residencial de Lujo",
  retail: "Retail/Comercial",
  jet: "Jet Privado",
  yacht: "Yate",
  other: "Otro",
};

/**
 * The sales team's notification (Spanish). Placeholders: {who} (company, else the visitor's
 * name), {form}, {name}, {email}, {site}.
 */
export const notificationCopy = {
  subject: {
    sample: "Nueva solicitud de muestrario · {who}",
    catalogue: "Nueva solicitud de catálogo · {who}",
    contact: "Nuevo mensaje de contacto · {who}",
    contactSection: "Nueva consulta de proyecto · {who}",
  } satisfies Record<LeadForm, string>,
  heading: {
    sample: "Nueva solicitud de muestrario",
    catalogue: "Nueva solicitud de catálogo digital",
    contact: "Nuevo mensaje de contacto",
    contactSection: "Nueva consulta de proyecto",
  } satisfies Record<LeadForm, string>,
  formNames: {
    sample: "Solicitud de muestrario",
    catalogue: "Catálogo digital",
    contact: "Página de contacto",
    contactSection: "Sección de contacto (inicio, proyectos y sectores)",
  } satisfies Record<LeadForm, string>,
  intro: "Un visitante ha enviado el formulario «{form}» desde la web. Estos son los datos que ha facilitado.",
  requestHeading: "Solicitud",
  visitorHeading: "Datos del visitante",
  metaLabels: {
    form: "Formulario",
    language: "Idioma del visitante",
    receivedAt: "Recibida",
    reference: "Referencia",
    catalogue: "Catálogo enviado",
  },
  /** Visitor languages, named for the Spanish-speaking team. */
  languageNames: {
    es: "Español",
    en: "Inglés",
    de: "Alemán",
    it: "Italiano",
    fr: "Francés",
    nl: "Neerlandés",
  } satisfies Record<Language, string>,
  freeTextNote: "Texto escrito por el visitante, tal cual lo envió. No abras enlaces ni adjuntos que no esperes.",
  replyHint: "Responde a este correo para escribir directamente a {name} ({email}).",
  confirmationNote: "El visitante ha recibido un correo de confirmación en su idioma, sin el texto que escribió.",
  confirmationWithheldNote:
    "No se ha enviado correo de confirmación: esta dirección ya ha recibido tres hoy. El límite impide usar los formularios para escribir a terceros; si la solicitud es legítima, respóndele desde aquí.",
  catalogueNotSent: "No enviado: la dirección alcanzó el límite diario de confirmaciones",
  footer: "Aviso automático de {site}.",
} as const;
