import type { SpecifierWords } from "./es";

const de: SpecifierWords = {
  zipName: "planerpaket",
  files: {
    readme: "LIESMICH.txt",
    sheet: "datenblatt.pdf",
    outline: "umriss-1-1-mm.dxf",
    model: "teppich.glb",
    bim: "teppich.ifc",
  },
  readme: {
    title: "Planerpaket",
    intro: "Alles, was Sie brauchen, um diesen Teppich zu zeichnen, zu rendern und auszuschreiben: {{rug}}",
    generated: "Erstellt am {{date}}. Vollständige Konfiguration: {{url}}",
    filesHeading: "Inhalt",
    sheet:
      "Datenblatt (PDF): Maße und Fläche, Konstruktion, Gewichte, Beanspruchungs- und Komfortklasse (EN 1307), Brandverhalten je Einsatz (Böden, Schiffe, Flugzeuge), Pflege, Toleranzen und Lieferzeit.",
    outline:
      "CAD-Umriss (DXF) im Maßstab 1:1, in Millimetern ($INSUNITS = 4): {{size}}. Layer RUG-OUTLINE: der geschlossene Umriss. Layer RUG-JOINS: die Nähte zwischen den Teilen ({{pieces}}).",
    model:
      "3D-Objekt (binäres glTF) in Originalgröße, in Metern: ein flacher Körper von {{thickness}} mm Dicke (Flor und Rücken) mit aufgelegter Textur. Seine wichtigsten Kennwerte stehen in den Metadaten des Objekts (extras).",
    bim: "BIM-Objekt (IFC4) in Originalgröße, in Millimetern: ein IfcCovering (Bodenbelag), {{thickness}} mm dick, mit demselben Umriss wie die DXF-Datei, seinem Material (Rücken und Flor) und Eigenschaftssätzen: Design, Farbstellung und Farbcodes, Konstruktion, Gewichte, Klassen nach EN 1307 und EN 13501-1 sowie CO₂-Fußabdruck. Es öffnet sich in Revit, ArchiCAD, Vectorworks und BlenderBIM.",
    colour:
      "Nahtlos kachelbare Farbtextur im realen Maßstab: eine Kachel deckt {{tile}} × {{tile}} cm ab ({{px}} × {{px}} Pixel). Wiederholen Sie sie alle {{tile}} cm.",
    colourWhole:
      "Farbtextur des ganzen Teppichs in Originalgröße: {{width}} × {{length}} cm ({{pxWidth}} × {{pxHeight}} Pixel), der Teppich hochkant (die Breite quer im Bild, die Länge nach unten). Legen Sie sie einmal über den ganzen Teppich, ohne Wiederholung.",
    colourRepeat:
      "Farbtextur im realen Maßstab, aus dem Bild des Designs von oben: eine Wiederholung deckt {{width}} × {{length}} cm ab ({{pxWidth}} × {{pxHeight}} Pixel), der Teppich hochkant (die Breite quer im Bild, die Länge nach unten). Wiederholen Sie sie alle {{width}} cm in der Breite und alle {{length}} cm in der Länge.",
    normal:
      "Passende Normal-Map für das Relief des Flors (Tangentenraum, OpenGL-Konvention, +Y nach oben), im selben Maßstab wie die Farbtextur.",
    clause: {
      heading:
        "Ausschreibungstext (CSI MasterFormat 12 48 00 Teppiche und Matten; NBS-Abschnitt für textile Bodenbeläge)",
      product: "Teppich: {{rug}}, von {{maker}}, oder gleichwertig.",
      submittals:
        "Vorab einzureichen: Farbmuster (Strike-off) zur Freigabe vor der Fertigung, Datenblatt und Brandschutzzertifikate.",
      link: "Konfiguration: {{url}}",
    },
    singlePiece: "ein Stück, ohne Naht",
    pieces: "{{count}} Teile",
    note: "Die Werte beschreiben die gewählte Konstruktion. Für eine Bestellung gelten das Datenblatt und das Angebot unseres Vertriebsteams.",
    contact: "Technische Fragen: {{email}} · {{phone}}",
  },
  refused: {
    notMade: "Dieser Teppich lässt sich so, wie er konfiguriert ist, nicht fertigen:",
    language: "Diese Sprache wird nicht angeboten.",
    noDesign: "Dieses Design oder diese Farbstellung gehört nicht zur Kollektion.",
    busy: "Wir erstellen gerade sehr viele Pakete gleichzeitig. Bitte versuchen Sie es in einigen Sekunden erneut.",
    failed: "Das Paket konnte nicht erstellt werden. Bitte versuchen Sie es erneut oder schreiben Sie uns.",
  },
};

export default de;
