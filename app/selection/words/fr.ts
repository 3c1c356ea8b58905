import type { SelectionWords } from "./es";

const fr: SelectionWords = {
  add: {
    heading: "Ajouter au projet",
    intro:
      "Réunissez les tapis d'un même chantier, chacun avec son emplacement et sa quantité, pour les partager ou demander en une fois échantillons et devis pour l'ensemble.",
    place: "Emplacement",
    placeHint: "p. ex. Hall",
    quantity: "Quantité",
    submit: "Ajouter au projet",
    view: "Voir mon projet",
  },
  meta: {
    title: "Mon projet",
    description:
      "Les tapis de votre projet, avec leur emplacement, leur quantité, leur surface, leurs classements et leurs délais.",
  },
  shared: {
    title: "Projet partagé",
    description: "Une copie en lecture seule d'un projet de tapis.",
  },
  page: {
    eyebrow: "Pour les prescripteurs",
    title: "Mon projet",
    intro:
      "Les tapis que vous avez réunis, chacun avec son emplacement et sa quantité. Votre projet est conservé dans ce navigateur ; partagez-le par un lien, ou demandez en une fois échantillons et devis pour l'ensemble.",
    sharedTitle: "Projet partagé",
    sharedIntro: "Une copie en lecture seule, telle que partagée le {{date}}. Le lien expire le {{expires}}.",
    empty:
      "Votre projet est vide. Ajoutez des tapis depuis n'importe quel modèle de la collection ou depuis le configurateur.",
    emptyLinks: { collection: "Voir la collection", configurator: "Ouvrir le configurateur" },
    itemsHeading: "Tapis",
    count: "Tapis : {{count}} · Références : {{items}}",
  },
  item: {
    code: "Repère",
    place: "Emplacement",
    noPlace: "Sans emplacement",
    quantity: "Quantité",
    size: "Dimensions",
    colours: "Couleurs",
    area: "Surface",
    areaValue: "{{each}} m² chacun · {{total}} m² au total",
    wear: "Classe d'usage (EN 1307)",
    fire: "Réaction au feu (EN 13501-1)",
    leadTime: "Délai",
    leadTimeValue: "{{weeks}} semaines",
    withdrawn:
      "Ce modèle ne fait plus partie de la collection : il est conservé comme configuration libre, avec les mêmes choix.",
    picture: "{{rug}} vu du dessus",
    configure: "Modifier dans le configurateur",
    pack: "Dossier prescripteur (ZIP)",
    save: "Enregistrer",
    remove: "Retirer",
    removeLabel: "Retirer {{rug}} du projet",
    saveLabel: "Enregistrer l'emplacement et la quantité de {{rug}}",
  },
  totals: {
    heading: "Total du projet",
    rugs: "Tapis",
    area: "Surface",
    weight: "Poids",
    carbon: "Empreinte carbone (A1-A3)",
    leadTime: "Délai le plus long",
    areaValue: "{{value}} m²",
    weightValue: "env. {{value}} kg",
    carbonValue: "{{value}} kg CO₂e",
    onRequest: "sur demande",
  },
  share: {
    heading: "Partager",
    intro:
      "Un lien en lecture seule pour votre client ou votre équipe : les tapis tels qu'ils sont à cet instant, dans n'importe quel navigateur. Votre projet reste le vôtre et vous pouvez continuer à le modifier ; partagez-le à nouveau quand vous le souhaitez.",
    submit: "Créer un lien de partage",
    created: "Lien créé. Il expire le {{expires}}.",
    link: "Lien du projet",
    copy: "Copier le lien",
    copied: "Lien copié",
  },
  downloads: {
    heading: "Télécharger",
    xlsx: "Tableau FF&E (Excel)",
    csv: "Tableau FF&E (CSV)",
    zip: "Tableau et dossiers de tous les tapis (ZIP)",
    language: "Cette langue n'est pas proposée.",
    format: "Ce format n'est pas proposé.",
    busy: "Nous préparons de nombreux dossiers en même temps. Veuillez réessayer dans quelques secondes.",
    failed: "Nous n'avons pas pu préparer le téléchargement. Veuillez réessayer ou nous écrire.",
  },
  notices: {
    added: "{{rug}} a été ajouté à votre projet.",
    updated: "Modifications enregistrées.",
    removed: "Tapis retiré du projet.",
  },
  problems: {
    quantity: "Saisissez un nombre entier de 1 à 9999.",
    rug: "Ce tapis ne peut pas être fabriqué tel qu'il est configuré.",
    full: "Votre projet compte déjà {{max}} références, le maximum. Retirez-en une, ou partagez ce projet et commencez-en un autre.",
    missing: "Ce tapis ne figure plus dans votre projet.",
    empty: "Ajoutez au moins un tapis avant de partager le projet.",
    shares: "Vous avez créé de nombreux liens en peu de temps. Réessayez dans quelques minutes.",
    unavailable: "Nous n'avons pas pu enregistrer la modification. Réessayez dans quelques secondes.",
  },
  gone: {
    unknownTitle: "Ce lien n'existe pas",
    unknown:
      "Vérifiez que vous l'avez copié en entier. La personne qui vous l'a envoyé peut en créer un autre depuis son projet.",
    expiredTitle: "Ce lien a expiré",
    expired:
      "Les liens de projet restent valables {{days}} jours. Demandez à la personne qui vous l'a envoyé de le partager à nouveau.",
  },
};

export default fr;
