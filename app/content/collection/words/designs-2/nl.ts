import type { SampleCollectionWords } from "../types";

export default {
  estrato: {
    summary:
      "Een vloerkleed met handgesneden reliëf in snitpool van 40 mm, gelaagd als rotsgesteente. Gemaakt voor hotellobby's en grote architectonische ruimtes.",
    story: [
      "Estrato begint waar een bergweg door de helling snijdt en de lagen van de aarde blootlegt: stenen banden, in de loop van eeuwen afgezet, elk met een eigen dikte en tint. Martín Oller wilde die geologische blik naar binnen halen, met horizontale lagen die over elkaar heen schuiven als sediment. Het resultaat is een oppervlak dat met het daglicht verandert en uitnodigt om het langzaam te verkennen, met het oog en met de voet.",
      "Het wordt met de hand getuft in Nieuw-Zeelandse wol, met een snitpool van 40 mm die onze vakmensen daarna laag voor laag met de hand uitsnijden, tot de treden tussen de lagen zich openen. De diepte van de pool geeft het reliëf volume en dempt elke stap. Een vloerkleed voor hotellobby's, ontvangstruimtes en architectuurprojecten waar de vloer de schaal van de ruimte moet dragen. Ook op maat verkrijgbaar.",
    ],
    colourways: { roca: "Rots", ceniza: "As" },
  },
  corteza: {
    summary:
      "Een reliëfvloerkleed van wol en katoen dat de textuur van boomschors vertaalt. Vrij van vorm of rond, brengt het tastbare warmte in woonkamers en winkels.",
    story: [
      "Corteza vertrekt vanuit iets eenvoudigs: de huid van een oude boom, doorgroefd met diepe spleten en zachte ribbels waarop korstmos zich nestelt. Onze ontwerpstudio keek naar de knoestige stammen van johannesbrood- en olijfbomen in het mediterrane landschap en vertaalde hun barsten in een patroon van nerven die zich openen en sluiten. Daarom kent het vloerkleed geen strakke omtrek: het bestaat in een vrije vorm, als de doorsnede van een stam, of rond.",
      "Het wordt met de hand getuft in Nieuw-Zeelandse wol en katoen en combineert een snitpool van 28 mm op de ribbels met een lussenpool van 10 mm in de spleten. Dat hoogteverschil, versterkt door met de hand uit te snijden, levert een reliëf op dat u met uw vingertoppen kunt lezen. Het organische karakter past in woonkamers en slaapkamers, en in winkels die een warm, natuurlijk materiaal onder de voeten zoeken.",
    ],
    colourways: { nogal: "Notenhout", liquen: "Korstmos" },
  },
  surco: {
    summary:
      "Een reliëfvloerkleed in lussenpool van 14 mm, doorgroefd met evenwijdige voren als een geploegde akker. Rustig en slijtvast, voor architectuur, hotels en vliegtuigcabines.",
    story: [
      "Surco kijkt naar een pas geploegde akker: evenwijdige lijnen die naar de horizon lopen en in het lage avondlicht een spel van schaduwen worden. Onze ontwerpstudio zocht diezelfde geordende rust en vertaalde die in rijen die nauwelijks buigen, alsof ze het verloop van het land volgen. Een ingetogen ontwerp dat ritme in een ruimte brengt, zonder zich ooit op te dringen.",
      "Afhankelijk van het project wordt het robotgetuft of met de hand getuft, in een lussenpool van 14 mm uit een mengsel van wol en synthetisch garen, gekozen om intensief gebruik te doorstaan. De robot houdt de rijen ook op grote oppervlakken strak; de handgetufte uitvoering maakt composities op maat mogelijk. Het hoort thuis in architectuurprojecten, hotelgangen en gemeenschappelijke ruimtes, en in vliegtuigcabines, waarvoor het volgens de brandveiligheidsnormen van de luchtvaart wordt gemaakt.",
    ],
    colourways: { trigo: "Tarwe", humo: "Rook" },
  },
  ribera: {
    summary:
      "Een creatief vloerkleed van wol en zijde, gevormd als de oever van een rivier. De vrije of golvende omtrek brengt beweging in woonkamers, slaapkamers en suites.",
    story: [
      "Ribera is de strook land waar water en veld elkaar raken: riet, gladgespoelde kiezels, weerspiegelingen die per uur veranderen. Inés Albero tekende het met de mediterrane rivieroevers voor ogen, in kleurvlakken die zonder één harde lijn in elkaar overvloeien. Dit vloerkleed laat zich niet in een rechthoek dwingen: de rand volgt de oever, vrij of golvend, alsof de stroming het zelf heeft gevormd.",
      "Het wordt met de hand getuft in Nieuw-Zeelandse wol en zijde. De snitpool van 24 mm vormt de aarde en het groen, terwijl de lussenpool van 10 mm, verlevendigd door de glans van zijde, het licht vangt als een wateroppervlak. Een vloerkleed voor woningen en hotelkamers die om een vloer met artistieke zeggingskracht vragen, sterk genoeg om in zijn eentje een hele kamer te dragen.",
    ],
    colourways: { atardecer: "Zonsondergang", laguna: "Lagune" },
  },
  nube: {
    summary:
      "Een creatief vloerkleed in snitpool van 32 mm, wol en zijde, zacht en diep als een wolk. Vrij van vorm of ovaal, voor slaapkamers, woonkamers en jachthutten.",
    story: [
      "Nube ontstond uit het kijken naar de lucht, liggend in het gras, wanneer vormen uiteenvallen en zich traag opnieuw samenvoegen. Onze ontwerpstudio wilde die lichtheid vangen in een vloerkleed zonder hoeken, met een vrije of ovale omtrek en kleurverlopen zo zacht dat de kleur lijkt te zweven. Een stuk dat een ruimte niet ordent maar verzacht, en de vloer verandert in een plek waar u graag gaat zitten.",
      "Het wordt met de hand getuft in Nieuw-Zeelandse wol en zijde, met een snitpool van 32 mm waarin de voet wegzakt en die het licht met een ingetogen glans terugkaatst. Afhankelijk van de kleurstelling lopen de tinten van katoenwit tot stormgrijs. Het komt het best tot zijn recht in slaapkamers, woonkamers en hutten aan boord van een jacht, overal waar aanraking net zo telt als aanblik.",
    ],
    colourways: { algodon: "Katoen", tormenta: "Onweer" },
  },
  alba: {
    summary:
      "Een creatief vloerkleed van Nieuw-Zeelandse wol in de kleuren van het eerste licht. Rechthoekig of rond, brengt het warmte in hotels, winkels en woningen.",
    story: [
      "Alba is dat eerste moment van de dag waarop de hemel nog geen kleur heeft gekozen: roze, goud en blauw die zich boven de mediterrane horizon vermengen. Lucía Ferrer ontwierp het als een grote aquarel, met kleurbanden die zonder onderbreking op elkaar volgen en een lichtpunt dat aan één rand lijkt op te komen. In de ronde uitvoering wordt dat punt een opkomende zon.",
      "Afhankelijk van de schaal van het project wordt het handgetuft of robotgetuft, in een snitpool van 20 mm van Nieuw-Zeelandse wol die de kleurverlopen laat gloeien. Handtuften leent zich voor eenmalige blikvangers; robottuften herhaalt het ontwerp nauwkeurig in veel ruimtes. Het hoort thuis in hotellobby's en gastenkamers, in winkels die bezoekers met licht willen ontvangen en in woonkamers.",
    ],
    colourways: { aurora: "Dageraad", amanecer: "Zonsopgang" },
  },
  jardin: {
    summary:
      "Een creatief vloerkleed van wol en zijde dat een tuin door de seizoenen heen verbeeldt. Rechthoekig of samengesteld, voor suites, salons en hotellobby's.",
    story: [
      "Jardín put uit de binnenplaatsen en boomgaarden van Oost-Spanje, waar een tuin in lagen wordt beleefd: bladeren, bloesem, de schaduw van een wijnrank en de glinstering van een irrigatiekanaal. Onze ontwerpstudio tekende het als een herbarium op grote schaal, met plantenmotieven die zich verstrengelen zonder te herhalen en drie kleurstellingen die het jaar volgen: lente, herfst en winter. Het kan rechthoekig zijn of samengesteld, met uitsparingen als bloemperken.",
      "Het wordt met de hand getuft in Nieuw-Zeelandse wol en zijde, met een snitpool van 22 mm voor het gebladerte en een lussenpool van 9 mm voor de paden en de achtergronden. Zijde zet glanslichten op bloemblaadjes en bladnerven. Een vloerkleed voor hotelsuites en salons, en voor woningen die een vloer met een verhaal willen, een vloer die het middelpunt van een kamer kan worden.",
    ],
    colourways: { primavera: "Lente", otono: "Herfst", invierno: "Winter" },
  },
  cometa: {
    summary:
      "Een creatief robotgetuft vloerkleed van in de massa geverfd synthetisch garen, met lijnen die als een komeet over de vloer trekken. Voor winkels en architectuur.",
    story: [
      "Cometa speelt met de dubbele betekenis van zijn Spaanse naam: de komeet die met een lichtende staart de nachthemel doorkruist, en de papieren vlieger die op een winderige dag aan zijn touw trekt. Martín Oller tekende diagonale streken die in beweging lijken, met kleurstaarten die naar de randen toe smaller worden. Naast de rechthoek is er een driehoekige vorm, die het vloerkleed een duidelijke richting geeft, als een pijl op de vloer.",
      "Het wordt robotgetuft in een snitpool van 16 mm van in de massa geverfd synthetisch garen, dat zijn kleur vasthoudt en tegen intensief gebruik kan. De precisie van de robot bewaart de scherpte van elke streek, tot in de punten. Een vloerkleed voor winkels, showrooms en architectonische ruimtes die een grafisch gebaar zoeken, een gebaar dat bezoekers als vanzelf door de ruimte leidt.",
    ],
    colourways: { cobalto: "Kobalt", rubi: "Robijn" },
  },
  isla: {
    summary:
      "Een uniek stuk van wol en zijde, met een vrije omtrek die doet denken aan een eiland van bovenaf. Ontworpen voor één ruimte, aan wal of aan boord van een jacht.",
    story: [
      "Isla komt voort uit het beeld van een kustlijn vanuit de lucht: turquoise baaien, licht zand en donkere rots die het water in steekt. Onze ontwerpstudio ziet het als een uniek stuk. Er bestaat geen vaste catalogusmaat: het wordt getekend voor één bepaalde ruimte, met een vrije omtrek die het meubilair, de plattegrond of het silhouet volgt dat de opdrachtgever voor ogen heeft.",
      "Het wordt met de hand getuft in Nieuw-Zeelandse wol en zijde, met een snitpool van 26 mm en een lussenpool van 12 mm die land en zee met een subtiel hoogteverschil van elkaar scheiden. Zijde geeft het water een levendige glans. Het is bedoeld voor woon- en slaapkamers en voor jachten, waarvoor het volgens de maritieme brandveiligheidsnormen wordt gemaakt.",
    ],
    colourways: { turquesa: "Turkoois", basalto: "Basalt" },
  },
  albufera: {
    summary:
      "Een uniek stuk van wol en zijde, geïnspireerd op de lagune van de Albufera bij Valencia. Ontworpen voor één ruimte: hotelsuites, salons en particuliere woningen.",
    story: [
      "De Albufera is de grote lagune ten zuiden van Valencia, omringd door rijstvelden en rietkragen, waar het water met de seizoenen van groen naar goud kleurt. Inés Albero vertaalde dat landschap in een uniek stuk, waarin watervlakken, biezen en rijstvelden in golvende contouren in elkaar overlopen. Elk vloerkleed wordt voor een bepaalde ruimte ontworpen, zodat vorm en maat uit de ruimte zelf voortkomen.",
      "Het wordt met de hand getuft in Nieuw-Zeelandse wol en zijde, met een snitpool van 24 mm die het geheel een doorlopend oppervlak geeft, als de stille spiegel van de lagune. Zijde brengt weerspiegelingen die aan het water bij schemering doen denken. Een vloerkleed voor hotelsuites en salons, en voor woningen die een vloer met mediterrane wortels zoeken, alleen voor hen gemaakt.",
    ],
    colourways: { junco: "Bies", arrozal: "Rijstveld" },
  },
  sierra: {
    summary:
      "Een uniek stuk van Nieuw-Zeelandse wol, met een getrapte omtrek die oprijst als een bergketen. Ontworpen voor één ruimte, in woningen en architectuurprojecten.",
    story: [
      "Sierra ontleent zijn vorm aan topografische kaarten, waarop bergen worden getekend met hoogtelijnen die naar de top toe dichter bij elkaar komen. Onze ontwerpstudio ziet het als een uniek stuk, met een vrije of getrapte omtrek die die lijnen volgt en zich aan de plattegrond van de ruimte aanpast. De kleurstellingen waarmee het ontwerp begint, roepen het graniet van de toppen en de steeneikenbossen op de hellingen op.",
      "Het wordt met de hand getuft in Nieuw-Zeelandse wol, met een snitpool van 34 mm en een lussenpool van 14 mm: het hoogteverschil laat de hellingen oprijzen en tekent de hoogtelijnen, terwijl de afwerking met de hand elke trede aanscherpt. Een vloerkleed voor woonkamers en werkkamers, en voor architectuurprojecten waarin het bijna een sculptuur op de vloer wordt.",
    ],
    colourways: { granito: "Graniet", encina: "Steeneik" },
  },
  delta: {
    summary:
      "Een uniek stuk uit fragmenten of losse delen die zich als de armen van een delta over de vloer verspreiden. Bedoeld voor winkels en hotels.",
    story: [
      "Een delta is de plek waar een rivier zich aan de zee overgeeft en zich splitst in armen, geulen en slibeilanden die met elke hoge waterstand verschuiven. Lucía Ferrer bracht dat idee naar binnen met een vloerkleed dat geen doorlopend vlak is: het bestaat uit fragmenten of losse delen die als eilanden worden neergelegd, met de vloer zichtbaar ertussen. Als uniek stuk wordt elke compositie voor een bepaalde ruimte getekend.",
      "Het wordt handgetuft of robotgetuft, in een snitpool van 20 mm van Nieuw-Zeelandse wol en een mengsel van wol en synthetisch garen; de delen kunnen beide garens combineren, afhankelijk van het gebruik van elke zone. Het werkt in winkels, waar de eilanden de looproute sturen en een product laten opvallen, en in hotellobby's en lounges die een vloer zoeken die tegelijk landkaart en sculptuur is.",
    ],
    colourways: { limo: "Slib", estuario: "Riviermonding" },
  },
} satisfies SampleCollectionWords["designs"];
