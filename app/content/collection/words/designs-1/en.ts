import type { SampleCollectionWords } from "../types";

export default {
  alcazar: {
    summary:
      "Arches and medallions on a grand scale in New Zealand wool and silk, with cut and loop pile lifting the pattern into relief. Made for hotel lobbies and generous living rooms.",
    story: [
      "Alcázar takes its cue from the fortified palaces of Spain, where courtyards, arches and carved plasterwork bring order to the light. Our design studio took that calm geometry and drew it large: interlaced medallions, borders that frame the whole, and a rhythm that reads as clearly from the doorway as from the middle of the room. It is a pattern with a long memory but no nostalgia, drawn for the way we live now.",
      "We tuft it by hand in Crevillente, pairing an 18 mm cut pile with an 8 mm loop: the difference in height lifts the pattern into relief, so it shifts as the daylight moves. New Zealand wool gives it body and resilience; silk adds a quiet sheen to the details. It belongs in hotel lobbies and suites, and in living rooms that call for presence without raising their voice.",
    ],
    colourways: { arena: "Sand", noche: "Midnight", jade: "Jade green" },
  },
  marea: {
    summary:
      "Broad, rolling bands in New Zealand wool that recall the ebb and flow of the sea. A deep, soft cut-pile rug for yachts, hotel suites and homes.",
    story: [
      "A tide rises and falls, leaving lines in the sand that never quite repeat. Designer Lucía Ferrer began with those traces on the Mediterranean shore and turned them into wide, curving bands that melt into one another, the colour shifting as gently as water growing shallow. The result is a large-scale pattern that settles a room rather than filling it, and lets the eye rest wherever it lands.",
      "Depending on the size and the project, we make it hand-tufted or robot-tufted, always in New Zealand wool with a 22 mm cut pile, dense and soft underfoot. The gradients are built up yarn by yarn so that the colour never jumps. It is at home in the saloon and cabins of a yacht, in hotel suites, and in houses that look out to sea.",
    ],
    colourways: { bruma: "Sea Mist", coral: "Coral" },
  },
  levante: {
    summary:
      "Sweeping diagonals and earthy colour inspired by the east wind, in a wool and synthetic blend. Precise and hard-wearing for hotels, shops and large spaces.",
    story: [
      "The levante is the wind that blows in from the east across the Mediterranean coast: dry, bright, able to change a landscape in an afternoon. It is also the name of our own part of the world, eastern Spain, where textile making runs deep. Our design studio brought the two ideas together in a pattern of diagonal strokes and bands of colour that seem carried along by the air, in a palette of terracotta and olive.",
      "We make it robot-tufted, so every stroke is placed with millimetre precision, even at four by six metres. The 12 mm cut pile, sheared after tufting, leaves a firm, crisp surface, while the blend of wool and synthetic yarn pairs the feel of wool with the resilience that heavy use demands. It is a rug for hotel lobbies, architectural projects and busy retail floors.",
    ],
    colourways: { terracota: "Terracotta", olivo: "Olive Grove" },
  },
  atlas: {
    summary:
      "An imaginary map of meridians and coastlines, hand-tufted in New Zealand wool with cut and loop pile. Round or rectangular, it anchors living rooms, libraries and suites.",
    story: [
      "Atlas calls to mind the Titan who held up the sky, the mountains of North Africa, and the books of maps that opened the world out across a table. Designer Martín Oller began with old nautical charts: meridians, the outlines of invented coasts, compass roses barely hinted at. None of the geography is real, yet all of it feels familiar, like a memory of travel laid at the centre of the room.",
      "Each piece is hand-tufted in New Zealand wool. A 25 mm cut pile forms the land masses and a 12 mm loop traces the seas and lines, so the map can be read by hand as well as by eye. It comes round, where the pattern turns like a globe, or rectangular. It is a rug for living rooms, private libraries and hotel suites that deserve a centrepiece.",
    ],
    colourways: { ocre: "Ochre", pizarra: "Slate" },
  },
  mosaico: {
    summary:
      "Geometric tesserae in a loop pile of solution-dyed synthetic yarn, colourfast and built for hard wear. For shops, architectural projects and aircraft cabins.",
    story: [
      "Mosaic is one of the Mediterranean's oldest crafts: Romans, Byzantines and the potters of al-Andalus laid whole floors from small pieces of stone, glass and ceramic. Our design studio looked to glazed tiles and fired-clay tesserae to build a field of geometric pieces that fit together without pause, with fine joints and slight shifts of colour that bring the whole surface to life.",
      "We make it robot-tufted in an 8 mm loop of solution-dyed synthetic yarn: the colour is part of the fibre from the moment it is spun, and the compact loop takes heavy traffic without losing its pattern. Besides the rectangle, it can be made hexagonal, like a single oversized tile of the mosaic itself. It is designed for shops, architectural projects and aircraft cabins, where every inch of floor has to work.",
    ],
    colourways: { azulejo: "Blue Tile", barro: "Fired Clay" },
  },
  trama: {
    summary:
      "A fine weave of crossing lines in a low loop pile, in a wool and synthetic blend. Understated and hard-wearing for hotel rooms, corridors and workplaces.",
    story: [
      "The weft is the thread that crosses the warp on the loom, the most basic gesture in all of weaving. Crevillente has a long tradition of looms, and our design studio wanted to honour that origin with a pattern that looks like cloth seen very close up: fine lines that cross, break off and begin again, making a small, steady rhythm that is felt more than looked at.",
      "We make it robot-tufted in a 6 mm loop pile, low and dense, which keeps the pattern crisp through years of footsteps. The blend of wool and synthetic yarn brings together the warmth of wool and the resilience of a performance fibre. It is a rug for hotel rooms and corridors, and for architectural projects where the floor should support the space rather than compete with it.",
    ],
    colourways: { lino: "Linen", grafito: "Graphite", musgo: "Moss" },
  },
  granada: {
    summary:
      "A small-scale motif drawn from the Alhambra and the pomegranate, in New Zealand wool and silk. A refined rug for bedrooms, living rooms and suites.",
    story: [
      "Granada is a city and, in Spanish, also a pomegranate, and the two have something in common: plain on the outside, full of detail within. Designer Inés Albero drew on the tilework and carved plaster of the Alhambra, and on the open fruit with its seeds in neat rows, to compose a small motif repeated with the patience of a Nasrid craftsman. From afar it reads as texture; up close it reveals stars, seeds and knots.",
      "We tuft it by hand in a 15 mm cut pile, a height that keeps the motif fine and clearly drawn. New Zealand wool gives the ground its body, while silk lights up the details, which change tone with the light and the angle of view. It is a rug for the bedrooms, living rooms and studies of a private home, and for hotel suites that want an intimate, considered kind of luxury.",
    ],
    colourways: { granate: "Garnet", marfil: "Ivory" },
  },
  punto: {
    summary:
      "A grid of dots in cut and loop pile, in solution-dyed synthetic yarn. Light to the eye and tough in use, for private jets, yachts and architectural projects.",
    story: [
      "A dot is the smallest unit of any drawing, and a stitch the smallest unit of our craft: every tufted rug is built stitch by stitch, and the design's name means both. Our design studio set out to make that unit visible with a regular grid of small dots that, depending on distance, reads as plain cloth, as a subtle speckle or as a precise geometric pattern. It is a quiet design that brings order to a space without asking for attention.",
      "We make it robot-tufted, placing every dot with millimetre accuracy. A 10 mm cut pile, sheared after tufting, forms the dots, and a 6 mm loop the ground, all in solution-dyed synthetic yarn. Its low, compact profile suits private aircraft cabins, yacht interiors and architectural projects: wherever a floor has to be refined and resilient at once, and stay that way.",
    ],
    colourways: { perla: "Pearl", marino: "Navy" },
  },
  celosia: {
    summary:
      "A geometric lattice inspired by the carved screens of al-Andalus, in New Zealand wool. It brings rhythm and calm to hotel rooms, living rooms and shops.",
    story: [
      "A lattice screen lets air and light through while keeping prying eyes out: wood, plaster or stone worked into geometric openwork. Our design studio carried that play of solid and void down to the floor, with a fine network of diamonds and stars repeated at a steady pace. As in the windows of Andalusia, the geometry does not close the space in; it filters it, and leaves it calmer.",
      "Depending on the project, we make it hand-tufted or robot-tufted, always in New Zealand wool. The 14 mm cut pile, sheared after tufting for sharper definition, leaves a velvety surface on which the lattice reads clearly. It is a rug for hotel rooms, living rooms and shops that want a quiet kind of elegance, in two soft palettes: almond and sage.",
    ],
    colourways: { almendra: "Almond", salvia: "Sage" },
  },
  lino: {
    summary:
      "The texture of linen translated into a fine loop pile in a wool and synthetic blend. Understated and hard-wearing for offices, public spaces and shops.",
    story: [
      "Linen is one of the oldest fibres we know, and its cloth has an honest irregularity: slightly uneven threads, a ground that is never entirely flat. Our design studio looked for that quality in an almost plain rug, with a fine pattern that echoes the crossing of a linen weave and its small shifts of tone. It is a warm, neutral ground, designed to let the architecture and the furniture speak first.",
      "We make it robot-tufted in a 5 mm loop pile, a low, dense surface that stays firm under chairs and footsteps. The blend of wool and synthetic yarn pairs a natural hand with the resilience that daily use demands, and it comes in large formats such as four by six metres. It is a rug for corporate headquarters, architectural projects and shops, in ecru or steel grey.",
    ],
    colourways: { crudo: "Ecru", acero: "Steel" },
  },
  duna: {
    summary:
      "Hand-carved relief that recalls wind ripples on sand, in New Zealand wool. For bedrooms, hotel suites and yacht saloons.",
    story: [
      "Dunes are drawings made by the wind: soft crests, slopes whose shadows shift with the hour, tiny ripples running across the sand. Designer Lucía Ferrer wanted to capture that moving landscape without relying on colour, through volume alone. The result is a relief of long curves and fine undulations that you discover walking barefoot, in shades of sand and snow that leave the leading role to the light.",
      "We tuft it by hand, then finish it by hand-carving. A 30 mm cut pile raises the crests and a 12 mm loop marks the hollows, so the New Zealand wool casts real shadows across the surface. It can be made rectangular or in an irregular shape that follows the outline of the design. It is a rug for bedrooms and living rooms, hotel suites and yacht saloons.",
    ],
    colourways: { arena: "Desert Sand", nieve: "Snow" },
  },
  oleaje: {
    summary:
      "A rolling swell rendered in relief, in New Zealand wool and silk. A deep-pile rug with pronounced waves for yachts and homes by the sea.",
    story: [
      "A swell is the sea set in motion by distant wind, row upon row of waves rolling in towards the shore. Our design studio started from the view off the deck of a boat: glinting crests, deep troughs and foam drawing white lines across the blue. The result is a relief of broad, rhythmic waves with all the character of the open water that gives the design its name.",
      "We tuft and carve it by hand, with a 35 mm cut pile on the crests and a 15 mm loop in the troughs of the waves. New Zealand wool gives it volume, and silk catches the light like moving water. Oval or rectangular, it suits the saloons and cabins of a yacht, and homes looking for a piece with real sculptural presence.",
    ],
    colourways: { espuma: "Sea Foam", abismo: "Abyss" },
  },
} satisfies SampleCollectionWords["designs"];
