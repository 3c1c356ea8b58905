import type { SampleCollectionWords } from "../types";

export default {
  alcazar: {
    summary:
      "Arcs et médaillons à grande échelle en laine de Nouvelle-Zélande et soie, le velours coupé et bouclé faisant naître le relief du motif. Pour halls d'hôtel et vastes salons.",
    story: [
      "Alcázar puise dans les palais fortifiés de la péninsule Ibérique, où patios, arcs et stucs ciselés ordonnent la lumière. Notre studio de design a repris cette géométrie sereine pour la porter à grande échelle : médaillons entrelacés, bordures qui encadrent l'ensemble et un rythme qui se lit aussi clairement depuis le seuil qu'au centre de la pièce. Un dessin qui a de la mémoire mais pas de nostalgie, pensé pour les intérieurs d'aujourd'hui.",
      "Nous le tuftons à la main à Crevillente, en associant un velours coupé de 18 mm à une boucle de 8 mm : la différence de hauteur fait surgir le motif en relief et le fait changer avec la lumière du jour. La laine de Nouvelle-Zélande apporte corps et résistance ; la soie, un éclat retenu dans les détails. C'est un tapis pour les halls et les suites d'hôtel, et pour les salons qui demandent de la présence sans ostentation.",
    ],
    colourways: { arena: "Sable", noche: "Nuit", jade: "Vert jade" },
  },
  marea: {
    summary:
      "De larges bandes ondoyantes en laine de Nouvelle-Zélande, comme le va-et-vient de la mer. Un tapis en velours coupé, dense et moelleux, pour yachts, suites et maisons.",
    story: [
      "La marée monte puis se retire, laissant sur le sable des lignes qui ne se répètent jamais tout à fait. La designer Lucía Ferrer est partie de ces traces sur le rivage méditerranéen pour les traduire en larges bandes courbes qui se fondent les unes dans les autres, avec des passages de couleur aussi doux que l'eau qui perd de sa profondeur. Il en naît un grand motif qui apaise l'espace au lieu de le remplir.",
      "Selon la taille et le projet, nous le réalisons en tufting main ou en tufting robotisé, toujours en laine de Nouvelle-Zélande, avec un velours coupé de 22 mm, dense et moelleux sous les pieds nus. Les dégradés se construisent fil après fil pour que la couleur ne saute jamais. Il trouve sa place dans le salon et les cabines d'un yacht, dans les suites d'hôtel et dans les maisons tournées vers la mer.",
    ],
    colourways: { bruma: "Brume", coral: "Corail" },
  },
  levante: {
    summary:
      "Grandes diagonales et couleurs de terre inspirées du vent d'est, en mélange laine et synthétique. Un tapis précis et résistant pour hôtels, boutiques et grands espaces.",
    story: [
      "Le vent du levant souffle de l'est et balaie la côte méditerranéenne : sec, lumineux, capable de transformer un paysage en un après-midi. En Espagne, le même mot désigne notre région, l'est du pays, où le savoir-faire textile est profondément enraciné. Notre studio de design a réuni ces deux idées dans un motif de traits diagonaux et de bandes de couleur qui semblent poussées par l'air, sur une palette de terre cuite et d'olivier.",
      "Nous le réalisons en tufting robotisé, qui reproduit chaque trait avec une précision millimétrique, même en quatre mètres sur six. Le velours coupé de 12 mm, tondu après le tufting, offre une surface ferme et nette, tandis que le mélange de laine et de fil synthétique allie le toucher de la laine à la résistance qu'exige un usage intensif. C'est un tapis pour les halls d'hôtel, les projets d'architecture et les boutiques très fréquentées.",
    ],
    colourways: { terracota: "Terre cuite", olivo: "Olivier" },
  },
  atlas: {
    summary:
      "Un tapis tufté main en laine de Nouvelle-Zélande, velours coupé et bouclé, qui dessine une carte imaginaire. Rond ou rectangulaire, pour salons, bibliothèques et suites.",
    story: [
      "Atlas évoque à la fois le titan qui portait le ciel, les montagnes d'Afrique du Nord et les recueils de cartes qui déployaient le monde sur une table. Le designer Martín Oller est parti des anciennes cartes marines : méridiens, contours de côtes inventées, roses des vents à peine esquissées. Aucune de ces géographies n'est réelle, et pourtant tout semble familier, comme un souvenir de voyage posé au centre de la pièce.",
      "Chaque pièce est tuftée à la main en laine de Nouvelle-Zélande. Le velours coupé de 25 mm forme les terres et la boucle de 12 mm trace les mers et les lignes, si bien que la carte se lit aussi du bout des doigts. Atlas existe en format rond, où le motif tourne comme un globe, et rectangulaire. C'est un tapis pour les salons, les bibliothèques privées et les suites d'hôtel qui méritent une pièce maîtresse.",
    ],
    colourways: { ocre: "Ocre", pizarra: "Ardoise" },
  },
  mosaico: {
    summary:
      "Un tapis bouclé en fil synthétique teint dans la masse, où s'assemblent des tesselles géométriques. Résistant et grand teint, pour boutiques, architecture et cabines d'avion.",
    story: [
      "La mosaïque est l'un des plus anciens savoir-faire de la Méditerranée : Romains, Byzantins et potiers d'al-Andalus ont composé des sols entiers avec de petits fragments de pierre, de verre et de céramique. Notre studio de design s'est inspiré des carreaux émaillés et des tesselles de terre cuite pour créer un champ de pièces géométriques qui s'emboîtent sans fin, avec des joints fins et de légères variations de couleur qui animent toute la surface.",
      "Nous le réalisons en tufting robotisé, en boucle de 8 mm de fil synthétique teint dans la masse : la couleur fait partie de la fibre dès sa création, et la boucle compacte supporte un passage intense sans perdre son motif. Outre le rectangle, il peut être hexagonal, comme un grand carreau de la mosaïque elle-même. C'est un tapis pensé pour les boutiques, les projets d'architecture et les cabines d'avion, où chaque centimètre de sol doit travailler.",
    ],
    colourways: { azulejo: "Faïence", barro: "Argile" },
  },
  trama: {
    summary:
      "Un tissage menu de lignes croisées en bouclé ras, en mélange laine et synthétique. Discret et résistant, il habille chambres et couloirs d'hôtel et espaces de travail.",
    story: [
      "La trame est le fil qui croise la chaîne sur le métier, le geste le plus élémentaire de tout tissage. Crevillente a une longue tradition de métiers à tisser, et notre studio de design a voulu rendre hommage à cette origine avec un dessin qui ressemble à une étoffe vue de très près : des lignes fines qui se croisent, s'interrompent et reprennent, en un rythme petit et constant que l'on ressent plus qu'on ne le regarde.",
      "Nous le réalisons en tufting robotisé, en boucle de 6 mm, basse et dense, qui garde au motif toute sa netteté au fil du temps et des pas. Le mélange de laine et de fil synthétique associe la chaleur de la laine à la résistance d'une fibre technique. C'est un tapis pour les chambres et les couloirs d'hôtel, et pour les projets d'architecture où le sol accompagne l'espace sans s'imposer.",
    ],
    colourways: { lino: "Lin", grafito: "Graphite", musgo: "Mousse" },
  },
  granada: {
    summary:
      "Un motif menu inspiré de l'Alhambra et de la grenade, en laine de Nouvelle-Zélande et soie. Un tapis raffiné pour chambres, salons et suites.",
    story: [
      "Granada, c'est la ville de l'Alhambra, et c'est aussi, comme en français, le nom d'un fruit : la grenade. Les deux se ressemblent, sobres au-dehors, riches de détails au-dedans. La designer Inés Albero est partie des carreaux de céramique et des stucs de l'Alhambra, et du fruit ouvert avec ses grains bien rangés, pour composer un petit motif répété avec la patience d'un artisan nasride. De loin, il se lit comme un grain ; de près, il révèle étoiles, graines et entrelacs.",
      "Nous le tuftons à la main en velours coupé de 15 mm, une hauteur qui garde au motif sa finesse et sa netteté. La laine de Nouvelle-Zélande donne du corps au fond et la soie éclaire les détails, qui changent de ton selon la lumière et l'angle du regard. C'est un tapis pour les chambres, les salons et les bureaux d'une maison, et pour les suites d'hôtel en quête d'un luxe intime et soigné.",
    ],
    colourways: { granate: "Grenat", marfil: "Ivoire" },
  },
  punto: {
    summary:
      "Une grille de points en velours coupé et bouclé, en fil synthétique teint dans la masse. Un tapis léger à l'œil et résistant, pour jets privés, yachts et architecture.",
    story: [
      "Le point est la plus petite unité de tout dessin, et aussi de notre métier : chaque tapis tufté se construit point par point. Notre studio de design a voulu rendre cette unité visible avec une grille régulière de petits points qui, selon la distance, se lit comme une étoffe unie, comme un moucheté subtil ou comme un motif géométrique précis. Un dessin silencieux, qui ordonne l'espace sans réclamer l'attention.",
      "Nous le réalisons en tufting robotisé, qui place chaque point avec une exactitude millimétrique. Le velours coupé de 10 mm, tondu après le tufting, forme les points, et la boucle de 6 mm le fond, le tout en fil synthétique teint dans la masse. Son profil bas et compact convient aux cabines d'aviation privée, aux intérieurs de yacht et aux projets d'architecture, partout où le sol doit être à la fois raffiné et résistant.",
    ],
    colourways: { perla: "Perle", marino: "Bleu marine" },
  },
  celosia: {
    summary:
      "Un treillis géométrique inspiré des moucharabiehs d'al-Andalus, en laine de Nouvelle-Zélande. Il apporte rythme et calme aux chambres d'hôtel, aux salons et aux boutiques.",
    story: [
      "Le moucharabieh, ou jalousie ajourée, laisse passer l'air et la lumière tout en protégeant des regards : bois, plâtre ou pierre travaillés en treillis géométriques. Notre studio de design a porté ce jeu de pleins et de vides jusqu'au sol, avec un réseau menu de losanges et d'étoiles qui se répète avec régularité. Comme aux fenêtres andalouses, la géométrie n'enferme pas l'espace : elle le tamise et le rend plus serein.",
      "Selon le projet, nous le réalisons en tufting main ou en tufting robotisé, toujours en laine de Nouvelle-Zélande. Le velours coupé de 14 mm, tondu après le tufting pour gagner en définition, offre une surface veloutée sur laquelle le treillis se lit avec netteté. C'est un tapis pour les chambres d'hôtel, les salons et les boutiques en quête d'une élégance tranquille, en deux palettes douces : amande et sauge.",
    ],
    colourways: { almendra: "Amande", salvia: "Sauge" },
  },
  lino: {
    summary:
      "Le grain du lin traduit en un bouclé fin, en mélange laine et synthétique. Un tapis sobre et résistant pour sièges d'entreprise, lieux publics et boutiques.",
    story: [
      "Le lin est l'une des plus anciennes fibres que nous connaissions, et sa toile a une irrégularité honnête : des fils un peu inégaux, un fond jamais tout à fait plat. Notre studio de design a cherché cette qualité dans un tapis presque uni, au motif menu qui rappelle le croisement de la toile de lin et ses légères variations de ton. Un fond neutre et chaleureux, pensé pour laisser l'architecture et le mobilier parler les premiers.",
      "Nous le réalisons en tufting robotisé, en boucle de 5 mm : une surface basse, dense et ferme sous les chaises et les pas. Le mélange de laine et de fil synthétique associe un toucher naturel à la résistance qu'exige l'usage quotidien, et il se décline en grands formats, comme quatre mètres sur six. C'est un tapis pour les sièges d'entreprise, les projets d'architecture et les boutiques, en écru ou en gris acier.",
    ],
    colourways: { crudo: "Écru", acero: "Acier" },
  },
  duna: {
    summary:
      "Un relief sculpté à la main qui rappelle les rides du vent sur le sable, en laine de Nouvelle-Zélande. Pour chambres, suites d'hôtel et salons de yacht.",
    story: [
      "Les dunes sont des dessins du vent : crêtes douces, versants dont l'ombre change avec l'heure, rides minuscules sur le sable. La designer Lucía Ferrer a voulu saisir ce paysage en mouvement sans recourir à la couleur, par le seul volume. Il en est né un relief de longues courbes et de fines ondulations que l'on découvre en marchant pieds nus, dans des tons de sable et de neige qui laissent le premier rôle à la lumière.",
      "Nous le tuftons à la main, puis nous en sculptons le relief aux ciseaux. Le velours coupé de 30 mm soulève les crêtes et la boucle de 12 mm marque les creux, si bien que la laine de Nouvelle-Zélande projette de vraies ombres sur la surface. Il peut être rectangulaire ou de forme libre, épousant le contour du dessin. C'est un tapis pour les chambres et les salons, les suites d'hôtel et les salons de yacht.",
    ],
    colourways: { arena: "Sable blond", nieve: "Neige" },
  },
  oleaje: {
    summary:
      "La houle devenue relief, en laine de Nouvelle-Zélande et soie. Un tapis à poils hauts aux vagues marquées, pour yachts et maisons en bord de mer.",
    story: [
      "La houle naît quand un vent lointain soulève la mer en rangées de vagues qui avancent vers la côte. Notre studio de design est parti de la vue depuis le pont d'un bateau : crêtes qui scintillent, creux profonds et écume qui trace des lignes blanches sur le bleu. Il en est né un relief de vagues amples et rythmées, avec tout le caractère du grand large.",
      "Nous le tuftons à la main et en sculptons le relief aux ciseaux, avec un velours coupé de 35 mm sur les crêtes et une boucle de 15 mm dans les creux des vagues. La laine de Nouvelle-Zélande lui donne du volume et la soie capte la lumière comme l'eau en mouvement. Ovale ou rectangulaire, il s'accorde aux salons et aux cabines d'un yacht, et aux maisons qui cherchent une pièce à la présence sculpturale.",
    ],
    colourways: { espuma: "Écume", abismo: "Abysses" },
  },
} satisfies SampleCollectionWords["designs"];
