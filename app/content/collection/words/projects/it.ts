import type { SampleCollectionWords } from "../types";

export const projects = {
  "hotel-mirador-valencia": {
    title: "Hotel Mirador del Turia, Valencia",
    city: "Valencia",
    summary:
      "Una hall affacciata sull'antico letto del Turia e sessanta camere vestite con Alcázar e Trama: due scale di un unico progetto d'interni.",
    story: [
      "Grupo Mediterránea Hoteles voleva che l'Hotel Mirador del Turia parlasse di Valencia fin dall'ingresso: luce, ceramica e il verde dell'antico letto del fiume. Con Estudio Carmen Vidal abbiamo lavorato su due scale. Nella hall, un Alcázar di 4 metri per 6, realizzato in tufting a mano in lana e seta con vello tagliato e bouclé, riprende il disegno degli zoccoli in azulejos nei verdi giada, scuriti di un tono per dialogare con il legno scuro.",
      "Per camere e corridoi abbiamo scelto Trama, un piccolo motivo in tufting robotizzato a vello bouclé di 6 mm, che regge il passaggio quotidiano delle valigie e si ripete identico da un piano all'altro. Lo studio ha optato per un avorio caldo nelle camere e un grafite nei corridoi. I campioni hanno viaggiato tra Crevillente e Valencia fino a trovare la tonalità giusta, e la nostra squadra ha seguito la posa piano per piano insieme al gruppo alberghiero.",
    ],
    captions: [
      "La hall dell'hotel, con il tappeto Alcázar nella luce che arriva dall'antico letto del Turia",
      "Alcázar nel dettaglio: la seta brilla sulla lana lungo i contorni del disegno",
      "Trama in grafite, a vello bouclé di 6 mm, lungo un corridoio delle camere",
      "Una camera con Trama in avorio caldo ai piedi del letto",
    ],
    photoAlts: [
      "Hall d'albergo con un grande tappeto a disegno geometrico verde e sabbia, divani bassi e ampie vetrate sullo sfondo",
      "Primo piano di un tappeto di lana con linee di seta lucida che tracciano un disegno a piastrelle",
      "Corridoio d'albergo con un tappeto grigio scuro a piccolo motivo ripetuto e porte delle camere su entrambi i lati",
      "Camera d'albergo con un tappeto avorio a motivo fine sotto un letto matrimoniale",
    ],
  },
  "suites-marbella": {
    title: "Suite vista mare in un hotel di Marbella",
    city: "Marbella",
    summary:
      "Dodici suite affacciate sul mare, con pezzi unici di Albufera nei salotti e Celosía nelle camere, pensati insieme ad Atelier Blanca Rius.",
    story: [
      "Un hotel di Marbella, che preferisce non essere nominato, ha rinnovato le sue dodici suite vista mare e ha affidato ad Atelier Blanca Rius un interno sereno di lino, legno chiaro e calce. In ogni salotto il tappeto doveva essere l'unico gesto di forma. Siamo partiti da Albufera, il disegno di Inés Albero, e ne abbiamo ridisegnato il contorno ondulato suite per suite, seguendo la pianta e la posizione dei divani.",
      "Ogni Albufera è stato realizzato in tufting a mano in lana e seta, a vello tagliato di 24 mm, nei verdi giunco e nei toni sabbia che evocano le zone umide di Valencia. Nelle camere, Celosía porta un ritmo fine e discreto nei toni mandorla. Blanca Rius e il suo team hanno approvato ogni contorno su una sagoma a grandezza naturale prima del tufting, e i tappeti sono arrivati numerati, uno per ogni suite.",
    ],
    captions: [
      "Il salotto di una suite, con un pezzo unico di Albufera dal contorno ondulato",
      "Albufera nel dettaglio: lana e seta nei verdi giunco e sabbia",
      "Celosía nei toni mandorla ai piedi del letto di una suite",
    ],
    photoAlts: [
      "Salotto luminoso con un divano di lino bianco su un tappeto dal bordo ondulato in verdi tenui e sabbia, con il mare sullo sfondo",
      "Primo piano di un tappeto a vello tagliato in cui lana opaca e seta lucida formano fasce verdi e sabbia",
      "Camera d'albergo con un tappeto a piccolo motivo nei toni mandorla e avorio accanto a un letto bianco",
    ],
  },
  "grand-hotel-lisboa": {
    title: "Grand Hotel Avenida, Lisbona",
    city: "Lisbona",
    summary:
      "Il restauro di un grande albergo di Lisbona, con Levante nella hall, Estrato nel bar e Punto lungo i corridoi dei suoi sei piani.",
    story: [
      "Quando Avenida Collection ha restaurato il Grand Hotel Avenida, uno degli edifici storici della città, Costa & Reis Arquitectos ci ha chiesto tappeti capaci di reggere la vita di un grande albergo senza perdere l'aria signorile del viale. Per la hall e la sala delle feste abbiamo adattato Levante, un grande disegno in tufting robotizzato, in pezzi di 4 metri per 6 e nei terracotta e ocra della sua palette, accordati ai campioni del pavimento in pietra.",
      "Nel bar, Estrato, il disegno a rilievo di Martín Oller, è stato scolpito a mano a vello tagliato di 40 mm nei grigi cenere, perché la luce bassa della sera disegni ogni suo strato. I corridoi di tutti e sei i piani sono rivestiti con Punto in blu marino, un vello tagliato e bouclé basso e facile da mantenere. Con il team di Costa & Reis abbiamo rivisto ogni pianta e risolto insieme i raccordi con scale e ascensori.",
    ],
    captions: [
      "La hall del Grand Hotel Avenida, con Levante in terracotta ai piedi dello scalone",
      "Estrato nel bar: strati scolpiti a mano nei grigi cenere",
      "Punto in blu marino lungo un corridoio delle camere",
      "Dettaglio dell'incontro tra Levante e il pavimento in pietra della hall",
    ],
    photoAlts: [
      "Hall d'albergo dai soffitti alti con un grande tappeto geometrico terracotta e ocra ai piedi di una scala in pietra",
      "Bar in penombra con poltrone in pelle su un tappeto grigio con rilievo a strati digradanti",
      "Lungo corridoio d'albergo con un tappeto blu marino a puntini fini e applique accese alle pareti",
      "Primo piano del bordo di un tappeto terracotta e ocra accanto a un pavimento in pietra chiara",
    ],
  },
  "villa-ibiza": {
    title: "Una villa privata a Ibiza",
    city: "Ibiza",
    summary:
      "Una casa bianca sul Mediterraneo, dove Isla e Nube portano all'interno il turchese delle calette e la quiete di un pomeriggio d'estate.",
    story: [
      "I proprietari, che preferiscono mantenere riservata la casa, hanno chiesto a Studio Nuria Sala un interno aperto interamente sul Mediterraneo. Il soggiorno principale, con pareti a calce e pavimento in microcemento, aveva bisogno di un pezzo che ancorasse lo spazio senza turbarne la calma. Qui abbiamo posato Isla, un tappeto unico dal contorno libero, disegnato sul profilo della costa che si vede dalla terrazza e realizzato in tufting a mano in lana e seta.",
      "Isla unisce vello tagliato di 26 mm e bouclé di 12 mm, così che il turchese della seta sembra affondare tra i toni sabbia della lana. Nella camera padronale, Nube offre 32 mm di vello tagliato in bianco cotone, morbido sotto i piedi nudi. Nuria Sala ha seguito da vicino ogni fase: ha approvato il contorno su una sagoma a grandezza naturale e ha scelto i colori di persona nella nostra sala colori di Crevillente.",
    ],
    captions: [
      "Il soggiorno della villa, con Isla tra i divani e la terrazza aperta sul mare",
      "Isla nel dettaglio: la seta turchese tra il vello tagliato e il bouclé di lana",
      "Nube in bianco cotone nella camera padronale",
    ],
    photoAlts: [
      "Soggiorno dalle pareti bianche aperto sul mare, con un tappeto dal contorno irregolare sabbia e turchese tra due divani bassi",
      "Primo piano di un tappeto con zone a vello tagliato e bouclé e fili di seta turchese lucida tra la lana color sabbia",
      "Camera bianca con un tappeto morbido e arrotondato color bianco sporco accanto al letto",
    ],
  },
  "apartamento-paris": {
    title: "Un appartamento privato a Parigi",
    city: "Parigi",
    summary:
      "Un appartamento dai soffitti alti sulla Rive Gauche, dove Granada e Ribera, due disegni di Inés Albero, convivono con stucchi, parquet e arte contemporanea.",
    story: [
      "Maison Delorme Intérieurs ci ha coinvolti per un appartamento sulla Rive Gauche, con stucchi, camini in marmo e parquet a spina di pesce, i cui proprietari collezionano arte contemporanea. Volevano tappeti di vero mestiere, che non facessero concorrenza ai quadri. Per la sala da pranzo abbiamo proposto Granada di Inés Albero: il suo piccolo motivo, realizzato in tufting a mano in lana e seta a vello tagliato di 15 mm, è stato tinto in avorio e oro pallido e adattato alla misura esatta del tavolo.",
      "Nel salone, il pezzo di carattere è Ribera, anch'esso di Inés Albero. Il suo contorno ondulato è stato ridisegnato per seguire la curva del pianoforte, e i suoi colori da tramonto, terracotta, rosa e oro, sono stati attenuati per convivere con una grande tela blu. Il vello tagliato e bouclé, di 24 e 10 mm, dà rilievo al disegno. Lo studio di Maison Delorme ha verificato ogni campione alla luce dell'appartamento stesso prima di approvarlo.",
    ],
    captions: [
      "Il salone, con Ribera che segue la curva del pianoforte sul parquet a spina di pesce",
      "Granada in avorio e oro pallido sotto il tavolo da pranzo",
      "Ribera nel dettaglio: vello tagliato e bouclé nei toni del tramonto",
    ],
    photoAlts: [
      "Salone con stucchi e parquet a spina di pesce, un pianoforte a coda e un tappeto dal bordo ondulato terracotta, rosa e oro",
      "Sala da pranzo con tavolo in legno e sedie imbottite su un tappeto rettangolare a piccolo motivo avorio e oro pallido",
      "Primo piano di un tappeto a vello tagliato e bouclé con fasce ondulate terracotta, rosa e oro",
    ],
  },
  "boutique-milano": {
    title: "Boutique Atelier Vezzoli, Milano",
    city: "Milano",
    summary:
      "La boutique milanese di Atelier Vezzoli, con i triangoli rosso rubino di Cometa e i pezzi esagonali di Mosaico, pensati per il ritmo quotidiano di un negozio.",
    story: [
      "Atelier Vezzoli voleva che la sua boutique di Milano si riconoscesse già dalla strada, con un pavimento che raccontasse la stessa storia delle vetrine. Con il team del marchio abbiamo portato Cometa, il disegno di Martín Oller, alla sua forma triangolare: tre pezzi in tufting robotizzato che guidano il percorso dall'ingresso ai camerini, nei rossi rubino e prugna dell'identità della maison.",
      "Sotto i tavoli espositivi, Mosaico è stato realizzato in pezzi esagonali a vello bouclé di 8 mm, nei toni argilla e sabbia, che si incastrano come piastrelle e si possono spostare a ogni cambio di collezione. Entrambi i disegni sono in fibra sintetica, che regge il passaggio quotidiano e si pulisce con facilità. Ogni colore è stato approvato a Milano con il team creativo di Atelier Vezzoli, su campioni realizzati a Crevillente.",
    ],
    captions: [
      "La boutique, con tre triangoli di Cometa che guidano il passo dall'ingresso",
      "Mosaico in pezzi esagonali sotto un tavolo espositivo",
      "Cometa nel dettaglio: il rosso rubino a vello tagliato di 16 mm",
    ],
    photoAlts: [
      "Interno di una boutique dalle pareti chiare con tre tappeti triangolari rossi in fila dalla porta verso il fondo",
      "Tappeti esagonali nei toni della terra e della sabbia accostati sotto un tavolo basso con borse esposte",
      "Primo piano di un tappeto a vello tagliato rosso intenso accanto al bordo di un triangolo color prugna",
    ],
  },
  "yate-aurora": {
    title: "Uno yacht a motore costruito nei Paesi Bassi",
    city: "Amsterdam",
    summary:
      "Salone, sala da pranzo e cabine di uno yacht a motore di Van der Meer Jachtbouw, vestiti con Oleaje e Marea e tagliati sui piani del cantiere.",
    story: [
      "Per questo yacht a motore, il cui armatore preferisce restare anonimo, il cantiere Van der Meer Jachtbouw e Bureau Lindqvist cercavano tappeti che portassero il mare a bordo senza imitarlo. Abbiamo lavorato sui piani del ponte principale: il salone, la sala da pranzo e quattro cabine ospiti. Ogni pezzo è stato tagliato al millimetro sulle dime del cantiere, con boccaporti, colonne e scale risolti prima di iniziare il tufting.",
      "Nel salone, Oleaje dispiega il suo rilievo scolpito a mano, con vello tagliato di 35 mm e bouclé di 15 mm in lana e seta, nei bianchi spuma e negli azzurri chiari della sua palette. La sala da pranzo e le cabine sono rivestite con Marea, di Lucía Ferrer, a vello tagliato di 22 mm e in azzurri nebbia più smorzati, che riposano lo sguardo. Bureau Lindqvist ha approvato i campioni ad Amsterdam e la nostra squadra ha raggiunto il cantiere per la posa.",
    ],
    captions: [
      "Il salone principale, con Oleaje scolpito a mano tra i divani e le vetrate",
      "Il rilievo di Oleaje nel dettaglio: la seta segna la cresta di ogni onda",
      "Marea negli azzurri nebbia in una cabina ospiti",
      "La sala da pranzo, con Marea adattato alla pianta curva dell'ambiente",
    ],
    photoAlts: [
      "Salone di uno yacht con ampie vetrate sul mare, divani bianchi e un tappeto ovale a rilievo ondulato bianco e azzurro chiaro",
      "Primo piano di un tappeto a rilievo con onde scolpite, lana opaca e creste di seta lucida in bianco e azzurro",
      "Cabina con letto matrimoniale e un tappeto rettangolare in azzurri grigi con un ampio disegno ondulato",
      "Sala da pranzo di uno yacht con un tavolo in legno per otto persone su un tappeto blu dai bordi curvi",
    ],
  },
  "sede-munich": {
    title: "Sede di Halden Versicherungen, Monaco di Baviera",
    city: "Monaco di Baviera",
    summary:
      "La sede di Halden Versicherungen a Monaco di Baviera, progettata da Bergmann Architekten, con Lino nei piani uffici e Surco nella reception.",
    story: [
      "Bergmann Architekten ha progettato la sede di Halden Versicherungen in cemento a vista, vetro e rovere, e cercava un pavimento tessile che addolcisse l'acustica degli open space senza aggiungere rumore visivo. Abbiamo scelto Lino, un piccolo motivo in tufting robotizzato a vello bouclé di 5 mm, in una miscela di fibre pensata per l'uso intenso. I suoi toni écru e acciaio si alternano da un piano all'altro per orientare chi attraversa l'edificio.",
      "Nella reception e nella sala del consiglio, Surco dà volume: solchi a vello bouclé di 14 mm, realizzati in tufting robotizzato e rifiniti a mano, in un tono grano che raccoglie la luce del pomeriggio. I pezzi sono stati dimensionati sulla griglia dell'edificio, perché le giunzioni coincidessero con i moduli del soffitto. Abbiamo lavorato con il team di Bergmann dal progetto preliminare fino all'ultimo sopralluogo in cantiere.",
    ],
    captions: [
      "Un piano uffici, con Lino nei toni écru e acciaio",
      "Surco nella reception: solchi a vello bouclé in tono grano",
      "La sala del consiglio, con Surco sotto il tavolo in rovere",
    ],
    photoAlts: [
      "Ufficio open space con scrivanie in rovere, pilastri in cemento e un tappeto a motivo fine écru e grigio acciaio",
      "Reception con un bancone in cemento su un tappeto color grano a solchi paralleli",
      "Sala riunioni con un lungo tavolo in rovere e sedie nere su un tappeto a solchi color grano",
    ],
  },
} satisfies SampleCollectionWords["projects"];

export const alts = {
  flat: "Tappeto {design} nella variante {colourway}, visto per intero dall'alto",
  detail: "Dettaglio del vello del tappeto {design} nella variante {colourway}",
  room: "Tappeto {design} nella variante {colourway} in un soggiorno arredato",
} satisfies SampleCollectionWords["alts"];
