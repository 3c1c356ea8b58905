import type { SampleCollectionWords } from "../types";

export const projects = {
  "hotel-mirador-valencia": {
    title: "Hotel Mirador del Turia, Valence",
    city: "Valence",
    summary:
      "Un hall ouvert sur l'ancien lit du Turia et soixante chambres habillées d'Alcázar et de Trama : deux échelles d'un même intérieur.",
    story: [
      "Grupo Mediterránea Hoteles souhaitait que l'Hotel Mirador del Turia respire Valence dès le seuil : la lumière, la céramique et le vert de l'ancien lit du fleuve. Avec Estudio Carmen Vidal, nous avons travaillé à deux échelles. Dans le hall, un Alcázar de 4 mètres sur 6, tufté main en laine et soie, en velours coupé-bouclé, reprend le dessin des soubassements en azulejos dans des verts jade, approfondis d'une nuance pour répondre au bois sombre.",
      "Pour les chambres et les couloirs, nous avons choisi Trama, un petit motif tufté robot en bouclé de 6 mm, qui supporte le roulement quotidien des valises et se répète à l'identique d'un étage à l'autre. Le studio a retenu un ivoire chaud pour les chambres et un graphite pour les couloirs. Les échantillons ont voyagé entre Crevillente et Valence jusqu'à la teinte juste, et notre équipe a suivi la pose étage par étage avec le groupe hôtelier.",
    ],
    captions: [
      "Le hall de l'hôtel, avec le tapis Alcázar dans la lumière venue de l'ancien lit du Turia",
      "Alcázar en détail : la soie brille sur la laine le long des contours du motif",
      "Trama en graphite, en bouclé de 6 mm, le long d'un couloir de chambres",
      "Une chambre avec Trama en ivoire chaud au pied du lit",
    ],
    photoAlts: [
      "Hall d'hôtel avec un grand tapis à motif géométrique vert et sable, des canapés bas et de hautes baies vitrées au fond",
      "Gros plan d'un tapis en laine où des lignes de soie brillante dessinent un motif de carreaux",
      "Couloir d'hôtel avec un tapis gris foncé à petit motif répété et des portes de chambres de chaque côté",
      "Chambre d'hôtel avec un tapis ivoire à motif fin sous un lit double",
    ],
  },
  "suites-marbella": {
    title: "Des suites face à la mer dans un hôtel de Marbella",
    city: "Marbella",
    summary:
      "Douze suites face à la mer, avec des pièces uniques d'Albufera dans les salons et Celosía dans les chambres, imaginées avec Atelier Blanca Rius.",
    story: [
      "Un hôtel de Marbella, qui préfère ne pas être nommé, a rénové ses douze suites avec vue sur la mer et confié à Atelier Blanca Rius un intérieur apaisé de lin, de bois clair et d'enduit à la chaux. Dans chaque salon, le tapis devait être le seul geste de forme. Nous sommes partis d'Albufera, le dessin d'Inés Albero, et avons redessiné son contour ondulé suite par suite, selon le plan et la place des canapés.",
      "Chaque Albufera a été tufté main en laine et soie, en velours coupé de 24 mm, dans des verts de jonc et des tons sable qui évoquent les marais de Valence. Dans les chambres, Celosía apporte un rythme fin et discret dans des tons amande. Blanca Rius et son équipe ont validé chaque contour sur un gabarit grandeur nature avant le tuftage, et les tapis sont arrivés numérotés, un pour chaque suite.",
    ],
    captions: [
      "Le salon d'une suite, avec une pièce unique d'Albufera au contour ondulé",
      "Albufera en détail : laine et soie dans des verts de jonc et des tons sable",
      "Celosía dans des tons amande au pied du lit d'une suite",
    ],
    photoAlts: [
      "Salon lumineux avec un canapé en lin blanc sur un tapis aux bords ondulés vert tendre et sable, la mer en arrière-plan",
      "Gros plan d'un tapis en velours coupé où la laine mate et la soie brillante forment des bandes vertes et sable",
      "Chambre d'hôtel avec un tapis à petit motif dans des tons amande et ivoire à côté d'un lit blanc",
    ],
  },
  "grand-hotel-lisboa": {
    title: "Grand Hotel Avenida, Lisbonne",
    city: "Lisbonne",
    summary:
      "La restauration d'un grand hôtel lisboète, avec Levante dans le hall, Estrato au bar et Punto dans les couloirs de ses six étages.",
    story: [
      "Lorsque Avenida Collection a restauré le Grand Hotel Avenida, l'un des bâtiments historiques de la ville, Costa & Reis Arquitectos nous a demandé des tapis capables d'accompagner la vie d'un grand hôtel sans perdre l'allure de l'avenue. Pour le hall et la salle de bal, nous avons adapté Levante, un grand motif tufté robot, en pièces de 4 mètres sur 6 et dans les terres cuites et ocres de sa palette, accordées aux échantillons du sol en pierre.",
      "Au bar, Estrato, le relief de Martín Oller, a été sculpté main en velours coupé de 40 mm dans des gris cendre, pour que la lumière basse du soir révèle chacune de ses strates. Les couloirs des six étages sont habillés de Punto en bleu marine, un coupé-bouclé bas et facile d'entretien. Avec l'équipe de Costa & Reis, nous avons repris chaque plan et résolu ensemble les raccords avec les escaliers et les ascenseurs.",
    ],
    captions: [
      "Le hall du Grand Hotel Avenida, avec Levante en terre cuite au pied de l'escalier d'honneur",
      "Estrato au bar : des strates sculptées main dans des gris cendre",
      "Punto en bleu marine le long d'un couloir de chambres",
      "En détail, la rencontre de Levante et du sol en pierre du hall",
    ],
    photoAlts: [
      "Hall d'hôtel sous un haut plafond avec un grand tapis géométrique terre cuite et ocre au pied d'un escalier en pierre",
      "Bar tamisé avec des fauteuils en cuir sur un tapis gris sculpté en strates étagées",
      "Long couloir d'hôtel avec un tapis bleu marine à fin motif de points et des appliques murales allumées",
      "Gros plan du bord d'un tapis terre cuite et ocre contre un sol en pierre claire",
    ],
  },
  "villa-ibiza": {
    title: "Une villa privée à Ibiza",
    city: "Ibiza",
    summary:
      "Une maison blanche au-dessus de la Méditerranée, où Isla et Nube font entrer le turquoise des criques et le calme d'un après-midi d'été.",
    story: [
      "Les propriétaires, qui tiennent à la discrétion, ont demandé à Studio Nuria Sala un intérieur entièrement ouvert sur la Méditerranée. Le grand salon, aux murs chaulés et au sol en béton ciré, appelait une pièce qui ancre l'espace sans troubler son calme. Nous y avons posé Isla, un tapis unique au contour libre, dessiné d'après la ligne de côte que l'on voit depuis la terrasse et tufté main en laine et soie.",
      "Isla associe un velours coupé de 26 mm à un bouclé de 12 mm, si bien que le turquoise de la soie semble se fondre dans les tons sable de la laine. Dans la chambre principale, Nube offre 32 mm de velours coupé blanc coton, moelleux sous les pieds nus. Nuria Sala a suivi chaque étape de près : elle a validé le contour sur un gabarit grandeur nature et choisi elle-même les couleurs dans notre salle des couleurs à Crevillente.",
    ],
    captions: [
      "Le salon de la villa, avec Isla entre les canapés et la terrasse ouverte sur la mer",
      "Isla en détail : la soie turquoise entre le velours coupé et le bouclé de laine",
      "Nube en blanc coton dans la chambre principale",
    ],
    photoAlts: [
      "Salon aux murs blancs ouvert sur la mer, avec un tapis au contour irrégulier sable et turquoise entre deux canapés bas",
      "Gros plan d'un tapis alternant velours coupé et bouclé, avec des fils de soie turquoise brillante dans une laine couleur sable",
      "Chambre blanche avec un tapis épais aux formes arrondies blanc cassé à côté du lit",
    ],
  },
  "apartamento-paris": {
    title: "Un appartement privé à Paris",
    city: "Paris",
    summary:
      "Un appartement sous hauts plafonds, rive gauche, où Granada et Ribera, deux dessins d'Inés Albero, dialoguent avec moulures, parquet et art contemporain.",
    story: [
      "Maison Delorme Intérieurs nous a fait venir pour un appartement de la rive gauche, avec moulures, cheminées en marbre et parquet à bâtons rompus, dont les propriétaires collectionnent l'art contemporain. Ils voulaient des tapis d'un vrai savoir-faire, qui ne rivalisent pas avec les tableaux. Pour la salle à manger, nous avons proposé Granada d'Inés Albero : son petit motif, tufté main en laine et soie en velours coupé de 15 mm, a été teint en ivoire et or pâle et ajusté à la mesure exacte de la table.",
      "Au salon, la pièce maîtresse est Ribera, également signé Inés Albero. Son contour ondulé a été redessiné pour épouser la courbe du piano, et ses couleurs de couchant, terre cuite, rose et or, ont été adoucies pour vivre aux côtés d'une grande toile bleue. Le velours coupé et le bouclé, de 24 et 10 mm, donnent du relief au motif. L'équipe de Maison Delorme a examiné chaque échantillon à la lumière de l'appartement lui-même avant de le valider.",
    ],
    captions: [
      "Le salon, avec Ribera qui épouse la courbe du piano sur le parquet à bâtons rompus",
      "Granada en ivoire et or pâle sous la table de la salle à manger",
      "Ribera en détail : velours coupé et bouclé aux couleurs du couchant",
    ],
    photoAlts: [
      "Salon à moulures et parquet à bâtons rompus, avec un piano à queue et un tapis aux bords ondulés terre cuite, rose et or",
      "Salle à manger avec une table en bois et des chaises tapissées sur un tapis rectangulaire à petit motif ivoire et or pâle",
      "Gros plan d'un tapis en velours coupé et bouclé formant des bandes ondulées terre cuite, rose et or",
    ],
  },
  "boutique-milano": {
    title: "Boutique Atelier Vezzoli, Milan",
    city: "Milan",
    summary:
      "La boutique milanaise d'Atelier Vezzoli, avec les triangles rouge rubis de Cometa et les pièces hexagonales de Mosaico, pensés pour le passage quotidien d'une enseigne.",
    story: [
      "Atelier Vezzoli voulait que sa boutique milanaise se reconnaisse dès la rue, et que le sol raconte la même histoire que ses vitrines. Avec l'équipe de la marque, nous avons mené Cometa, le dessin de Martín Oller, jusqu'à sa forme triangulaire : trois pièces tuftées robot qui tracent le parcours de l'entrée aux cabines d'essayage, dans les rouges rubis et prune de l'identité de la maison.",
      "Sous les tables de présentation, Mosaico a été réalisé en pièces hexagonales en bouclé de 8 mm, dans des tons argile et sable, qui s'assemblent comme des carreaux et se déplacent au gré des collections. Les deux dessins sont en fibre synthétique, qui résiste au passage quotidien et se nettoie facilement. Chaque couleur a été validée à Milan avec l'équipe de création d'Atelier Vezzoli, sur des échantillons tuftés à Crevillente.",
    ],
    captions: [
      "La boutique, avec trois triangles de Cometa qui guident le pas depuis l'entrée",
      "Mosaico en pièces hexagonales sous une table de présentation",
      "Cometa en détail : le rouge rubis en velours coupé de 16 mm",
    ],
    photoAlts: [
      "Intérieur d'une boutique aux murs clairs avec trois tapis triangulaires rouges alignés de la porte vers le fond",
      "Tapis hexagonaux dans des tons terre et sable assemblés sous une table basse où sont exposés des sacs",
      "Gros plan d'un tapis en velours coupé rouge profond à côté du bord d'un triangle couleur prune",
    ],
  },
  "yate-aurora": {
    title: "Un yacht à moteur construit aux Pays-Bas",
    city: "Amsterdam",
    summary:
      "Le salon, la salle à manger et les cabines d'un yacht à moteur de Van der Meer Jachtbouw, habillés d'Oleaje et de Marea, taillés sur les plans du chantier.",
    story: [
      "Pour ce yacht à moteur, dont l'armateur souhaite rester anonyme, le chantier Van der Meer Jachtbouw et Bureau Lindqvist cherchaient des tapis qui fassent entrer la mer à bord sans l'imiter. Nous avons travaillé sur les plans du pont principal : le salon, la salle à manger et quatre cabines d'invités. Chaque pièce a été découpée au millimètre d'après les gabarits du chantier, écoutilles, colonnes et escaliers résolus avant le début du tuftage.",
      "Au salon, Oleaje déploie son relief sculpté main, velours coupé de 35 mm et bouclé de 15 mm en laine et soie, dans les blancs d'écume et les bleus pâles de sa palette. La salle à manger et les cabines sont habillées de Marea, signé Lucía Ferrer, en velours coupé de 22 mm et dans des bleus brume plus sourds, qui reposent le regard. Bureau Lindqvist a validé les échantillons à Amsterdam, et notre équipe s'est rendue au chantier pour la pose.",
    ],
    captions: [
      "Le grand salon, avec Oleaje sculpté main entre les canapés et les baies vitrées",
      "Le relief d'Oleaje en détail : la soie souligne la crête de chaque vague",
      "Marea dans des bleus brume, dans une cabine d'invités",
      "La salle à manger, avec Marea ajusté au plan courbe de la pièce",
    ],
    photoAlts: [
      "Salon de yacht avec de larges baies sur la mer, des canapés blancs et un tapis ovale au relief ondulé blanc et bleu pâle",
      "Gros plan d'un tapis en relief aux vagues sculptées, laine mate et crêtes de soie brillante blanches et bleues",
      "Cabine avec un lit double et un tapis rectangulaire dans des bleus grisés à grand motif ondoyant",
      "Salle à manger de yacht avec une table en bois pour huit convives sur un tapis bleu aux bords courbes",
    ],
  },
  "sede-munich": {
    title: "Siège de Halden Versicherungen, Munich",
    city: "Munich",
    summary:
      "Le siège munichois de Halden Versicherungen, conçu par Bergmann Architekten, avec Lino dans les étages de bureaux et Surco à l'accueil.",
    story: [
      "Bergmann Architekten a conçu le siège de Halden Versicherungen en béton brut, verre et chêne, et cherchait un sol textile qui adoucisse l'acoustique des plateaux ouverts sans ajouter de bruit visuel. Nous avons choisi Lino, un petit motif tufté robot en bouclé de 5 mm, dans un mélange de fibres pensé pour un usage intensif. Ses tons écru et acier alternent d'un étage à l'autre pour guider ceux qui parcourent le bâtiment.",
      "À l'accueil et dans la salle du conseil, Surco apporte du volume : des sillons en bouclé de 14 mm, tuftés robot et repris à la main, dans un ton blé qui capte la lumière de l'après-midi. Les pièces ont été dimensionnées sur la trame du bâtiment, pour que leurs jonctions s'alignent sur les modules du plafond. Nous avons travaillé avec l'équipe de Bergmann de l'avant-projet jusqu'à la dernière visite de chantier.",
    ],
    captions: [
      "Un plateau de bureaux, avec Lino dans des tons écru et acier",
      "Surco à l'accueil : des sillons bouclés dans un ton blé",
      "La salle du conseil, avec Surco sous la table en chêne",
    ],
    photoAlts: [
      "Bureau ouvert avec des tables en chêne, des poteaux en béton et un tapis à motif fin écru et gris acier",
      "Accueil avec une banque en béton posée sur un tapis couleur blé creusé de sillons parallèles",
      "Salle de réunion avec une longue table en chêne et des chaises noires sur un tapis à sillons couleur blé",
    ],
  },
} satisfies SampleCollectionWords["projects"];

export const alts = {
  flat: "Tapis {design}, coloris {colourway}, vu du dessus dans son intégralité",
  detail: "Détail du poil du tapis {design}, coloris {colourway}",
  room: "Tapis {design}, coloris {colourway}, dans un salon meublé",
} satisfies SampleCollectionWords["alts"];
