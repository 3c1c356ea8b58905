import type { SampleCollectionWords } from "../types";

export default {
  estrato: {
    summary:
      "Tappeto in rilievo scolpito a mano, a pelo tagliato di 40 mm, stratificato come la roccia. Pensato per le hall d'albergo e i grandi spazi dell'architettura.",
    story: [
      "Estrato nasce là dove una strada di montagna taglia il versante e mette a nudo gli strati della terra: fasce di pietra depositate nei secoli, ognuna con il suo spessore e il suo tono. Martín Oller ha voluto portare questa lettura geologica negli interni, con strati orizzontali che si sovrappongono e slittano come sedimenti. Ne nasce una superficie che cambia con la luce del giorno e invita a percorrerla con calma, con lo sguardo e con il passo.",
      "È tuftato a mano in lana neozelandese, con un pelo tagliato di 40 mm che i nostri artigiani scolpiscono poi a mano, strato dopo strato, fino ad aprire i gradini tra un livello e l'altro. La profondità del pelo dà corpo al rilievo e attutisce ogni passo. Un tappeto per hall d'albergo, sale di ricevimento e progetti di architettura in cui il pavimento deve reggere la scala dello spazio. Realizzabile anche su misura.",
    ],
    colourways: { roca: "Roccia", ceniza: "Cenere" },
  },
  corteza: {
    summary:
      "Tappeto in rilievo di lana e cotone che riprende la trama della corteccia. Di forma libera o rotonda, porta un calore tattile in soggiorni e negozi.",
    story: [
      "Corteza parte da un'osservazione semplice: la pelle di un vecchio albero, solcata da fenditure profonde e creste morbide dove si posa il lichene. Il nostro studio di design ha guardato ai tronchi nodosi di carrubi e ulivi del paesaggio mediterraneo, traducendone le crepe in un disegno di venature che si aprono e si chiudono. Per questo il tappeto non ha un contorno rigido: è proposto in forma libera, come la sezione di un tronco, oppure rotonda.",
      "È tuftato a mano in lana neozelandese e cotone, e accosta un pelo tagliato di 28 mm sulle creste a un pelo riccio di 10 mm nelle fenditure. Questa differenza di altezze, accentuata dalla scolpitura a mano, crea un rilievo che si legge con la punta delle dita. Il suo carattere organico si addice a soggiorni e camere da letto, ma anche a spazi commerciali che cercano un materiale caldo e naturale.",
    ],
    colourways: { nogal: "Noce", liquen: "Lichene" },
  },
  surco: {
    summary:
      "Tappeto in rilievo a pelo riccio di 14 mm, segnato da solchi paralleli come un campo arato. Sobrio e resistente, per architettura, hotel e cabine di aerei.",
    story: [
      "Surco guarda a un campo appena arato: linee parallele che corrono verso l'orizzonte e che, nella luce radente della sera, diventano un gioco di ombre. Il nostro studio di design ha cercato quella stessa calma ordinata, traducendola in file che si incurvano appena, come se seguissero l'andamento del terreno. Un disegno misurato, che dà ritmo allo spazio senza mai imporsi.",
      "A seconda del progetto è tuftato a robot o a mano, con un pelo riccio di 14 mm in misto lana e sintetico, scelto per reggere un traffico intenso. Il robot mantiene le file perfettamente regolari anche sulle grandi superfici; la versione tuftata a mano consente composizioni su misura. I suoi luoghi naturali sono i progetti di architettura, i corridoi e gli spazi comuni degli hotel e le cabine degli aerei, per le quali è realizzato secondo le norme antincendio aeronautiche.",
    ],
    colourways: { trigo: "Grano", humo: "Fumo" },
  },
  ribera: {
    summary:
      "Tappeto creativo in lana e seta, sagomato come la riva di un fiume. Il profilo libero o ondulato dà movimento a soggiorni, camere da letto e suite.",
    story: [
      "Ribera è la striscia di terra dove l'acqua incontra i campi: canne, ciottoli levigati, riflessi che cambiano di ora in ora. Inés Albero l'ha disegnato pensando alle rive dei fiumi mediterranei, con macchie di colore che si fondono l'una nell'altra senza una sola linea netta. Il tappeto rifiuta la gabbia del rettangolo: il suo bordo segue la sponda, libero o ondulato, come se fosse stata la corrente stessa a modellarlo.",
      "È tuftato a mano in lana neozelandese e seta. Il pelo tagliato di 24 mm disegna la terra e la vegetazione, mentre il pelo riccio di 10 mm, ravvivato dalla lucentezza della seta, cattura la luce come la superficie dell'acqua. Un tappeto per case e camere d'albergo che chiedono un pavimento dalla presenza artistica, capace da solo di dare carattere a un'intera stanza.",
    ],
    colourways: { atardecer: "Tramonto", laguna: "Laguna" },
  },
  nube: {
    summary:
      "Tappeto creativo a pelo tagliato di 32 mm in lana e seta, morbido e profondo come una nuvola. Di forma libera od ovale, addolcisce camere, soggiorni e cabine di yacht.",
    story: [
      "Nube nasce dal guardare il cielo sdraiati sull'erba, quando le forme si sciolgono e lentamente si ricompongono. Il nostro studio di design ha voluto catturare quella leggerezza in un tappeto senza angoli, dal profilo libero od ovale, con sfumature così delicate che il colore sembra fluttuare. Non è un pezzo che ordina lo spazio: lo addolcisce, e trasforma il pavimento in un luogo dove viene voglia di sedersi.",
      "È tuftato a mano in lana neozelandese e seta, con un pelo tagliato di 32 mm in cui il piede affonda e che restituisce la luce con una lucentezza discreta. A seconda della variante, i toni passano dal bianco cotone al grigio temporale. Dà il meglio di sé in camere padronali, soggiorni e cabine di yacht, ovunque il tatto conti quanto lo sguardo.",
    ],
    colourways: { algodon: "Cotone", tormenta: "Temporale" },
  },
  alba: {
    summary:
      "Tappeto creativo in lana neozelandese, velato dei colori della prima luce. Rettangolare o rotondo, porta calore in hotel, negozi e abitazioni.",
    story: [
      "Alba è quel primo istante del giorno in cui il cielo non ha ancora scelto il suo colore: rosa, ori e azzurri che si mescolano sopra l'orizzonte del Mediterraneo. Lucía Ferrer l'ha disegnato come un grande acquerello, con fasce di colore che si susseguono senza interruzioni e un punto di luce che sembra affiorare da uno dei bordi. Nella versione rotonda, quel punto diventa un sole che sorge.",
      "A seconda della scala del progetto è tuftato a mano o a robot, con un pelo tagliato di 20 mm in lana neozelandese che fa vibrare le sfumature. La lavorazione a mano si presta a pezzi singoli e scenografici; quella a robot ripete il disegno con precisione in molti ambienti. Trova posto nelle hall e nelle camere d'albergo, nei negozi che vogliono accogliere con la luce e nei soggiorni di casa.",
    ],
    colourways: { aurora: "Aurora", amanecer: "Sol levante" },
  },
  jardin: {
    summary:
      "Tappeto creativo in lana e seta che compone un giardino attraverso le stagioni. Rettangolare o di forma composta, veste suite, salotti e hall d'albergo.",
    story: [
      "Jardín attinge ai cortili e agli orti del Levante spagnolo, dove il giardino si vive a strati: foglie, fiori, l'ombra di un pergolato e il luccichio di un canale d'irrigazione. Il nostro studio di design l'ha disegnato come un erbario in grande scala, con motivi vegetali che si intrecciano senza ripetersi e tre varianti che seguono l'anno: primavera, autunno e inverno. Può essere rettangolare o di forma composta, con sagome ritagliate come aiuole.",
      "È tuftato a mano in lana neozelandese e seta, con un pelo tagliato di 22 mm per il fogliame e un pelo riccio di 9 mm per i sentieri e gli sfondi. La seta accende di riflessi petali e nervature. Un tappeto per suite e salotti d'albergo, e per case che desiderano un pavimento capace di raccontare una storia e di diventare il centro di una stanza.",
    ],
    colourways: { primavera: "Primavera", otono: "Autunno", invierno: "Inverno" },
  },
  cometa: {
    summary:
      "Tappeto creativo tuftato a robot in filato sintetico tinto in massa, con tratti che attraversano il pavimento come una cometa. Per negozi e spazi d'architettura.",
    story: [
      "Cometa gioca su un doppio senso: in spagnolo il nome indica sia l'astro che attraversa il cielo notturno lasciando una scia di luce, sia l'aquilone di carta che tira il filo nelle giornate di vento. Martín Oller ha disegnato tratti diagonali che sembrano in movimento, con code di colore che si assottigliano verso i bordi. Proposto in forma triangolare oltre che rettangolare, il tappeto acquista un chiaro senso di direzione, come una freccia posata sul pavimento.",
      "È tuftato a robot, con un pelo tagliato di 16 mm in filato sintetico tinto in massa, che mantiene il colore e resiste a un uso intenso. La precisione del robot conserva la nitidezza di ogni tratto, fin dentro le punte. Un tappeto per negozi, showroom e spazi d'architettura che cercano un gesto grafico, capace di guidare con naturalezza il percorso dei visitatori.",
    ],
    colourways: { cobalto: "Cobalto", rubi: "Rubino" },
  },
  isla: {
    summary:
      "Pezzo unico in lana e seta, dal profilo libero che ricorda un'isola vista dall'alto. Disegnato per un solo spazio, in casa o a bordo di uno yacht.",
    story: [
      "Isla nasce dall'immagine di una costa vista dall'alto: il turchese delle calette, la sabbia chiara e la roccia scura che si spinge nell'acqua. Il nostro studio di design lo concepisce come un pezzo unico. Non ha una misura fissa a catalogo: viene disegnato per uno spazio preciso, con un profilo irregolare che segue gli arredi, la pianta dell'ambiente o la silhouette che il cliente ha in mente.",
      "È tuftato a mano in lana neozelandese e seta, con un pelo tagliato di 26 mm e un pelo riccio di 12 mm che separano terra e mare con un lieve dislivello. La seta regala all'acqua una lucentezza viva. È pensato per soggiorni e camere da letto e per gli yacht, per i quali è realizzato secondo le norme antincendio marittime.",
    ],
    colourways: { turquesa: "Turchese", basalto: "Basalto" },
  },
  albufera: {
    summary:
      "Pezzo unico in lana e seta ispirato alla laguna dell'Albufera, vicino a Valencia. Disegnato per un solo spazio: suite, saloni d'albergo e dimore private.",
    story: [
      "L'Albufera è la grande laguna a sud di Valencia, circondata da risaie e canneti, dove l'acqua passa dal verde all'oro con il mutare delle stagioni. Inés Albero ha tradotto quel paesaggio in un pezzo unico, in cui specchi d'acqua, giunchi e risaie si fondono in profili ondulati. Ogni tappeto è disegnato per uno spazio preciso, così che forma e misura nascano dall'ambiente stesso.",
      "È tuftato a mano in lana neozelandese e seta, con un pelo tagliato di 24 mm che dà all'insieme una superficie continua, come lo specchio immobile della laguna. La seta porta riflessi che ricordano l'acqua al tramonto. Un tappeto per suite e saloni d'albergo e per dimore che desiderano un pavimento dalle radici mediterranee, pensato soltanto per loro.",
    ],
    colourways: { junco: "Giunco", arrozal: "Risaia" },
  },
  sierra: {
    summary:
      "Pezzo unico in lana neozelandese, dal profilo a gradoni che sale come una catena montuosa. Disegnato per un solo spazio, in casa e nei progetti di architettura.",
    story: [
      "Sierra prende forma dalle carte topografiche, dove le montagne si disegnano con curve di livello che si stringono verso la vetta. Il nostro studio di design lo concepisce come un pezzo unico, dal profilo libero o a gradoni che segue quelle linee e si adatta alla pianta dell'ambiente. Le varianti di partenza evocano il granito delle cime e i boschi di lecci che ricoprono i versanti.",
      "È tuftato a mano in lana neozelandese, con un pelo tagliato di 34 mm e un pelo riccio di 14 mm: la differenza di altezza solleva i versanti e segna le curve di livello, mentre la rifinitura a mano definisce ogni gradino. Un tappeto per soggiorni e studi di casa, e per progetti di architettura in cui diventa quasi una scultura posata sul pavimento.",
    ],
    colourways: { granito: "Granito", encina: "Leccio" },
  },
  delta: {
    summary:
      "Pezzo unico composto da frammenti o elementi separati che si aprono sul pavimento come i rami di un delta. Pensato per negozi e hotel.",
    story: [
      "Un delta è il luogo in cui il fiume si arrende al mare e si divide in rami, canali e isole di limo che cambiano a ogni piena. Lucía Ferrer ha portato questa idea negli interni con un tappeto che non è una superficie unica: è fatto di frammenti o elementi separati, disposti come isole, che lasciano affiorare il pavimento tra l'uno e l'altro. Come pezzo unico, ogni composizione è disegnata per uno spazio preciso.",
      "È tuftato a mano o a robot, con un pelo tagliato di 20 mm in lana neozelandese e misto lana e sintetico; gli elementi possono combinare i due filati secondo l'uso di ciascuna zona. Funziona nei negozi, dove le isole orientano il percorso e valorizzano un prodotto, e nelle hall e nelle lounge d'albergo che cercano un pavimento che sia insieme mappa e scultura.",
    ],
    colourways: { limo: "Limo", estuario: "Estuario" },
  },
} satisfies SampleCollectionWords["designs"];
