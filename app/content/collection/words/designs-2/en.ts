import type { SampleCollectionWords } from "../types";

export default {
  estrato: {
    summary:
      "A hand-carved relief rug in 40 mm cut pile, layered like exposed rock. Made for hotel lobbies and large architectural spaces.",
    story: [
      "Estrato begins where a mountain road cuts into the hillside and lays bare the layers of the earth: bands of stone settled over centuries, each with its own depth and colour. Martín Oller wanted to bring that geological reading indoors, with horizontal strata that overlap and shift like sediment. The result is a surface that changes with the daylight and invites you to take it in slowly, with the eye and underfoot.",
      "It is hand-tufted in New Zealand wool with a 40 mm cut pile, which our artisans then carve by hand, layer by layer, to open up the steps between one stratum and the next. The depth of the pile gives the relief its body and softens every footfall. A piece for hotel lobbies, reception lounges and architectural projects where the floor has to hold the scale of the space. Also made to measure.",
    ],
    colourways: { roca: "Rock", ceniza: "Ash" },
  },
  corteza: {
    summary:
      "A relief rug in wool and cotton that echoes the texture of tree bark. Free-form or round, it brings tactile warmth to living rooms and shops.",
    story: [
      "Corteza starts from something simple: the skin of an old tree, split by deep fissures and soft ridges where lichen settles. Our design studio looked to the gnarled trunks of carob and olive trees in the Mediterranean landscape and turned their cracks into a pattern of veins that open and close. That is why the rug has no rigid outline: it comes in a free-form shape, like a cross-section of trunk, or as a circle.",
      "It is hand-tufted in New Zealand wool and cotton, pairing 28 mm cut pile on the ridges with 10 mm loop pile in the fissures. That difference in height, sharpened by hand carving, creates a relief you can read with your fingertips. Its organic character suits living rooms and bedrooms at home, as well as retail spaces looking for a warm, natural material underfoot.",
    ],
    colourways: { nogal: "Walnut", liquen: "Lichen" },
  },
  surco: {
    summary:
      "A relief rug in 14 mm loop pile, traced with parallel furrows like a ploughed field. Calm and hard-wearing, for architecture, hotels and aircraft cabins.",
    story: [
      "Surco looks to a freshly ploughed field: parallel lines running towards the horizon that, in the low evening light, turn into a play of shadows. Our design studio sought that same ordered calm and set it down as rows that curve only slightly, as if following the lie of the land. It is a restrained design that brings rhythm to a space without ever imposing on it.",
      "Depending on the project, it is robot-tufted or hand-tufted in 14 mm loop pile, using a wool-synthetic blend chosen to stand up to heavy traffic. The robot keeps the rows true across large areas; the hand-tufted version allows bespoke layouts. Its natural settings are architectural projects, hotel corridors and public areas, and aircraft cabins, for which it is made to aviation fire standards.",
    ],
    colourways: { trigo: "Wheat", humo: "Smoke" },
  },
  ribera: {
    summary:
      "A creative rug in wool and silk, shaped like the edge of a river. Its free-form or wavy outline brings movement to living rooms, bedrooms and suites.",
    story: [
      "Ribera is the strip of land where water meets field: reeds, rinsed pebbles, reflections that change by the hour. Inés Albero drew it with Mediterranean riverbanks in mind, in pools of colour that melt into one another without a single hard line. The rug refuses to be boxed into a rectangle: its edge follows the shore, free-form or wavy, as though the current itself had shaped it.",
      "It is hand-tufted in New Zealand wool and silk. The 24 mm cut pile forms the earth and the vegetation, while the 10 mm loop pile, lit by the sheen of silk, catches the light like the surface of the water. A piece for homes and hotel rooms that call for a floor with real artistic presence, strong enough to anchor a whole room on its own.",
    ],
    colourways: { atardecer: "Sunset", laguna: "Lagoon" },
  },
  nube: {
    summary:
      "A creative rug in 32 mm cut pile of wool and silk, soft and deep as a cloud. Free-form or oval, it lightens bedrooms, living rooms and yacht cabins.",
    story: [
      "Nube was born of lying in the grass and watching the sky, as shapes drift apart and slowly gather again. Our design studio wanted to capture that lightness in a rug without corners, with a free-form or oval outline and gradients so gentle that the colour seems to float. It is a piece that does not order a room but softens it, turning the floor into a place where you want to sit.",
      "It is hand-tufted in New Zealand wool and silk, with a 32 mm cut pile that lets the foot sink in and returns the light with a quiet lustre. Depending on the colourway, the tones move from cotton white to storm grey. It comes into its own in principal bedrooms, living rooms and yacht cabins, wherever touch matters as much as sight.",
    ],
    colourways: { algodon: "Cotton", tormenta: "Storm" },
  },
  alba: {
    summary:
      "A creative rug in New Zealand wool, washed with the colours of first light. Rectangular or round, it brings warmth to hotels, shops and homes.",
    story: [
      "Alba is that first moment of the day when the sky has not yet settled on a colour: pinks, golds and blues mingling above the Mediterranean horizon. Lucía Ferrer designed it like a large watercolour, with bands of colour that follow one another without a break and a point of light that seems to rise from one edge. In the round version, that point becomes a rising sun.",
      "Depending on the scale of the project, it is hand-tufted or robot-tufted in a 20 mm cut pile of New Zealand wool that makes the gradients glow. Hand-tufting suits single statement pieces; robot-tufting repeats the design precisely across many rooms. It belongs in hotel lobbies and guest rooms, in shops that want to greet visitors with light, and in living rooms at home.",
    ],
    colourways: { aurora: "First Light", amanecer: "Daybreak" },
  },
  jardin: {
    summary:
      "A creative rug in wool and silk that composes a garden through the seasons. Rectangular or composite in shape, it dresses suites, lounges and hotel lobbies.",
    story: [
      "Jardín draws on the courtyards and orchards of eastern Spain, where a garden is lived in layers: leaves, blossom, the shade of a vine and the glint of an irrigation channel. Our design studio drew it as an oversized herbarium, with plant motifs that intertwine without repeating and three colourways that follow the year: spring, autumn and winter. It can be rectangular or composite, with sections cut out like flower beds.",
      "It is hand-tufted in New Zealand wool and silk, with 22 mm cut pile for the foliage and 9 mm loop pile for the paths and grounds. Silk lends a glint to petals and leaf veins. A piece for hotel suites and lounges, and for homes that want a floor with a story to tell, one that can become the heart of a room.",
    ],
    colourways: { primavera: "Spring", otono: "Autumn", invierno: "Winter" },
  },
  cometa: {
    summary:
      "A creative robot-tufted rug in solution-dyed synthetic yarn, with strokes that sweep across the floor like a comet. Made for shops and architectural spaces.",
    story: [
      "Cometa plays on both meanings of its Spanish name: the comet that crosses the night sky trailing light, and the paper kite tugging at its string on a windy day. Martín Oller drew diagonal strokes that seem to be in motion, with tails of colour that taper towards the edges. Offered as a triangle as well as a rectangle, the rug gains a clear sense of direction, like an arrow laid on the floor.",
      "It is robot-tufted in a 16 mm cut pile of solution-dyed synthetic yarn, which holds its colour and stands up to intensive use. The precision of the robot keeps every stroke crisp, right into the points. A piece for shops, showrooms and architectural spaces that want a graphic gesture, one that quietly guides visitors through the space.",
    ],
    colourways: { cobalto: "Cobalt", rubi: "Ruby" },
  },
  isla: {
    summary:
      "A one-of-a-kind rug in wool and silk, its free-form outline recalling an island seen from the air. Designed for a single space, at home or aboard a yacht.",
    story: [
      "Isla comes from the image of a coastline seen from above: turquoise coves, pale sand and dark rock reaching into the water. Our design studio conceives it as a one-off piece. It has no fixed catalogue size; instead it is drawn for one particular space, with an irregular outline that follows the furniture, the floor plan or whatever silhouette the client has in mind.",
      "It is hand-tufted in New Zealand wool and silk, with 26 mm cut pile and 12 mm loop pile that set land apart from sea with a subtle change of level. Silk gives the water a living sheen. It is intended for living rooms and bedrooms at home and for yachts, for which it is made to maritime fire standards.",
    ],
    colourways: { turquesa: "Turquoise", basalto: "Basalt" },
  },
  albufera: {
    summary:
      "A one-of-a-kind rug in wool and silk inspired by the Albufera lagoon near Valencia. Designed for one space: hotel suites and lounges, and private homes.",
    story: [
      "The Albufera is the great lagoon just south of Valencia, ringed by rice fields and reed beds, where the water turns from green to gold with the seasons. Inés Albero translated that landscape into a one-off piece, with pools of water, reeds and paddy fields flowing together in undulating outlines. Each rug is designed for a particular space, so that its shape and size grow out of the room itself.",
      "It is hand-tufted in New Zealand wool and silk, with a 24 mm cut pile that gives the whole a continuous surface, like the still mirror of the lagoon. Silk brings reflections that recall the water at dusk. A piece for hotel suites and lounges, and for homes that want a floor with Mediterranean roots, made for them alone.",
    ],
    colourways: { junco: "Reed", arrozal: "Paddy" },
  },
  sierra: {
    summary:
      "A one-of-a-kind rug in New Zealand wool, its stepped outline rising like a mountain range. Designed for a single space, in homes and architectural projects.",
    story: [
      "Sierra takes its form from topographic maps, where mountains are drawn as contour lines that tighten towards the summit. Our design studio conceives it as a one-off piece, with an irregular or stepped outline that follows those lines and adapts to the plan of the room. The starting colourways evoke the granite of the peaks and the holm oak woods on the slopes.",
      "It is hand-tufted in New Zealand wool, with 34 mm cut pile and 14 mm loop pile: the difference in height raises the slopes and traces the contours, while hand finishing sharpens every step. A piece for living rooms and studies at home, and for architectural projects where the rug behaves almost like a sculpture laid on the floor.",
    ],
    colourways: { granito: "Granite", encina: "Holm Oak" },
  },
  delta: {
    summary:
      "A one-of-a-kind rug in fragments or loose pieces that spread across the floor like the arms of a delta. Made for shops and hotels.",
    story: [
      "A delta is where a river yields to the sea, splitting into arms, channels and silt islands that shift with every flood. Lucía Ferrer brought that idea indoors with a rug that is not a single surface: it is made of fragments or loose pieces laid out like islands, letting the floor show through between them. As a one-off, each composition is drawn for a particular space.",
      "It is hand-tufted or robot-tufted in a 20 mm cut pile of New Zealand wool and a wool-synthetic blend, and the pieces can combine both yarns according to how each area is used. It works in shops, where the islands shape the route and set off a product, and in hotel lobbies and lounges that want a floor that is both map and sculpture.",
    ],
    colourways: { limo: "Silt", estuario: "Estuary" },
  },
} satisfies SampleCollectionWords["designs"];
