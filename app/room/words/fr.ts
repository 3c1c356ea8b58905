import type { RoomWords } from "./es";

const fr: RoomWords = {
  title: "Votre tapis dans votre pièce",
  intro:
    "Photographiez votre sol ou choisissez une photo. Elle reste sur votre appareil : elle n'est envoyée nulle part, sauf si vous le décidez.",
  close: "Fermer",
  loading: "Préparation de la vue…",
  photo: {
    take: "Prendre une photo",
    choose: "Choisir une photo",
    sample: "Essayer avec une pièce d'exemple",
    reading: "Lecture de la photo…",
    unreadable:
      "Nous n'avons pas pu lire cette image. Essayez une photo JPEG, PNG, WebP ou HEIC (si votre navigateur l'ouvre).",
    another: "Changer de photo",
  },
  calibrate: {
    heading: "1. Repérez un objet rectangulaire au sol",
    help: "Placez les quatre coins, dans l'ordre, sur un objet posé au sol dont vous connaissez les dimensions. Une feuille A4 suffit : posez-la au sol avant de prendre la photo.",
    reference: "Objet de référence",
    a4: "Feuille A4 (21 × 29,7 cm)",
    custom: "Un autre objet (lit, table, carreau…)",
    width: "Largeur (cm)",
    length: "Longueur (cm)",
    corner: "Coin {{n}} de la référence",
    cornerHelp: "Déplacez-le avec les flèches ; avec Maj, plus vite.",
    cornerAt: "Coin {{n}} : {{x}}, {{y}}",
    invalid: "Les quatre coins doivent former, dans l'ordre, un rectangle vu en perspective.",
  },
  place: {
    heading: "2. Placez le tapis",
    help: "Faites glisser le tapis ou utilisez le bouton de déplacement avec les flèches. Il garde les dimensions configurées quand vous le déplacez ou le tournez.",
    move: "Déplacer le tapis",
    moveHelp: "Flèches : 5 cm ; avec Maj : 25 cm. R : tourner de 15°.",
    turnLeft: "Tourner à gauche",
    turnRight: "Tourner à droite",
    placed: "Tapis à {{x}} cm, {{y}} cm de la référence, tourné de {{angle}}°",
    size: "{{size}}, à l'échelle",
  },
  brush: {
    heading: "3. Ramenez devant ce qui est posé sur le tapis",
    help: "Passez le pinceau sur les pieds d'un canapé ou d'une table pour qu'ils restent au-dessus du tapis.",
    on: "Peindre les objets",
    off: "Arrêter de peindre",
    size: "Taille du pinceau",
    clear: "Effacer la peinture",
  },
  keep: {
    download: "Télécharger l'image (PNG)",
    file: "tapis-dans-ma-piece",
    send: "Envoyer cette image avec ma demande de devis",
    sendHelp:
      "Nous joignons l'image à votre demande, la conservons avec elle pendant la durée indiquée par notre politique de confidentialité et l'effaçons avec elle.",
    attached: "Image jointe à votre demande de devis.",
    toQuote: "Aller à la demande",
  },
  limits:
    "C'est une approximation : elle suppose un sol plat sur lequel repose l'objet de référence. Si le sol est en pente ou si la référence n'est pas au sol, les dimensions ne seront pas exactes.",
  picture: "Le tapis configuré dans la photo de votre pièce",
};

export default fr;
