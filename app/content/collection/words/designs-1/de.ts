import type { SampleCollectionWords } from "../types";

export default {
  alcazar: {
    summary:
      "Bögen und Medaillons in großem Maßstab, aus Neuseelandwolle und Seide, mit Schnitt- und Schlingenflor, die das Muster plastisch hervortreten lassen. Für Hotellobbys und großzügige Salons.",
    story: [
      "Alcázar geht auf die befestigten Paläste der Iberischen Halbinsel zurück, in denen Innenhöfe, Bögen und Stuckornamente das Licht ordnen. Unser Designstudio hat diese ruhige Geometrie aufgegriffen und ins Große übertragen: verschlungene Medaillons, Bordüren, die das Ganze rahmen, und ein Rhythmus, der sich von der Tür aus ebenso klar liest wie aus der Mitte des Raums. Ein Muster mit Gedächtnis, aber ohne Nostalgie, entworfen für das Wohnen von heute.",
      "Wir tuften ihn in Crevillente von Hand und kombinieren 18 mm Schnittflor mit 8 mm Schlingenflor: Durch den Höhenunterschied tritt das Muster als Relief hervor und verändert sich mit dem Tageslicht. Neuseelandwolle gibt ihm Fülle und Strapazierfähigkeit, Seide einen dezenten Glanz in den Details. Ein Teppich für Hotellobbys und -suiten und für Wohnräume, die Präsenz verlangen, ohne laut zu werden.",
    ],
    colourways: { arena: "Sand", noche: "Nacht", jade: "Jadegrün" },
  },
  marea: {
    summary:
      "Weite, fließende Bänder aus Neuseelandwolle, die an das Kommen und Gehen des Meeres erinnern. Ein dichter, weicher Schnittflorteppich für Yachten, Hotelsuiten und Wohnhäuser.",
    story: [
      "Die Gezeiten heben und senken das Meer und hinterlassen im Sand Linien, die sich nie ganz wiederholen. Die Designerin Lucía Ferrer ging von diesen Spuren am Mittelmeerstrand aus und übersetzte sie in breite, geschwungene Bänder, die ineinanderfließen, mit Farbübergängen so sanft wie Wasser, das allmählich flacher wird. So entsteht ein großes Muster, das einen Raum beruhigt, statt ihn zu füllen, und dem Blick überall Halt bietet.",
      "Je nach Größe und Projekt fertigen wir ihn handgetuftet oder robotergetuftet, immer aus Neuseelandwolle und mit 22 mm Schnittflor, dicht und weich unter bloßen Füßen. Die Farbverläufe bauen wir Faden für Faden auf, damit die Farbe nirgends springt. Zu Hause ist er im Salon und in den Kabinen einer Yacht, in Hotelsuiten und in Häusern mit Blick aufs Meer.",
    ],
    colourways: { bruma: "Nebel", coral: "Koralle" },
  },
  levante: {
    summary:
      "Schwungvolle Diagonalen und erdige Farben, inspiriert vom Ostwind, aus einer Mischung von Wolle und Synthetik. Präzise und strapazierfähig für Hotels, Geschäfte und große Flächen.",
    story: [
      "Der Name gehört dem Wind, der von Osten über die Mittelmeerküste fegt: trocken, hell und imstande, eine Landschaft an einem einzigen Nachmittag zu verwandeln. Zugleich bezeichnet er unsere eigene Heimat, den Osten Spaniens, wo das Textilhandwerk tiefe Wurzeln hat. Unser Designstudio hat beide Gedanken zu einem Muster aus diagonalen Strichen und Farbbahnen verbunden, die wie vom Wind getragen wirken, in einer Palette aus Terrakotta und Olivgrün.",
      "Wir fertigen ihn im Robotertufting, das jeden Strich millimetergenau setzt, selbst bei vier mal sechs Metern. Der 12 mm hohe Schnittflor wird nach dem Tuften geschoren und ergibt eine feste, klare Oberfläche; die Mischung aus Wolle und Synthetikgarn verbindet die Haptik der Wolle mit der Belastbarkeit, die intensive Nutzung verlangt. Ein Teppich für Hotellobbys, Architekturprojekte und stark frequentierte Verkaufsflächen.",
    ],
    colourways: { terracota: "Terrakotta", olivo: "Olivenhain" },
  },
  atlas: {
    summary:
      "Eine imaginäre Karte aus Meridianen und Küstenlinien, handgetuftet aus Neuseelandwolle mit Schnitt- und Schlingenflor. Rund oder rechteckig, für Salons, Bibliotheken und Suiten.",
    story: [
      "Atlas erinnert zugleich an den Titanen, der den Himmel trug, an das Gebirge Nordafrikas und an die Kartenbücher, die die Welt auf einem Tisch ausbreiteten. Der Designer Martín Oller ging von alten Seekarten aus: Meridiane, Umrisse erfundener Küsten, kaum angedeutete Windrosen. Keine dieser Geografien ist real, und doch wirkt alles vertraut, wie eine Reiseerinnerung, die in der Mitte des Raums ausgebreitet liegt.",
      "Jedes Stück wird von Hand getuftet, aus Neuseelandwolle. 25 mm Schnittflor formt die Landmassen, 12 mm Schlingenflor zeichnet Meere und Linien nach, sodass sich die Karte auch mit der Hand lesen lässt. Erhältlich ist Atlas rund, wobei sich das Muster wie ein Globus dreht, oder rechteckig. Ein Teppich für Wohnzimmer, private Bibliotheken und Hotelsuiten, die ein Herzstück verdienen.",
    ],
    colourways: { ocre: "Ocker", pizarra: "Schiefer" },
  },
  mosaico: {
    summary:
      "Geometrische Steinchen in Schlingenflor aus spinndüsengefärbtem Synthetikgarn, farbecht und hoch belastbar. Für Geschäfte, Architekturprojekte und Flugzeugkabinen.",
    story: [
      "Das Mosaik gehört zu den ältesten Handwerken des Mittelmeerraums: Römer, Byzantiner und die Töpfer von al-Andalus legten ganze Böden aus kleinen Stücken von Stein, Glas und Keramik. Unser Designstudio ließ sich von glasierten Fliesen und Steinchen aus gebranntem Ton inspirieren und schuf ein Feld geometrischer Teile, die lückenlos ineinandergreifen, mit feinen Fugen und leichten Farbschwankungen, die die ganze Fläche beleben.",
      "Wir fertigen ihn im Robotertufting mit 8 mm Schlingenflor aus spinndüsengefärbtem Synthetikgarn: Die Farbe ist von Anfang an Teil der Faser, und die kompakte Schlinge verkraftet starke Beanspruchung, ohne ihr Muster zu verlieren. Neben der Rechteckform ist auch eine sechseckige Ausführung möglich, wie eine einzelne, übergroße Fliese des Mosaiks. Gedacht ist er für Geschäfte, Architekturprojekte und Flugzeugkabinen, wo jeder Zentimeter Boden arbeiten muss.",
    ],
    colourways: { azulejo: "Kachelblau", barro: "Gebrannter Ton" },
  },
  trama: {
    summary:
      "Ein feines Gewebe aus sich kreuzenden Linien in niedrigem Schlingenflor, aus Wolle und Synthetik. Zurückhaltend und robust für Hotelzimmer, Flure und Arbeitswelten.",
    story: [
      "Der Schuss ist der Faden, der am Webstuhl die Kette kreuzt, die einfachste Geste allen Webens. Crevillente blickt auf eine lange Tradition der Webstühle zurück, und unser Designstudio wollte diesem Ursprung mit einem Muster Tribut zollen, das wie ein Stoff aus nächster Nähe wirkt: feine Linien, die sich kreuzen, abbrechen und neu beginnen, in einem kleinen, steten Rhythmus, den man eher spürt als betrachtet.",
      "Wir fertigen ihn im Robotertufting mit 6 mm Schlingenflor, niedrig und dicht, sodass das Muster auch nach Jahren unzähliger Schritte klar bleibt. Die Mischung aus Wolle und Synthetikgarn verbindet die Wärme der Wolle mit der Belastbarkeit einer technischen Faser. Ein Teppich für Hotelzimmer und Flure und für Architekturprojekte, in denen der Boden den Raum begleitet, statt mit ihm zu konkurrieren.",
    ],
    colourways: { lino: "Leinen", grafito: "Graphit", musgo: "Moos" },
  },
  granada: {
    summary:
      "Ein kleinteiliges Motiv nach der Alhambra und dem Granatapfel, aus Neuseelandwolle und Seide. Ein feiner Teppich für Schlafzimmer, Wohnräume und Suiten.",
    story: [
      "Granada ist eine Stadt und auf Spanisch zugleich der Granatapfel, und beide haben etwas gemeinsam: außen schlicht, innen voller Details. Die Designerin Inés Albero griff die Fliesenmosaike und Stuckarbeiten der Alhambra auf, dazu die geöffnete Frucht mit ihren geordneten Kernen, und komponierte ein kleines Motiv, das sich mit der Geduld eines nasridischen Kunsthandwerkers wiederholt. Aus der Ferne wirkt es wie eine Textur, aus der Nähe zeigt es Sterne, Kerne und Knoten.",
      "Wir tuften ihn von Hand mit 15 mm Schnittflor, einer Höhe, die das Motiv fein und klar gezeichnet hält. Neuseelandwolle gibt dem Grund Fülle, Seide lässt die Details aufleuchten, die je nach Licht und Blickwinkel ihren Ton wechseln. Ein Teppich für Schlafzimmer, Wohnräume und Arbeitszimmer eines Privathauses und für Hotelsuiten, die einen intimen, durchdachten Luxus suchen.",
    ],
    colourways: { granate: "Granat", marfil: "Elfenbein" },
  },
  punto: {
    summary:
      "Ein Raster aus Punkten in Schnitt- und Schlingenflor, aus spinndüsengefärbtem Synthetikgarn. Leicht fürs Auge und robust im Gebrauch, für Privatjets, Yachten und Architekturprojekte.",
    story: [
      "Der Punkt ist die kleinste Einheit jeder Zeichnung und der Stich die kleinste Einheit unseres Handwerks: Jeder getuftete Teppich entsteht Stich für Stich, und der Name des Entwurfs meint beides. Unser Designstudio wollte diese Einheit sichtbar machen, mit einem regelmäßigen Raster kleiner Punkte, das sich je nach Abstand als ruhiger Stoff, als feine Sprenkelung oder als präzises geometrisches Muster liest. Ein stiller Entwurf, der Ordnung schafft, ohne Aufmerksamkeit zu fordern.",
      "Wir fertigen ihn im Robotertufting, das jeden Punkt millimetergenau setzt. 10 mm Schnittflor, nach dem Tuften geschoren, bildet die Punkte, 6 mm Schlingenflor den Grund, alles aus spinndüsengefärbtem Synthetikgarn. Sein niedriges, kompaktes Profil eignet sich für die Kabinen privater Flugzeuge, für Yachtinterieurs und Architekturprojekte, überall dort, wo ein Boden zugleich edel und belastbar sein muss.",
    ],
    colourways: { perla: "Perle", marino: "Marineblau" },
  },
  celosia: {
    summary:
      "Ein geometrisches Gitterwerk nach den durchbrochenen Fenstergittern von al-Andalus, aus Neuseelandwolle. Bringt Rhythmus und Ruhe in Hotelzimmer, Wohnräume und Geschäfte.",
    story: [
      "Ein Gitterfenster lässt Luft und Licht herein und hält neugierige Blicke draußen: Holz, Stuck oder Stein, zu geometrischem Durchbruchwerk gearbeitet. Unser Designstudio hat dieses Spiel von Fülle und Leere auf den Boden übertragen, mit einem feinen Netz aus Rauten und Sternen, das sich in ruhigem Takt wiederholt. Wie bei den Fenstern Andalusiens schließt die Geometrie den Raum nicht ein, sondern filtert ihn und macht ihn gelassener.",
      "Je nach Projekt fertigen wir ihn handgetuftet oder robotergetuftet, immer aus Neuseelandwolle. Der 14 mm hohe Schnittflor wird für mehr Schärfe nach dem Tuften geschoren und ergibt eine samtige Oberfläche, auf der sich das Gitter klar abzeichnet. Ein Teppich für Hotelzimmer, Wohnräume und Geschäfte, die eine leise Eleganz suchen, in zwei sanften Farbwelten: Mandel und Salbei.",
    ],
    colourways: { almendra: "Mandel", salvia: "Salbei" },
  },
  lino: {
    summary:
      "Die Struktur von Leinen, übertragen in feinen Schlingenflor aus Wolle und Synthetik. Schlicht und robust für Büros, öffentliche Räume und Geschäfte.",
    story: [
      "Leinen gehört zu den ältesten Fasern, die wir kennen, und sein Gewebe hat eine ehrliche Unregelmäßigkeit: leicht ungleiche Fäden, ein Grund, der nie ganz eben ist. Unser Designstudio suchte diese Qualität in einem fast unifarbenen Teppich, mit einem feinen Muster, das die Bindung eines Leinengewebes und seine kleinen Tonschwankungen aufgreift. Ein warmer, neutraler Grund, der Architektur und Möbeln den Vortritt lässt.",
      "Wir fertigen ihn im Robotertufting mit 5 mm Schlingenflor, einer niedrigen, dichten Oberfläche, die unter Stühlen und Schritten fest bleibt. Die Mischung aus Wolle und Synthetikgarn verbindet eine natürliche Haptik mit der Belastbarkeit, die der tägliche Gebrauch verlangt, und es gibt ihn in großen Formaten wie vier mal sechs Metern. Ein Teppich für Firmensitze, Architekturprojekte und Geschäfte, in Rohweiß oder Stahlgrau.",
    ],
    colourways: { crudo: "Rohweiß", acero: "Stahl" },
  },
  duna: {
    summary:
      "Ein von Hand gearbeitetes Relief, das an Windrippeln im Sand erinnert, aus Neuseelandwolle. Für Schlafzimmer, Hotelsuiten und Yachtsalons.",
    story: [
      "Dünen sind Zeichnungen des Windes: sanfte Kämme, Hänge, deren Schatten mit der Tageszeit wandern, winzige Rippeln im Sand. Die Designerin Lucía Ferrer wollte diese bewegte Landschaft einfangen, ohne auf Farbe zu setzen, allein durch Volumen. So entstand ein Relief aus langen Kurven und feinen Wellen, die man barfuß entdeckt, in Tönen von Sand und Schnee, die dem Licht die Hauptrolle überlassen.",
      "Wir tuften ihn von Hand und arbeiten das Relief anschließend mit der Schere heraus. 30 mm Schnittflor hebt die Kämme, 12 mm Schlingenflor markiert die Täler, sodass die Neuseelandwolle echte Schatten auf die Oberfläche wirft. Er kann rechteckig oder in freier Form gefertigt werden, die dem Umriss des Entwurfs folgt. Ein Teppich für Schlaf- und Wohnzimmer, Hotelsuiten und Yachtsalons.",
    ],
    colourways: { arena: "Wüstensand", nieve: "Schnee" },
  },
  oleaje: {
    summary:
      "Die Dünung des Meeres als Relief, aus Neuseelandwolle und Seide. Ein hochfloriger Teppich mit ausgeprägten Wellen für Yachten und Häuser am Meer.",
    story: [
      "Dünung nennt man die Wellen, die ein ferner Wind in Bewegung setzt und die Reihe um Reihe auf die Küste zulaufen. Unser Designstudio ging vom Blick über die Reling eines Schiffes aus: glitzernde Kämme, tiefe Wellentäler und Schaum, der weiße Linien auf das Blau zeichnet. So entstand ein Relief aus weiten, rhythmischen Wellen, das den Charakter der offenen See in den Raum holt.",
      "Wir tuften ihn von Hand und arbeiten das Relief mit der Schere heraus, mit 35 mm Schnittflor auf den Kämmen und 15 mm Schlingenflor in den Wellentälern. Neuseelandwolle gibt ihm Volumen, Seide fängt das Licht wie bewegtes Wasser. Oval oder rechteckig passt er in Salons und Kabinen einer Yacht und in Häuser, die ein Stück mit skulpturaler Präsenz suchen.",
    ],
    colourways: { espuma: "Gischt", abismo: "Tiefsee" },
  },
} satisfies SampleCollectionWords["designs"];
