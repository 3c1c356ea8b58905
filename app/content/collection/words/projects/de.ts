import type { SampleCollectionWords } from "../types";

export const projects = {
  "hotel-mirador-valencia": {
    title: "Hotel Mirador del Turia, Valencia",
    city: "Valencia",
    summary:
      "Eine Lobby mit Blick auf das alte Flussbett des Turia und sechzig Zimmer mit Alcázar und Trama: zwei Maßstäbe eines einzigen Interieurs.",
    story: [
      "Grupo Mediterránea Hoteles wollte, dass sich das Hotel Mirador del Turia schon an der Tür valencianisch anfühlt: Licht, Keramik und das Grün des alten Flussbetts. Mit Estudio Carmen Vidal arbeiteten wir in zwei Maßstäben. In der Lobby greift ein Alcázar von 4 mal 6 Metern, handgetuftet aus Wolle und Seide in Schnitt- und Schlingenflor, das Muster der gefliesten Sockel in Jadegrün auf, eine Nuance tiefer gestimmt, damit es mit dem dunklen Holz harmoniert.",
      "Für Zimmer und Flure wählten wir Trama, ein kleines, robotergetuftetes Muster in 6 mm Schlingenflor, das dem täglichen Rollen der Koffer standhält und sich von Etage zu Etage exakt wiederholt. Das Studio entschied sich für ein warmes Elfenbein in den Zimmern und Graphit auf den Fluren. Proben reisten zwischen Crevillente und Valencia hin und her, bis der Ton stimmte, und unser Team begleitete die Verlegung gemeinsam mit der Hotelgruppe Etage für Etage.",
    ],
    captions: [
      "Die Hotellobby mit dem Teppich Alcázar im Licht, das vom alten Flussbett des Turia hereinfällt",
      "Alcázar im Detail: Seide glänzt auf der Wolle entlang der Konturen des Musters",
      "Trama in Graphit, 6 mm Schlingenflor, entlang eines Zimmerflurs",
      "Ein Gästezimmer mit Trama in warmem Elfenbein am Fußende des Bettes",
    ],
    photoAlts: [
      "Hotellobby mit einem großen Teppich in grün-sandfarbenem geometrischem Muster, niedrigen Sofas und hohen Fenstern im Hintergrund",
      "Nahaufnahme eines Wollteppichs, auf dem glänzende Seidenlinien ein Fliesenmuster nachzeichnen",
      "Hotelflur mit einem dunkelgrauen Teppich in kleinem, sich wiederholendem Muster und Zimmertüren zu beiden Seiten",
      "Hotelzimmer mit einem fein gemusterten elfenbeinfarbenen Teppich unter einem Doppelbett",
    ],
  },
  "suites-marbella": {
    title: "Suiten mit Meerblick in einem Hotel in Marbella",
    city: "Marbella",
    summary:
      "Zwölf Suiten mit Blick aufs Meer, mit Unikaten von Albufera in den Salons und Celosía in den Schlafzimmern, entwickelt mit Atelier Blanca Rius.",
    story: [
      "Ein Hotel in Marbella, das nicht genannt werden möchte, hat seine zwölf Suiten mit Meerblick erneuert und Atelier Blanca Rius mit einem ruhigen Interieur aus Leinen, hellem Holz und Kalkputz beauftragt. In jedem Salon sollte der Teppich die einzige freie Form sein. Wir gingen von Albufera aus, dem Entwurf von Inés Albero, und zeichneten seine geschwungene Kontur Suite für Suite neu, nach Grundriss und Stellung der Sofas.",
      "Jeder Albufera wurde von Hand aus Wolle und Seide getuftet, in 24 mm Schnittflor, in Binsengrün und Sand, die an die Feuchtgebiete bei Valencia erinnern. In den Schlafzimmern setzt Celosía einen feinen, zurückhaltenden Rhythmus in Mandeltönen. Blanca Rius und ihr Team gaben jede Kontur an einer Schablone in Originalgröße frei, bevor das Tuften begann, und die Teppiche kamen nummeriert an, einer für jede Suite.",
    ],
    captions: [
      "Der Salon einer Suite mit einem Unikat von Albufera und seiner geschwungenen Kontur",
      "Albufera im Detail: Wolle und Seide in Binsengrün und Sand",
      "Celosía in Mandeltönen am Fußende des Bettes einer Suite",
    ],
    photoAlts: [
      "Heller Salon mit einem weißen Leinensofa auf einem wellig geformten Teppich in sanftem Grün und Sand, dahinter das Meer",
      "Nahaufnahme eines Schnittflorteppichs, bei dem matte Wolle und glänzende Seide grüne und sandfarbene Streifen bilden",
      "Hotelschlafzimmer mit einem klein gemusterten Teppich in Mandel und Elfenbein neben einem weißen Bett",
    ],
  },
  "grand-hotel-lisboa": {
    title: "Grand Hotel Avenida, Lissabon",
    city: "Lissabon",
    summary:
      "Die Restaurierung eines großen Hotels in Lissabon: Levante in der Lobby, Estrato in der Bar und Punto auf den Fluren aller sechs Etagen.",
    story: [
      "Als Avenida Collection das Grand Hotel Avenida restaurierte, eines der historischen Häuser der Stadt, baten uns Costa & Reis Arquitectos um Teppiche, die dem Alltag eines Grandhotels gewachsen sind, ohne die herrschaftliche Atmosphäre der Avenida zu verlieren. Für Lobby und Ballsaal adaptierten wir Levante, ein großes, robotergetuftetes Muster, in Formaten von 4 mal 6 Metern und in den Terrakotta- und Ockertönen seiner Palette, abgestimmt auf Proben des Steinbodens.",
      "In der Bar wurde Estrato, das Reliefdesign von Martín Oller, in 40 mm Schnittflor von Hand in Schichten geschoren, in Aschgrau, damit das gedämpfte Abendlicht jede Schicht nachzeichnet. Die Flure aller sechs Etagen sind mit Punto in Marineblau ausgelegt, einem niedrigen, pflegeleichten Schnitt- und Schlingenflor. Mit dem Team von Costa & Reis gingen wir jeden Plan durch und lösten gemeinsam die Übergänge zu Treppen und Aufzügen.",
    ],
    captions: [
      "Die Lobby des Grand Hotel Avenida mit Levante in Terrakotta am Fuß der Haupttreppe",
      "Estrato in der Bar: von Hand geschorene Schichten in Aschgrau",
      "Punto in Marineblau entlang eines Zimmerflurs",
      "Im Detail: wo Levante auf den Steinboden der Lobby trifft",
    ],
    photoAlts: [
      "Hohe Hotellobby mit einem großen geometrischen Teppich in Terrakotta und Ocker am Fuß einer Steintreppe",
      "Gedämpft beleuchtete Bar mit Ledersesseln auf einem grauen Teppich mit stufenförmigem Relief",
      "Langer Hotelflur mit einem fein getupften marineblauen Teppich und leuchtenden Wandlampen",
      "Nahaufnahme der Kante eines Teppichs in Terrakotta und Ocker neben einem hellen Steinboden",
    ],
  },
  "villa-ibiza": {
    title: "Eine private Villa auf Ibiza",
    city: "Ibiza",
    summary:
      "Ein weißes Haus über dem Mittelmeer, in dem Isla und Nube das Türkis der Buchten und die Ruhe eines Sommernachmittags ins Innere holen.",
    story: [
      "Die Eigentümer, die ihr Haus privat halten möchten, wünschten sich von Studio Nuria Sala ein Interieur, das sich ganz zum Mittelmeer öffnet. Der große Wohnraum mit gekalkten Wänden und Mikrozementboden brauchte ein Stück, das den Raum verankert, ohne seine Ruhe zu stören. Dort liegt nun Isla, ein Unikat mit freier Kontur, gezeichnet nach der Küstenlinie, die man von der Terrasse aus sieht, und von Hand aus Wolle und Seide getuftet.",
      "Isla verbindet 26 mm Schnittflor mit 12 mm Schlingen, sodass die türkisfarbene Seide zwischen den Sandtönen der Wolle zu versinken scheint. Im Hauptschlafzimmer bringt Nube 32 mm Schnittflor in Baumwollweiß, tief und weich unter nackten Füßen. Nuria Sala begleitete jeden Schritt: Sie gab die Kontur an einer Schablone in Originalgröße frei und wählte die Farben selbst in unserem Farbraum in Crevillente.",
    ],
    captions: [
      "Der Wohnraum der Villa mit Isla zwischen den Sofas und der zum Meer offenen Terrasse",
      "Isla im Detail: türkisfarbene Seide zwischen Schnitt- und Schlingenflor aus Wolle",
      "Nube in Baumwollweiß im Hauptschlafzimmer",
    ],
    photoAlts: [
      "Weißer Wohnraum mit Blick aufs Meer und einem unregelmäßig geformten Teppich in Sand und Türkis zwischen zwei niedrigen Sofas",
      "Nahaufnahme eines Teppichs mit Schnitt- und Schlingenflor und glänzenden türkisfarbenen Seidenfäden in sandfarbener Wolle",
      "Weißes Schlafzimmer mit einem hochflorigen, abgerundeten Teppich in gebrochenem Weiß neben dem Bett",
    ],
  },
  "apartamento-paris": {
    title: "Eine private Wohnung in Paris",
    city: "Paris",
    summary:
      "Eine Altbauwohnung am linken Seineufer, in der Granada und Ribera, zwei Entwürfe von Inés Albero, mit Stuck, Parkett und zeitgenössischer Kunst leben.",
    story: [
      "Maison Delorme Intérieurs holte uns für eine Wohnung am linken Seineufer dazu, mit Stuck, Marmorkaminen und Fischgrätparkett, deren Eigentümer zeitgenössische Kunst sammeln. Gewünscht waren Teppiche mit echtem Handwerk, die den Bildern keine Konkurrenz machen. Für das Esszimmer schlugen wir Granada von Inés Albero vor: Das kleine Muster, von Hand aus Wolle und Seide in 15 mm Schnittflor getuftet, wurde in Elfenbein und hellem Gold gefärbt und exakt auf den Tisch abgestimmt.",
      "Im Salon ist Ribera das Herzstück, ebenfalls von Inés Albero. Seine geschwungene Kontur wurde neu gezeichnet, um der Rundung des Flügels zu folgen, und seine Abendrottöne, Terrakotta, Rosé und Gold, wurden zurückgenommen, damit sie neben einer großen blauen Leinwand bestehen. Schnitt- und Schlingenflor von 24 und 10 mm geben dem Muster Relief. Das Studio von Maison Delorme prüfte jede Farbprobe im Licht der Wohnung selbst, bevor es sie freigab.",
    ],
    captions: [
      "Der Salon: Ribera folgt auf dem Fischgrätparkett der Rundung des Flügels",
      "Granada in Elfenbein und hellem Gold unter dem Esstisch",
      "Ribera im Detail: Schnitt- und Schlingenflor in Abendrottönen",
    ],
    photoAlts: [
      "Salon mit Stuck und Fischgrätparkett, einem Flügel und einem geschwungenen Teppich in Terrakotta, Rosé und Gold",
      "Esszimmer mit Holztisch und Polsterstühlen auf einem rechteckigen, klein gemusterten Teppich in Elfenbein und hellem Gold",
      "Nahaufnahme eines Teppichs mit Schnitt- und Schlingenflor in welligen Bändern aus Terrakotta, Rosé und Gold",
    ],
  },
  "boutique-milano": {
    title: "Boutique Atelier Vezzoli, Mailand",
    city: "Mailand",
    summary:
      "Die Mailänder Boutique von Atelier Vezzoli, mit rubinroten Dreiecken aus Cometa und sechseckigen Mosaico-Stücken, gemacht für den Alltag eines Geschäfts.",
    story: [
      "Atelier Vezzoli wollte, dass man seine Mailänder Boutique schon von der Straße aus erkennt und der Boden dieselbe Geschichte erzählt wie die Schaufenster. Gemeinsam mit dem Team der Marke brachten wir Cometa, den Entwurf von Martín Oller, in seine dreieckige Form: drei robotergetuftete Stücke, die den Weg vom Eingang bis zu den Umkleiden weisen, in den Rubin- und Pflaumentönen des Hauses.",
      "Unter den Präsentationstischen liegt Mosaico in sechseckigen Stücken aus 8 mm Schlingenflor, in Lehm- und Sandtönen, die sich wie Fliesen zusammenfügen und verschoben werden können, wenn die Kollektion wechselt. Beide Entwürfe wurden aus Synthetikfaser gefertigt, die dem täglichen Kundenverkehr standhält und sich leicht reinigen lässt. Jede Farbe gab das Kreativteam von Atelier Vezzoli in Mailand frei, anhand von Proben, die in Crevillente getuftet wurden.",
    ],
    captions: [
      "Die Boutique mit drei Cometa-Dreiecken, die vom Eingang aus den Weg weisen",
      "Mosaico in sechseckigen Stücken unter einem Präsentationstisch",
      "Cometa im Detail: Rubinrot in 16 mm Schnittflor",
    ],
    photoAlts: [
      "Boutique mit hellen Wänden und drei roten dreieckigen Teppichen in einer Reihe von der Tür nach hinten",
      "Sechseckige Teppiche in Erd- und Sandtönen, zusammengefügt unter einem niedrigen Tisch mit ausgestellten Handtaschen",
      "Nahaufnahme eines tiefroten Schnittflorteppichs neben der Kante eines pflaumenfarbenen Dreiecks",
    ],
  },
  "yate-aurora": {
    title: "Eine in den Niederlanden gebaute Motoryacht",
    city: "Amsterdam",
    summary:
      "Salon, Speisesalon und Kabinen einer Motoryacht von Van der Meer Jachtbouw, ausgestattet mit Oleaje und Marea und nach den Plänen der Werft zugeschnitten.",
    story: [
      "Für diese Motoryacht, deren Eigner ungenannt bleiben möchte, suchten die Werft Van der Meer Jachtbouw und Bureau Lindqvist Teppiche, die das Meer an Bord holen, ohne es nachzuahmen. Wir arbeiteten nach den Plänen des Hauptdecks: Salon, Speisesalon und vier Gästekabinen. Jedes Stück wurde millimetergenau nach den Schablonen der Werft zugeschnitten, und Luken, Stützen und Treppen waren gelöst, bevor das Tuften begann.",
      "Im Salon entfaltet Oleaje sein von Hand geschorenes Relief, mit 35 mm Schnitt- und 15 mm Schlingenflor aus Wolle und Seide, in den Gischtweiß- und Hellblautönen seiner Palette. Speisesalon und Kabinen sind mit Marea von Lucía Ferrer ausgelegt, in 22 mm Schnittflor und gedämpfteren Nebelblautönen, die das Auge ruhen lassen. Bureau Lindqvist gab die Proben in Amsterdam frei, und unser Team reiste zur Verlegung auf die Werft.",
    ],
    captions: [
      "Der Hauptsalon mit dem von Hand geschorenen Oleaje zwischen Sofas und Fenstern",
      "Das Relief von Oleaje im Detail: Seide zeichnet den Kamm jeder Welle",
      "Marea in Nebelblau in einer Gästekabine",
      "Der Speisesalon mit Marea, angepasst an den geschwungenen Grundriss des Raums",
    ],
    photoAlts: [
      "Yachtsalon mit breiten Fenstern zum Meer, weißen Sofas und einem ovalen Teppich mit welligem Relief in Weiß und Hellblau",
      "Nahaufnahme eines Reliefteppichs mit geschorenen Wellen, matter Wolle und glänzenden Seidenkämmen in Weiß und Blau",
      "Kabine mit Doppelbett und einem rechteckigen Teppich in graublauen Tönen mit großem, fließendem Muster",
      "Speisesalon einer Yacht mit einem Holztisch für acht Personen auf einem blauen Teppich mit geschwungenen Kanten",
    ],
  },
  "sede-munich": {
    title: "Zentrale der Halden Versicherungen, München",
    city: "München",
    summary:
      "Die Münchner Zentrale der Halden Versicherungen, entworfen von Bergmann Architekten, mit Lino in den Büroetagen und Surco im Empfang.",
    story: [
      "Bergmann Architekten entwarf die Zentrale der Halden Versicherungen in Sichtbeton, Glas und Eiche und suchte einen textilen Boden, der die Akustik der offenen Büroflächen dämpft, ohne visuelle Unruhe zu stiften. Wir wählten Lino, ein kleines, robotergetuftetes Muster in 5 mm Schlingenflor aus einer Fasermischung für stark beanspruchte Bereiche. Sein Naturton und sein Stahlgrau wechseln von Etage zu Etage und erleichtern die Orientierung im Gebäude.",
      "Im Empfang und im Vorstandszimmer bringt Surco Volumen in den Raum: Rillen aus 14 mm Schlingenflor, robotergetuftet und von Hand nachgearbeitet, in einem Weizenton, der das Nachmittagslicht einfängt. Die Stücke wurden auf das Raster des Gebäudes bemessen, sodass ihre Stöße mit den Deckenmodulen fluchten. Mit dem Team von Bergmann arbeiteten wir vom Vorentwurf bis zur letzten Baustellenbegehung zusammen.",
    ],
    captions: [
      "Eine Büroetage mit Lino in Naturton und Stahlgrau",
      "Surco im Empfang: Rillen aus Schlingenflor in einem Weizenton",
      "Das Vorstandszimmer mit Surco unter dem Eichentisch",
    ],
    photoAlts: [
      "Offenes Büro mit Eichentischen, Betonstützen und einem fein gemusterten Teppich in Naturweiß und Stahlgrau",
      "Empfang mit einem Tresen aus Beton auf einem weizenfarbenen Teppich mit parallelen Rillen",
      "Besprechungsraum mit langem Eichentisch und schwarzen Stühlen auf einem weizenfarbenen Rillenteppich",
    ],
  },
} satisfies SampleCollectionWords["projects"];

export const alts = {
  flat: "Teppich {design} in der Farbstellung {colourway}, vollständig von oben gesehen",
  detail: "Nahaufnahme des Flors des Teppichs {design} in {colourway}",
  room: "Teppich {design} in {colourway} in einem eingerichteten Wohnzimmer",
} satisfies SampleCollectionWords["alts"];
