import type { PageTranslation } from "../../translation";

// The words of this page; its structure (blocks, ids, links, images) is the Spanish module's.
export default {
  meta: {
    title: "Politique de confidentialité",
    description:
      "Traitement des données personnelles transmises via les formulaires du site : finalités, base juridique, conservation, destinataires et droits des personnes.",
  },
  blocks: [
    {
      kind: "legal",
      eyebrow: "Informations légales",
      title: "Politique de confidentialité",
      updated: "Dernière mise à jour : 27 novembre 2026",
      intro: [
        "Conformément au règlement (UE) 2016/679 du Parlement européen et du Conseil du 27 avril 2016, dit règlement général sur la protection des données (RGPD), et à la loi organique espagnole 3/2018 du 5 décembre relative à la protection des données personnelles et à la garantie des droits numériques (LOPDGDD), {{legalName}} informe l'utilisateur du traitement des données personnelles qu'il communique par l'intermédiaire du présent site.",
      ],
      sections: [
        {
          title: "Responsable du traitement",
          paragraphs: [
            "Le responsable du traitement des données personnelles collectées par l'intermédiaire du présent site est {{legalName}}, dont les coordonnées sont les suivantes :",
          ],
          list: [
            "Dénomination sociale : {{legalName}}",
            "Numéro d'identification fiscale (NIF) : {{taxId}}",
            "Siège : {{address}}",
            "Courrier électronique : {{email}}",
            "Téléphone : {{phone}}",
          ],
        },
        {
          title: "Finalités du traitement",
          paragraphs: [
            "Le site ne comporte ni compte utilisateur ni inscription et ne propose aucune lettre d'information. Les données personnelles ne sont utilisées ni à des fins publicitaires ou de prospection commerciale, ni à des fins de profilage.",
            "Les formulaires ne recueillent pas de consentement à la réception de communications commerciales ; aucune communication de ce type ne sera donc adressée sans le consentement spécifique et distinct de la personne concernée. Les champs signalés comme obligatoires doivent être renseignés pour que la demande puisse être traitée ; à défaut, elle ne pourra pas l'être.",
            "Les serveurs enregistrent l'adresse IP et les requêtes reçues dans le seul but d'assurer la sécurité du site. Chaque demande est en outre conservée avec la page du site depuis laquelle le formulaire a été envoyé, accompagnée des paramètres de campagne de son adresse (utm_source, utm_medium, utm_campaign, utm_term et utm_content) à l'exclusion du reste de celle-ci, ainsi que du site par lequel l'utilisateur est arrivé sur cette page, afin de savoir quelles pages et quelles campagnes suscitent les demandes et d'attribuer chacune d'elles au membre de l'équipe commerciale compétent. Uniquement si l'utilisateur a accepté la catégorie « Mesure d'audience » dans le bandeau relatif aux cookies, son navigateur conserve également, pendant la durée de la visite, la première page consultée, sa provenance et ses paramètres de campagne, et les transmet avec le formulaire ; sans ce consentement, rien n'est enregistré sur l'appareil à cette fin. Ces données sont conservées et supprimées en même temps que la demande. Les informations conservées dans le navigateur de l'utilisateur ainsi que l'utilisation de cookies et de technologies similaires sont expliquées dans la Politique relative aux cookies, accessible à la fin de la présente section.",
            "Pour afficher ou masquer les contenus réservés à certains pays, comme la rubrique consacrée à l'aviation privée, le serveur recherche l'adresse IP de l'utilisateur dans une base de données de pays hébergée sur le serveur lui-même. L'adresse n'est communiquée à aucun tiers, et ni elle ni le pays obtenu ne sont conservés.",
            "Les données personnelles sont collectées uniquement au moyen des trois formulaires suivants et sont traitées afin de répondre à la demande de la personne concernée et d'en assurer le suivi commercial :",
          ],
          list: [
            "Demande de kit d'échantillons : prénom, nom, adresse électronique, téléphone, société, fonction, adresse de livraison, ville, code postal, pays et commentaires, afin de préparer et d'expédier le kit d'échantillons demandé.",
            "Demande de catalogue numérique : prénom, nom, adresse électronique, téléphone, société, fonction et centres d'intérêt, afin de transmettre le catalogue par courrier électronique.",
            "Demande de contact : nom, société, adresse électronique, téléphone, type de projet et message, afin de répondre à la demande formulée.",
          ],
          actions: [{ label: "Politique relative aux cookies" }],
        },
        {
          title: "Base juridique du traitement",
          paragraphs: ["Le traitement des données personnelles repose sur les bases juridiques suivantes :"],
          list: [
            "L'exécution de mesures précontractuelles prises à la demande de la personne concernée (article 6, paragraphe 1, point b, du RGPD) : l'expédition du kit d'échantillons, la transmission du catalogue et la réponse aux demandes portant sur une éventuelle commande.",
            "L'intérêt légitime du responsable du traitement à répondre aux demandes qui lui sont adressées et à en assurer le suivi, ainsi qu'à garantir la sécurité du site (article 6, paragraphe 1, point f, du RGPD). La personne concernée peut s'opposer à ce traitement dans les conditions prévues à la section relative aux droits.",
            "Le consentement de l'utilisateur aux cookies et technologies de stockage facultatifs (article 6, paragraphe 1, point a, du RGPD et article 22, paragraphe 2, de la loi espagnole 34/2002 du 11 juillet relative aux services de la société de l'information et au commerce électronique, LSSI-CE). Ce consentement peut être retiré à tout moment au moyen du lien « Paramètres des cookies » figurant en pied de page de chaque page du site, sans que cela porte atteinte à la licéité du traitement effectué avant ce retrait.",
          ],
        },
        {
          title: "Durée de conservation des données",
          paragraphs: [
            "Les données transmises au moyen des formulaires sont conservées pendant la durée nécessaire au traitement de la demande et sont supprimées automatiquement du site {{leadRetentionDays}} jours après leur réception, avec les courriels auxquels elles ont donné lieu. Le contenu des courriels déjà envoyés est effacé {{outboxKeepDays}} jours après leur envoi ; seule est conservée la trace de leur envoi et de sa date.",
            "L'image d'un tapis placé dans la photo de votre pièce, que vous pouvez créer dans le configurateur, est préparée dans votre navigateur et n'est envoyée nulle part, sauf si vous cochez la case pour l'envoyer avec votre demande de devis. Si vous l'envoyez, elle est conservée sans les métadonnées de votre appareil photo avec la demande, n'est vue que par l'équipe commerciale et est supprimée avec elle au bout de {{leadRetentionDays}} jours, ou plus tôt si vous exercez votre droit à l'effacement ; elle figure dans la copie de vos données si vous exercez votre droit d'accès.",
            "Les tapis que vous réunissez dans « Mon projet », avec l'emplacement et la quantité que vous indiquez pour chacun, sont conservés uniquement dans votre navigateur, dans le cookie technique nudo_project, pendant {{projectCookieDays}} jours après la dernière modification ; ils ne sont envoyés nulle part, sauf si vous demandez des échantillons et un devis pour le projet, auquel cas ils sont conservés avec cette demande et supprimés avec elle. Si vous partagez le projet, une copie des tapis, de leurs emplacements et quantités, sans aucune donnée personnelle vous concernant, est conservée sur le serveur et n'est accessible qu'avec le lien créé : le lien expire au bout de {{projectLinkDays}} jours et la copie est supprimée automatiquement {{projectExpiredKeptDays}} jours plus tard.",
            "Si la demande donne lieu à une relation contractuelle, les données nécessaires à celle-ci sont transférées dans les outils de gestion de la clientèle du responsable et conservées pendant toute la durée de cette relation, puis pendant les délais de prescription et les durées de conservation légales applicables, tel le délai de six ans prévu par l'article 30 du Code de commerce espagnol pour la conservation des livres, de la correspondance et des pièces justificatives.",
            "Afin de protéger les formulaires contre les envois massifs, chaque envoi est consigné au moyen d'une empreinte cryptographique (hachage) de l'adresse IP, et chaque courriel de confirmation au moyen d'une empreinte de l'adresse électronique du destinataire, jamais au moyen des adresses elles-mêmes. Ces données servent uniquement à limiter le nombre d'envois et sont supprimées automatiquement dans un délai maximal de 48 heures. Les journaux du serveur contenant l'adresse IP sont conservés trente jours au maximum, pour des raisons de sécurité.",
          ],
        },
        {
          title: "Destinataires des données",
          paragraphs: [
            "Les données sont hébergées sur les serveurs et bases de données propres au responsable du traitement et ne sont jamais vendues à des tiers. Elles ne sont communiquées, dans la stricte mesure nécessaire, qu'aux destinataires indiqués à la fin de la présente section.",
            "Aucun transfert de données hors de l'Union européenne n'est effectué, sauf ceux que peuvent exiger les prestataires agissant en qualité de sous-traitants pour fournir leurs services ; le cas échéant, ces transferts sont encadrés par les garanties prévues par le RGPD, telles que les clauses contractuelles types adoptées par la Commission européenne.",
            "La carte OpenStreetMap de la rubrique contact n'est chargée que si l'utilisateur accepte les contenus tiers ; dans ce cas, l'OpenStreetMap Foundation, qui fournit ce service, reçoit l'adresse IP de l'utilisateur. Ce contenu est décrit dans la Politique relative aux cookies.",
            "Les destinataires des données sont les suivants :",
          ],
          list: [
            "Le prestataire d'envoi de courriers électroniques, qui expédie les messages de confirmation et de notification en qualité de sous-traitant et est lié au responsable du traitement par un contrat conforme à l'article 28 du RGPD.",
            "Le transporteur chargé de livrer le kit d'échantillons, qui ne reçoit que les données nécessaires à la livraison.",
            "Les autorités publiques, les juridictions et les autres organismes compétents, lorsqu'une obligation légale l'impose.",
          ],
        },
        {
          title: "Droits de la personne concernée",
          paragraphs: [
            "Conformément au RGPD et à la LOPDGDD, la personne concernée peut exercer gratuitement auprès du responsable du traitement les droits énumérés à la fin de la présente section. Le responsable du traitement ne prend aucune décision fondée exclusivement sur un traitement automatisé des données.",
            "Pour ce faire, elle adresse une demande écrite au responsable du traitement par courrier électronique à {{email}} ou par voie postale à {{address}}, en précisant le droit qu'elle entend exercer. La demande doit impérativement être accompagnée de la copie d'une pièce d'identité (carte nationale d'identité espagnole DNI, numéro d'identification d'étranger NIE ou passeport).",
            "Le responsable du traitement répond à la demande dans un délai d'un mois à compter de sa réception.",
            "Si elle estime que le traitement de ses données n'est pas conforme à la réglementation, la personne concernée a le droit d'introduire une réclamation auprès de l'autorité espagnole de protection des données (AEPD), dont le site est accessible par le lien figurant à la fin de la présente section.",
            "La personne concernée dispose des droits suivants :",
          ],
          list: [
            "Accès : savoir si ses données personnelles font l'objet d'un traitement et en obtenir une copie.",
            "Rectification : obtenir la correction des données inexactes ou le complément des données incomplètes.",
            "Effacement : obtenir la suppression des données lorsque, notamment, elles ne sont plus nécessaires au regard des finalités pour lesquelles elles ont été collectées.",
            "Opposition : s'opposer, pour des raisons tenant à sa situation particulière, au traitement fondé sur l'intérêt légitime.",
            "Limitation du traitement : obtenir la suspension du traitement des données dans les cas prévus par la réglementation.",
            "Portabilité : recevoir les données qu'elle a fournies dans un format structuré, couramment utilisé et lisible par machine, et les transmettre à un autre responsable du traitement.",
          ],
          links: [{ label: "Autorité espagnole de protection des données (AEPD)" }],
        },
        {
          title: "Mesures de sécurité",
          paragraphs: [
            "Le responsable du traitement met en œuvre les mesures techniques et organisationnelles appropriées afin de garantir un niveau de sécurité adapté au risque, conformément à l'article 32 du RGPD, notamment :",
          ],
          list: [
            "le chiffrement des échanges entre le navigateur et le serveur au moyen du protocole HTTPS ;",
            "la restriction de l'accès aux données au seul personnel habilité ;",
            "la réalisation de sauvegardes ;",
            "l'engagement contractuel des sous-traitants à respecter les obligations de confidentialité et de sécurité exigées par le RGPD.",
          ],
        },
        {
          title: "Mineurs",
          paragraphs: [
            "Le site ne s'adresse pas aux mineurs de moins de quatorze ans. Conformément à l'article 7 de la LOPDGDD, le traitement des données des mineurs de moins de quatorze ans n'est licite qu'avec le consentement de leurs parents ou tuteurs.",
            "Si le responsable du traitement apprend qu'il détient des données d'un mineur de moins de quatorze ans obtenues sans ce consentement, il procède à leur suppression. Les parents ou tuteurs qui constatent une telle situation peuvent la signaler à l'adresse {{email}}.",
          ],
        },
        {
          title: "Modification de la présente politique",
          paragraphs: [
            "Le responsable du traitement peut modifier la présente politique afin de l'adapter à l'évolution de la législation ou du traitement des données. Les modifications sont publiées sur cette page, la date de la dernière mise à jour étant indiquée en tête du texte.",
            "Il est recommandé à l'utilisateur de consulter régulièrement la présente politique.",
          ],
        },
      ],
    },
  ],
} satisfies PageTranslation;
