import type { ReplyTemplates } from "./template-types.server";

/**
 * The sales team's first answer to each form, in French, with "vous" (see es.server.ts). A
 * no-break space (U+00A0) goes before the high punctuation, as French typesetting wants.
 */
const fr: ReplyTemplates = {
  phrases: {
    design: " pour le modèle «\u00a0{{design}}\u00a0»",
    company: " pour {{company}}",
    rug: " ({{rug}})",
  },
  forms: {
    sample: {
      subject: "Votre sélection d'échantillons {{brand}}",
      body: `Bonjour {{name}},

Nous vous remercions de l'intérêt que vous portez à {{brand}}. Nous avons bien reçu votre demande d'échantillons{{design}} et nous la préparons déjà dans notre atelier.

Avant l'envoi, nous aimerions convenir avec vous de quelques détails, afin que cette sélection réponde au mieux à votre projet\u00a0: la pièce à laquelle le tapis est destiné, ses dimensions approximatives et les tonalités que vous envisagez.

Si vous le préférez, nous pouvons en parler de vive voix\u00a0: indiquez-nous simplement le moment qui vous convient et nous vous appellerons.

Bien cordialement,
L'équipe {{brand}}`,
    },
    catalogue: {
      subject: "Votre catalogue {{brand}}",
      body: `Bonjour {{name}},

Merci d'avoir demandé notre catalogue numérique\u00a0; nous espérons que vous prendrez plaisir à le découvrir.

Vous y trouverez une sélection de nos collections, mais chaque tapis {{brand}} est réalisé sur mesure\u00a0: nous adaptons le dessin, les dimensions, les matières et les couleurs à chaque lieu. Si une pièce a retenu votre attention, ou si vous avez un projet en cours, nous serons ravis de vous conseiller et de vous adresser, sans engagement, une sélection d'échantillons.

Nous restons à votre entière disposition.

Bien cordialement,
L'équipe {{brand}}`,
    },
    contact: {
      subject: "Votre message à {{brand}}",
      body: `Bonjour {{name}},

Merci de nous avoir écrit. Nous avons lu votre message avec attention et, afin de bien vous conseiller, nous aimerions en savoir un peu plus sur ce que vous recherchez\u00a0: le type de lieu, les dimensions approximatives et le style que vous envisagez.

Si vous préférez en parler de vive voix, laissez-nous un numéro de téléphone et un créneau qui vous convient\u00a0: nous vous appellerons avec plaisir.

Bien cordialement,
L'équipe {{brand}}`,
    },
    contactSection: {
      subject: "Votre projet avec {{brand}}",
      body: `Bonjour {{name}},

Merci de nous avoir présenté votre projet{{company}}. Chaque tapis que nous créons pour des hôtels, des résidences, des yachts ou des jets privés naît d'un échange comme celui-ci, et nous serions ravis de vous accompagner dans le vôtre.

Pour vous soumettre une première proposition de dessin, de matières et de délais, pourrions-nous convenir d'un appel ou d'une visioconférence cette semaine\u00a0? Il vous suffit de nous indiquer le jour et l'heure qui vous conviennent le mieux.

Si vous disposez déjà de plans, de dimensions ou de références de style, n'hésitez pas à nous les transmettre en répondant à ce courriel.

Bien cordialement,
L'équipe {{brand}}`,
    },
    quote: {
      subject: "Votre tapis sur mesure {{brand}}",
      body: `Bonjour {{name}},

Merci d'avoir conçu votre tapis avec nous. Notre équipe technique a étudié la configuration que vous nous avez envoyée{{rug}} et prépare votre devis.

Avant de le finaliser, nous aimerions confirmer avec vous deux points\u00a0: la pièce à laquelle le tapis est destiné, et si vous en avez besoin pour une date précise.

Si vous le souhaitez, nous pouvons également vous envoyer des échantillons des couleurs choisies, afin que vous puissiez les voir et les toucher avant de vous décider.

Bien cordialement,
L'équipe {{brand}}`,
    },
    project: {
      subject: "Votre projet avec {{brand}}\u00a0: échantillons et devis",
      body: `Bonjour {{name}},

Merci de nous avoir envoyé votre projet{{company}}. Nous avons étudié chacun des tapis de votre liste, avec l'emplacement et la quantité indiqués, et préparons vos échantillons et votre devis.

Avant de le finaliser, nous aimerions confirmer avec vous deux points\u00a0: le calendrier du projet, et si l'un des tapis nécessite une finition ou une certification particulière (un classement au feu, par exemple).

Si vous disposez déjà de plans ou de références pour le projet, vous pouvez nous les envoyer en répondant à cet e-mail.

Bien cordialement,
L'équipe {{brand}}`,
    },
  },
};

export default fr;
