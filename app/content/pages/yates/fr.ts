import type { PageTranslation } from "../../translation";

// The words of this page; its structure (blocks, ids, links, images) is the Spanish module's.
export default {
  meta: {
    title: "Tapis sur mesure pour yachts : classement M1/M2 et classe 33",
    description:
      "Tapis pour salons, cabines et coursives de yachts, découpés selon les plans de chaque bateau, classés M1/M2 au feu, avec dossiers antidérapants. Fabriqués en Espagne.",
  },
  blocks: [
    {
      kind: "hero",
      eyebrow: "Yachting",
      title: "Des tapis sur mesure pour la vie à bord",
      lead: "Nous découpons chaque tapis selon les plans de votre bateau et le fabriquons dans notre manufacture de Crevillente : le confort d'une résidence de luxe, avec la résistance et la sécurité qu'exige la mer.",
      image: {
        alt: "Tapis aux bandes ondulantes dans des tons sable et bleu dans le salon principal d'un yacht",
      },
      actions: [{ label: "Demander un rendez-vous" }, { label: "Demander le kit d'échantillons" }],
    },
    {
      kind: "cards",
      eyebrow: "Pourquoi Nudo",
      title: "La précision d'un chantier naval, l'âme d'un artisan",
      items: [
        {
          title: "Au millimètre, sur plans",
          text: "Nous travaillons à partir des plans de chaque bateau, avec une découpe numérique jusqu'à 2,5 m de large et sans limite de longueur. Chaque pièce épouse exactement courbes, cloisons et marches.",
        },
        {
          title: "Aucune couture visible",
          text: "Jusqu'à 6 × 4 m d'une seule pièce, avec des raccords invisibles pour les surfaces plus grandes, réalisés en manufacture ou à bord par nos propres équipes.",
        },
        {
          title: "Un interlocuteur unique",
          text: "Nous sommes fabricants depuis 1995 : design, fabrication et pose sortent de la même maison. Vous, votre chantier et votre architecte d'intérieur traitez avec une seule équipe.",
        },
      ],
    },
    {
      kind: "cards",
      eyebrow: "À bord",
      title: "Chaque espace, avec son propre tapis",
      intro:
        "Un salon baigné de lumière n'a pas les mêmes besoins qu'une cabine ou un escalier. Nous choisissons la technique, la hauteur du velours, la matière et le dossier pour chaque recoin du yacht.",
      items: [
        {
          title: "Salons et salles à manger",
          text: "Le cœur convivial du yacht. Des grands formats aux motifs fluides et aux couleurs ajustées au nuancier Pantone, en dialogue avec les boiseries, les tissus et l'horizon.",
          image: { alt: "Tapis aux bandes ondulantes dans des tons sable dans le salon d'un yacht" },
        },
        {
          title: "Suite du propriétaire",
          text: "Reliefs sculptés, soie naturelle et hauteurs de velours combinées pour un espace aussi intime qu'exclusif, aux dimensions exactes de chaque recoin.",
          image: {
            alt: "Tapis au relief sculpté en trois dimensions, jeux d'ombre et de lumière sur le velours",
          },
        },
        {
          title: "Cabines invités",
          text: "Une laine de Nouvelle-Zélande douce et dense pour des nuits reposantes, découpée à la forme de chaque cabine et dotée d'un dossier antidérapant.",
          image: { alt: "Gros plan sur le velours de laine doux et dense d'un tapis tufté main" },
        },
        {
          title: "Coursives et escaliers",
          text: "Les zones les plus fréquentées par l'équipage et les invités. De longs chemins découpés numériquement, des motifs continus et des fibres choisies pour la classe d'usage 33.",
          image: { alt: "Tapis grand format au motif géométrique continu, conçu pour de longs parcours" },
        },
      ],
    },
    {
      kind: "caseStudies",
      eyebrow: "Réalisations",
      title: "Des yachts qui naviguent avec nos tapis",
      intro:
        "Salons et cabines conçus avec le chantier naval et le studio d'architecture intérieure, des plans jusqu'à la pose à bord.",
    },
    {
      kind: "cards",
      eyebrow: "Certifications et matières",
      title: "Prêts à larguer les amarres",
      items: [
        {
          title: "Classement au feu M1/M2",
          text: "Nos tapis pour yachts bénéficient du classement de réaction au feu M1/M2. Nous vous fournissons la documentation technique que demandent votre chantier et votre projet.",
        },
        {
          title: "Classe d'usage 33",
          text: "La classe des usages commerciaux intensifs : le tapis garde son aspect sous les pas incessants de l'équipage et des invités, saison après saison.",
        },
        {
          title: "Des dossiers pensés pour la mer",
          text: "Des dossiers antidérapants qui maintiennent chaque pièce en place, des dossiers ignifugés pour renforcer la sécurité à bord et des dossiers techniques adaptés à chaque type de sol.",
        },
        {
          title: "Matières nobles et techniques",
          text: "Laine de Nouvelle-Zélande, soie naturelle, coton, fibres synthétiques ou mélanges sur mesure, choisis pour chaque zone selon l'usage et l'entretien qu'exige la vie à bord.",
        },
      ],
    },
    {
      kind: "numbered",
      eyebrow: "Notre méthode",
      title: "Des plans à la première croisière",
      intro: "Nous suivons le calendrier du chantier, qu'il s'agisse d'une construction neuve ou d'un refit.",
      items: [
        {
          title: "Brief, plans et métrés",
          text: "Nous partons des plans du bateau, de l'usage de chaque espace et du calendrier du chantier. Si nécessaire, nous prenons les mesures à bord.",
        },
        {
          title: "Design et échantillons",
          text: "Nous élaborons la proposition avec votre architecte d'intérieur et la validons sur échantillons physiques : couleurs ajustées au nuancier Pantone ou choisies parmi nos 300 coloris, textures, hauteurs de velours et dossiers.",
        },
        {
          title: "Fabrication à Crevillente",
          text: "Nous fabriquons chaque pièce dans notre manufacture, en Handtuft ou Robotuft, puis la découpons numériquement d'après le gabarit de chaque espace, prête à trouver sa place.",
        },
        {
          title: "Livraison et pose à bord",
          text: "Nos équipes itinérantes posent les tapis là où se trouve le yacht, au chantier ou au port, dans n'importe quel pays. Et notre garantie internationale vous accompagne partout où vous naviguez.",
        },
      ],
    },
    {
      kind: "cta",
      eyebrow: "Devis",
      title: "Vous construisez ou rénovez un yacht ?",
      text: "Envoyez-nous les plans et le calendrier du chantier : nous vous préparerons une proposition de design et un devis sur mesure. Envie de toucher les matières d'abord ? Demandez notre kit d'échantillons.",
      actions: [{ label: "Demander un devis" }, { label: "Demander le kit d'échantillons" }],
    },
    { kind: "shared" },
  ],
} satisfies PageTranslation;
