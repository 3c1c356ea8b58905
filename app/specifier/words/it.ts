import type { SpecifierWords } from "./es";

const it: SpecifierWords = {
  zipName: "pacchetto-progettisti",
  files: {
    readme: "LEGGIMI.txt",
    sheet: "scheda-tecnica.pdf",
    outline: "contorno-1-1-mm.dxf",
    model: "tappeto.glb",
    bim: "tappeto.ifc",
  },
  readme: {
    title: "Pacchetto per progettisti",
    intro: "Tutto ciò che serve per disegnare, renderizzare e prescrivere questo tappeto: {{rug}}",
    generated: "Generato il {{date}}. Configurazione completa: {{url}}",
    filesHeading: "Contenuto",
    sheet:
      "Scheda tecnica (PDF): misure e superficie, costruzione, pesi, classe d’uso e di comfort (EN 1307), reazione al fuoco per impiego (pavimenti, navi, aerei), manutenzione, tolleranze e tempi di produzione.",
    outline:
      "Contorno per CAD (DXF) in scala 1:1, in millimetri ($INSUNITS = 4): {{size}}. Layer RUG-OUTLINE: il contorno chiuso. Layer RUG-JOINS: le giunzioni tra i pezzi ({{pieces}}).",
    model:
      "Oggetto 3D (glTF binario) a grandezza reale, in metri: un solido piatto spesso {{thickness}} mm (vello e supporto) con la sua texture applicata. I suoi dati principali sono nei metadati dell’oggetto (extras).",
    bim: "Oggetto BIM (IFC4) a grandezza reale, in millimetri: un IfcCovering (pavimentazione) di {{thickness}} mm di spessore con lo stesso contorno del DXF, il suo materiale (supporto e vello) e i set di proprietà: disegno, variante colore e codici colore, costruzione, pesi, classi EN 1307 ed EN 13501-1 e impronta di carbonio. Si apre in Revit, ArchiCAD, Vectorworks e BlenderBIM.",
    colour:
      "Texture colore senza giunture in scala reale: una piastrella copre {{tile}} × {{tile}} cm ({{px}} × {{px}} pixel). Ripetila ogni {{tile}} cm.",
    colourWhole:
      "Texture colore del tappeto intero a grandezza reale: {{width}} × {{length}} cm ({{pxWidth}} × {{pxHeight}} pixel), con il tappeto in verticale (la larghezza lungo l’immagine, la lunghezza verso il basso). Applicala una sola volta su tutto il tappeto, senza ripeterla.",
    colourRepeat:
      "Texture colore in scala reale, ricavata dall’immagine del design vista dall’alto: una ripetizione copre {{width}} × {{length}} cm ({{pxWidth}} × {{pxHeight}} pixel), con il tappeto in verticale (la larghezza lungo l’immagine, la lunghezza verso il basso). Ripetila ogni {{width}} cm in larghezza e ogni {{length}} cm in lunghezza.",
    normal:
      "Normal map abbinata per il rilievo del vello (spazio tangente, convenzione OpenGL, +Y verso l’alto), nella stessa scala della texture colore.",
    clause: {
      heading:
        "Voce di capitolato (CSI MasterFormat 12 48 00 tappeti e zerbini; sezione NBS dei rivestimenti tessili per pavimenti)",
      product: "Tappeto: {{rug}}, di {{maker}}, o equivalente approvato.",
      submittals:
        "Da sottoporre prima della produzione: campione colore (strike-off) per approvazione, scheda tecnica e certificati di reazione al fuoco.",
      link: "Configurazione: {{url}}",
    },
    singlePiece: "un unico pezzo, senza giunzioni",
    pieces: "{{count}} pezzi",
    note: "I dati descrivono la costruzione scelta. Per un ordine valgono la scheda e il preventivo del nostro team commerciale.",
    contact: "Domande tecniche: {{email}} · {{phone}}",
  },
  refused: {
    notMade: "Questo tappeto non si può realizzare così come è configurato:",
    language: "Questa lingua non è disponibile.",
    noDesign: "Questo disegno o questa variante di colore non fa parte della collezione.",
    busy: "Stiamo preparando molti pacchetti contemporaneamente. Riprova tra qualche secondo.",
    failed: "Non siamo riusciti a preparare il pacchetto. Riprova o scrivici.",
  },
};

export default it;
