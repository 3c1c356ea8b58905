import type { PageTranslation } from "../../translation";

// The words of this page; its structure (blocks, ids, links, images) is the Spanish module's.
export default {
  meta: {
    title: "Teppichpflege: tägliche Pflege, Flecken und Reinigung",
    description:
      "Pflegeanleitung für Teppiche aus Wolle, Seide und technischen Fasern: tägliche Pflege, richtiges Handeln bei Flecken und professioneller Reinigungsservice.",
  },
  blocks: [
    {
      kind: "hero",
      eyebrow: "Pflege",
      title: "Teppichpflege ist ganz einfach",
      lead: "Mit ein paar regelmäßigen Handgriffen und unserer Pflegeanleitung bewahrt Ihr Teppich über viele Jahre Farbe, Griff und Form. Für alles Weitere steht Ihnen unser professioneller Reinigungsservice zur Seite.",
      image: { alt: "Teppich mit feinem, wiederkehrendem Muster, von oben gesehen" },
    },
    {
      kind: "text",
      eyebrow: "Tägliche Pflege",
      title: "Kleine Handgriffe, große Wirkung",
      paragraphs: [
        "Saugen Sie regelmäßig in Florrichtung und ohne rotierende Bürste, vor allem bei Schlingenteppichen, Seide oder Reliefs im Konturenschnitt. Im Wohnbereich genügt meist einmal pro Woche; in stark frequentierten Räumen empfiehlt sich tägliches Saugen.",
        "Drehen Sie den Teppich hin und wieder, damit er sich gleichmäßig abnutzt, und vermeiden Sie lange direkte Sonneneinstrahlung. In den ersten Wochen ist es normal, dass ein Wollteppich etwas Fasern verliert: Das legt sich durch regelmäßiges Saugen.",
      ],
      image: { alt: "Teppich mit kleinem, wiederkehrendem Muster in einem Schlafzimmer" },
    },
    {
      kind: "numbered",
      eyebrow: "Flecken",
      title: "Was tun bei einem Fleck?",
      intro:
        "Schnelles Handeln ist das Wichtigste. Folgen Sie diesen Schritten – und falls der Fleck bleibt, rufen Sie uns an, bevor Sie ein anderes Mittel ausprobieren.",
      items: [
        {
          title: "Aufnehmen",
          text: "Nehmen Sie feste Rückstände mit einem Löffel auf und tupfen Sie Flüssigkeit mit einem sauberen, weißen Tuch ab, ohne zu reiben.",
        },
        {
          title: "Tupfen statt reiben",
          text: "Arbeiten Sie vom Rand zur Mitte des Flecks, damit er sich nicht ausbreitet. Reiben öffnet die Faser und nutzt sie ab.",
        },
        {
          title: "Erst testen",
          text: "Wenn Sie befeuchten müssen, verwenden Sie kaltes Wasser und ein Neutralreinigungsmittel und testen Sie es zuvor an einer unauffälligen Stelle. Verzichten Sie auf Bleichmittel und aggressive Fleckentferner.",
        },
        {
          title: "Trocknen lassen",
          text: "Nehmen Sie überschüssige Feuchtigkeit auf und lassen Sie den Teppich an der Luft trocknen, ohne direkte Wärme. Bei Seide oder empfindlichen Mischungen wenden Sie sich immer an einen Fachbetrieb.",
        },
      ],
    },
    {
      kind: "text",
      eyebrow: "Professionelle Reinigung",
      title: "Unser professioneller Reinigungsservice",
      paragraphs: [
        "Mit der Zeit braucht jeder Teppich eine Grundreinigung. Unser professioneller Reinigungsservice kennt jede Faser, jeden Rücken und jede Veredelung – denn er arbeitet an Teppichen, die wir selbst gefertigt haben.",
        "Wie oft gereinigt werden sollte, hängt von der Frequenz ab: häufiger in Hotels, Büros und Geschäften, seltener im privaten Zuhause. Sprechen Sie uns an, und wir schlagen Ihnen einen auf Ihren Raum abgestimmten Reinigungsplan vor.",
      ],
      image: { alt: "Maßgefertigter Teppich in einem hellen Hotelzimmer" },
    },
    {
      kind: "cards",
      eyebrow: "Bewährte Praxis",
      title: "Drei weitere Tipps",
      items: [
        {
          title: "Lose Fäden",
          text: "Ragt ein Faden über den Flor hinaus, schneiden Sie ihn mit einer Schere bündig ab. Ziehen Sie niemals daran.",
        },
        {
          title: "Druckstellen von Möbeln",
          text: "Verwenden Sie Schutzunterlagen unter Möbelbeinen und verrücken Sie die Möbel von Zeit zu Zeit ein wenig. Durch sanftes Bürsten richtet sich der Flor wieder auf.",
        },
        {
          title: "Feuchtigkeit",
          text: "Legen Sie den Teppich nicht auf feuchte Böden und durchnässen Sie ihn nicht. Wird er feucht, trocknen Sie ihn möglichst schnell und gleichmäßig.",
        },
      ],
    },
    {
      kind: "cta",
      title: "Wünschen Sie eine professionelle Reinigung?",
      text: "Buchen Sie unseren Reinigungsservice oder fordern Sie die vollständige Pflegeanleitung für Ihren Teppich an.",
      actions: [{ label: "Service anfragen" }, { label: "Häufige Fragen" }],
    },
  ],
} satisfies PageTranslation;
