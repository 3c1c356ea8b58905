import type { SampleCollectionWords } from "../types";

export const projects = {
  "hotel-mirador-valencia": {
    title: "Hotel Mirador del Turia, Valencia",
    city: "Valencia",
    summary:
      "Un vestíbulo abierto al antiguo cauce del Turia y sesenta habitaciones vestidas con Alcázar y Trama, dos escalas de un mismo diseño de interiores.",
    story: [
      "Grupo Mediterránea Hoteles quería que el Hotel Mirador del Turia se sintiera valenciano desde la puerta: luz, cerámica y el verde del antiguo cauce del río. Con Estudio Carmen Vidal definimos dos escalas. En el vestíbulo, una pieza de Alcázar de 4 por 6 metros, tejida a mano en lana y seda con corte y bucle, recoge el dibujo de los zócalos de azulejo en verdes de jade, ajustados con un tono más profundo para dialogar con la madera oscura.",
      "Para las habitaciones y los pasillos elegimos Trama, un patrón pequeño en bucle de 6 mm hecho con tufting robotizado, que soporta el paso de las maletas y repite el dibujo idéntico de planta en planta. El estudio escogió un marfil cálido para las habitaciones y un grafito para los pasillos. Las muestras viajaron entre Crevillente y Valencia hasta dar con el tono exacto, y nuestro equipo acompañó la instalación planta por planta junto al grupo hotelero.",
    ],
    captions: [
      "El vestíbulo del hotel, con la alfombra Alcázar bajo la luz que llega desde el antiguo cauce del Turia",
      "Detalle de Alcázar: la seda brilla sobre la lana en los contornos del dibujo",
      "Trama en grafito, en bucle de 6 mm, a lo largo de un pasillo de habitaciones",
      "Una habitación con Trama en marfil cálido a los pies de la cama",
    ],
    photoAlts: [
      "Vestíbulo de hotel con una gran alfombra de dibujo geométrico en verde y arena, sofás bajos y ventanales al fondo",
      "Primer plano de una alfombra de lana con líneas de seda brillante que perfilan un dibujo de azulejo",
      "Pasillo de hotel con una alfombra gris oscuro de patrón pequeño y repetido, y puertas de habitación a ambos lados",
      "Dormitorio de hotel con una alfombra de patrón fino en tono marfil bajo una cama de matrimonio",
    ],
  },
  "suites-marbella": {
    title: "Suites de un hotel frente al mar en Marbella",
    city: "Marbella",
    summary:
      "Doce suites frente al mar, con piezas únicas de Albufera en los salones y Celosía en los dormitorios, pensadas junto a Atelier Blanca Rius.",
    story: [
      "Un hotel de Marbella, que prefiere no aparecer con su nombre, renovó sus doce suites con vistas al mar y encargó a Atelier Blanca Rius un interior sereno, de lino, madera clara y cal. La alfombra debía aportar el único gesto de forma de cada salón. Partimos de Albufera, el diseño de Inés Albero, y redibujamos su contorno ondulado suite a suite, según la planta y la posición de los sofás.",
      "Cada pieza de Albufera se tejió a mano en lana y seda, con pelo cortado de 24 mm, en verdes de junco y arena que evocan los humedales valencianos. En los dormitorios, Celosía aporta un ritmo fino y discreto en tonos almendra. Blanca Rius y su equipo aprobaron cada contorno sobre una plantilla a escala real antes del tufting, y las alfombras llegaron numeradas, una para cada suite.",
    ],
    captions: [
      "El salón de una suite, con una pieza única de Albufera de contorno ondulado",
      "Detalle de Albufera: lana y seda en verdes de junco y arena",
      "Celosía en tonos almendra a los pies de la cama de una suite",
    ],
    photoAlts: [
      "Salón luminoso con un sofá de lino blanco sobre una alfombra de forma ondulada en verdes suaves y arena, con el mar al fondo",
      "Primer plano de una alfombra de pelo cortado en la que la lana mate y la seda brillante forman franjas verdes y arena",
      "Dormitorio de hotel con una alfombra de patrón pequeño en tonos almendra y marfil junto a una cama blanca",
    ],
  },
  "grand-hotel-lisboa": {
    title: "Grand Hotel Avenida, Lisboa",
    city: "Lisboa",
    summary:
      "La rehabilitación de un gran hotel lisboeta, con Levante en el vestíbulo, Estrato en el bar y Punto en los pasillos de sus seis plantas.",
    story: [
      "Avenida Collection rehabilitó el Grand Hotel Avenida, un edificio histórico de la ciudad, y Costa & Reis Arquitectos nos pidió alfombras que aguantaran la vida de un gran hotel sin perder el aire señorial de la avenida. Para el vestíbulo y el salón de eventos adaptamos Levante, de patrón grande y tufting robotizado, en piezas de 4 por 6 metros y en los terracotas y ocres de su paleta, afinados con las muestras de piedra del suelo.",
      "En el bar, Estrato, el relieve de Martín Oller, se talló a mano con pelo cortado de 40 mm en grises de ceniza, para que la luz baja de la noche marque cada una de sus capas. Los pasillos de las seis plantas llevan Punto en azul marino, un corte y bucle de poca altura y fácil mantenimiento. Con el equipo de Costa & Reis revisamos cada plano y resolvimos juntos los encuentros con escaleras y ascensores.",
    ],
    captions: [
      "El vestíbulo del Grand Hotel Avenida, con Levante en terracota al pie de la escalera principal",
      "Estrato en el bar: capas talladas a mano en grises de ceniza",
      "Punto en azul marino a lo largo de un pasillo de habitaciones",
      "Detalle del encuentro de Levante con el suelo de piedra del vestíbulo",
    ],
    photoAlts: [
      "Vestíbulo de hotel de techos altos con una gran alfombra geométrica en terracota y ocre al pie de una escalera de piedra",
      "Bar en penumbra con sillones de cuero sobre una alfombra gris con relieve en capas escalonadas",
      "Pasillo largo de hotel con una alfombra azul marino de punteado fino y apliques de pared encendidos",
      "Primer plano del borde de una alfombra terracota y ocre junto a un suelo de piedra clara",
    ],
  },
  "villa-ibiza": {
    title: "Una villa privada en Ibiza",
    city: "Ibiza",
    summary:
      "Una casa blanca sobre el Mediterráneo, donde Isla y Nube llevan al interior el turquesa de las calas y la calma de una tarde de verano.",
    story: [
      "Los propietarios, que prefieren mantener la casa en privado, pidieron a Studio Nuria Sala un interior que se abriera por completo al Mediterráneo. El salón principal, de paredes encaladas y suelo de microcemento, necesitaba una pieza que anclase el espacio sin romper su calma. Allí colocamos Isla, una alfombra única de contorno libre, dibujada a partir del perfil de la costa que se ve desde la terraza y tejida a mano en lana y seda.",
      "Isla combina corte de 26 mm y bucle de 12 mm, de modo que el turquesa de la seda parece hundirse entre los tonos arena de la lana. En el dormitorio principal, Nube aporta un pelo cortado de 32 mm en blanco algodón, mullido bajo el pie descalzo. Nuria Sala siguió el proceso de cerca: aprobó el contorno sobre una plantilla a tamaño real y eligió los colores en nuestra sala de color de Crevillente.",
    ],
    captions: [
      "El salón de la villa, con Isla entre los sofás y la terraza abierta al mar",
      "Detalle de Isla: la seda turquesa entre el corte y el bucle de lana",
      "Nube en blanco algodón en el dormitorio principal",
    ],
    photoAlts: [
      "Salón de paredes blancas abierto al mar, con una alfombra de contorno irregular en arena y turquesa entre dos sofás bajos",
      "Primer plano de una alfombra con zonas de pelo cortado y de bucle, y hebras de seda turquesa brillante entre lana color arena",
      "Dormitorio blanco con una alfombra mullida de forma redondeada en blanco roto junto a la cama",
    ],
  },
  "apartamento-paris": {
    title: "Un piso privado en París",
    city: "París",
    summary:
      "Un piso de techos altos en la orilla izquierda, donde Granada y Ribera, dos diseños de Inés Albero, conviven con molduras, parqué y arte contemporáneo.",
    story: [
      "Maison Delorme Intérieurs nos llamó para un piso de la orilla izquierda, con molduras, chimeneas de mármol y parqué en espiga, cuyos propietarios coleccionan arte contemporáneo. Querían alfombras con oficio que no compitieran con los cuadros. En el comedor propusimos Granada, de Inés Albero: su patrón pequeño, tejido a mano en lana y seda con pelo cortado de 15 mm, se tiñó en marfil y oro pálido y se ajustó a la medida exacta de la mesa.",
      "Para el salón, la pieza de carácter es Ribera, también de Inés Albero. Su contorno ondulado se redibujó para seguir la curva del piano, y sus colores de atardecer, terracota, rosa y oro, se suavizaron para convivir con un gran lienzo azul. El corte y el bucle, de 24 y 10 mm, dan relieve al dibujo. El estudio de Maison Delorme revisó cada muestra a la luz del propio piso antes de aprobarla.",
    ],
    captions: [
      "El salón, con Ribera siguiendo la curva del piano sobre el parqué en espiga",
      "Granada en marfil y oro pálido bajo la mesa del comedor",
      "Detalle de Ribera: corte y bucle en tonos de atardecer",
    ],
    photoAlts: [
      "Salón con molduras y parqué en espiga, un piano de cola y una alfombra de contorno ondulado en terracota, rosa y oro",
      "Comedor con mesa de madera y sillas tapizadas sobre una alfombra rectangular de patrón pequeño en marfil y oro pálido",
      "Primer plano de una alfombra con pelo cortado y bucle en franjas onduladas de terracota, rosa y oro",
    ],
  },
  "boutique-milano": {
    title: "Boutique Atelier Vezzoli, Milán",
    city: "Milán",
    summary:
      "La boutique de Atelier Vezzoli en Milán, con triángulos de Cometa en rojo rubí y piezas hexagonales de Mosaico, hechas para el ritmo diario de una tienda.",
    story: [
      "Atelier Vezzoli quería que su boutique de Milán se reconociera desde la calle y que el suelo contara la misma historia que sus escaparates. Con el equipo de la marca tomamos Cometa, el diseño de Martín Oller, y lo llevamos a su forma triangular: tres piezas de tufting robotizado que marcan el recorrido desde la entrada hasta los probadores, en los rojos rubí y ciruela de la identidad de la casa.",
      "Bajo las mesas de exposición, Mosaico se fabricó en piezas hexagonales de bucle de 8 mm, en tonos barro y arena, que encajan entre sí como baldosas y pueden moverse cuando cambia la colección. Ambos diseños se hicieron en fibra sintética, que aguanta el tránsito diario y se limpia con facilidad. Cada color se aprobó en Milán con el equipo creativo de Atelier Vezzoli, sobre muestras tejidas en Crevillente.",
    ],
    captions: [
      "La boutique, con tres triángulos de Cometa que marcan el paso desde la entrada",
      "Mosaico en piezas hexagonales bajo una mesa de exposición",
      "Detalle de Cometa: el rojo rubí en pelo cortado de 16 mm",
    ],
    photoAlts: [
      "Interior de una boutique de paredes claras con tres alfombras triangulares rojas en fila desde la puerta hacia el fondo",
      "Alfombras hexagonales en tonos tierra y arena encajadas bajo una mesa baja con bolsos expuestos",
      "Primer plano de una alfombra de pelo cortado rojo intenso junto al borde de un triángulo en tono ciruela",
    ],
  },
  "yate-aurora": {
    title: "Un yate a motor construido en los Países Bajos",
    city: "Ámsterdam",
    summary:
      "Salón, comedor y camarotes de un yate a motor de Van der Meer Jachtbouw, vestidos con Oleaje y Marea y cortados según los planos del astillero.",
    story: [
      "Para este yate a motor, cuyo armador prefiere no darse a conocer, el astillero Van der Meer Jachtbouw y Bureau Lindqvist buscaban alfombras que trajeran el mar a bordo sin imitarlo. Trabajamos sobre los planos de la cubierta principal: el salón, el comedor y cuatro camarotes de invitados. Cada pieza se cortó al milímetro según las plantillas del astillero, con los huecos de escotillas, columnas y escaleras resueltos antes de empezar el tufting.",
      "En el salón, Oleaje despliega su relieve tallado a mano, con corte de 35 mm y bucle de 15 mm en lana y seda, en los blancos de espuma y azules claros de su paleta. El comedor y los camarotes llevan Marea, de Lucía Ferrer, en pelo cortado de 22 mm y en azules de bruma más apagados, que descansan la vista. Bureau Lindqvist aprobó las muestras en Ámsterdam, y nuestro equipo viajó al astillero para la instalación.",
    ],
    captions: [
      "El salón principal, con Oleaje tallado a mano entre los sofás y los ventanales",
      "Detalle del relieve de Oleaje, donde la seda marca la cresta de cada ola",
      "Marea en azules de bruma en un camarote de invitados",
      "El comedor, con Marea ajustada a la planta curva de la estancia",
    ],
    photoAlts: [
      "Salón de yate con grandes ventanales al mar, sofás blancos y una alfombra ovalada con relieve ondulado en blanco y azul claro",
      "Primer plano de una alfombra en relieve con ondas talladas, lana mate y crestas de seda brillante en blanco y azul",
      "Camarote con cama de matrimonio y una alfombra rectangular en azules grisáceos con un dibujo amplio y ondulado",
      "Comedor de yate con una mesa de madera para ocho comensales sobre una alfombra azul de bordes curvos",
    ],
  },
  "sede-munich": {
    title: "Sede de Halden Versicherungen, Múnich",
    city: "Múnich",
    summary:
      "La sede de Halden Versicherungen en Múnich, proyectada por Bergmann Architekten, con Lino en las plantas de oficinas y Surco en la recepción.",
    story: [
      "Bergmann Architekten proyectó la sede de Halden Versicherungen en hormigón visto, vidrio y roble, y buscaba un suelo textil que suavizara la acústica de las plantas abiertas sin añadir ruido visual. Elegimos Lino, un patrón pequeño en bucle de 5 mm con tufting robotizado, fabricado en una mezcla de fibras pensada para el uso intensivo. Sus tonos crudo y acero se alternan de planta en planta para orientar a quien recorre el edificio.",
      "En la recepción y en la sala del consejo, Surco aporta volumen: surcos de bucle de 14 mm, hechos con tufting robotizado y repasados a mano, en un tono trigo que recoge la luz de la tarde. Las piezas se dimensionaron sobre la retícula del edificio, para que las juntas coincidieran con los módulos del techo. Trabajamos con el equipo de Bergmann desde el anteproyecto hasta la última visita de obra.",
    ],
    captions: [
      "Una planta de oficinas, con Lino en tonos crudo y acero",
      "Surco en la recepción: surcos de bucle en tono trigo",
      "La sala del consejo, con Surco bajo la mesa de roble",
    ],
    photoAlts: [
      "Oficina diáfana con mesas de roble, pilares de hormigón y una alfombra de patrón fino en crudo y gris acero",
      "Recepción con un mostrador de hormigón sobre una alfombra en relieve de surcos paralelos en tono trigo",
      "Sala de reuniones con una larga mesa de roble y sillas negras sobre una alfombra de surcos en tono trigo",
    ],
  },
} satisfies SampleCollectionWords["projects"];

export const alts = {
  flat: "Alfombra {design} en el color {colourway}, vista entera desde arriba",
  detail: "Detalle del pelo de la alfombra {design} en {colourway}",
  room: "Alfombra {design} en {colourway} en un salón amueblado",
} satisfies SampleCollectionWords["alts"];
