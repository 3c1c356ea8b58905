import type { SampleCollectionWords } from "../types";

export default {
  estrato: {
    summary:
      "Un tapis en relief sculpté à la main, en velours coupé de 40 mm, stratifié comme la roche. Conçu pour les halls d'hôtel et les grands espaces d'architecture.",
    story: [
      "Estrato commence là où une route de montagne entaille le versant et met à nu les couches de la terre : des bancs de pierre déposés au fil des siècles, chacun avec son épaisseur et sa teinte. Martín Oller a voulu faire entrer cette lecture géologique à l'intérieur, avec des strates horizontales qui se superposent et glissent comme des sédiments. Il en naît une surface qui change avec la lumière du jour et invite à la parcourir lentement, du regard comme du pas.",
      "Il est tufté main en laine de Nouvelle-Zélande, avec un velours coupé de 40 mm que nos artisans sculptent ensuite à la main, strate après strate, jusqu'à ouvrir les gradins d'une couche à l'autre. La profondeur du velours donne du corps au relief et amortit chaque pas. Une pièce pour les halls d'hôtel, les salons de réception et les projets d'architecture où le sol doit porter l'échelle de l'espace. Également réalisable sur mesure.",
    ],
    colourways: { roca: "Roche", ceniza: "Cendre" },
  },
  corteza: {
    summary:
      "Un tapis en relief de laine et coton qui reprend la texture de l'écorce. De forme libre ou ronde, il apporte une chaleur tactile aux salons et aux boutiques.",
    story: [
      "Corteza part d'une observation toute simple : la peau d'un vieil arbre, creusée de fissures profondes et de crêtes douces où se pose le lichen. Notre studio de design s'est tourné vers les troncs noueux des caroubiers et des oliviers du paysage méditerranéen, pour traduire leurs fissures en un dessin de veines qui s'ouvrent et se referment. Le tapis n'a donc pas de contour rigide : il se décline en forme libre, comme une coupe de tronc, ou en rond.",
      "Il est tufté main en laine de Nouvelle-Zélande et coton, et associe un velours coupé de 28 mm sur les crêtes à un velours bouclé de 10 mm dans les fissures. Cet écart de hauteurs, accentué par une sculpture à la main, crée un relief qui se lit du bout des doigts. Son caractère organique convient aux salons et aux chambres comme aux boutiques en quête d'une matière chaleureuse et naturelle.",
    ],
    colourways: { nogal: "Noyer", liquen: "Lichen" },
  },
  surco: {
    summary:
      "Un tapis en relief en velours bouclé de 14 mm, tracé de sillons parallèles comme un champ labouré. Calme et résistant, pour l'architecture, l'hôtellerie et les cabines d'avion.",
    story: [
      "Surco regarde un champ fraîchement labouré : des lignes parallèles qui filent vers l'horizon et deviennent, dans la lumière rasante du soir, un jeu d'ombres. Notre studio de design a cherché ce même calme ordonné et l'a traduit en rangs qui s'incurvent à peine, comme s'ils suivaient le relief de la terre. Un dessin sobre, qui donne du rythme à l'espace sans jamais s'imposer.",
      "Selon le projet, il est tufté robot ou tufté main, en velours bouclé de 14 mm, dans un mélange laine et synthétique choisi pour résister à un passage intense. Le robot garde les rangs parfaitement réguliers sur les grandes surfaces ; la version tuftée main permet des compositions sur mesure. Il trouve naturellement sa place dans les projets d'architecture, les couloirs et espaces communs d'hôtel et les cabines d'avion, pour lesquelles il est fabriqué selon les normes feu aéronautiques.",
    ],
    colourways: { trigo: "Blé", humo: "Fumée" },
  },
  ribera: {
    summary:
      "Un tapis créatif en laine et soie, dessiné comme la rive d'un fleuve. Son contour libre ou ondulé donne du mouvement aux salons, aux chambres et aux suites.",
    story: [
      "Ribera, c'est la bande de terre où l'eau rencontre les champs : roseaux, galets polis, reflets qui changent d'heure en heure. Inés Albero l'a dessiné en pensant aux rives méditerranéennes, par taches de couleur qui se fondent les unes dans les autres sans une seule ligne dure. Le tapis refuse le cadre du rectangle : son bord épouse la rive, libre ou ondulé, comme si le courant l'avait lui-même façonné.",
      "Il est tufté main en laine de Nouvelle-Zélande et soie. Le velours coupé de 24 mm dessine la terre et la végétation, tandis que le velours bouclé de 10 mm, avivé par l'éclat de la soie, capte la lumière comme la surface de l'eau. Une pièce pour les maisons et les chambres d'hôtel qui appellent un sol à forte présence artistique, capable à lui seul d'habiter toute une pièce.",
    ],
    colourways: { atardecer: "Couchant", laguna: "Lagune" },
  },
  nube: {
    summary:
      "Un tapis créatif en velours coupé de 32 mm, laine et soie, doux et profond comme un nuage. De forme libre ou ovale, il allège chambres, salons et cabines de yacht.",
    story: [
      "Nube est né d'un regard levé vers le ciel, allongé dans l'herbe, quand les formes se défont et se recomposent sans hâte. Notre studio de design a voulu saisir cette légèreté dans un tapis sans angles, au contour libre ou ovale, avec des dégradés si doux que la couleur semble flotter. Une pièce qui n'ordonne pas l'espace mais l'adoucit, et fait du sol un lieu où l'on a envie de s'asseoir.",
      "Il est tufté main en laine de Nouvelle-Zélande et soie, avec un velours coupé de 32 mm où le pied s'enfonce et qui renvoie la lumière d'un éclat discret. Selon le coloris, les tons vont du blanc coton au gris d'orage. Il donne toute sa mesure dans les chambres de maître, les salons et les cabines de yacht, partout où le toucher compte autant que le regard.",
    ],
    colourways: { algodon: "Coton", tormenta: "Orage" },
  },
  alba: {
    summary:
      "Un tapis créatif en laine de Nouvelle-Zélande, baigné des couleurs du point du jour. Rectangulaire ou rond, il réchauffe hôtels, boutiques et intérieurs privés.",
    story: [
      "Alba, c'est ce premier instant du jour où le ciel n'a pas encore choisi sa couleur : roses, ors et bleus qui se mêlent au-dessus de l'horizon méditerranéen. Lucía Ferrer l'a conçu comme une grande aquarelle, avec des bandes de couleur qui se succèdent sans rupture et un point de lumière qui semble poindre sur l'un des bords. Dans sa version ronde, ce point devient un soleil levant.",
      "Selon l'échelle du projet, il est tufté main ou tufté robot, en velours coupé de 20 mm de laine de Nouvelle-Zélande qui fait vibrer les dégradés. Le tufté main se prête aux pièces singulières ; le tufté robot reproduit le dessin avec précision d'un espace à l'autre. Il a sa place dans les halls et les chambres d'hôtel, dans les boutiques qui veulent accueillir avec lumière et dans les salons privés.",
    ],
    colourways: { aurora: "Aurore", amanecer: "Soleil levant" },
  },
  jardin: {
    summary:
      "Un tapis créatif en laine et soie qui compose un jardin au fil des saisons. Rectangulaire ou de forme composée, il habille suites, salons et halls d'hôtel.",
    story: [
      "Jardín puise dans les patios et les vergers du Levant espagnol, où le jardin se vit par couches : feuilles, fleurs, ombre d'une treille et scintillement d'un canal d'irrigation. Notre studio de design l'a dessiné comme un herbier à grande échelle, avec des motifs végétaux qui s'entrelacent sans se répéter et trois coloris qui suivent l'année : printemps, automne et hiver. Il peut être rectangulaire ou de forme composée, avec des découpes à la manière de parterres.",
      "Il est tufté main en laine de Nouvelle-Zélande et soie, avec un velours coupé de 22 mm pour le feuillage et un velours bouclé de 9 mm pour les allées et les fonds. La soie allume des reflets sur les pétales et les nervures. Une pièce pour les suites et salons d'hôtel, et pour les maisons qui veulent un sol qui raconte une histoire et devient le cœur d'une pièce.",
    ],
    colourways: { primavera: "Printemps", otono: "Automne", invierno: "Hiver" },
  },
  cometa: {
    summary:
      "Un tapis créatif tufté robot en fil synthétique teint dans la masse, aux traits qui traversent le sol comme une comète. Pour les boutiques et l'architecture.",
    story: [
      "Cometa joue sur le double sens de son nom espagnol : la comète qui traverse le ciel nocturne en laissant une traînée de lumière, et le cerf-volant de papier qui tire sur sa ficelle les jours de vent. Martín Oller a dessiné des traits diagonaux qui semblent en mouvement, avec des queues de couleur qui s'affinent vers les bords. Proposé en triangle comme en rectangle, le tapis gagne un vrai sens de la direction, telle une flèche posée au sol.",
      "Il est tufté robot, en velours coupé de 16 mm de fil synthétique teint dans la masse, qui garde sa couleur et résiste à un usage intensif. La précision du robot préserve la netteté de chaque trait, jusque dans les pointes. Une pièce pour les boutiques, les showrooms et les espaces d'architecture en quête d'un geste graphique, capable de guider tout naturellement le parcours des visiteurs.",
    ],
    colourways: { cobalto: "Cobalt", rubi: "Rubis" },
  },
  isla: {
    summary:
      "Une pièce unique en laine et soie, au contour libre qui évoque une île vue du ciel. Conçue pour un seul espace, à terre ou à bord d'un yacht.",
    story: [
      "Isla naît de l'image d'une côte vue d'en haut : le turquoise des criques, le sable clair et la roche sombre qui s'avance dans l'eau. Notre studio de design la conçoit comme une pièce unique. Elle n'a pas de dimension fixe au catalogue : elle se dessine pour un espace précis, avec un contour irrégulier qui suit le mobilier, le plan du lieu ou la silhouette que le client imagine.",
      "Elle est tuftée main en laine de Nouvelle-Zélande et soie, avec un velours coupé de 26 mm et un velours bouclé de 12 mm qui séparent la terre de la mer par un léger dénivelé. La soie donne à l'eau un éclat vivant. Elle est destinée aux salons et aux chambres des résidences privées ainsi qu'aux yachts, pour lesquels elle est fabriquée selon les normes feu maritimes.",
    ],
    colourways: { turquesa: "Turquoise", basalto: "Basalte" },
  },
  albufera: {
    summary:
      "Une pièce unique en laine et soie inspirée de la lagune de l'Albufera, près de Valence. Conçue pour un seul espace : suites, salons d'hôtel et demeures privées.",
    story: [
      "L'Albufera est la grande lagune au sud de Valence, bordée de rizières et de roselières, où l'eau passe du vert à l'or au fil des saisons. Inés Albero a transposé ce paysage en une pièce unique, où plans d'eau, joncs et rizières se fondent en contours ondulés. Chaque tapis est dessiné pour un espace précis, de sorte que sa forme et ses dimensions naissent du lieu lui-même.",
      "Il est tufté main en laine de Nouvelle-Zélande et soie, avec un velours coupé de 24 mm qui donne à l'ensemble une surface continue, comme le miroir immobile de la lagune. La soie apporte des reflets qui rappellent l'eau au crépuscule. Une pièce pour les suites et salons d'hôtel, et pour les demeures en quête d'un sol aux racines méditerranéennes, pensé pour elles seules.",
    ],
    colourways: { junco: "Jonc", arrozal: "Rizière" },
  },
  sierra: {
    summary:
      "Une pièce unique en laine de Nouvelle-Zélande, au contour en gradins qui s'élève comme une chaîne de montagnes. Conçue pour un seul espace, privé ou architectural.",
    story: [
      "Sierra prend forme dans les cartes topographiques, où les montagnes se dessinent en courbes de niveau qui se resserrent vers le sommet. Notre studio de design la conçoit comme une pièce unique, au contour libre ou en gradins qui suit ces lignes et s'adapte au plan du lieu. Les coloris de départ évoquent le granit des crêtes et les forêts de chênes verts qui couvrent les pentes.",
      "Elle est tuftée main en laine de Nouvelle-Zélande, avec un velours coupé de 34 mm et un velours bouclé de 14 mm : l'écart de hauteur soulève les versants et marque les courbes de niveau, tandis que la finition à la main affûte chaque gradin. Une pièce pour les salons et bureaux privés, et pour les projets d'architecture où le tapis devient presque une sculpture posée au sol.",
    ],
    colourways: { granito: "Granit", encina: "Chêne vert" },
  },
  delta: {
    summary:
      "Une pièce unique faite de fragments ou d'éléments libres qui s'ouvrent au sol comme les bras d'un delta. Pensée pour les boutiques et les hôtels.",
    story: [
      "Un delta est l'endroit où le fleuve se rend à la mer et se divise en bras, en chenaux et en îles de limon qui changent à chaque crue. Lucía Ferrer a fait entrer cette idée à l'intérieur avec un tapis qui n'est pas une surface d'un seul tenant : il se compose de fragments ou d'éléments libres posés comme des îles, laissant le sol apparaître entre eux. S'agissant d'une pièce unique, chaque composition est dessinée pour un espace précis.",
      "Il est tufté main ou tufté robot, en velours coupé de 20 mm de laine de Nouvelle-Zélande et de mélange laine et synthétique ; les éléments peuvent associer les deux fils selon l'usage de chaque zone. Il fonctionne dans les boutiques, où les îles orientent le parcours et mettent un produit en valeur, et dans les halls et lounges d'hôtel qui recherchent un sol à la fois carte et sculpture.",
    ],
    colourways: { limo: "Limon", estuario: "Estuaire" },
  },
} satisfies SampleCollectionWords["designs"];
