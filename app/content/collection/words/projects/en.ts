import type { SampleCollectionWords } from "../types";

export const projects = {
  "hotel-mirador-valencia": {
    title: "Hotel Mirador del Turia, Valencia",
    city: "Valencia",
    summary:
      "A lobby overlooking the old bed of the Turia and sixty guest rooms dressed in Alcázar and Trama: two scales of a single interior.",
    story: [
      "Grupo Mediterránea Hoteles wanted the Hotel Mirador del Turia to feel Valencian from the moment the door opens: light, ceramics and the green of the old riverbed. With Estudio Carmen Vidal we worked at two scales. In the lobby, a 4 by 6 metre Alcázar, hand-tufted in wool and silk with cut and loop pile, picks up the pattern of the tiled dados in jade greens, deepened by a shade to sit well against the dark timber.",
      "For the rooms and corridors we chose Trama, a small robot-tufted pattern in 6 mm loop pile that takes the daily roll of suitcases and repeats exactly from one floor to the next. The studio settled on a warm ivory for the rooms and graphite for the corridors. Samples travelled back and forth between Crevillente and Valencia until the shade was right, and our team saw the installation through floor by floor with the hotel group.",
    ],
    captions: [
      "The hotel lobby, with the Alcázar rug in the light that comes in from the old bed of the Turia",
      "Alcázar in detail: silk catches the light against the wool along the outlines of the pattern",
      "Trama in graphite, in 6 mm loop pile, along a corridor of guest rooms",
      "A guest room with Trama in warm ivory at the foot of the bed",
    ],
    photoAlts: [
      "Hotel lobby with a large rug in a green and sand geometric pattern, low sofas and tall windows behind",
      "Close-up of a wool rug with lines of shiny silk tracing a tile-like pattern",
      "Hotel corridor with a dark grey rug in a small repeating pattern and room doors on both sides",
      "Hotel bedroom with a finely patterned ivory rug under a double bed",
    ],
  },
  "suites-marbella": {
    title: "Sea-view suites in a Marbella hotel",
    city: "Marbella",
    summary:
      "Twelve suites facing the sea, with one-off Albufera pieces in the living rooms and Celosía in the bedrooms, conceived with Atelier Blanca Rius.",
    story: [
      "A Marbella hotel, which prefers not to be named, refurbished its twelve sea-view suites and asked Atelier Blanca Rius for a quiet interior of linen, pale wood and lime plaster. In each living room, the rug was to be the one gesture of shape. We started from Albufera, Inés Albero's design, and redrew its undulating outline suite by suite, following the floor plan and where the sofas stand.",
      "Each Albufera was hand-tufted in wool and silk, in 24 mm cut pile, in rush greens and sand that recall the wetlands outside Valencia. In the bedrooms, Celosía brings a fine, understated rhythm in almond tones. Blanca Rius and her team approved every outline on a full-size template before tufting began, and the rugs arrived numbered, one for each suite.",
    ],
    captions: [
      "A suite's living room, with a one-off Albufera rug and its undulating outline",
      "Albufera in detail: wool and silk in rush greens and sand",
      "Celosía in almond tones at the foot of a suite's bed",
    ],
    photoAlts: [
      "Bright living room with a white linen sofa on a wavy-edged rug in soft greens and sand, with the sea beyond",
      "Close-up of a cut-pile rug where matt wool and shiny silk form bands of green and sand",
      "Hotel bedroom with a small-patterned rug in almond and ivory beside a white bed",
    ],
  },
  "grand-hotel-lisboa": {
    title: "Grand Hotel Avenida, Lisbon",
    city: "Lisbon",
    summary:
      "The restoration of a grand Lisbon hotel, with Levante in the lobby, Estrato in the bar and Punto along the corridors of its six floors.",
    story: [
      "When Avenida Collection restored the Grand Hotel Avenida, one of the city's historic buildings, Costa & Reis Arquitectos asked us for rugs that could take the life of a grand hotel without losing the stately air of the avenue. For the lobby and the ballroom we adapted Levante, a large robot-tufted pattern, in pieces of 4 by 6 metres and in the terracottas and ochres of its palette, tuned against samples of the stone floor.",
      "In the bar, Martín Oller's relief design Estrato was hand-carved in 40 mm cut pile in ash greys, so that the low evening light picks out every layer. The corridors of all six floors are laid with Punto in navy, a low cut and loop pile that is easy to look after. With the Costa & Reis team we went through every plan and worked out together where the rugs meet stairs and lifts.",
    ],
    captions: [
      "The lobby of the Grand Hotel Avenida, with Levante in terracotta at the foot of the main staircase",
      "Estrato in the bar: hand-carved layers in ash greys",
      "Punto in navy along a corridor of guest rooms",
      "Where Levante meets the stone floor of the lobby, in detail",
    ],
    photoAlts: [
      "High-ceilinged hotel lobby with a large geometric rug in terracotta and ochre at the foot of a stone staircase",
      "Dimly lit bar with leather armchairs on a grey rug carved in stepped layers",
      "Long hotel corridor with a finely dotted navy rug and lit wall lamps",
      "Close-up of the edge of a terracotta and ochre rug beside a pale stone floor",
    ],
  },
  "villa-ibiza": {
    title: "A private villa in Ibiza",
    city: "Ibiza",
    summary:
      "A white house above the Mediterranean, where Isla and Nube bring indoors the turquoise of the coves and the stillness of a summer afternoon.",
    story: [
      "The owners, who prefer to keep the house private, asked Studio Nuria Sala for an interior that opens entirely onto the Mediterranean. The main living room, with whitewashed walls and a polished concrete floor, needed a piece to anchor the space without breaking its calm. There we laid Isla, a one-off rug with a free-form outline, drawn from the line of the coast seen from the terrace and hand-tufted in wool and silk.",
      "Isla combines 26 mm cut pile with 12 mm loops, so the turquoise silk seems to sink into the sandy tones of the wool. In the main bedroom, Nube adds 32 mm of cut pile in cotton white, deep and soft underfoot. Nuria Sala followed every stage closely: she approved the outline on a full-size template and chose the colours herself in our colour room in Crevillente.",
    ],
    captions: [
      "The villa's living room, with Isla between the sofas and the terrace open to the sea",
      "Isla in detail: turquoise silk between the wool's cut and loop pile",
      "Nube in cotton white in the main bedroom",
    ],
    photoAlts: [
      "White-walled living room open to the sea, with an irregular sand and turquoise rug between two low sofas",
      "Close-up of a rug with areas of cut and loop pile and strands of shiny turquoise silk among sand-coloured wool",
      "White bedroom with a deep, rounded off-white rug beside the bed",
    ],
  },
  "apartamento-paris": {
    title: "A private apartment in Paris",
    city: "Paris",
    summary:
      "A high-ceilinged Left Bank apartment where Granada and Ribera, two designs by Inés Albero, live alongside mouldings, parquet and contemporary art.",
    story: [
      "Maison Delorme Intérieurs brought us in for a Left Bank apartment of mouldings, marble fireplaces and herringbone parquet, whose owners collect contemporary art. They wanted rugs with real craft that would not compete with the paintings. For the dining room we proposed Inés Albero's Granada: its small pattern, hand-tufted in wool and silk in 15 mm cut pile, was dyed in ivory and pale gold and made to the exact measure of the table.",
      "In the drawing room, the statement piece is Ribera, also by Inés Albero. Its undulating outline was redrawn to follow the curve of the piano, and its sunset colours of terracotta, rose and gold were softened to sit beside a large blue canvas. Cut and loop pile, at 24 and 10 mm, give the pattern its relief. The Maison Delorme studio checked every sample in the apartment's own light before signing it off.",
    ],
    captions: [
      "The drawing room, with Ribera following the curve of the piano on the herringbone parquet",
      "Granada in ivory and pale gold under the dining table",
      "Ribera in detail: cut and loop pile in sunset tones",
    ],
    photoAlts: [
      "Drawing room with mouldings and herringbone parquet, a grand piano and a wavy-edged rug in terracotta, rose and gold",
      "Dining room with a wooden table and upholstered chairs on a rectangular small-patterned rug in ivory and pale gold",
      "Close-up of a rug with cut and loop pile in wavy bands of terracotta, rose and gold",
    ],
  },
  "boutique-milano": {
    title: "Atelier Vezzoli boutique, Milan",
    city: "Milan",
    summary:
      "Atelier Vezzoli's Milan boutique, with ruby-red triangles of Cometa and hexagonal pieces of Mosaico, made for the daily pace of a shop.",
    story: [
      "Atelier Vezzoli wanted its Milan boutique to be recognisable from the street, with a floor that tells the same story as its windows. Working with the brand's team, we took Martín Oller's Cometa to its triangular form: three robot-tufted pieces that lead the way from the entrance to the fitting rooms, in the ruby and plum reds of the house's identity.",
      "Under the display tables, Mosaico was made as hexagonal pieces in 8 mm loop pile, in clay and sand tones, that fit together like floor tiles and can be moved whenever the collection changes. Both designs were made in synthetic fibre, which stands up to daily footfall and is easy to clean. Every colour was approved in Milan with Atelier Vezzoli's creative team, on samples tufted in Crevillente.",
    ],
    captions: [
      "The boutique, with three Cometa triangles leading the way in from the entrance",
      "Mosaico in hexagonal pieces under a display table",
      "Cometa in detail: ruby red in 16 mm cut pile",
    ],
    photoAlts: [
      "Pale-walled boutique interior with three red triangular rugs in a line from the door towards the back",
      "Hexagonal rugs in earthy and sand tones fitted together under a low table displaying handbags",
      "Close-up of a deep red cut-pile rug beside the edge of a plum-coloured triangle",
    ],
  },
  "yate-aurora": {
    title: "A motor yacht built in the Netherlands",
    city: "Amsterdam",
    summary:
      "The saloon, dining room and cabins of a Van der Meer Jachtbouw motor yacht, dressed in Oleaje and Marea and cut to the shipyard's plans.",
    story: [
      "For this motor yacht, whose owner prefers to remain anonymous, the Van der Meer Jachtbouw shipyard and Bureau Lindqvist were looking for rugs that would bring the sea on board without imitating it. We worked from the plans of the main deck: the saloon, the dining room and four guest cabins. Every piece was cut to the millimetre from the yard's templates, with hatches, columns and stairs resolved before tufting began.",
      "In the saloon, Oleaje unfolds its hand-carved relief, with 35 mm cut and 15 mm loop pile in wool and silk, in the foam whites and pale blues of its palette. The dining room and cabins are laid with Marea, by Lucía Ferrer, in 22 mm cut pile and softer mist blues that rest the eye. Bureau Lindqvist approved the samples in Amsterdam, and our team travelled to the yard for the installation.",
    ],
    captions: [
      "The main saloon, with hand-carved Oleaje between the sofas and the windows",
      "Oleaje's relief in detail, where silk marks the crest of each wave",
      "Marea in mist blues in a guest cabin",
      "The dining room, with Marea fitted to the curved plan of the room",
    ],
    photoAlts: [
      "Yacht saloon with wide windows onto the sea, white sofas and an oval rug with a wavy relief in white and pale blue",
      "Close-up of a relief rug with carved waves, matt wool and shiny silk crests in white and blue",
      "Cabin with a double bed and a rectangular rug in greyish blues with a broad, flowing pattern",
      "Yacht dining room with a wooden table for eight on a blue rug with curved edges",
    ],
  },
  "sede-munich": {
    title: "Halden Versicherungen headquarters, Munich",
    city: "Munich",
    summary:
      "Halden Versicherungen's Munich headquarters, designed by Bergmann Architekten, with Lino on the office floors and Surco in the reception.",
    story: [
      "Bergmann Architekten designed the Halden Versicherungen headquarters in exposed concrete, glass and oak, and wanted a textile floor that would soften the acoustics of the open-plan floors without adding visual noise. We chose Lino, a small robot-tufted pattern in 5 mm loop pile, made in a fibre blend suited to heavy use. Its undyed and steel tones alternate from floor to floor to help people find their way through the building.",
      "In the reception and the boardroom, Surco adds volume: 14 mm loop-pile furrows, robot-tufted and finished by hand, in a wheat tone that catches the afternoon light. The pieces were sized to the building's grid, so that their joins line up with the ceiling modules. We worked with the Bergmann team from the early design stage to the final site visit.",
    ],
    captions: [
      "An office floor, with Lino in undyed and steel tones",
      "Surco in the reception: loop-pile furrows in a wheat tone",
      "The boardroom, with Surco under the oak table",
    ],
    photoAlts: [
      "Open-plan office with oak desks, concrete columns and a finely patterned rug in ecru and steel grey",
      "Reception with a concrete desk standing on a wheat-coloured rug carved in parallel furrows",
      "Meeting room with a long oak table and black chairs on a wheat-coloured furrowed rug",
    ],
  },
} satisfies SampleCollectionWords["projects"];

export const alts = {
  flat: "The {design} rug in {colourway}, seen whole from above",
  detail: "Close-up of the pile of the {design} rug in {colourway}",
  room: "The {design} rug in {colourway} in a furnished living room",
} satisfies SampleCollectionWords["alts"];
