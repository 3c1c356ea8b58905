import type { PageTranslation } from "../../translation";

// The words of this page; its structure (blocks, ids, links, images) is the Spanish module's.
export default {
  meta: {
    title: "Conditions d’utilisation",
    description:
      "Conditions d’accès et d’utilisation du site : propriété intellectuelle et industrielle, responsabilité, politique de liens, protection des données et droit applicable.",
  },
  blocks: [
    {
      kind: "legal",
      eyebrow: "Informations légales",
      title: "Conditions d’utilisation",
      updated: "Dernière mise à jour : 22 novembre 2026",
      intro: [
        "Il est recommandé à l’utilisateur de lire attentivement les présentes conditions à chaque visite du site, celles-ci pouvant être modifiées pour tenir compte de l’évolution de la législation ou du site lui-même. La version en vigueur est celle publiée sur cette page, avec la date de sa dernière mise à jour.",
      ],
      sections: [
        {
          title: "Objet",
          paragraphs: [
            "Les présentes conditions d’utilisation ont pour objet de régir l’accès, la navigation et l’utilisation du site internet édité par {{legalName}}, numéro d’identification fiscale espagnol (NIF) {{taxId}}, dont le siège est situé {{address}} (ci-après « la Société »).",
            "Le site a pour vocation de présenter la Société, ses tapis et ses services, et permet aux visiteurs de demander des échantillons, des catalogues et des informations.",
            "L’accès au site et son utilisation confèrent la qualité d’utilisateur et emportent l’acceptation pleine et sans réserve des présentes conditions, dans leur version publiée au moment de l’accès. L’utilisateur qui ne les accepte pas doit s’abstenir d’utiliser le site.",
          ],
        },
        {
          title: "Conditions d’accès et d’utilisation",
          paragraphs: [
            "L’accès au site est libre et gratuit et ne nécessite aucune inscription préalable.",
            "Les informations sur les produits sont fournies à titre indicatif : les couleurs, textures et finitions des tapis affichées à l’écran peuvent différer de la réalité selon le paramétrage de chaque appareil, et les images n’ont qu’une valeur d’illustration. Les devis, prix et délais n’engagent la Société qu’après confirmation écrite de sa part.",
            "L’utilisateur s’engage à faire un usage licite, diligent et de bonne foi du site et de son contenu, conformément à la loi, aux présentes conditions, aux bonnes mœurs et à l’ordre public, et notamment à :",
          ],
          list: [
            "fournir des informations exactes, sincères et à jour dans les formulaires de demande d’échantillons et de catalogues et dans le formulaire de contact, et ne pas utiliser les données de tiers sans leur consentement ;",
            "ne pas introduire ni diffuser de virus informatiques ou tout autre code ou programme susceptible d’endommager le site, les systèmes de la Société ou les équipements de tiers ;",
            "ne pas soumettre de demandes ou de formulaires de manière automatisée ou massive, ni accomplir d’actes susceptibles de surcharger, de rendre inutilisable ou d’altérer le fonctionnement du site ;",
            "ne pas utiliser le site ou son contenu à des fins illicites ou portant atteinte aux droits et intérêts de la Société ou de tiers.",
          ],
        },
        {
          title: "Propriété intellectuelle et industrielle",
          paragraphs: [
            "L’ensemble des contenus du site, notamment les dessins de tapis, les photographies, les textes, les logos, les marques, la charte graphique et le code source, appartient à la Société ou à ses concédants de licence et est protégé par la législation espagnole et internationale relative à la propriété intellectuelle et industrielle.",
            "Toute reproduction, distribution, communication au public, transformation ou autre forme d’exploitation, totale ou partielle, de ces contenus est interdite sans l’autorisation écrite et préalable de la Société. L’accès au site ne confère à l’utilisateur aucun droit ni aucune licence sur ces contenus, au-delà de leur consultation pour un usage personnel et non commercial.",
            "Les dessins personnalisés élaborés par la Société et remis à ses clients sont régis par les stipulations du contrat ou de la commande correspondants.",
          ],
        },
        {
          title: "Responsabilité",
          paragraphs: [
            "La Société ne garantit pas un accès continu et ininterrompu au site, qui pourra être temporairement suspendu pour des raisons techniques, de maintenance ou de sécurité.",
            "La Société décline toute responsabilité quant au contenu, aux produits ou aux services des sites de tiers accessibles au moyen de liens figurant sur le présent site.",
            "La Société ne saurait être tenue responsable des dommages résultant d’une utilisation inappropriée du site ou de son contenu par l’utilisateur, ni d’un manquement aux présentes conditions.",
            "Les informations publiées sur le site, y compris celles relatives aux produits, aux services, aux finitions et aux délais, peuvent être modifiées, mises à jour ou supprimées à tout moment et sans préavis.",
            "Les dispositions du présent article s’appliquent sans préjudice de la responsabilité qui ne peut être exclue ni limitée en vertu de la loi applicable, notamment du droit de la consommation.",
          ],
        },
        {
          title: "Politique de liens",
          paragraphs: [
            "La création de tout lien depuis un autre site vers le présent site est soumise à l’autorisation écrite et préalable de la Société, qui peut être sollicitée à l’adresse {{email}}.",
            "Les liens figurant sur le présent site vers des sites de tiers sont fournis à titre purement informatif et n’impliquent ni l’approbation de leur contenu ni l’existence d’une relation avec leurs éditeurs. La Société les retire promptement dès qu’elle a effectivement connaissance de ce qu’ils renvoient à des contenus illicites.",
            "L’autorisation d’établir un lien est accordée sous réserve des conditions suivantes, dont le non-respect permet à la Société de la révoquer et d’exiger la suppression du lien :",
          ],
          list: [
            "le lien doit renvoyer vers la page d’accueil ou vers des pages déterminées du site, sans en reproduire le contenu ;",
            "il est interdit d’afficher le site ou son contenu à l’intérieur de cadres (framing) ou au moyen de techniques qui en modifient la présentation ou le font apparaître comme faisant partie d’un autre site ;",
            "il est interdit de formuler des affirmations fausses, inexactes ou trompeuses au sujet de la Société, de ses produits ou de ses services ;",
            "il est interdit de laisser entendre l’existence d’une collaboration, d’un partenariat ou d’un parrainage entre la Société et l’éditeur du site d’origine.",
          ],
        },
        {
          title: "Protection des données",
          paragraphs: [
            "Les données personnelles communiquées par l’utilisateur au moyen des formulaires de demande d’échantillons et de catalogues et du formulaire de contact sont traitées conformément au règlement (UE) 2016/679 (RGPD) et à la loi organique espagnole 3/2018 (LOPDGDD), aux fins de traiter la demande et d’en assurer le suivi. Les informations complètes sur le responsable du traitement, les finalités, la base juridique, les durées de conservation, les destinataires et l’exercice des droits de la personne concernée figurent dans la politique de confidentialité.",
            "L’utilisation de cookies et d’autres technologies de stockage dans le navigateur est décrite dans la politique relative aux cookies. L’utilisateur peut modifier ou retirer son consentement à tout moment au moyen du lien « Paramètres des cookies » situé en pied de page sur l’ensemble du site.",
          ],
          actions: [{ label: "Politique de confidentialité" }, { label: "Politique relative aux cookies" }],
        },
        {
          title: "Droit applicable et juridiction compétente",
          paragraphs: [
            "Les présentes conditions sont régies et interprétées conformément au droit espagnol.",
            "Tout litige relatif à l’accès au site ou à son utilisation relève de la compétence des juridictions d’Alicante, sauf si l’utilisateur a la qualité de consommateur et que la loi applicable lui permet de saisir les juridictions de son domicile.",
          ],
        },
      ],
    },
  ],
} satisfies PageTranslation;
