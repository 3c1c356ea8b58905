import type { SampleCollectionWords } from "../types";

export default {
  estrato: {
    summary:
      "Alfombra en relieve tallado a mano, de pelo cortado de 40 mm, que dibuja capas de roca. Pensada para vestíbulos de hotel y grandes espacios de arquitectura.",
    story: [
      "Estrato nace de los cortes del terreno que se ven al borde de las carreteras de montaña: capas de piedra depositadas durante siglos, cada una con su grosor y su tono. Martín Oller quiso llevar esa lectura geológica al interior, con franjas horizontales que se superponen y se desplazan como sedimentos. El resultado es una superficie que cambia con la luz del día y que invita a recorrerla despacio, con la mirada y con el paso.",
      "Se teje en tufting a mano con lana de Nueva Zelanda, en un pelo cortado de 40 mm que nuestros artesanos tallan después a mano, capa a capa, hasta abrir los escalones entre un estrato y otro. La profundidad del pelo da cuerpo al relieve y amortigua cada pisada. Es una pieza para vestíbulos de hotel, salones de recepción y proyectos de arquitectura donde el suelo debe sostener la escala del espacio. También se fabrica a medida.",
    ],
    colourways: { roca: "Roca", ceniza: "Ceniza" },
  },
  corteza: {
    summary:
      "Alfombra en relieve de lana y algodón que reproduce la textura de la corteza de los árboles. Irregular o circular, da calidez táctil a salones y tiendas.",
    story: [
      "Corteza parte de una observación sencilla: la piel de un árbol viejo, agrietada, con surcos profundos y crestas suaves donde se posa el liquen. Nuestro estudio de diseño se fijó en los troncos nudosos de algarrobos y olivos del paisaje mediterráneo y tradujo sus grietas a un dibujo de vetas que se abren y se cierran. Por eso la alfombra no tiene un contorno rígido: se ofrece en forma irregular, como la sección de un tronco, o circular.",
      "Se teje en tufting a mano con lana de Nueva Zelanda y algodón, y combina pelo cortado de 28 mm en las crestas con bucle de 10 mm en las grietas. Esa diferencia de alturas, acentuada con tallado a mano, crea un relieve que se lee con la yema de los dedos. Su carácter orgánico encaja en salones y dormitorios, y en espacios comerciales que buscan un material cálido y natural bajo los pies.",
    ],
    colourways: { nogal: "Nogal", liquen: "Liquen" },
  },
  surco: {
    summary:
      "Alfombra en relieve de bucle de 14 mm, trazada con surcos paralelos como un campo arado. Serena y resistente, para arquitectura, hoteles y cabinas de avión.",
    story: [
      "Surco mira al campo recién arado: líneas paralelas que avanzan hacia el horizonte y que, con la luz rasante del atardecer, se convierten en un juego de sombras. Nuestro estudio de diseño buscó esa misma calma ordenada y la llevó a una composición de hileras que apenas se curvan, como si siguieran el relieve de la tierra. Es un dibujo sobrio, que aporta ritmo al espacio sin imponerse nunca.",
      "Según el proyecto, se fabrica en tufting robotizado o a mano, con un bucle de 14 mm en mezcla de lana y sintético, un hilo elegido para soportar un tránsito intenso. El robot mantiene las hileras impecables en grandes superficies; la versión a mano permite composiciones a medida. Sus lugares naturales son los proyectos de arquitectura, los pasillos y zonas comunes de hotel y las cabinas de avión, para las que se fabrica conforme a la normativa de fuego aeronáutica.",
    ],
    colourways: { trigo: "Trigo", humo: "Humo" },
  },
  ribera: {
    summary:
      "Alfombra creativa de lana y seda con la silueta de la orilla de un río. Su contorno irregular u ondulado da movimiento a salones, dormitorios y suites.",
    story: [
      "Ribera es la franja de tierra donde el agua y el campo se encuentran: cañas, cantos rodados, reflejos que cambian con cada hora. Inés Albero la dibujó pensando en las riberas mediterráneas, con manchas de color que se funden unas con otras sin una sola línea dura. La alfombra no se deja encerrar en un rectángulo: su borde sigue la orilla, irregular u ondulado, como si la propia corriente la hubiera modelado.",
      "Se teje en tufting a mano con lana de Nueva Zelanda y seda. El pelo cortado de 24 mm forma la tierra y la vegetación, mientras que el bucle de 10 mm, avivado por el brillo de la seda, recoge la luz como la lámina del agua. Es una pieza para viviendas y habitaciones de hotel que piden un suelo con presencia artística, capaz de sostener por sí solo toda una estancia.",
    ],
    colourways: { atardecer: "Atardecer", laguna: "Laguna" },
  },
  nube: {
    summary:
      "Alfombra creativa de pelo cortado de 32 mm en lana y seda, mullida como una nube. De forma libre u ovalada, suaviza dormitorios, salones y camarotes.",
    story: [
      "Nube nace de mirar el cielo tumbado en la hierba, cuando las formas se deshacen y vuelven a componerse sin prisa. Nuestro estudio de diseño quiso atrapar esa ligereza en una alfombra sin esquinas, de contorno irregular u ovalado, con degradados tan suaves que el color parece flotar. Es una pieza que no ordena el espacio, sino que lo suaviza, y convierte el suelo en un lugar donde apetece sentarse.",
      "Se teje en tufting a mano con lana de Nueva Zelanda y seda, en un pelo cortado de 32 mm donde el pie se hunde y que devuelve la luz con un brillo discreto. Según la combinación, los tonos van del blanco algodón al gris de tormenta. Luce en dormitorios principales, salones de vivienda y camarotes de yate, allí donde el tacto importa tanto como la vista.",
    ],
    colourways: { algodon: "Algodón", tormenta: "Tormenta" },
  },
  alba: {
    summary:
      "Alfombra creativa de lana de Nueva Zelanda bañada en los colores de la primera luz. Rectangular o circular, da calidez a hoteles, tiendas y hogares.",
    story: [
      "Alba es ese primer momento del día en que el cielo aún no ha decidido su color: rosas, dorados y azules que se mezclan sobre el horizonte del Mediterráneo. Lucía Ferrer la diseñó como una gran acuarela, con bandas de color que se suceden sin cortes y un punto de luz que parece asomar por uno de sus bordes. En la versión circular, ese punto se convierte en un sol naciente.",
      "Según la escala del proyecto, se fabrica en tufting a mano o robotizado, con un pelo cortado de 20 mm en lana de Nueva Zelanda que hace vibrar los degradados. La versión a mano se presta a piezas singulares; la robotizada repite el diseño con precisión en muchas estancias. Encaja en vestíbulos y habitaciones de hotel, en tiendas que quieren recibir con luz y en los salones de casa.",
    ],
    colourways: { aurora: "Aurora", amanecer: "Amanecer" },
  },
  jardin: {
    summary:
      "Alfombra creativa de lana y seda que compone un jardín a lo largo de las estaciones. Rectangular o de forma compuesta, viste suites, salones y vestíbulos de hotel.",
    story: [
      "Jardín parte de los patios y huertos de Levante, donde el jardín se vive por capas: hojas, flores, la sombra de una parra y el reflejo de una acequia. Nuestro estudio de diseño lo dibujó como un herbario a gran escala, con motivos vegetales que se entrelazan sin repetirse y tres combinaciones que siguen el año: primavera, otoño e invierno. Puede ser rectangular o de forma compuesta, con piezas recortadas como parterres.",
      "Se teje en tufting a mano con lana de Nueva Zelanda y seda, con pelo cortado de 22 mm para el follaje y bucle de 9 mm para los caminos y los fondos. La seda pone destellos en pétalos y nervaduras. Es una pieza para suites y salones de hotel, y para viviendas que quieren un suelo con relato, capaz de convertirse en el centro de una estancia.",
    ],
    colourways: { primavera: "Primavera", otono: "Otoño", invierno: "Invierno" },
  },
  cometa: {
    summary:
      "Alfombra creativa robotizada en hilo sintético teñido en masa, con trazos que cruzan el suelo como una cometa. Pensada para tiendas y proyectos de arquitectura.",
    story: [
      "Cometa juega con los dos sentidos de la palabra: el astro que atraviesa el cielo nocturno dejando una estela y el juguete de papel que tira del hilo en los días de viento. Martín Oller dibujó trazos diagonales que parecen estar en movimiento, con colas de color que se afinan hacia los bordes. La forma triangular, además de la rectangular, refuerza esa sensación de rumbo, como una flecha posada sobre el suelo.",
      "Se fabrica en tufting robotizado, con un pelo cortado de 16 mm en hilo sintético teñido en masa, que conserva el color y admite un uso intenso. La precisión del robot mantiene nítido cada trazo, hasta en los vértices. Es una pieza para tiendas, showrooms y espacios de arquitectura que buscan un gesto gráfico, capaz de guiar el recorrido de quien los visita.",
    ],
    colourways: { cobalto: "Cobalto", rubi: "Rubí" },
  },
  isla: {
    summary:
      "Pieza única de lana y seda, de contorno irregular, que evoca una isla vista desde el aire. Se diseña para un solo espacio, en tierra o a bordo de un yate.",
    story: [
      "Isla nace de la imagen de una costa vista desde el aire: el turquesa de las calas, la arena clara y la roca oscura que se adentra en el agua. Nuestro estudio de diseño la concibe como una pieza única. No tiene una medida fija de catálogo: se dibuja para un espacio concreto, con un contorno irregular que sigue el mobiliario, la planta de la estancia o la silueta que el cliente imagine.",
      "Se teje en tufting a mano con lana de Nueva Zelanda y seda, con pelo cortado de 26 mm y bucle de 12 mm que separan tierra y mar con un ligero desnivel. La seda da a las aguas un brillo vivo. Está pensada para salones y dormitorios de vivienda y para yates, para los que se fabrica conforme a la normativa de fuego marítima.",
    ],
    colourways: { turquesa: "Turquesa", basalto: "Basalto" },
  },
  albufera: {
    summary:
      "Pieza única de lana y seda inspirada en la laguna de la Albufera, junto a Valencia. Se diseña para un solo espacio: suites, salones de hotel y grandes viviendas.",
    story: [
      "La Albufera es la gran laguna al sur de Valencia, rodeada de arrozales y cañizares, donde el agua pasa del verde al dorado según la estación. Inés Albero trasladó ese paisaje a una pieza única, con láminas de agua, juncos y campos de arroz que se funden en contornos ondulados. Cada alfombra se diseña para un espacio concreto, de modo que su forma y su medida nacen de la propia estancia.",
      "Se teje en tufting a mano con lana de Nueva Zelanda y seda, en un pelo cortado de 24 mm que da al conjunto una superficie continua, como el espejo quieto de la laguna. La seda aporta reflejos que recuerdan el agua al caer la tarde. Es una pieza para suites y salones de hotel, y para viviendas que desean un suelo con raíces mediterráneas, pensado solo para ellas.",
    ],
    colourways: { junco: "Junco", arrozal: "Arrozal" },
  },
  sierra: {
    summary:
      "Pieza única de lana de Nueva Zelanda, de contorno escalonado como una cordillera. Se diseña para un solo espacio, en viviendas y proyectos de arquitectura.",
    story: [
      "Sierra toma su forma de los mapas topográficos, donde las montañas se dibujan con curvas de nivel que se estrechan hacia la cumbre. Nuestro estudio de diseño la concibe como una pieza única, con un contorno irregular o escalonado que sigue esas líneas y se adapta a la planta de la estancia. Las combinaciones de partida evocan el granito de las cumbres y los encinares de las laderas.",
      "Se teje en tufting a mano con lana de Nueva Zelanda, con pelo cortado de 34 mm y bucle de 14 mm: la diferencia de alturas levanta las laderas y marca las curvas de nivel, mientras el acabado a mano perfila cada escalón. Es una pieza para salones y estudios de vivienda, y para proyectos de arquitectura donde la alfombra se comporta casi como una escultura sobre el suelo.",
    ],
    colourways: { granito: "Granito", encina: "Encina" },
  },
  delta: {
    summary:
      "Pieza única en fragmentos o piezas sueltas que se abren sobre el suelo como los brazos de un delta. Pensada para tiendas y hoteles.",
    story: [
      "Un delta es el lugar donde el río se rinde al mar y se divide en brazos, canales e islas de limo que cambian con cada crecida. Lucía Ferrer llevó esa idea al interior con una alfombra que no es una sola superficie: se compone de fragmentos o piezas sueltas que se colocan como islas y dejan ver el suelo entre ellas. Como pieza única, cada composición se dibuja para un espacio concreto.",
      "Se fabrica en tufting a mano o robotizado, con un pelo cortado de 20 mm en lana de Nueva Zelanda y mezcla de lana y sintético; las piezas pueden combinar ambos hilos según el uso de cada zona. Funciona en tiendas, donde las islas ordenan el recorrido y destacan un producto, y en vestíbulos y salones de hotel que buscan un suelo que sea a la vez mapa y escultura.",
    ],
    colourways: { limo: "Limo", estuario: "Estuario" },
  },
} satisfies SampleCollectionWords["designs"];
