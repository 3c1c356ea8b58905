/** The room view's words (app/room/views/room-view.tsx), in Spanish; the other languages follow this shape. */
const es = {
  title: "Tu alfombra en tu habitación",
  intro:
    "Haz una foto del suelo de tu habitación o elige una. La foto se queda en tu dispositivo: no se envía a ningún sitio salvo que tú lo decidas.",
  close: "Cerrar",
  loading: "Preparando la vista…",
  photo: {
    take: "Hacer una foto",
    choose: "Elegir una foto",
    sample: "Probar con una habitación de ejemplo",
    reading: "Leyendo la foto…",
    unreadable:
      "No hemos podido leer esa imagen. Prueba con una foto JPEG, PNG, WebP o HEIC (si tu navegador la abre).",
    another: "Cambiar de foto",
  },
  calibrate: {
    heading: "1. Marca algo rectangular del suelo",
    help: "Coloca las cuatro esquinas sobre un objeto del suelo cuyas medidas conozcas, en orden alrededor de él. Una hoja A4 sirve: déjala en el suelo antes de hacer la foto.",
    reference: "Objeto de referencia",
    a4: "Hoja A4 (21 × 29,7 cm)",
    custom: "Otro objeto (cama, mesa, baldosa…)",
    width: "Ancho (cm)",
    length: "Largo (cm)",
    corner: "Esquina {{n}} de la referencia",
    cornerHelp: "Flechas para moverla; con Mayúsculas, más rápido.",
    cornerAt: "Esquina {{n}}: {{x}}, {{y}}",
    invalid: "Las cuatro esquinas deben formar un rectángulo visto en perspectiva, en orden alrededor del objeto.",
  },
  place: {
    heading: "2. Coloca la alfombra",
    help: "Arrastra la alfombra o usa el botón de mover con las flechas. Su tamaño es el que has configurado y no cambia al moverla ni al girarla.",
    move: "Mover la alfombra",
    moveHelp: "Flechas: 5 cm; con Mayúsculas: 25 cm. R: girar 15°.",
    turnLeft: "Girar a la izquierda",
    turnRight: "Girar a la derecha",
    placed: "Alfombra a {{x}} cm, {{y}} cm de la referencia, girada {{angle}}°",
    size: "{{size}}, a escala",
  },
  brush: {
    heading: "3. Devuelve al frente lo que está sobre la alfombra",
    help: "Pinta con el pincel sobre las patas de un sofá o una mesa para que queden por encima de la alfombra.",
    on: "Pintar objetos",
    off: "Dejar de pintar",
    size: "Tamaño del pincel",
    clear: "Borrar lo pintado",
  },
  keep: {
    download: "Descargar la imagen (PNG)",
    file: "alfombra-en-mi-habitacion",
    send: "Enviar esta imagen con mi solicitud de presupuesto",
    sendHelp:
      "Adjuntaremos la imagen a tu solicitud. La guardamos con ella durante el plazo de la política de privacidad y la borramos con ella.",
    attached: "Imagen adjunta a tu solicitud de presupuesto.",
    toQuote: "Ir a la solicitud",
  },
  limits:
    "Es una aproximación: supone un suelo plano y que el objeto de referencia está apoyado en él. Si el suelo tiene desnivel o la referencia no está en el suelo, el tamaño no será exacto.",
  picture: "La alfombra configurada en la foto de tu habitación",
};

export default es;

export type RoomWords = typeof es;
