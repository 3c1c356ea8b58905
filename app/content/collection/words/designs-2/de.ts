import type { SampleCollectionWords } from "../types";

export default {
  estrato: {
    summary:
      "Ein Reliefteppich mit 40 mm hohem Schnittflor, von Hand konturiert wie geschichteter Fels. Geschaffen für Hotellobbys und großzügige Architektur.",
    story: [
      "Estrato beginnt dort, wo eine Bergstraße den Hang anschneidet und die Schichten der Erde freilegt: Gesteinsbänder, über Jahrhunderte abgelagert, jedes mit eigener Stärke und eigenem Ton. Martín Oller wollte diese geologische Lesart in den Innenraum holen – mit waagerechten Schichten, die sich überlagern und verschieben wie Sediment. So entsteht eine Oberfläche, die sich mit dem Tageslicht wandelt und dazu einlädt, sie langsam zu erkunden, mit den Augen wie mit den Füßen.",
      "Der Teppich wird von Hand getuftet, aus neuseeländischer Wolle mit 40 mm hohem Schnittflor, den unsere Kunsthandwerker anschließend Schicht für Schicht von Hand konturieren, bis sich die Stufen zwischen den Lagen öffnen. Die Tiefe des Flors verleiht dem Relief Körper und dämpft jeden Schritt. Ein Stück für Hotellobbys, Empfangsbereiche und Architekturprojekte, in denen der Boden den Maßstab des Raumes tragen muss. Auch als Maßanfertigung erhältlich.",
    ],
    colourways: { roca: "Fels", ceniza: "Asche" },
  },
  corteza: {
    summary:
      "Ein Reliefteppich aus Wolle und Baumwolle, der die Struktur von Baumrinde aufnimmt. Frei geformt oder rund, bringt er fühlbare Wärme in Wohnräume und Geschäfte.",
    story: [
      "Corteza geht von etwas ganz Einfachem aus: der Haut eines alten Baumes, durchzogen von tiefen Rissen und weichen Graten, auf denen sich Flechten niederlassen. Unser Designstudio nahm sich die knorrigen Stämme von Johannisbrot- und Olivenbäumen der Mittelmeerlandschaft zum Vorbild und übersetzte ihre Risse in ein Muster aus Adern, die sich öffnen und schließen. Deshalb kennt der Teppich keine starre Kontur: Es gibt ihn frei geformt, wie einen Stammquerschnitt, oder rund.",
      "Er wird von Hand getuftet, aus neuseeländischer Wolle und Baumwolle, und verbindet 28 mm hohen Schnittflor auf den Graten mit 10 mm hohem Schlingenflor in den Rissen. Dieser Höhenunterschied, durch Konturenschnitt von Hand betont, schafft ein Relief, das sich mit den Fingerspitzen lesen lässt. Sein organischer Charakter passt zu Wohn- und Schlafzimmern ebenso wie zu Geschäften, die einen warmen, natürlichen Werkstoff unter den Füßen suchen.",
    ],
    colourways: { nogal: "Nussbaum", liquen: "Flechte" },
  },
  surco: {
    summary:
      "Ein Reliefteppich mit 14 mm hohem Schlingenflor, durchzogen von parallelen Furchen wie ein gepflügter Acker. Ruhig und strapazierfähig – für Architektur, Hotels und Flugzeugkabinen.",
    story: [
      "Surco blickt auf einen frisch gepflügten Acker: parallele Linien, die bis zum Horizont laufen und im flachen Abendlicht zu einem Spiel aus Licht und Schatten werden. Unser Designstudio suchte genau diese geordnete Ruhe und übertrug sie in Reihen, die sich nur leicht krümmen, als folgten sie dem Gelände. Ein zurückhaltender Entwurf, der Rhythmus in den Raum bringt, ohne sich ihm je aufzudrängen.",
      "Je nach Projekt wird er robotergetuftet oder von Hand getuftet, mit 14 mm hohem Schlingenflor aus einem Mischgarn aus Wolle und Synthetik, das für starke Beanspruchung ausgelegt ist. Der Roboter hält die Reihen auch auf großen Flächen exakt; die handgetuftete Ausführung erlaubt individuelle Verläufe. Er gehört in Architekturprojekte, Hotelflure und öffentliche Bereiche sowie in Flugzeugkabinen, für die er nach den Brandschutzanforderungen der Luftfahrt gefertigt wird.",
    ],
    colourways: { trigo: "Weizen", humo: "Rauch" },
  },
  ribera: {
    summary:
      "Ein kreativer Teppich aus Wolle und Seide, geformt wie ein Flussufer. Seine freie oder wellenförmige Kontur bringt Bewegung in Wohnräume, Schlafzimmer und Suiten.",
    story: [
      "Ribera ist der Streifen Land, an dem Wasser und Feld einander begegnen: Schilf, glattgespülte Kiesel, Spiegelungen, die sich mit jeder Stunde ändern. Inés Albero zeichnete ihn mit den Flussufern des Mittelmeerraums vor Augen, in Farbflächen, die ohne eine einzige harte Linie ineinanderfließen. In ein Rechteck lässt sich dieser Teppich nicht zwängen: Sein Rand folgt dem Ufer, frei oder wellenförmig, als hätte die Strömung selbst ihn geformt.",
      "Er wird von Hand getuftet, aus neuseeländischer Wolle und Seide. Der 24 mm hohe Schnittflor bildet Erde und Pflanzen, während der 10 mm hohe Schlingenflor, vom Glanz der Seide belebt, das Licht einfängt wie eine Wasseroberfläche. Ein Teppich für Wohnungen und Hotelzimmer, die einen Boden mit künstlerischer Präsenz verlangen – stark genug, um einen ganzen Raum allein zu tragen.",
    ],
    colourways: { atardecer: "Abendrot", laguna: "Lagune" },
  },
  nube: {
    summary:
      "Ein kreativer Teppich mit 32 mm hohem Schnittflor aus Wolle und Seide, weich und tief wie eine Wolke. Frei geformt oder oval, für Schlafzimmer, Wohnräume und Yachtkabinen.",
    story: [
      "Nube entstand aus dem Blick in den Himmel, im Gras liegend, wenn sich Formen auflösen und langsam neu zusammenfinden. Unser Designstudio wollte diese Leichtigkeit in einem Teppich ohne Ecken einfangen, mit freier oder ovaler Kontur und so sanften Verläufen, dass die Farbe zu schweben scheint. Ein Stück, das den Raum nicht ordnet, sondern ihn weicher macht – und den Boden in einen Ort verwandelt, an dem man sich gern niederlässt.",
      "Er wird von Hand getuftet, aus neuseeländischer Wolle und Seide, mit 32 mm hohem Schnittflor, in den der Fuß einsinkt und der das Licht mit dezentem Schimmer zurückgibt. Je nach Farbstellung reichen die Töne von Baumwollweiß bis Sturmgrau. Zur vollen Wirkung kommt er in Schlafzimmern, Wohnräumen und Yachtkabinen – überall dort, wo das Fühlen ebenso zählt wie das Sehen.",
    ],
    colourways: { algodon: "Baumwolle", tormenta: "Gewitter" },
  },
  alba: {
    summary:
      "Ein kreativer Teppich aus neuseeländischer Wolle in den Farben des ersten Morgenlichts. Rechteckig oder rund, bringt er Wärme in Hotels, Geschäfte und Wohnräume.",
    story: [
      "Alba ist jener erste Moment des Tages, in dem sich der Himmel noch für keine Farbe entschieden hat: Rosa, Gold und Blau mischen sich über dem Horizont des Mittelmeers. Lucía Ferrer entwarf den Teppich wie ein großes Aquarell, mit Farbbändern, die ohne Bruch aufeinander folgen, und einem Lichtpunkt, der an einem Rand aufzusteigen scheint. In der runden Ausführung wird daraus eine aufgehende Sonne.",
      "Je nach Größe des Projekts wird er handgetuftet oder robotergetuftet, mit 20 mm hohem Schnittflor aus neuseeländischer Wolle, der die Farbverläufe zum Leuchten bringt. Die Handfertigung eignet sich für einzelne Stücke mit großem Auftritt, das Robotertufting wiederholt den Entwurf präzise in vielen Räumen. Er gehört in Hotellobbys und Gästezimmer, in Geschäfte, die ihre Kunden mit Licht empfangen wollen, und in private Wohnräume.",
    ],
    colourways: { aurora: "Morgenrot", amanecer: "Sonnenaufgang" },
  },
  jardin: {
    summary:
      "Ein kreativer Teppich aus Wolle und Seide, der einen Garten durch die Jahreszeiten erzählt. Rechteckig oder zusammengesetzt, für Suiten, Salons und Hotellobbys.",
    story: [
      "Jardín schöpft aus den Innenhöfen und Obstgärten der spanischen Levante, wo ein Garten in Schichten erlebt wird: Blätter, Blüten, der Schatten einer Weinranke und das Glitzern eines Bewässerungskanals. Unser Designstudio zeichnete ihn wie ein übergroßes Herbarium, mit Pflanzenmotiven, die sich verflechten, ohne sich zu wiederholen, und drei Farbstellungen, die dem Jahr folgen: Frühling, Herbst und Winter. Er kann rechteckig oder zusammengesetzt sein, mit Ausschnitten wie Blumenbeete.",
      "Er wird von Hand getuftet, aus neuseeländischer Wolle und Seide, mit 22 mm hohem Schnittflor für das Laub und 9 mm hohem Schlingenflor für Wege und Hintergründe. Die Seide setzt Glanzlichter auf Blütenblätter und Blattadern. Ein Teppich für Hotelsuiten und Salons und für Wohnungen, die sich einen Boden mit Geschichte wünschen, einen, der zur Mitte eines Raumes werden kann.",
    ],
    colourways: { primavera: "Frühling", otono: "Herbst", invierno: "Winter" },
  },
  cometa: {
    summary:
      "Ein kreativer, robotergetufteter Teppich aus spinndüsengefärbtem Synthetikgarn, dessen Linien wie ein Komet über den Boden ziehen. Für Geschäfte und Architektur.",
    story: [
      "Cometa spielt mit beiden Bedeutungen seines spanischen Namens: dem Kometen, der mit leuchtendem Schweif den Nachthimmel durchquert, und dem Papierdrachen, der an windigen Tagen an seiner Schnur zieht. Martín Oller zeichnete diagonale Striche, die in Bewegung zu sein scheinen, mit Farbschweifen, die zu den Rändern hin schmaler werden. Als Dreieck wie als Rechteck erhältlich, gewinnt der Teppich eine klare Richtung, wie ein Pfeil auf dem Boden.",
      "Er wird robotergetuftet, mit 16 mm hohem Schnittflor aus spinndüsengefärbtem Synthetikgarn, das seine Farbe hält und intensiver Nutzung standhält. Die Präzision des Roboters bewahrt die Schärfe jedes Strichs bis in die Spitzen. Ein Teppich für Geschäfte, Showrooms und Architekturräume, die eine grafische Geste suchen – eine, die Besucher wie selbstverständlich durch den Raum führt.",
    ],
    colourways: { cobalto: "Kobalt", rubi: "Rubin" },
  },
  isla: {
    summary:
      "Ein Unikat aus Wolle und Seide, dessen freie Kontur an eine Insel aus der Vogelperspektive erinnert. Entworfen für einen einzigen Raum, an Land oder an Bord einer Yacht.",
    story: [
      "Isla geht auf das Bild einer Küste zurück, von oben gesehen: türkisfarbene Buchten, heller Sand und dunkler Fels, der ins Wasser ragt. Unser Designstudio versteht diesen Teppich als Unikat. Ein festes Katalogmaß gibt es nicht; stattdessen wird er für einen bestimmten Raum gezeichnet, mit einer freien Kontur, die den Möbeln, dem Grundriss oder der Silhouette folgt, die dem Auftraggeber vorschwebt.",
      "Er wird von Hand getuftet, aus neuseeländischer Wolle und Seide, mit 26 mm hohem Schnittflor und 12 mm hohem Schlingenflor, die Land und Meer durch einen feinen Höhenunterschied voneinander absetzen. Die Seide verleiht dem Wasser lebendigen Glanz. Gedacht ist er für Wohn- und Schlafzimmer sowie für Yachten, für die er nach den Brandschutzanforderungen der Schifffahrt gefertigt wird.",
    ],
    colourways: { turquesa: "Türkis", basalto: "Basalt" },
  },
  albufera: {
    summary:
      "Ein Unikat aus Wolle und Seide, inspiriert von der Lagune der Albufera bei Valencia. Entworfen für einen einzigen Raum: Hotelsuiten, Salons und Privathäuser.",
    story: [
      "Die Albufera ist die große Lagune südlich von Valencia, gesäumt von Reisfeldern und Schilfgürteln, wo das Wasser mit den Jahreszeiten von Grün zu Gold wechselt. Inés Albero übertrug diese Landschaft in ein Unikat, in dem Wasserflächen, Binsen und Reisfelder in geschwungenen Konturen ineinanderfließen. Jeder Teppich wird für einen bestimmten Raum entworfen, sodass Form und Maß aus dem Raum selbst hervorgehen.",
      "Er wird von Hand getuftet, aus neuseeländischer Wolle und Seide, mit 24 mm hohem Schnittflor, der dem Ganzen eine durchgehende Oberfläche verleiht, ruhig wie der Spiegel der Lagune. Die Seide bringt Reflexe, die an das Wasser in der Abenddämmerung erinnern. Ein Teppich für Hotelsuiten und Salons und für Wohnhäuser, die einen Boden mit mediterranen Wurzeln suchen – geschaffen allein für sie.",
    ],
    colourways: { junco: "Binse", arrozal: "Reisfeld" },
  },
  sierra: {
    summary:
      "Ein Unikat aus neuseeländischer Wolle, dessen gestufte Kontur aufsteigt wie ein Gebirgszug. Entworfen für einen einzigen Raum, in Wohnhäusern und Architekturprojekten.",
    story: [
      "Sierra entlehnt seine Form topografischen Karten, auf denen Berge als Höhenlinien erscheinen, die sich zum Gipfel hin verdichten. Unser Designstudio versteht diesen Teppich als Unikat, mit einer freien oder gestuften Kontur, die diesen Linien folgt und sich dem Grundriss des Raumes anpasst. Die Farbstellungen, mit denen der Entwurf beginnt, erinnern an den Granit der Gipfel und die Steineichenwälder an den Hängen.",
      "Er wird von Hand getuftet, aus neuseeländischer Wolle, mit 34 mm hohem Schnittflor und 14 mm hohem Schlingenflor: Der Höhenunterschied lässt die Hänge aufsteigen und zeichnet die Höhenlinien nach, während die Nacharbeit von Hand jede Stufe präzisiert. Ein Teppich für Wohnzimmer und Arbeitsräume und für Architekturprojekte, in denen er beinahe wie eine Skulptur auf dem Boden wirkt.",
    ],
    colourways: { granito: "Granit", encina: "Steineiche" },
  },
  delta: {
    summary:
      "Ein Unikat aus Fragmenten oder losen Teilen, die sich wie die Arme eines Deltas über den Boden verteilen. Für Geschäfte und Hotels.",
    story: [
      "Ein Delta ist der Ort, an dem sich ein Fluss dem Meer ergibt und sich in Arme, Kanäle und Schlickinseln teilt, die sich mit jedem Hochwasser verschieben. Lucía Ferrer holte diese Idee in den Raum: mit einem Teppich, der keine geschlossene Fläche ist, sondern aus Fragmenten oder losen Teilen besteht, die wie Inseln ausgelegt werden und den Boden dazwischen sichtbar lassen. Als Unikat wird jede Komposition für einen bestimmten Raum gezeichnet.",
      "Er wird handgetuftet oder robotergetuftet, mit 20 mm hohem Schnittflor aus neuseeländischer Wolle und einem Mischgarn aus Wolle und Synthetik; die Teile können beide Garne kombinieren, je nachdem, wie jede Zone genutzt wird. Er wirkt in Geschäften, wo die Inseln den Weg lenken und ein Produkt in Szene setzen, und in Hotellobbys und Lounges, die einen Boden suchen, der zugleich Landkarte und Skulptur ist.",
    ],
    colourways: { limo: "Schlick", estuario: "Mündung" },
  },
} satisfies SampleCollectionWords["designs"];
