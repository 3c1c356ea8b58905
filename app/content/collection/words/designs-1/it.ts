import type { SampleCollectionWords } from "../types";

export default {
  alcazar: {
    summary:
      "Archi e medaglioni su grande scala in lana neozelandese e seta, con pelo tagliato e riccio che danno rilievo al disegno. Per lobby d'albergo e saloni ampi.",
    story: [
      "Alcázar nasce dai palazzi fortificati della penisola iberica, dove cortili, archi e stucchi intagliati danno ordine alla luce. Il nostro studio di design ha ripreso quella geometria serena e l'ha portata su grande scala: medaglioni intrecciati, bordure che incorniciano l'insieme e un ritmo che si legge con la stessa chiarezza dalla soglia e dal centro della stanza. Un disegno che ha memoria, ma non nostalgia, pensato per gli interni di oggi.",
      "Lo realizziamo a Crevillente con la tecnica del tufting a mano, alternando pelo tagliato da 18 mm e riccio da 8 mm: la differenza di altezza fa emergere il disegno in rilievo e lo fa cambiare con la luce del giorno. La lana neozelandese dà corpo e resistenza; la seta, una lucentezza discreta nei dettagli. È un tappeto per lobby e suite d'albergo e per saloni privati che chiedono presenza senza clamore.",
    ],
    colourways: { arena: "Sabbia", noche: "Notte", jade: "Verde giada" },
  },
  marea: {
    summary:
      "Ampie fasce ondulate in lana neozelandese che evocano il flusso e il riflusso del mare. Un tappeto a pelo tagliato, morbido e avvolgente, per yacht, suite e abitazioni.",
    story: [
      "La marea sale e si ritira, lasciando sulla sabbia linee che non si ripetono mai del tutto. La designer Lucía Ferrer è partita da quelle tracce sulla riva del Mediterraneo e le ha tradotte in fasce ampie e curve che si fondono l'una nell'altra, con passaggi di colore morbidi come l'acqua che perde profondità. Ne nasce un disegno su grande scala che placa lo spazio invece di riempirlo e lascia riposare lo sguardo.",
      "A seconda della misura e del progetto lo realizziamo con tufting a mano o robotizzato, sempre in lana neozelandese e con pelo tagliato da 22 mm, fitto e morbido sotto i piedi nudi. Le sfumature si costruiscono filo dopo filo, perché il colore non abbia mai salti bruschi. Trova il suo posto nei saloni e nelle cabine di uno yacht, nelle suite d'albergo e nelle case affacciate sul mare.",
    ],
    colourways: { bruma: "Bruma", coral: "Corallo" },
  },
  levante: {
    summary:
      "Diagonali ampie e colori di terra ispirati al vento di levante, in misto lana e sintetico. Un tappeto preciso e resistente per hotel, negozi e grandi superfici.",
    story: [
      "Il levante è il vento che arriva da est e spazza la costa mediterranea: secco, luminoso, capace di cambiare un paesaggio nel giro di un pomeriggio. In Spagna Levante è anche il nome della nostra terra, l'est del paese, dove il mestiere tessile ha radici profonde. Il nostro studio di design ha unito le due idee in un disegno di tratti diagonali e bande di colore che sembrano spinte dall'aria, su una tavolozza di terracotta e ulivo.",
      "Lo realizziamo con tufting robotizzato, che riproduce ogni tratto con precisione millimetrica anche nei formati da quattro metri per sei. Il pelo tagliato da 12 mm, rasato dopo il tufting, lascia una superficie compatta e nitida, mentre il misto di lana e filato sintetico unisce la mano della lana alla resistenza richiesta da un uso intenso. È un tappeto per lobby d'albergo, progetti di architettura e negozi ad alto passaggio.",
    ],
    colourways: { terracota: "Terracotta", olivo: "Ulivo" },
  },
  atlas: {
    summary:
      "Un tappeto come una mappa immaginaria di meridiani e coste, tuftato a mano in lana neozelandese con pelo tagliato e riccio. Rotondo o rettangolare, è il centro di saloni, biblioteche e suite.",
    story: [
      "Atlas richiama insieme il titano che reggeva il cielo, le montagne del Nord Africa e i libri di mappe che aprivano il mondo su un tavolo. Il designer Martín Oller è partito dalle antiche carte nautiche: meridiani, profili di coste inventate, rose dei venti appena accennate. Nessuna geografia è reale, eppure tutto risulta familiare, come un ricordo di viaggio disteso al centro della stanza.",
      "Ogni pezzo è realizzato con tufting a mano in lana neozelandese. Il pelo tagliato da 25 mm disegna le terre emerse e il riccio da 12 mm traccia mari e linee, così che la mappa si legge anche con la mano. È disponibile in formato rotondo, dove il disegno ruota come un mappamondo, e rettangolare. È un tappeto per saloni, biblioteche private e suite d'albergo che meritano un pezzo centrale.",
    ],
    colourways: { ocre: "Ocra", pizarra: "Ardesia" },
  },
  mosaico: {
    summary:
      "Tessere geometriche in riccio di filato sintetico tinto in massa, dal colore stabile e molto resistente. Per negozi, progetti di architettura e cabine d'aereo.",
    story: [
      "Il mosaico è uno dei mestieri più antichi del Mediterraneo: romani, bizantini e ceramisti di al-Andalus composero pavimenti interi con piccoli pezzi di pietra, vetro e ceramica. Il nostro studio di design si è ispirato alle piastrelle smaltate e alle tessere di terracotta per creare un campo di elementi geometrici che si incastrano senza sosta, con fughe sottili e lievi variazioni di colore che animano l'intera superficie.",
      "Lo realizziamo con tufting robotizzato in riccio da 8 mm, con filato sintetico tinto in massa: il colore fa parte della fibra fin dall'origine, e il riccio compatto sopporta un passaggio intenso senza perdere il disegno. Oltre al formato rettangolare può essere esagonale, come una grande tessera del mosaico stesso. È un tappeto pensato per negozi, progetti di architettura e cabine di aviazione, dove ogni centimetro di pavimento deve lavorare.",
    ],
    colourways: { azulejo: "Maiolica", barro: "Argilla" },
  },
  trama: {
    summary:
      "Un tessuto minuto di linee incrociate in riccio basso, in misto lana e sintetico. Discreto e resistente, veste camere e corridoi d'albergo e spazi di lavoro.",
    story: [
      "La trama è il filo che attraversa l'ordito sul telaio, il gesto più elementare di ogni tessuto. Crevillente ha una lunga tradizione di telai, e il nostro studio di design ha voluto rendere omaggio a questa origine con un disegno che sembra un tessuto visto da vicinissimo: linee sottili che si incrociano, si interrompono e ricominciano, in un ritmo piccolo e costante che si percepisce più di quanto si guardi.",
      "Lo realizziamo con tufting robotizzato in riccio da 6 mm, basso e fitto, che mantiene il disegno nitido con il passare del tempo e dei passi. Il misto di lana e filato sintetico unisce il calore della lana alla resistenza di una fibra tecnica. È un tappeto per camere e corridoi d'albergo e per progetti di architettura in cui il pavimento accompagna lo spazio senza imporsi.",
    ],
    colourways: { lino: "Lino", grafito: "Grafite", musgo: "Muschio" },
  },
  granada: {
    summary:
      "Un motivo minuto ispirato all'Alhambra e al melograno, in lana neozelandese e seta. Un tappeto raffinato per camere da letto, salotti e suite.",
    story: [
      "Granada è una città e, in spagnolo, anche il melograno, e le due cose si somigliano: sobrie fuori, ricche di dettagli dentro. La designer Inés Albero è partita dalle maioliche e dagli stucchi dell'Alhambra, e dal frutto aperto con i suoi chicchi ordinati, per comporre un piccolo motivo che si ripete con la pazienza di un artigiano nasride. Da lontano si legge come una grana fitta; da vicino rivela stelle, semi e nodi.",
      "Lo realizziamo con tufting a mano in pelo tagliato da 15 mm, un'altezza che mantiene il motivo fine e ben definito. La lana neozelandese dà corpo al fondo e la seta illumina i dettagli, che cambiano tono con la luce e il punto di vista. È un tappeto per le camere da letto, i salotti e gli studi di una casa privata, e per suite d'albergo che cercano un lusso intimo e curato.",
    ],
    colourways: { granate: "Granato", marfil: "Avorio" },
  },
  punto: {
    summary:
      "Una griglia di punti in pelo tagliato e riccio, in filato sintetico tinto in massa. Leggero alla vista e resistente all'uso, è pensato per jet privati, yacht e progetti di architettura.",
    story: [
      "Il punto è l'unità minima di ogni disegno e anche del nostro mestiere: ogni tappeto tuftato si costruisce punto dopo punto. Il nostro studio di design ha voluto rendere visibile questa unità con una griglia regolare di piccoli punti che, a seconda della distanza, si legge come un tessuto liscio, come una sottile puntinatura o come un preciso motivo geometrico. È un disegno silenzioso che mette ordine nello spazio senza chiedere attenzione.",
      "Lo realizziamo con tufting robotizzato, che colloca ogni punto con esattezza millimetrica. Il pelo tagliato da 10 mm, rasato dopo il tufting, forma i punti, e il riccio da 6 mm il fondo, tutto in filato sintetico tinto in massa. Il suo profilo basso e compatto lo rende adatto alle cabine dell'aviazione privata, agli interni degli yacht e ai progetti di architettura, dove il pavimento deve essere raffinato e resistente insieme.",
    ],
    colourways: { perla: "Perla", marino: "Blu marino" },
  },
  celosia: {
    summary:
      "Un reticolo geometrico ispirato alle grate traforate di al-Andalus, in lana neozelandese. Porta ritmo e calma in camere d'albergo, salotti e negozi.",
    story: [
      "La grata traforata lascia passare l'aria e la luce e protegge dagli sguardi: legno, gesso o pietra lavorati in intrecci geometrici. Il nostro studio di design ha portato a terra quel gioco di pieni e vuoti, con una rete minuta di rombi e stelle che si ripete con regolarità. Come nelle finestre andaluse, la geometria non chiude lo spazio: lo filtra, lo alleggerisce e lo rende più sereno.",
      "A seconda del progetto lo realizziamo con tufting a mano o robotizzato, sempre in lana neozelandese. Il pelo tagliato da 14 mm, rasato dopo il tufting per guadagnare definizione, lascia una superficie vellutata su cui il reticolo si legge con nitidezza. È un tappeto per camere d'albergo, salotti e negozi che cercano un'eleganza tranquilla, in due tavolozze delicate: mandorla e salvia.",
    ],
    colourways: { almendra: "Mandorla", salvia: "Salvia" },
  },
  lino: {
    summary:
      "La grana del lino tradotta in un riccio sottile, in misto lana e sintetico. Un tappeto sobrio e resistente per sedi aziendali, spazi pubblici e negozi.",
    story: [
      "Il lino è una delle fibre più antiche che conosciamo, e il suo tessuto ha un'irregolarità onesta: fili un po' disuguali, un fondo mai del tutto piatto. Il nostro studio di design ha cercato quella qualità in un tappeto quasi in tinta unita, con un motivo minuto che riprende l'intreccio della tela di lino e le sue piccole variazioni di tono. È un fondo neutro e caldo, pensato perché l'architettura e gli arredi parlino per primi.",
      "Lo realizziamo con tufting robotizzato in riccio da 5 mm, una superficie bassa, fitta e stabile sotto sedie e passi. Il misto di lana e filato sintetico unisce una mano naturale alla resistenza richiesta dall'uso quotidiano, ed è disponibile in grandi formati, come quattro metri per sei. È un tappeto per sedi aziendali, progetti di architettura e negozi, in tono ecrù o grigio acciaio.",
    ],
    colourways: { crudo: "Ecrù", acero: "Acciaio" },
  },
  duna: {
    summary:
      "Un rilievo scolpito a mano che ricrea le increspature del vento sulla sabbia, in lana neozelandese. Per camere da letto, suite d'albergo e saloni di yacht.",
    story: [
      "Le dune sono disegni del vento: creste morbide, pendii che cambiano ombra con l'ora del giorno, increspature minute sulla sabbia. La designer Lucía Ferrer ha voluto catturare quel paesaggio in movimento senza ricorrere al colore, soltanto con il volume. Ne è nato un rilievo di lunghe curve e ondulazioni sottili che si scoprono camminando a piedi nudi, in toni di sabbia e di neve che lasciano tutto il protagonismo alla luce.",
      "Lo realizziamo con tufting a mano e lo rifiniamo scolpendolo a mano. Il pelo tagliato da 30 mm solleva le creste e il riccio da 12 mm segna gli avvallamenti, così che la lana neozelandese proietta ombre vere sulla superficie. Può essere rettangolare o di forma irregolare, seguendo il contorno del disegno. È un tappeto per camere da letto e salotti, suite d'albergo e saloni di yacht.",
    ],
    colourways: { arena: "Sabbia dorata", nieve: "Neve" },
  },
  oleaje: {
    summary:
      "Il moto ondoso del mare trasformato in rilievo, in lana neozelandese e seta. Un tappeto a pelo alto, dalle onde marcate, per yacht e case sul mare.",
    story: [
      "Il moto ondoso nasce quando il vento solleva il mare in file di onde che avanzano verso la costa. Il nostro studio di design è partito dalla vista dal ponte di una barca: creste che brillano, cavi profondi e la schiuma che traccia linee bianche sul blu. Ne è nato un rilievo di onde ampie e ritmiche, con tutto il carattere del mare aperto da cui prende il nome.",
      "Lo realizziamo con tufting a mano e scolpitura manuale, con pelo tagliato da 35 mm sulle creste e riccio da 15 mm nei cavi delle onde. La lana neozelandese dà volume e la seta cattura la luce come l'acqua in movimento. Ovale o rettangolare, si adatta ai saloni e alle cabine di uno yacht e alle case che cercano un pezzo dalla presenza scultorea.",
    ],
    colourways: { espuma: "Schiuma", abismo: "Abisso" },
  },
} satisfies SampleCollectionWords["designs"];
