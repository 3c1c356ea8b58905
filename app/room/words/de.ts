import type { RoomWords } from "./es";

const de: RoomWords = {
  title: "Ihr Teppich in Ihrem Raum",
  intro:
    "Fotografieren Sie Ihren Boden oder wählen Sie ein Foto. Es bleibt auf Ihrem Gerät und wird nur gesendet, wenn Sie es möchten.",
  close: "Schließen",
  loading: "Ansicht wird vorbereitet…",
  photo: {
    take: "Foto aufnehmen",
    choose: "Foto auswählen",
    sample: "Mit einem Beispielraum ausprobieren",
    reading: "Foto wird gelesen…",
    unreadable:
      "Dieses Bild konnten wir nicht lesen. Versuchen Sie ein Foto als JPEG, PNG, WebP oder HEIC (sofern Ihr Browser es öffnet).",
    another: "Anderes Foto",
  },
  calibrate: {
    heading: "1. Markieren Sie etwas Rechteckiges auf dem Boden",
    help: "Setzen Sie die vier Ecken der Reihe nach auf einen Gegenstand am Boden, dessen Maße Sie kennen. Ein DIN-A4-Blatt genügt: Legen Sie es vor dem Foto auf den Boden.",
    reference: "Bezugsobjekt",
    a4: "DIN-A4-Blatt (21 × 29,7 cm)",
    custom: "Anderer Gegenstand (Bett, Tisch, Fliese…)",
    width: "Breite (cm)",
    length: "Länge (cm)",
    corner: "Ecke {{n}} des Bezugsobjekts",
    cornerHelp: "Mit den Pfeiltasten verschieben, mit Umschalt schneller.",
    cornerAt: "Ecke {{n}}: {{x}}, {{y}}",
    invalid: "Die vier Ecken müssen der Reihe nach ein perspektivisch gesehenes Rechteck bilden.",
  },
  place: {
    heading: "2. Teppich platzieren",
    help: "Ziehen Sie den Teppich oder verschieben Sie ihn mit der Schaltfläche und den Pfeiltasten. Er behält beim Verschieben und Drehen die konfigurierte Größe.",
    move: "Teppich verschieben",
    moveHelp: "Pfeiltasten: 5 cm; mit Umschalt: 25 cm. R: um 15° drehen.",
    turnLeft: "Nach links drehen",
    turnRight: "Nach rechts drehen",
    placed: "Teppich {{x}} cm, {{y}} cm vom Bezugsobjekt, um {{angle}}° gedreht",
    size: "{{size}}, maßstabsgetreu",
  },
  brush: {
    heading: "3. Was auf dem Teppich steht, wieder nach vorn holen",
    help: "Malen Sie mit dem Pinsel über die Beine eines Sofas oder Tisches, damit sie auf dem Teppich stehen.",
    on: "Gegenstände malen",
    off: "Malen beenden",
    size: "Pinselgröße",
    clear: "Gemaltes löschen",
  },
  keep: {
    download: "Bild herunterladen (PNG)",
    file: "teppich-in-meinem-raum",
    send: "Dieses Bild mit meiner Angebotsanfrage senden",
    sendHelp:
      "Wir hängen das Bild an Ihre Anfrage an, bewahren es mit ihr so lange auf, wie unsere Datenschutzerklärung angibt, und löschen es mit ihr.",
    attached: "Bild an Ihre Angebotsanfrage angehängt.",
    toQuote: "Zur Anfrage",
  },
  limits:
    "Dies ist eine Annäherung: Sie setzt einen ebenen Boden voraus, auf dem das Bezugsobjekt liegt. Ist der Boden uneben oder liegt das Objekt nicht auf dem Boden, stimmt die Größe nicht genau.",
  picture: "Der konfigurierte Teppich im Foto Ihres Raums",
};

export default de;
