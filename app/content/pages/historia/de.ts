import type { PageTranslation } from "../../translation";

// The words of this page; its structure (blocks, ids, links, images) is the Spanish module's.
export default {
  meta: {
    title: "Geschichte: Teppiche aus Crevillente seit 1995",
    description:
      "Seit 1995 fertigen wir Teppiche in Crevillente. Entdecken Sie unsere Geschichte: über 25 Jahre Handwerk, eine eigene Manufaktur und eine junge Marke.",
  },
  blocks: [
    {
      kind: "hero",
      eyebrow: "Geschichte",
      title: "Seit 1995, Stich für Stich",
      lead: "Unsere Geschichte ist die einer Manufaktur, die mit ihrem Handwerk gewachsen ist – und die einer jungen Marke, die dieses Handwerk heute in Projekte auf der ganzen Welt trägt.",
      image: { alt: "Handgetufteter Teppich mit Florwellen in Sand- und Bronzetönen, aus der Nähe" },
    },
    {
      kind: "text",
      eyebrow: "Die Anfänge",
      title: "Crevillente – hier ist der Teppich zu Hause",
      paragraphs: [
        "Das Unternehmen wurde 1995 in Crevillente (Alicante) gegründet, einem Ort, in dem die Teppichherstellung zum kollektiven Gedächtnis gehört. Am Anfang stand eine einfache Überzeugung: selbst zu fertigen, ohne Zwischenhändler, und persönlich für jedes Stück einzustehen.",
        "Von Beginn an arbeiteten wir mit Innenarchitekten zusammen, die suchten, was kein Katalog bot: ein unmögliches Maß, eine exakte Farbe, ein eigenes Motiv. Diese Arbeitsweise – nach Maß und Seite an Seite mit denen, die gestalten – steht bis heute im Mittelpunkt von allem, was wir tun.",
      ],
      image: { alt: "Teppich mit großem geometrischem Muster in Sand-, Bronze- und Terrakottatönen" },
    },
    {
      kind: "numbered",
      eyebrow: "Chronik",
      title: "Stationen eines Weges",
      intro: "Mehr als 25 Jahre Geschichte, zusammengefasst in vier Momenten.",
      items: [
        {
          title: "1995",
          text: "Gründung des Unternehmens in Crevillente: eine Teppichmanufaktur mit dem Anspruch, nach Maß zu arbeiten und für jedes Stück einzustehen.",
        },
        {
          title: "Handwerk und Manufaktur",
          text: "Die Manufaktur wächst auf über {{factoryArea}}, und das Team perfektioniert vier Techniken: Flatweave, Wilton, Handtuft und Robotuft.",
        },
        {
          title: "Das letzte Jahrzehnt",
          text: "Nudo entsteht – die Marke, die dieses Know-how bündelt: eine Kollektion mit 300 Farben, die Farbkits M50 und M300 und Projekte für Hotels, Yachten und die Luftfahrt.",
        },
        {
          title: "Heute",
          text: "Über 30 Jahre an der Seite von Innenarchitekten, Verlegung weltweit mit mobilen Verlegeteams und eine internationale Garantie, die für jeden Teppich einsteht.",
        },
      ],
    },
    {
      kind: "text",
      eyebrow: "Die Marke",
      title: "Eine junge Marke mit tiefen Wurzeln",
      paragraphs: [
        "Nudo ist keine zehn Jahre alt, hat aber nicht bei null begonnen: Sie ist die Marke eines 1995 gegründeten Herstellers mit mehr als 25 Jahren Geschichte.",
        "Mit der Marke kam eine klarere Art, zu erzählen, was wir schon immer getan haben: klar umrissene Kollektionen, Farbmuster, direkte Betreuung von Fachleuten und eine internationale Präsenz, die mit jedem Projekt wächst.",
      ],
    },
    {
      kind: "text",
      eyebrow: "Was bleibt",
      title: "Derselbe Anspruch, jeden Tag",
      paragraphs: [
        "Maschinen, Märkte und Projekte haben sich verändert, unsere Arbeitsweise nicht. Jedes Design wird vor der Fertigung mit Ihnen abgestimmt, und jeder Teppich wird geprüft, bevor er die Manufaktur verlässt.",
        "Diese Beständigkeit erlaubt es uns, eine internationale Garantie gegen Herstellungsfehler zu geben, die sowohl die Langlebigkeit als auch die exakte Umsetzung des freigegebenen Designs umfasst.",
      ],
      image: { alt: "Teppich mit Ton-in-Ton-Relief im Konturenschnitt von Hand" },
    },
    {
      kind: "cta",
      title: "Schreiben Sie mit uns das nächste Kapitel",
      text: "Ihr Projekt könnte der nächste Meilenstein sein. Erzählen Sie uns, was Sie sich vorstellen, oder entdecken Sie die Projekte, die bereits Teil unserer Geschichte sind.",
      actions: [{ label: "Kontakt aufnehmen" }, { label: "Projekte ansehen" }],
    },
  ],
} satisfies PageTranslation;
