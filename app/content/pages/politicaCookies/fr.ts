import type { PageTranslation } from "../../translation";

// The words of this page; its structure (blocks, ids, links, images) is the Spanish module's.
export default {
  meta: {
    title: "Politique relative aux cookies",
    description:
      "Les cookies et technologies similaires utilisés par ce site, leurs finalités et la manière dont l’utilisateur peut les accepter, les refuser ou les supprimer.",
  },
  blocks: [
    {
      kind: "legal",
      eyebrow: "Informations légales",
      title: "Politique relative aux cookies",
      updated: "Dernière mise à jour : 27 novembre 2026",
      intro: [
        "Conformément à l’article 22.2 de la loi espagnole 34/2002 du 11 juillet sur les services de la société de l’information et le commerce électronique (LSSI-CE), {{legalName}} informe l’utilisateur des dispositifs de stockage et de lecture d’informations utilisés sur ce site, de leurs finalités et des moyens de les accepter, de les refuser ou de les supprimer.",
      ],
      sections: [
        {
          title: "Définition des cookies et technologies similaires",
          paragraphs: [
            "Les cookies sont de petits fichiers qu’un site internet dépose sur le terminal de l’utilisateur (ordinateur, téléphone mobile ou tablette) lorsqu’il le consulte et qui permettent de stocker et de lire des informations relatives à sa navigation. Des technologies similaires, telles que le stockage local du navigateur (localStorage), remplissent la même fonction.",
            "Ce site ne dépose aucun cookie propre depuis son serveur : il utilise le stockage local du navigateur, que l’article 22.2 de la LSSI-CE soumet au même régime que les cookies. Dans la présente politique, le terme « cookies » désigne donc aussi bien les cookies au sens strict que le stockage local et tout autre dispositif de stockage et de lecture d’informations sur le terminal de l’utilisateur.",
          ],
        },
        {
          title: "Catégories de cookies utilisées",
          paragraphs: [
            "Selon leur finalité, les éléments utilisés par ce site relèvent des quatre catégories suivantes. L’utilisateur peut accepter ou refuser chacune d’elles séparément, à l’exception des cookies techniques, indispensables au fonctionnement du site :",
          ],
          list: [
            "Techniques ou nécessaires (toujours actifs) : ils permettent le fonctionnement du site et la fourniture du service expressément demandé par l’utilisateur, par exemple la conservation de la langue choisie et l’enregistrement de ses préférences en matière de cookies. Ils sont dispensés de consentement en vertu de l’article 22.2 de la LSSI-CE et ne peuvent pas être désactivés.",
            "De personnalisation : ils permettent de mémoriser les préférences de navigation de l’utilisateur afin d’adapter le site. À ce jour, le site ne stocke aucun élément de cette catégorie, la préférence de langue revêtant un caractère technique ; s’ils venaient à être utilisés, ils ne seraient activés qu’avec le consentement de l’utilisateur.",
            "De mesure d’audience : ils permettent de connaître, de manière anonyme et agrégée, le nombre de visites et l’utilisation du site. Ces données sont obtenues au moyen d’un compteur de visites hébergé sur les propres serveurs de la société, qui n’utilise aucun cookie, ne stocke aucune information sur le terminal de l’utilisateur, n’opère aucun suivi d’un site à l’autre et n’est chargé qu’avec le consentement de l’utilisateur.",
            "Tiers : ils sont gérés par une entité distincte de l’éditeur du site. Sur ce site, ils concernent uniquement le plan d’accès à la manufacture affiché dans la rubrique contact, fourni par OpenStreetMap, qui n’est chargé qu’avec le consentement de l’utilisateur ; dans l’intervalle, une illustration s’affiche avec un bouton « Afficher le plan », dont l’activation vaut acceptation de cette catégorie.",
          ],
        },
        {
          title: "Éléments stockés",
          paragraphs: [
            "Les éléments que ce site stocke ou charge sur le terminal de l’utilisateur sont énumérés ci-après, avec leur finalité, leur catégorie et leur durée :",
          ],
          list: [
            "language : conserve la langue choisie par l’utilisateur afin d’afficher le site dans cette langue. Catégorie : technique. Durée : conservé dans le stockage local jusqu’à sa suppression par l’utilisateur.",
            "cookieConsent : enregistre le choix de l’utilisateur pour chacune des quatre catégories de cookies. Catégorie : technique. Durée : conservé dans le stockage local jusqu’à sa suppression par l’utilisateur ; le choix est à nouveau demandé au bout de 12 mois.",
            "cookieConsentDate : enregistre la date et l’heure auxquelles l’utilisateur a exprimé son choix, afin de le solliciter à nouveau à l’expiration de sa durée de validité. Catégorie : technique. Durée : conservé dans le stockage local jusqu’à sa suppression par l’utilisateur ; le choix est à nouveau demandé au bout de 12 mois.",
            "cookieConsentRevision : enregistre la version des catégories de cookies à laquelle se rapporte le choix de l’utilisateur, afin de le solliciter à nouveau si elles sont modifiées. Catégorie : technique. Durée : conservé dans le stockage local jusqu’à sa suppression par l’utilisateur ; le choix est à nouveau demandé au bout de 12 mois.",
            "nudo_project : conserve les tapis que l'utilisateur réunit dans « Mon projet », avec l'emplacement et la quantité de chacun, pour les afficher et les partager à sa demande ; le serveur ne l'écrit que lorsque l'utilisateur ajoute, modifie ou retire un tapis. Catégorie : technique. Durée : {{projectCookieDays}} jours après la dernière modification.",
            "Mesure d’audience : compteur de visites anonyme et sans cookie, hébergé sur les propres serveurs de la société, chargé uniquement avec le consentement de l’utilisateur. Catégorie : mesure d’audience. Durée : sans objet, aucune information n’étant stockée sur le terminal de l’utilisateur.",
            "Plan OpenStreetMap : le cadre affichant le plan d’accès peut déposer des cookies de la Fondation OpenStreetMap, qui les gère conformément à sa propre politique de confidentialité, et n’est chargé qu’avec le consentement de l’utilisateur aux cookies tiers. Catégorie : tiers. Durée : celle fixée par la Fondation OpenStreetMap dans sa politique.",
            "visitSource : conserve, pendant la durée de la visite, la première page consultée, le site de provenance et ses paramètres de campagne (utm_*), afin de les transmettre avec le formulaire que l’utilisateur choisit d’envoyer, comme l’explique la Politique de confidentialité. Il n’est enregistré qu’avec le consentement de l’utilisateur à la catégorie mesure d’audience et est supprimé si ce consentement est retiré. Catégorie : mesure d’audience. Durée : conservé dans le stockage de session du navigateur, qui est vidé à la fermeture de l’onglet.",
          ],
          links: [{ label: "Politique de confidentialité de la Fondation OpenStreetMap" }],
        },
        {
          title: "Consentement",
          paragraphs: [
            "Les cookies techniques sont utilisés sans consentement, car ils sont strictement nécessaires à la fourniture du service demandé. Les autres catégories ne sont activées que si l’utilisateur y consent, conformément à l’article 22.2 de la LSSI-CE et à l’article 6, paragraphe 1, point a), du règlement général sur la protection des données (RGPD).",
            "Le consentement est donné en acceptant le bandeau affiché lors de la première visite sur le site, qui propose trois options : « Tout accepter », « Nécessaires uniquement » et « Personnaliser ». Cette dernière permet d’accepter ou de refuser chaque catégorie séparément, aucune case n’étant cochée par défaut.",
            "L’utilisateur peut modifier ou retirer son consentement à tout moment au moyen du lien « Paramètres des cookies » situé en bas de chaque page du site. Le retrait du consentement ne compromet pas la licéité du traitement fondé sur le consentement effectué avant ce retrait.",
            "Le choix de l’utilisateur est à nouveau sollicité 12 mois après avoir été exprimé, ainsi qu’en cas de modification des catégories de cookies utilisées ou de leurs finalités.",
          ],
        },
        {
          title: "Bloquer ou supprimer les cookies dans le navigateur",
          paragraphs: [
            "Indépendamment de ce qui précède, l’utilisateur peut autoriser, bloquer ou supprimer les cookies et les données du stockage local de son terminal en paramétrant son navigateur. Les instructions relatives aux navigateurs les plus courants sont accessibles au moyen des liens ci-dessous.",
            "La désactivation ou la suppression des cookies peut empêcher le bon fonctionnement de certaines fonctionnalités du site, telles que la conservation de la langue choisie ou l’affichage du plan d’accès.",
          ],
          links: [
            { label: "Aide de Google Chrome" },
            { label: "Aide de Mozilla Firefox" },
            { label: "Aide d’Apple Safari" },
            { label: "Aide de Microsoft Edge" },
          ],
        },
        {
          title: "Responsable du traitement",
          paragraphs: [
            "Le responsable de l’utilisation des cookies propres et du traitement des données éventuellement recueillies par leur intermédiaire est {{legalName}}, numéro d’identification fiscale espagnol (NIF) {{taxId}}, dont le siège est situé {{address}}. Toute question relative à la présente politique peut être adressée par courrier électronique à {{email}}.",
            "Les informations relatives au traitement des données personnelles et à l’exercice des droits d’accès, de rectification, d’effacement, d’opposition, de limitation du traitement et de portabilité figurent dans la Politique de confidentialité.",
          ],
          actions: [{ label: "Politique de confidentialité" }],
        },
        {
          title: "Modification de la présente politique",
          paragraphs: [
            "{{legalName}} peut modifier la présente Politique relative aux cookies afin de l’adapter aux évolutions législatives, aux recommandations de l’Agence espagnole de protection des données (AEPD) ou aux changements des éléments utilisés par le site.",
            "Les modifications seront publiées sur cette page avec la date de la dernière mise à jour. Lorsqu’elles portent sur les catégories de cookies utilisées ou sur leurs finalités, le consentement de l’utilisateur sera à nouveau sollicité.",
          ],
        },
      ],
    },
  ],
} satisfies PageTranslation;
