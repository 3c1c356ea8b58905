import type { SampleCollectionWords } from "../types";

export default {
  alcazar: {
    summary:
      "Bogen en medaillons op grote schaal in Nieuw-Zeelandse wol en zijde, met gesneden pool en lussen die het patroon reliëf geven. Voor hotellobby's en ruime salons.",
    story: [
      "Alcázar gaat terug op de versterkte paleizen van het Iberisch Schiereiland, waar binnenplaatsen, bogen en stucwerk het licht ordenen. Onze ontwerpstudio nam die serene geometrie over en tekende haar op grote schaal: vervlochten medaillons, randen die het geheel omlijsten en een ritme dat vanaf de drempel even helder te lezen is als vanuit het midden van de kamer. Een patroon met geheugen, maar zonder nostalgie, ontworpen voor het interieur van nu.",
      "We tuften het met de hand in Crevillente en combineren een gesneden pool van 18 mm met een lus van 8 mm: door het hoogteverschil komt het patroon in reliëf naar voren en verandert het mee met het daglicht. Nieuw-Zeelandse wol geeft volume en veerkracht, zijde een ingetogen glans in de details. Een vloerkleed voor hotellobby's en suites, en voor woonkamers die om allure vragen zonder luid te worden.",
    ],
    colourways: { arena: "Zand", noche: "Nacht", jade: "Jadegroen" },
  },
  marea: {
    summary:
      "Brede, golvende banen in Nieuw-Zeelandse wol die aan eb en vloed doen denken. Een dicht, zacht vloerkleed met gesneden pool voor jachten, hotelsuites en woningen.",
    story: [
      "Het getij komt op en trekt zich terug, en laat in het zand lijnen achter die zich nooit helemaal herhalen. Ontwerpster Lucía Ferrer vertrok van die sporen op het strand van de Middellandse Zee en vertaalde ze in brede, gebogen banen die in elkaar overvloeien, met kleurovergangen zo zacht als water dat ondieper wordt. Het resultaat is een groot patroon dat een ruimte tot rust brengt in plaats van haar te vullen.",
      "Afhankelijk van maat en project maken we het handgetuft of robotgetuft, altijd in Nieuw-Zeelandse wol met een gesneden pool van 22 mm, dicht en zacht onder blote voeten. De kleurverlopen bouwen we draad voor draad op, zodat de kleur nergens verspringt. Het is thuis in de salon en de hutten van een jacht, in hotelsuites en in huizen met uitzicht op zee.",
    ],
    colourways: { bruma: "Nevel", coral: "Koraal" },
  },
  levante: {
    summary:
      "Zwierige diagonalen en aardse kleuren, geïnspireerd op de oostenwind, in wol met synthetisch garen. Precies en slijtvast voor hotels, winkels en grote ruimtes.",
    story: [
      "De naam hoort bij de wind die uit het oosten over de Middellandse Zeekust waait: droog, helder, in staat om een landschap in één middag te veranderen. Tegelijk is het de naam van onze eigen streek, het oosten van Spanje, waar het textielambacht diep geworteld is. Onze ontwerpstudio bracht beide ideeën samen in een patroon van diagonale streken en kleurbanen die door de lucht lijken voortgeduwd, in een palet van terracotta en olijf.",
      "We maken het robotgetuft, zodat elke streek op de millimeter nauwkeurig staat, zelfs op vier bij zes meter. De gesneden pool van 12 mm wordt na het tuften geschoren en geeft een stevig, strak oppervlak, terwijl het mengsel van wol en synthetisch garen het gevoel van wol paart aan de slijtvastheid die intensief gebruik vraagt. Een vloerkleed voor hotellobby's, architectuurprojecten en drukbezochte winkels.",
    ],
    colourways: { terracota: "Terracotta", olivo: "Olijfgaard" },
  },
  atlas: {
    summary:
      "Een denkbeeldige kaart van meridianen en kustlijnen, handgetuft in Nieuw-Zeelandse wol met gesneden pool en lussen. Rond of rechthoekig, voor salons, bibliotheken en suites.",
    story: [
      "Atlas roept tegelijk de titaan op die de hemel droeg, het gebergte van Noord-Afrika en de kaartenboeken die de wereld op een tafel openvouwden. Ontwerper Martín Oller vertrok van oude zeekaarten: meridianen, contouren van verzonnen kusten, nauwelijks aangeduide windrozen. Geen van die geografieën is echt, en toch voelt alles vertrouwd, als een reisherinnering die midden in de kamer ligt.",
      "Elk stuk wordt met de hand getuft in Nieuw-Zeelandse wol. De gesneden pool van 25 mm vormt de landmassa's en de lus van 12 mm tekent de zeeën en lijnen, zodat je de kaart ook met je hand kunt lezen. Atlas is er rond, waarbij het patroon draait als een globe, en rechthoekig. Een vloerkleed voor woonkamers, privébibliotheken en hotelsuites die een middelpunt verdienen.",
    ],
    colourways: { ocre: "Oker", pizarra: "Leisteen" },
  },
  mosaico: {
    summary:
      "Geometrische steentjes in lussenpool van in de massa geverfd synthetisch garen, kleurvast en zeer slijtvast. Voor winkels, architectuurprojecten en vliegtuigcabines.",
    story: [
      "Mozaïek is een van de oudste ambachten van het Middellandse Zeegebied: Romeinen, Byzantijnen en de pottenbakkers van al-Andalus legden hele vloeren met kleine stukjes steen, glas en keramiek. Onze ontwerpstudio liet zich inspireren door geglazuurde tegels en steentjes van gebakken klei, en maakte een veld van geometrische stukken die naadloos in elkaar grijpen, met fijne voegen en lichte kleurverschillen die het hele oppervlak tot leven brengen.",
      "We maken het robotgetuft in een lus van 8 mm van in de massa geverfd synthetisch garen: de kleur zit vanaf het begin in de vezel zelf, en de compacte lus verdraagt intensief verkeer zonder haar patroon te verliezen. Naast de rechthoek kan het ook zeshoekig worden gemaakt, als één grote tegel van het mozaïek zelf. Een vloerkleed voor winkels, architectuurprojecten en vliegtuigcabines, waar elke centimeter vloer moet presteren.",
    ],
    colourways: { azulejo: "Tegelblauw", barro: "Gebakken klei" },
  },
  trama: {
    summary:
      "Een fijn weefsel van kruisende lijnen in lage lussenpool, van wol en synthetisch garen. Ingetogen en slijtvast voor hotelkamers, gangen en werkplekken.",
    story: [
      "De inslag is de draad die op het weefgetouw de schering kruist, het eenvoudigste gebaar van elk weefsel. Crevillente kent een lange traditie van weefgetouwen, en onze ontwerpstudio wilde die oorsprong eren met een patroon dat lijkt op stof die je van heel dichtbij bekijkt: fijne lijnen die elkaar kruisen, onderbreken en opnieuw beginnen, in een klein, gestaag ritme dat je eerder voelt dan ziet.",
      "We maken het robotgetuft in een lus van 6 mm, laag en dicht, die het patroon scherp houdt, hoeveel voetstappen er ook overheen gaan. Het mengsel van wol en synthetisch garen verbindt de warmte van wol met de veerkracht van een technische vezel. Een vloerkleed voor hotelkamers en gangen, en voor architectuurprojecten waarin de vloer de ruimte begeleidt in plaats van ermee te concurreren.",
    ],
    colourways: { lino: "Linnen", grafito: "Grafiet", musgo: "Mos" },
  },
  granada: {
    summary:
      "Een fijn motief naar de Alhambra en de granaatappel, in Nieuw-Zeelandse wol en zijde. Een verfijnd vloerkleed voor slaapkamers, woonkamers en suites.",
    story: [
      "Granada is een stad en in het Spaans ook een granaatappel, en die twee lijken op elkaar: sober van buiten, vol details van binnen. Ontwerpster Inés Albero vertrok van het tegelwerk en het stucwerk van de Alhambra, en van de opengebroken vrucht met haar geordende pitten, om een klein motief te componeren dat zich herhaalt met het geduld van een Nasridische ambachtsman. Van ver leest het als textuur; van dichtbij toont het sterren, zaden en knopen.",
      "We tuften het met de hand in een gesneden pool van 15 mm, een hoogte die het motief fijn en scherp getekend houdt. Nieuw-Zeelandse wol geeft de grond volume en zijde laat de details oplichten, die van toon veranderen met het licht en de kijkhoek. Een vloerkleed voor de slaapkamers, woonkamers en werkkamers van een woning, en voor hotelsuites die een intieme, doordachte luxe zoeken.",
    ],
    colourways: { granate: "Granaat", marfil: "Ivoor" },
  },
  punto: {
    summary:
      "Een raster van stippen in gesneden pool en lussen, van in de massa geverfd synthetisch garen. Licht voor het oog en sterk in gebruik, voor privéjets, jachten en architectuur.",
    story: [
      "De stip is de kleinste eenheid van elke tekening, en de steek de kleinste eenheid van ons ambacht: elk getuft vloerkleed ontstaat steek voor steek, en de naam van het ontwerp betekent allebei. Onze ontwerpstudio wilde die eenheid zichtbaar maken met een regelmatig raster van kleine stippen dat zich, afhankelijk van de afstand, laat lezen als effen stof, als subtiel spikkeleffect of als precies geometrisch patroon. Een stil ontwerp dat orde schept zonder aandacht te vragen.",
      "We maken het robotgetuft, zodat elke stip op de millimeter nauwkeurig staat. De gesneden pool van 10 mm, na het tuften geschoren, vormt de stippen en de lus van 6 mm de grond, alles in synthetisch garen dat in de massa is geverfd. Het lage, compacte profiel past in cabines van privévliegtuigen, jachtinterieurs en architectuurprojecten: overal waar een vloer verfijnd en slijtvast tegelijk moet zijn.",
    ],
    colourways: { perla: "Parel", marino: "Marineblauw" },
  },
  celosia: {
    summary:
      "Een geometrisch latwerk naar de opengewerkte vensterschermen van al-Andalus, in Nieuw-Zeelandse wol. Brengt ritme en rust in hotelkamers, woonkamers en winkels.",
    story: [
      "Een opengewerkt vensterscherm laat lucht en licht door en houdt nieuwsgierige blikken buiten: hout, gips of steen, bewerkt tot geometrisch traliewerk. Onze ontwerpstudio bracht dat spel van vol en leeg naar de vloer, met een fijn netwerk van ruiten en sterren dat zich in een rustige maat herhaalt. Zoals bij de vensters van Andalusië sluit de geometrie de ruimte niet af: ze filtert haar en maakt haar serener.",
      "Afhankelijk van het project maken we het handgetuft of robotgetuft, altijd in Nieuw-Zeelandse wol. De gesneden pool van 14 mm wordt na het tuften geschoren voor een scherpere tekening en geeft een fluweelzacht oppervlak waarop het latwerk helder te lezen is. Een vloerkleed voor hotelkamers, woonkamers en winkels die een stille elegantie zoeken, in twee zachte kleurstellingen: amandel en salie.",
    ],
    colourways: { almendra: "Amandel", salvia: "Salie" },
  },
  lino: {
    summary:
      "De structuur van linnen vertaald in een fijne lussenpool van wol en synthetisch garen. Sober en slijtvast voor kantoren, openbare ruimtes en winkels.",
    story: [
      "Linnen is een van de oudste vezels die we kennen, en het weefsel heeft een eerlijke onregelmatigheid: licht ongelijke draden, een grond die nooit helemaal vlak is. Onze ontwerpstudio zocht die kwaliteit in een bijna effen vloerkleed, met een fijn patroon dat de binding van linnen en de kleine toonverschillen ervan oproept. Een warme, neutrale grond, bedoeld om architectuur en meubilair als eerste te laten spreken.",
      "We maken het robotgetuft in een lus van 5 mm, een laag, dicht oppervlak dat stevig blijft onder stoelen en voetstappen. Het mengsel van wol en synthetisch garen verbindt een natuurlijke aanraking met de slijtvastheid die dagelijks gebruik vraagt, en het is er in grote formaten, zoals vier bij zes meter. Een vloerkleed voor hoofdkantoren, architectuurprojecten en winkels, in ecru of staalgrijs.",
    ],
    colourways: { crudo: "Ecru", acero: "Staal" },
  },
  duna: {
    summary:
      "Een met de hand uitgewerkt reliëf dat doet denken aan windribbels in het zand, in Nieuw-Zeelandse wol. Voor slaapkamers, hotelsuites en jachtsalons.",
    story: [
      "Duinen zijn tekeningen van de wind: zachte kammen, hellingen waarvan de schaduw met het uur verschuift, piepkleine ribbels in het zand. Ontwerpster Lucía Ferrer wilde dat bewegende landschap vangen zonder kleur te gebruiken, alleen met volume. Zo ontstond een reliëf van lange bochten en fijne golvingen die je blootsvoets ontdekt, in tinten van zand en sneeuw die de hoofdrol aan het licht laten.",
      "We tuften het met de hand en werken het reliëf daarna met de schaar uit. De gesneden pool van 30 mm tilt de kammen op en de lus van 12 mm tekent de dalen, zodat de Nieuw-Zeelandse wol echte schaduwen op het oppervlak werpt. Het kan rechthoekig of in een vrije vorm worden gemaakt die de contour van het ontwerp volgt. Een vloerkleed voor slaap- en woonkamers, hotelsuites en jachtsalons.",
    ],
    colourways: { arena: "Woestijnzand", nieve: "Sneeuw" },
  },
  oleaje: {
    summary:
      "De deining van de zee als reliëf, in Nieuw-Zeelandse wol en zijde. Een hoogpolig vloerkleed met uitgesproken golven voor jachten en huizen aan zee.",
    story: [
      "Deining ontstaat wanneer een verre wind de zee in rijen golven zet die naar de kust rollen. Onze ontwerpstudio vertrok van het uitzicht vanaf het dek van een schip: glinsterende kammen, diepe golfdalen en schuim dat witte lijnen op het blauw tekent. Zo ontstond een reliëf van brede, ritmische golven, dat het volle karakter van de open zee naar binnen haalt.",
      "We tuften het met de hand en werken het reliëf met de schaar uit, met een gesneden pool van 35 mm op de kammen en een lus van 15 mm in de golfdalen. Nieuw-Zeelandse wol geeft volume en zijde vangt het licht als bewegend water. Ovaal of rechthoekig past het in de salons en hutten van een jacht, en in huizen die een stuk met sculpturale aanwezigheid zoeken.",
    ],
    colourways: { espuma: "Zeeschuim", abismo: "Diepzee" },
  },
} satisfies SampleCollectionWords["designs"];
