import type { SampleCollectionWords } from "../types";

export default {
  alcazar: {
    summary:
      "Arcos y medallones a gran escala en lana de Nueva Zelanda y seda, con corte y bucle que dan relieve al dibujo. Para vestíbulos de hotel y salones amplios.",
    story: [
      "Alcázar nace de los palacios fortificados de la península, donde los patios, los arcos y las yeserías ordenan la luz. Nuestro estudio de diseño tomó esa geometría serena y la amplió a gran escala: medallones entrelazados, cenefas que enmarcan el conjunto y un ritmo que se lee igual desde la puerta que desde el centro de la sala. Es un dibujo con memoria, pero sin nostalgia, pensado para los interiores de hoy.",
      "La tejemos con tufting a mano en Crevillente, combinando pelo cortado de 18 mm y bucle de 8 mm: la diferencia de altura hace que el dibujo aparezca en relieve y cambie con la luz del día. La lana de Nueva Zelanda aporta cuerpo y resistencia; la seda, un brillo contenido en los detalles. Es una alfombra para vestíbulos y suites de hotel, y para salones residenciales que piden presencia sin estridencias.",
    ],
    colourways: { arena: "Arena", noche: "Noche", jade: "Verde jade" },
  },
  marea: {
    summary:
      "Ondas amplias en lana de Nueva Zelanda que evocan el ir y venir del mar. Una alfombra de pelo cortado, mullida y serena, para yates, suites de hotel y viviendas.",
    story: [
      "La marea es el movimiento del mar cuando sube y se retira, dejando en la arena líneas que nunca se repiten del todo. La diseñadora Lucía Ferrer partió de esas huellas en la orilla mediterránea y las tradujo en franjas anchas y curvas que se funden unas con otras, con transiciones de color suaves, como el agua cuando pierde profundidad. El resultado es un patrón grande que calma el espacio en lugar de llenarlo.",
      "Según la medida y el proyecto, la fabricamos con tufting a mano o con tufting robotizado, siempre en lana de Nueva Zelanda y con pelo cortado de 22 mm, denso y mullido bajo el pie descalzo. Los degradados se construyen hilo a hilo para evitar saltos bruscos de color. Encuentra su sitio en los salones y camarotes de un yate, en las suites de hotel y en las viviendas que miran al mar.",
    ],
    colourways: { bruma: "Bruma", coral: "Coral" },
  },
  levante: {
    summary:
      "Trazos diagonales y colores de tierra inspirados en el viento del este, en mezcla de lana y sintético. Una alfombra precisa y resistente para hoteles, tiendas y grandes espacios.",
    story: [
      "El levante es el viento que llega del este y barre la costa mediterránea: seco, luminoso, capaz de cambiar el paisaje en una tarde. Levante es también el nombre de nuestra tierra, el oriente de España, donde el oficio textil tiene una larga tradición. Nuestro estudio de diseño unió ambas ideas en un patrón de trazos diagonales y bandas de color que parecen empujadas por el aire, con la terracota y el olivo como paleta.",
      "La fabricamos con tufting robotizado, que reproduce cada trazo con precisión milimétrica incluso en formatos de cuatro por seis metros. El pelo cortado de 12 mm, rasurado tras el tufting, deja una superficie firme y nítida, y la mezcla de lana y fibra sintética suma el tacto de la lana a la resistencia que exige el uso intensivo. Es una alfombra para vestíbulos de hotel, proyectos de arquitectura y tiendas con mucho tránsito.",
    ],
    colourways: { terracota: "Terracota", olivo: "Olivo" },
  },
  atlas: {
    summary:
      "Un mapa imaginario de meridianos y costas, tejido a mano en lana de Nueva Zelanda con corte y bucle. Circular o rectangular, preside salones, bibliotecas y suites.",
    story: [
      "Atlas remite a la vez al titán que sostenía el cielo, a las montañas del norte de África y a los libros de mapas que abrían el mundo sobre una mesa. El diseñador Martín Oller partió de las cartas náuticas antiguas: meridianos, contornos de costas inventadas y rosas de los vientos apenas sugeridas. Ninguna geografía es real, pero todas resultan familiares, como un recuerdo de viaje que ocupa el centro de la sala.",
      "Cada pieza se teje con tufting a mano en lana de Nueva Zelanda. El pelo cortado de 25 mm forma las masas de tierra y el bucle de 12 mm traza los mares y las líneas, de modo que el mapa se percibe también con la mano. Se ofrece en formato circular, donde el dibujo gira como un globo, y en formato rectangular. Es una alfombra para salones residenciales, bibliotecas privadas y suites de hotel.",
    ],
    colourways: { ocre: "Ocre", pizarra: "Pizarra" },
  },
  mosaico: {
    summary:
      "Teselas geométricas en bucle de hilo sintético teñido en masa, de color firme y gran resistencia. Para tiendas, proyectos de arquitectura y cabinas de avión.",
    story: [
      "El mosaico es uno de los oficios más antiguos del Mediterráneo: romanos, bizantinos y alfareros andalusíes compusieron suelos enteros con pequeñas piezas de piedra, vidrio y cerámica. Nuestro estudio de diseño se inspiró en los azulejos y en las teselas de barro cocido para crear una trama de piezas geométricas que encajan sin descanso, con juntas finas y pequeñas variaciones de color que dan vida a toda la superficie.",
      "La fabricamos con tufting robotizado en bucle de 8 mm, con hilo sintético teñido en masa: el color forma parte de la fibra desde su origen, y el bucle compacto soporta un tránsito intenso sin perder el dibujo. Además del formato rectangular, puede hacerse hexagonal, como una gran pieza del propio mosaico. Es una alfombra pensada para tiendas, proyectos de arquitectura y cabinas de aviación, donde cada centímetro del suelo trabaja.",
    ],
    colourways: { azulejo: "Azulejo", barro: "Barro" },
  },
  trama: {
    summary:
      "Un tejido menudo de líneas cruzadas en bucle bajo, en mezcla de lana y sintético. Discreta y resistente, viste habitaciones y pasillos de hotel y espacios de trabajo.",
    story: [
      "La trama es el hilo que cruza la urdimbre en el telar, el gesto más elemental de cualquier tejido. Crevillente tiene una larga tradición de telares, y nuestro estudio de diseño quiso rendir homenaje a ese origen con un dibujo que parece un tejido visto muy de cerca: líneas finas que se cruzan, se interrumpen y vuelven a empezar, formando un ritmo pequeño y constante que se percibe más de lo que se mira.",
      "La fabricamos con tufting robotizado en bucle de 6 mm, bajo y denso, que mantiene el dibujo nítido con el paso del tiempo y de los pasos. La mezcla de lana y fibra sintética combina la calidez de la lana con la resistencia de una fibra técnica. Es una alfombra para habitaciones y pasillos de hotel y para proyectos de arquitectura en los que el suelo acompaña sin imponerse.",
    ],
    colourways: { lino: "Lino", grafito: "Grafito", musgo: "Musgo" },
  },
  granada: {
    summary:
      "Un motivo menudo inspirado en la Alhambra y en el fruto del granado, en lana de Nueva Zelanda y seda. Una alfombra delicada para dormitorios, salones y suites.",
    story: [
      "Granada es una ciudad y es un fruto, y los dos se parecen: sobrios por fuera, llenos de detalle por dentro. La diseñadora Inés Albero partió de los alicatados y las yeserías de la Alhambra, y de la granada abierta con sus granos ordenados, para componer un motivo pequeño que se repite con la paciencia de un artesano nazarí. De lejos se lee como una textura; de cerca descubre estrellas, semillas y lazos.",
      "La tejemos con tufting a mano en pelo cortado de 15 mm, una altura que mantiene el motivo fino y bien definido. La lana de Nueva Zelanda da cuerpo al fondo y la seda ilumina los detalles, que cambian de tono según la luz y el punto de vista. Es una alfombra para dormitorios, salones y estudios de una vivienda, y para suites de hotel donde se busca un lujo íntimo y cuidado.",
    ],
    colourways: { granate: "Granate", marfil: "Marfil" },
  },
  punto: {
    summary:
      "Una retícula de puntos en corte y bucle, en hilo sintético teñido en masa. Ligera a la vista y resistente al uso, para jets privados, yates y proyectos de arquitectura.",
    story: [
      "El punto es la unidad mínima de cualquier dibujo y también de nuestro oficio: cada alfombra de tufting se construye punto a punto. Nuestro estudio de diseño quiso hacer visible esa unidad con una retícula regular de pequeños puntos que, según la distancia, se lee como un tejido liso, como un moteado sutil o como un patrón geométrico preciso. Es un dibujo silencioso que ordena el espacio sin reclamar atención.",
      "La fabricamos con tufting robotizado, que coloca cada punto con exactitud milimétrica. El pelo cortado de 10 mm, rasurado tras el tufting, forma los puntos, y el bucle de 6 mm, el fondo, todo en hilo sintético teñido en masa. Su perfil bajo y compacto la hace adecuada para cabinas de aviación privada, interiores de yate y proyectos de arquitectura, donde el suelo debe ser a la vez refinado y resistente.",
    ],
    colourways: { perla: "Perla", marino: "Azul marino" },
  },
  celosia: {
    summary:
      "Un enrejado geométrico inspirado en las celosías andalusíes, en lana de Nueva Zelanda. Aporta ritmo y calma a habitaciones de hotel, salones y tiendas.",
    story: [
      "La celosía es la pantalla calada que deja pasar el aire y la luz y protege de las miradas: madera, yeso o piedra trabajados en enrejados geométricos. Nuestro estudio de diseño trasladó ese juego de lleno y vacío al suelo, con una red menuda de rombos y estrellas que se repite con regularidad. Como en las ventanas andalusíes, la geometría no encierra el espacio: lo tamiza y lo vuelve más sereno.",
      "Según el proyecto, la fabricamos con tufting a mano o con tufting robotizado, siempre en lana de Nueva Zelanda. El pelo cortado de 14 mm, rasurado tras el tufting para ganar definición, deja una superficie aterciopelada en la que el enrejado se lee con nitidez. Es una alfombra para habitaciones de hotel, salones residenciales y tiendas que buscan una elegancia tranquila, en dos paletas suaves: almendra y salvia.",
    ],
    colourways: { almendra: "Almendra", salvia: "Salvia" },
  },
  lino: {
    summary:
      "La textura del lino llevada a un bucle fino en mezcla de lana y sintético. Sobria y resistente, para sedes corporativas, espacios públicos y tiendas.",
    story: [
      "El lino es una de las fibras más antiguas que conocemos, y su tejido tiene una irregularidad honesta: hilos algo desiguales, un fondo que nunca es del todo plano. Nuestro estudio de diseño buscó esa cualidad en una alfombra casi lisa, con un patrón menudo que imita el cruce del tejido de lino y sus pequeñas variaciones de tono. Es un fondo neutro y cálido, pensado para que la arquitectura y el mobiliario hablen primero.",
      "La fabricamos con tufting robotizado en bucle de 5 mm, una superficie baja, densa y firme bajo sillas y pasos. La mezcla de lana y fibra sintética une un tacto natural a la resistencia que pide el uso diario, y se ofrece en grandes formatos, como cuatro por seis metros. Es una alfombra para sedes corporativas, proyectos de arquitectura y tiendas, en un tono crudo o en gris acero.",
    ],
    colourways: { crudo: "Crudo", acero: "Acero" },
  },
  duna: {
    summary:
      "Un relieve tallado a mano que recrea las ondas del viento sobre la arena, en lana de Nueva Zelanda. Para dormitorios, suites de hotel y salones de yate.",
    story: [
      "Las dunas son dibujos del viento: crestas suaves, laderas que cambian de sombra con la hora del día, ondas diminutas sobre la arena. La diseñadora Lucía Ferrer quiso capturar ese paisaje en movimiento sin recurrir al color, solo con el volumen. El resultado es un relieve de curvas largas y ondulaciones menudas que se descubren al caminar descalzo, en tonos de arena y de nieve que dejan todo el protagonismo a la luz.",
      "La tejemos con tufting a mano y la terminamos con tallado manual. El pelo cortado de 30 mm levanta las crestas y el bucle de 12 mm marca los valles, de modo que la lana de Nueva Zelanda proyecta sombras reales sobre la superficie. Puede hacerse rectangular o con forma irregular, siguiendo el contorno del dibujo. Es una alfombra para dormitorios y salones residenciales, suites de hotel y salones de yate.",
    ],
    colourways: { arena: "Arena", nieve: "Nieve" },
  },
  oleaje: {
    summary:
      "El mar de fondo convertido en relieve, en lana de Nueva Zelanda y seda. Una alfombra de pelo alto y ondas marcadas para yates y viviendas junto al mar.",
    story: [
      "El oleaje es el movimiento del mar cuando el viento lo levanta en hileras de olas que avanzan hacia la costa. Nuestro estudio de diseño partió de la vista desde la cubierta de un barco: crestas que brillan, senos profundos y la espuma que dibuja líneas blancas sobre el azul. El resultado es un relieve de ondas amplias y rítmicas, con el carácter de mar abierto que le da su nombre.",
      "La tejemos con tufting a mano y tallado manual, con pelo cortado de 35 mm en las crestas y bucle de 15 mm en los senos de las olas. La lana de Nueva Zelanda da volumen y la seda atrapa la luz como el agua en movimiento. Su formato ovalado o rectangular se adapta a los salones y camarotes de un yate y a las viviendas que buscan una pieza de presencia escultórica.",
    ],
    colourways: { espuma: "Espuma", abismo: "Abismo" },
  },
} satisfies SampleCollectionWords["designs"];
