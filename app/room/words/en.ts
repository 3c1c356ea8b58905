import type { RoomWords } from "./es";

const en: RoomWords = {
  title: "Your rug in your room",
  intro:
    "Take a photo of your floor or choose one. The photo stays on your device: it is sent nowhere unless you decide to send it.",
  close: "Close",
  loading: "Getting the view ready…",
  photo: {
    take: "Take a photo",
    choose: "Choose a photo",
    sample: "Try a sample room",
    reading: "Reading the photo…",
    unreadable: "We couldn't read that image. Try a JPEG, PNG, WebP or HEIC photo (if your browser opens it).",
    another: "Change photo",
  },
  calibrate: {
    heading: "1. Mark something rectangular on the floor",
    help: "Place the four corners on an object on the floor whose size you know, in order around it. A sheet of A4 paper works: lay it on the floor before you take the photo.",
    reference: "Reference object",
    a4: "A4 sheet (21 × 29.7 cm)",
    custom: "Another object (bed, table, floor tile…)",
    width: "Width (cm)",
    length: "Length (cm)",
    corner: "Reference corner {{n}}",
    cornerHelp: "Arrow keys move it; hold Shift to move faster.",
    cornerAt: "Corner {{n}}: {{x}}, {{y}}",
    invalid: "The four corners must make a rectangle seen in perspective, in order around the object.",
  },
  place: {
    heading: "2. Place the rug",
    help: "Drag the rug, or use the move button with the arrow keys. It keeps the size you configured when you move or turn it.",
    move: "Move the rug",
    moveHelp: "Arrow keys: 5 cm; with Shift: 25 cm. R: turn 15°.",
    turnLeft: "Turn left",
    turnRight: "Turn right",
    placed: "Rug at {{x}} cm, {{y}} cm from the reference, turned {{angle}}°",
    size: "{{size}}, to scale",
  },
  brush: {
    heading: "3. Bring back what stands on the rug",
    help: "Brush over the legs of a sofa or a table so they stand on top of the rug.",
    on: "Paint objects",
    off: "Stop painting",
    size: "Brush size",
    clear: "Clear the painting",
  },
  keep: {
    download: "Download the picture (PNG)",
    file: "rug-in-my-room",
    send: "Send this picture with my quote request",
    sendHelp:
      "We attach the picture to your request, keep it with it for the period our privacy policy states, and erase it with it.",
    attached: "Picture attached to your quote request.",
    toQuote: "Go to the request",
  },
  limits:
    "This is an approximation: it assumes a flat floor with the reference object lying on it. If the floor slopes or the reference is not on the floor, the size will be off.",
  picture: "The configured rug in the photo of your room",
};

export default en;
