import type { PageTranslation } from "../../translation";

// The words of this page; its structure (blocks, ids, links, images) is the Spanish module's.
export default {
  meta: {
    title: "Mentions légales",
    description:
      "Mentions légales du site : identification de l'éditeur, conditions d'utilisation, propriété intellectuelle, protection des données et droit applicable.",
  },
  blocks: [
    {
      kind: "legal",
      eyebrow: "Informations légales",
      title: "Mentions légales",
      updated: "Dernière mise à jour : 22 novembre 2026",
      intro: [
        "Conformément à l'obligation d'information prévue à l'article 10 de la loi espagnole 34/2002 du 11 juillet relative aux services de la société de l'information et au commerce électronique (LSSI-CE), sont présentées ci-après les informations permettant d'identifier l'éditeur du présent site ainsi que les conditions générales qui en régissent l'accès et l'utilisation.",
      ],
      sections: [
        {
          title: "Identification de l'éditeur",
          paragraphs: [
            "Le présent site est édité par {{legalName}}, dont les informations d'identification, au sens de l'article 10 de la LSSI-CE, sont les suivantes :",
          ],
          list: [
            "Dénomination sociale : {{legalName}}",
            "Numéro d'identification fiscale (NIF) : {{taxId}}",
            "Siège social : {{address}}",
            "Immatriculation au registre du commerce : {{registry}}",
            "Courriel : {{email}}",
            "Téléphone : {{phone}}",
            "Activité : conception et fabrication de tapis tuftés à la main, tuftés par robot et sur mesure depuis {{foundedYear}}",
          ],
        },
        {
          title: "Objet du site",
          paragraphs: [
            "Le présent site a pour objet de présenter l'entreprise, son activité, ses produits et ses services, et de permettre aux personnes intéressées de demander un kit d'échantillons, d'obtenir le catalogue numérique et d'adresser des demandes commerciales.",
            "Le site a une vocation exclusivement informative. Aucun produit n'y est vendu et aucun service n'y est souscrit en ligne ; toute relation commerciale sera, le cas échéant, formalisée selon les modalités et aux conditions expressément convenues entre les parties.",
          ],
        },
        {
          title: "Utilisateurs et conditions d'utilisation",
          paragraphs: [
            "L'accès au site confère la qualité d'utilisateur et emporte l'acceptation pleine et sans réserve des présentes mentions légales et des conditions d'utilisation, dans leur version publiée au moment de l'accès.",
            "L'utilisateur s'engage à faire un usage conforme du site et de ses contenus, dans le respect de la loi, de la bonne foi, de l'ordre public et des présentes mentions légales, et à fournir des informations exactes dans les formulaires qu'il remplit. Les conditions d'accès et d'utilisation, le régime de responsabilité et la politique en matière de liens sont précisés dans les conditions d'utilisation.",
          ],
          actions: [{ label: "Conditions d'utilisation" }],
        },
        {
          title: "Propriété intellectuelle et industrielle",
          paragraphs: [
            "Les contenus du site, notamment les textes, photographies, dessins de tapis, logos, marques et code source, sont la propriété de {{legalName}} ou de tiers ayant autorisé leur utilisation, et sont protégés par la législation relative à la propriété intellectuelle et industrielle.",
            "Toute reproduction, distribution, communication au public ou transformation, totale ou partielle, est interdite sans l'autorisation préalable et expresse du titulaire des droits, à l'exception de la simple consultation dans le navigateur de l'utilisateur. Le régime applicable est détaillé dans les conditions d'utilisation.",
          ],
        },
        {
          title: "Données personnelles et cookies",
          paragraphs: [
            "Les données personnelles communiquées par l'utilisateur au moyen des formulaires du site (demande de kit d'échantillons, demande de catalogue numérique et demande de contact) sont traitées par {{legalName}}, en qualité de responsable du traitement, conformément au règlement (UE) 2016/679 (RGPD) et à la loi organique espagnole 3/2018 (LOPDGDD). Les informations relatives aux finalités, à la base juridique, aux durées de conservation et à l'exercice des droits figurent dans la politique de confidentialité.",
            "Le site utilise le stockage technique nécessaire à son fonctionnement et, uniquement avec le consentement préalable de l'utilisateur, les outils facultatifs décrits dans la politique relative aux cookies. L'utilisateur peut modifier ou retirer son consentement à tout moment au moyen du lien « Paramètres des cookies » figurant en pied de chaque page.",
          ],
          actions: [{ label: "Politique de confidentialité" }, { label: "Politique relative aux cookies" }],
        },
        {
          title: "Droit applicable et juridiction compétente",
          paragraphs: [
            "Les présentes mentions légales et les relations entre l'éditeur du site et ses utilisateurs sont régies par le droit espagnol.",
            "Tout litige relatif au site relève de la compétence des tribunaux d'Alicante. Lorsque l'utilisateur a la qualité de consommateur, les juridictions du lieu de son domicile sont compétentes dans les cas prévus par la réglementation applicable.",
          ],
        },
      ],
    },
  ],
} satisfies PageTranslation;
