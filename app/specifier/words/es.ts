/**
 * The specifier's pack in Spanish: the names of its files, its read-me and what the download
 * answers when it cannot be made. Server-only. `{{…}}` are filled in per pack.
 */
const es = {
  /** The ZIP's name, before the rug's own (`paquete-prescriptor-alcazar-noche.zip`). */
  zipName: "paquete-prescriptor",
  files: {
    readme: "LEEME.txt",
    sheet: "ficha-tecnica.pdf",
    outline: "contorno-1-1-mm.dxf",
    model: "alfombra.glb",
    bim: "alfombra.ifc",
  },
  readme: {
    title: "Paquete para prescriptores",
    intro: "Todo lo necesario para dibujar, renderizar y prescribir esta alfombra: {{rug}}",
    generated: "Generado el {{date}}. Configuración completa: {{url}}",
    filesHeading: "Qué contiene",
    sheet:
      "Ficha técnica (PDF): medidas y superficie, construcción, pesos, clase de uso y de confort (EN 1307), reacción al fuego por uso (suelos, buques, aviones), cuidados, tolerancias y plazo de fabricación.",
    outline:
      "Contorno para CAD (DXF) a escala 1:1, en milímetros ($INSUNITS = 4): {{size}}. Capa RUG-OUTLINE: el contorno cerrado. Capa RUG-JOINS: las uniones entre piezas ({{pieces}}).",
    model:
      "Objeto 3D (glTF binario) a tamaño real, en metros: un sólido plano de {{thickness}} mm de grosor (pelo y soporte) con su textura aplicada. Sus cifras clave van en los metadatos del objeto (extras).",
    bim: "Objeto BIM (IFC4) a tamaño real, en milímetros: un IfcCovering (pavimento) de {{thickness}} mm de grosor con el mismo contorno que el DXF, su material (soporte y pelo) y sus conjuntos de propiedades: diseño, colorido y códigos de color, construcción, pesos, clases EN 1307 y EN 13501-1 y huella de carbono. Se abre en Revit, ArchiCAD, Vectorworks y BlenderBIM.",
    colour:
      "Textura de color sin juntas a escala real: una tesela cubre {{tile}} × {{tile}} cm ({{px}} × {{px}} píxeles). Repítela cada {{tile}} cm.",
    colourWhole:
      "Textura de color de la alfombra entera, a tamaño real: {{width}} × {{length}} cm ({{pxWidth}} × {{pxHeight}} píxeles), con la alfombra en vertical (el ancho a lo ancho de la imagen, el largo hacia abajo). Aplícala una sola vez sobre toda la alfombra, sin repetirla.",
    colourRepeat:
      "Textura de color a escala real, hecha de la imagen del diseño vista desde arriba: una repetición cubre {{width}} × {{length}} cm ({{pxWidth}} × {{pxHeight}} píxeles), con la alfombra en vertical (el ancho a lo ancho de la imagen, el largo hacia abajo). Repítela cada {{width}} cm a lo ancho y cada {{length}} cm a lo largo.",
    normal:
      "Mapa de normales a juego para el relieve del pelo (espacio tangente, convención OpenGL, +Y hacia arriba), a la misma escala que la textura de color.",
    clause: {
      heading:
        "Cláusula de especificación (CSI MasterFormat 12 48 00, alfombras y felpudos; sección NBS de revestimientos textiles de suelo)",
      product: "Alfombra: {{rug}}, de {{maker}}, o equivalente aprobado.",
      submittals:
        "Documentación previa: muestra de color (strike-off) para su aprobación antes de fabricar, ficha técnica y certificados de reacción al fuego.",
      link: "Configuración: {{url}}",
    },
    singlePiece: "una sola pieza, sin uniones",
    pieces: "{{count}} piezas",
    note: "Las cifras describen la construcción elegida. Para un pedido valen la ficha y el presupuesto de nuestro equipo comercial.",
    contact: "Consultas técnicas: {{email}} · {{phone}}",
  },
  refused: {
    notMade: "Esta alfombra no se puede fabricar tal como está configurada:",
    language: "Este idioma no está disponible.",
    noDesign: "Este diseño o este colorido no está en la colección.",
    busy: "Estamos preparando muchos paquetes a la vez. Vuelve a intentarlo en unos segundos.",
    failed: "No hemos podido preparar el paquete. Vuelve a intentarlo o escríbenos.",
  },
};

export type SpecifierWords = typeof es;
export default es;
