import type { SampleCollectionWords } from "../types";

export const projects = {
  "hotel-mirador-valencia": {
    title: "Hotel Mirador del Turia, Valencia",
    city: "Valencia",
    summary:
      "Een lobby met uitzicht op de oude bedding van de Turia en zestig kamers met Alcázar en Trama: twee schalen van één interieur.",
    story: [
      "Grupo Mediterránea Hoteles wilde dat het Hotel Mirador del Turia vanaf de voordeur Valenciaans zou aanvoelen: licht, keramiek en het groen van de oude rivierbedding. Met Estudio Carmen Vidal werkten we op twee schalen. In de lobby neemt een Alcázar van 4 bij 6 meter, handgetuft in wol en zijde met velours en lus, het patroon van de tegellambriseringen over in jadegroen, een tint dieper gezet om te harmoniëren met het donkere hout.",
      "Voor de kamers en gangen kozen we Trama, een klein robotgetuft patroon in lus van 6 mm, dat bestand is tegen het dagelijkse rollen van koffers en zich van verdieping tot verdieping exact herhaalt. De studio koos een warm ivoor voor de kamers en grafiet voor de gangen. Stalen reisden heen en weer tussen Crevillente en Valencia tot de tint klopte, en ons team begeleidde samen met de hotelgroep de plaatsing, verdieping na verdieping.",
    ],
    captions: [
      "De hotellobby, met het vloerkleed Alcázar in het licht dat binnenvalt vanaf de oude bedding van de Turia",
      "Alcázar in detail: zijde glanst op de wol langs de contouren van het patroon",
      "Trama in grafiet, in lus van 6 mm, in een gang met hotelkamers",
      "Een hotelkamer met Trama in warm ivoor aan het voeteneind van het bed",
    ],
    photoAlts: [
      "Hotellobby met een groot vloerkleed in een groen-zandkleurig geometrisch patroon, lage banken en hoge ramen op de achtergrond",
      "Close-up van een wollen vloerkleed waarop lijnen van glanzende zijde een tegelpatroon tekenen",
      "Hotelgang met een donkergrijs vloerkleed in een klein, herhalend patroon en kamerdeuren aan weerszijden",
      "Hotelkamer met een fijn gedessineerd ivoorkleurig vloerkleed onder een tweepersoonsbed",
    ],
  },
  "suites-marbella": {
    title: "Suites met zeezicht in een hotel in Marbella",
    city: "Marbella",
    summary:
      "Twaalf suites aan zee, met unieke stukken van Albufera in de zitkamers en Celosía in de slaapkamers, bedacht samen met Atelier Blanca Rius.",
    story: [
      "Een hotel in Marbella, dat liever niet bij naam genoemd wordt, vernieuwde zijn twaalf suites met zeezicht en vroeg Atelier Blanca Rius om een rustig interieur van linnen, licht hout en kalkpleister. In elke zitkamer moest het vloerkleed het enige vormgebaar zijn. We gingen uit van Albufera, het ontwerp van Inés Albero, en tekenden de golvende contour suite per suite opnieuw, naar de plattegrond en de plek van de banken.",
      "Elke Albufera werd met de hand getuft in wol en zijde, in velours van 24 mm, in biezengroen en zandtinten die doen denken aan de moerassen bij Valencia. In de slaapkamers brengt Celosía een fijn, ingetogen ritme in amandeltinten. Blanca Rius en haar team keurden elke contour goed op een mal op ware grootte voordat het tuften begon, en de vloerkleden kwamen genummerd aan, één voor elke suite.",
    ],
    captions: [
      "De zitkamer van een suite, met een uniek stuk Albufera met golvende contour",
      "Albufera in detail: wol en zijde in biezengroen en zand",
      "Celosía in amandeltinten aan het voeteneind van het bed in een suite",
    ],
    photoAlts: [
      "Lichte zitkamer met een witte linnen bank op een golvend gevormd vloerkleed in zacht groen en zand, met de zee op de achtergrond",
      "Close-up van een veloursvloerkleed waarin matte wol en glanzende zijde groene en zandkleurige banen vormen",
      "Hotelslaapkamer met een klein gedessineerd vloerkleed in amandel en ivoor naast een wit bed",
    ],
  },
  "grand-hotel-lisboa": {
    title: "Grand Hotel Avenida, Lissabon",
    city: "Lissabon",
    summary:
      "De restauratie van een groot hotel in Lissabon, met Levante in de lobby, Estrato in de bar en Punto in de gangen van alle zes verdiepingen.",
    story: [
      "Toen Avenida Collection het Grand Hotel Avenida restaureerde, een van de historische gebouwen van de stad, vroeg Costa & Reis Arquitectos ons om vloerkleden die het leven van een groot hotel aankunnen zonder de statige sfeer van de avenue te verliezen. Voor de lobby en de balzaal bewerkten we Levante, een groot robotgetuft patroon, in stukken van 4 bij 6 meter en in de terracotta- en okertinten van zijn palet, afgestemd op stalen van de stenen vloer.",
      "In de bar werd Estrato, het reliëfontwerp van Martín Oller, met de hand gesneden in velours van 40 mm in asgrijs, zodat het lage avondlicht elke laag laat spreken. De gangen van alle zes verdiepingen zijn belegd met Punto in marineblauw, een lage combinatie van velours en lus die makkelijk te onderhouden is. Met het team van Costa & Reis liepen we elke plattegrond door en losten we samen de aansluitingen op trappen en liften op.",
    ],
    captions: [
      "De lobby van het Grand Hotel Avenida, met Levante in terracotta aan de voet van de hoofdtrap",
      "Estrato in de bar: met de hand gesneden lagen in asgrijs",
      "Punto in marineblauw in een gang met hotelkamers",
      "In detail: waar Levante de stenen vloer van de lobby raakt",
    ],
    photoAlts: [
      "Hoge hotellobby met een groot geometrisch vloerkleed in terracotta en oker aan de voet van een stenen trap",
      "Schemerige bar met leren fauteuils op een grijs vloerkleed met een reliëf van getrapte lagen",
      "Lange hotelgang met een marineblauw vloerkleed met fijne stippen en brandende wandlampen",
      "Close-up van de rand van een vloerkleed in terracotta en oker naast een lichte stenen vloer",
    ],
  },
  "villa-ibiza": {
    title: "Een privévilla op Ibiza",
    city: "Ibiza",
    summary:
      "Een wit huis boven de Middellandse Zee, waar Isla en Nube het turquoise van de baaien en de rust van een zomermiddag naar binnen halen.",
    story: [
      "De eigenaren, die het huis liever privé houden, vroegen Studio Nuria Sala om een interieur dat zich volledig opent naar de Middellandse Zee. De grote woonkamer, met gekalkte muren en een vloer van microcement, vroeg om een stuk dat de ruimte verankert zonder de rust te verstoren. Daar legden we Isla, een uniek vloerkleed met een vrije contour, getekend naar de kustlijn die je vanaf het terras ziet en met de hand getuft in wol en zijde.",
      "Isla combineert velours van 26 mm met lussen van 12 mm, zodat het turquoise van de zijde lijkt weg te zinken tussen de zandtinten van de wol. In de hoofdslaapkamer brengt Nube 32 mm velours in katoenwit, diep en zacht onder blote voeten. Nuria Sala volgde elke stap van dichtbij: ze keurde de contour goed op een mal op ware grootte en koos de kleuren zelf in onze kleurenkamer in Crevillente.",
    ],
    captions: [
      "De woonkamer van de villa, met Isla tussen de banken en het terras dat uitkijkt op zee",
      "Isla in detail: turquoise zijde tussen velours en lussen van wol",
      "Nube in katoenwit in de hoofdslaapkamer",
    ],
    photoAlts: [
      "Witte woonkamer die uitkijkt op zee, met een onregelmatig gevormd vloerkleed in zand en turquoise tussen twee lage banken",
      "Close-up van een vloerkleed met delen velours en lussen en glanzende turquoise zijden draden tussen zandkleurige wol",
      "Witte slaapkamer met een dik, afgerond vloerkleed in gebroken wit naast het bed",
    ],
  },
  "apartamento-paris": {
    title: "Een privéappartement in Parijs",
    city: "Parijs",
    summary:
      "Een appartement met hoge plafonds op de Rive Gauche, waar Granada en Ribera, twee ontwerpen van Inés Albero, samengaan met stucwerk, parket en hedendaagse kunst.",
    story: [
      "Maison Delorme Intérieurs haalde ons erbij voor een appartement op de Rive Gauche, met stucwerk, marmeren schouwen en visgraatparket, waarvan de eigenaren hedendaagse kunst verzamelen. Ze wilden vloerkleden met echt vakmanschap die niet met de schilderijen zouden wedijveren. Voor de eetkamer stelden we Granada van Inés Albero voor: het kleine patroon, met de hand getuft in wol en zijde in velours van 15 mm, werd geverfd in ivoor en bleek goud en precies op maat van de tafel gemaakt.",
      "In de salon is Ribera het karakterstuk, eveneens van Inés Albero. De golvende contour werd opnieuw getekend om de welving van de vleugel te volgen, en de kleuren van de zonsondergang, terracotta, roze en goud, werden verzacht om naast een groot blauw doek te kunnen bestaan. Velours en lus, van 24 en 10 mm, geven het patroon reliëf. Het team van Maison Delorme beoordeelde elk kleurstaal in het licht van het appartement zelf voordat het werd goedgekeurd.",
    ],
    captions: [
      "De salon, met Ribera dat de welving van de vleugel volgt op het visgraatparket",
      "Granada in ivoor en bleek goud onder de eettafel",
      "Ribera in detail: velours en lus in de tinten van de zonsondergang",
    ],
    photoAlts: [
      "Salon met stucwerk en visgraatparket, een vleugel en een golvend gevormd vloerkleed in terracotta, roze en goud",
      "Eetkamer met houten tafel en gestoffeerde stoelen op een rechthoekig, klein gedessineerd vloerkleed in ivoor en bleek goud",
      "Close-up van een vloerkleed met velours en lussen in golvende banen van terracotta, roze en goud",
    ],
  },
  "boutique-milano": {
    title: "Boutique Atelier Vezzoli, Milaan",
    city: "Milaan",
    summary:
      "De Milanese boutique van Atelier Vezzoli, met robijnrode driehoeken van Cometa en zeshoekige stukken Mosaico, gemaakt voor het dagelijkse ritme van een winkel.",
    story: [
      "Atelier Vezzoli wilde dat zijn boutique in Milaan al vanaf de straat herkenbaar zou zijn, met een vloer die hetzelfde verhaal vertelt als de etalages. Samen met het team van het merk brachten we Cometa, het ontwerp van Martín Oller, terug tot zijn driehoekige vorm: drie robotgetufte stukken die de weg wijzen van de ingang naar de paskamers, in de robijn- en pruimrode tinten van het huis.",
      "Onder de presentatietafels ligt Mosaico in zeshoekige stukken in lus van 8 mm, in klei- en zandtinten, die als tegels in elkaar passen en verschoven kunnen worden wanneer de collectie wisselt. Beide ontwerpen zijn gemaakt van synthetische vezel, die bestand is tegen de dagelijkse loop en makkelijk schoon te houden is. Elke kleur werd in Milaan goedgekeurd met het creatieve team van Atelier Vezzoli, op stalen die in Crevillente werden getuft.",
    ],
    captions: [
      "De boutique, met drie driehoeken van Cometa die vanaf de ingang de weg wijzen",
      "Mosaico in zeshoekige stukken onder een presentatietafel",
      "Cometa in detail: robijnrood in velours van 16 mm",
    ],
    photoAlts: [
      "Boutique met lichte muren en drie rode driehoekige vloerkleden op een rij van de deur naar achteren",
      "Zeshoekige vloerkleden in aarde- en zandtinten, in elkaar gepast onder een lage tafel met uitgestalde tassen",
      "Close-up van een dieprood veloursvloerkleed naast de rand van een pruimkleurige driehoek",
    ],
  },
  "yate-aurora": {
    title: "Een motorjacht gebouwd in Nederland",
    city: "Amsterdam",
    summary:
      "Salon, eetkamer en hutten van een motorjacht van Van der Meer Jachtbouw, gekleed in Oleaje en Marea en op maat gesneden naar de tekeningen van de werf.",
    story: [
      "Voor dit motorjacht, waarvan de eigenaar anoniem wil blijven, zochten de werf Van der Meer Jachtbouw en Bureau Lindqvist vloerkleden die de zee aan boord brengen zonder haar na te bootsen. We werkten vanaf de tekeningen van het hoofddek: de salon, de eetkamer en vier gastenhutten. Elk stuk werd op de millimeter gesneden naar de mallen van de werf, met luiken, kolommen en trappen opgelost voordat het tuften begon.",
      "In de salon ontvouwt Oleaje zijn met de hand gesneden reliëf, met velours van 35 mm en lussen van 15 mm in wol en zijde, in het schuimwit en lichtblauw van zijn palet. De eetkamer en de hutten zijn belegd met Marea, van Lucía Ferrer, in velours van 22 mm en in gedempter nevelblauw dat het oog rust geeft. Bureau Lindqvist keurde de stalen goed in Amsterdam, en ons team reisde naar de werf voor de plaatsing.",
    ],
    captions: [
      "De grote salon, met het handgesneden Oleaje tussen de banken en de ramen",
      "Het reliëf van Oleaje in detail: zijde tekent de kam van elke golf",
      "Marea in nevelblauw in een gastenhut",
      "De eetkamer, met Marea passend gemaakt naar de gebogen plattegrond van de ruimte",
    ],
    photoAlts: [
      "Salon van een jacht met brede ramen op zee, witte banken en een ovaal vloerkleed met golvend reliëf in wit en lichtblauw",
      "Close-up van een reliëfvloerkleed met gesneden golven, matte wol en glanzende zijden kammen in wit en blauw",
      "Hut met een tweepersoonsbed en een rechthoekig vloerkleed in grijsblauwe tinten met een breed, golvend patroon",
      "Eetkamer van een jacht met een houten tafel voor acht personen op een blauw vloerkleed met gebogen randen",
    ],
  },
  "sede-munich": {
    title: "Hoofdkantoor van Halden Versicherungen, München",
    city: "München",
    summary:
      "Het hoofdkantoor van Halden Versicherungen in München, ontworpen door Bergmann Architekten, met Lino op de kantoorverdiepingen en Surco in de receptie.",
    story: [
      "Bergmann Architekten ontwierp het hoofdkantoor van Halden Versicherungen in schoon beton, glas en eiken, en zocht een textielvloer die de akoestiek van de open kantoortuinen zou verzachten zonder visuele onrust toe te voegen. We kozen Lino, een klein robotgetuft patroon in lus van 5 mm, gemaakt van een vezelmengsel voor intensief gebruik. De tinten ecru en staal wisselen per verdieping en helpen bezoekers hun weg te vinden in het gebouw.",
      "In de receptie en de bestuurskamer brengt Surco volume: groeven in lus van 14 mm, robotgetuft en met de hand afgewerkt, in een tarwetint die het middaglicht vangt. De stukken werden afgestemd op het stramien van het gebouw, zodat de naden samenvallen met de plafondmodules. We werkten met het team van Bergmann samen van het voorontwerp tot het laatste bouwbezoek.",
    ],
    captions: [
      "Een kantoorverdieping, met Lino in ecru en staal",
      "Surco in de receptie: groeven in lus in een tarwetint",
      "De bestuurskamer, met Surco onder de eikenhouten tafel",
    ],
    photoAlts: [
      "Open kantoor met eikenhouten bureaus, betonnen kolommen en een fijn gedessineerd vloerkleed in ecru en staalgrijs",
      "Receptie met een betonnen balie op een tarwekleurig vloerkleed met parallelle groeven",
      "Vergaderzaal met een lange eikenhouten tafel en zwarte stoelen op een tarwekleurig vloerkleed met groeven",
    ],
  },
} satisfies SampleCollectionWords["projects"];

export const alts = {
  flat: "Vloerkleed {design} in de kleurstelling {colourway}, in zijn geheel van bovenaf gezien",
  detail: "Close-up van de pool van vloerkleed {design} in de kleurstelling {colourway}",
  room: "Vloerkleed {design} in de kleurstelling {colourway} in een ingerichte woonkamer",
} satisfies SampleCollectionWords["alts"];
